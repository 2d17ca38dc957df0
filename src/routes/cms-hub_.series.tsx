import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { SeriesList } from '~/features/back-office/SeriesList'

export const Route = createFileRoute('/cms-hub_/series')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_nav_series() }, { name: 'robots', content: 'noindex' }] }),
  component: function SeriesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="series" title={m.backoffice_nav_series({}, { locale: lang })}>
        <SeriesList lang={lang} />
      </HubPage>
    )
  },
})
