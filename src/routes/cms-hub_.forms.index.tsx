import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { FormList } from '~/features/back-office/FormList'
import * as styles from '~/features/forms/hub/hub-forms.css'

const HubSearch = v.object({ lang: v.optional(v.picklist(['de', 'en'])) })

export const Route = createFileRoute('/cms-hub_/forms/')({
  validateSearch: HubSearch,
  head: () => ({ meta: [{ title: m.forms_hub_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function HubForms() {
    const lang = Route.useSearch().lang ?? 'de'
    const locale = { locale: lang }
    return (
      <div className={styles.page}>
        <h1>{m.forms_hub_title({}, locale)}</h1>
        <p>{m.forms_hub_intro({}, locale)}</p>
        <FormList lang={lang} />
        <a href={`/cms-hub?lang=${lang}`}>{m.forms_hub_back_hub({}, locale)}</a>
      </div>
    )
  },
})
