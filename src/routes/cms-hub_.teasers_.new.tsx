import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { HubPage } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import { TeaserCreate } from '~/features/back-office/TeaserEdit'

export const Route = createFileRoute('/cms-hub_/teasers_/new')({
  ...hubRoute,
  head: () => ({ meta: [{ title: m.backoffice_new_teaser() }, { name: 'robots', content: 'noindex' }] }),
  component: function NewTeaserSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="teasers" title={m.backoffice_new_teaser({}, { locale: lang })}>
        <TeaserCreate lang={lang} />
      </HubPage>
    )
  },
})
