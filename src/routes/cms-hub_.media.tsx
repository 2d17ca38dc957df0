import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { MediaLibrary } from '~/features/media/MediaLibrary'

/** The media library in the hub: the same library the editor's image picker opens. */
export const Route = createFileRoute('/cms-hub_/media')({
  ...hubRoute,
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
