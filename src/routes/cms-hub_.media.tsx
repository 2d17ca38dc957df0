import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { MediaTag } from '~/contract/media'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { HubSearch } from '~/features/hub/hub-search'
import { MediaLibrary } from '~/features/media/MediaLibrary'

/** `?tag=` and `?alt=missing` filter the library (anything else falls back to no filter, never an error). */
const MediaSearch = v.object({
  ...HubSearch.entries,
  tag: v.fallback(v.optional(MediaTag), undefined),
  alt: v.fallback(v.optional(v.picklist(['missing'])), undefined),
})

/** The media library in the hub: the same library the editor's image picker opens, its filters in the address. */
export const Route = createFileRoute('/cms-hub_/media')({
  ...hubRoute,
  validateSearch: MediaSearch,
  head: () => ({ meta: [{ title: m.media_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function MediaSection() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    const lang = search.lang ?? 'de'
    return (
      <HubPage lang={lang} section="media" title={m.media_title({}, { locale: lang })}>
        <MediaLibrary
          lang={lang}
          filters={{ tag: search.tag, alt: search.alt }}
          onFilters={(filters) => void navigate({ search: (previous) => ({ ...previous, tag: filters.tag, alt: filters.alt }), replace: true })}
        />
      </HubPage>
    )
  },
})
