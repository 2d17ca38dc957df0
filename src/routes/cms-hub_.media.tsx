import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { siteQueries } from '~/features/site/site.queries'
import { HubPage } from '~/features/hub/HubPage'
import { HubSearch } from '~/features/hub/hub-search'
import { MediaLibrary } from '~/features/media/MediaLibrary'

/** The media library in the hub: the same library the editor's image picker opens. */
export const Route = createFileRoute('/cms-hub_/media')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.media_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function MediaSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="media" title={m.media_title({}, { locale: lang })}>
        <MediaLibrary lang={lang} />
      </HubPage>
    )
  },
})
