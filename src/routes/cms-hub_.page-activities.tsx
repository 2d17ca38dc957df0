import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { PageActivities } from '~/features/hub/PageActivities'

export const Route = createFileRoute('/cms-hub_/page-activities')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.hub_nav_page_activities() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="page-activities" title={m.hub_nav_page_activities({}, { locale: lang })}>
        <PageActivities lang={lang} />
      </HubPage>
    )
  },
})
