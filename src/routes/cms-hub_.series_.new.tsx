import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { SeriesCreate } from '~/features/back-office/SeriesEdit'

export const Route = createFileRoute('/cms-hub_/series_/new')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_new_series() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewSeriesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="series" title={m.backoffice_new_series({}, { locale: lang })}>
        <SeriesCreate lang={lang} />
      </HubPage>
    )
  },
})
