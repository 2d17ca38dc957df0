import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute, recordIdParams } from '~/features/hub/hub-route'
import { SeriesEdit } from '~/features/back-office/SeriesEdit'

export const Route = createFileRoute('/cms-hub_/series_/$id')({
  ...hubRoute,
  params: recordIdParams,
  head: () => ({ meta: [{ title: m.backoffice_edit_series() }, { name: 'robots', content: 'noindex' }] }),
  component: function EditSeriesSection() {
    const lang = Route.useSearch().lang ?? 'de'
    const { id } = Route.useParams()
    return (
      <HubPage lang={lang} section="series" title={m.backoffice_edit_series({}, { locale: lang })}>
        <SeriesEdit lang={lang} id={id} />
      </HubPage>
    )
  },
})
