import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { getHubForms } from '~/features/forms/hub/hub-forms.functions'
import * as styles from '~/features/forms/hub/hub-forms.css'

const HubSearch = v.object({ lang: v.optional(v.picklist(['de', 'en'])) })

export const Route = createFileRoute('/cms-hub_/forms/')({
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ deps }) => ({ forms: await getHubForms({ data: { lang: deps.lang } }), lang: deps.lang }),
  head: () => ({ meta: [{ title: m.forms_hub_title() }, { name: 'robots', content: 'noindex' }] }),
  component: HubForms,
})

function HubForms() {
  const { forms, lang } = Route.useLoaderData()
  const locale = { locale: lang }
  if (!forms) {
    return (
      <div className={styles.page}>
        <h1>{m.forms_hub_title({}, locale)}</h1>
        <p>{m.forms_hub_forbidden({}, locale)}</p>
        <a href={`/cms-hub?lang=${lang}`}>{m.forms_hub_back_hub({}, locale)}</a>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <h1>{m.forms_hub_title({}, locale)}</h1>
      <p>{m.forms_hub_intro({}, locale)}</p>
      <p>
        <a href={`/cms-hub/forms/new?lang=${lang}`}>{m.forms_hub_new_form({}, locale)}</a>
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.forms_hub_form({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.forms_hub_entries({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.forms_hub_last_entry({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.forms_hub_actions({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((form) => (
              <tr key={form.id}>
                <td className={styles.cell}>
                  <a href={`/cms-hub/forms/${form.id}?lang=${lang}`}>{form.title}</a>
                </td>
                <td className={styles.cell}>{form.entries}</td>
                <td className={styles.cell}>{form.lastEntryAt ? new Date(form.lastEntryAt).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin' }) : '–'}</td>
                <td className={styles.cell}>
                  <a href={`/cms-hub/forms/edit/${form.id}?lang=${lang}`}>{m.forms_hub_edit_form({ title: form.title }, locale)}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a href={`/cms-hub?lang=${lang}`}>{m.forms_hub_back_hub({}, locale)}</a>
    </div>
  )
}
