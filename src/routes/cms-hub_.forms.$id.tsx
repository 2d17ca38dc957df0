import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { parseRouteId } from '~/lib/route-params'
import { getHubEntries } from '~/features/forms/hub/hub-forms.functions'
import * as styles from '~/features/forms/hub/hub-forms.css'

const HubSearch = v.object({ lang: v.optional(v.picklist(['de', 'en'])) })

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

export const Route = createFileRoute('/cms-hub_/forms/$id')({
  params: {
    parse: (params) => ({ id: parseRouteId(params.id) }),
    stringify: (params) => ({ id: String(params.id) }),
  },
  validateSearch: HubSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ deps, params }) => {
    const data = await getHubEntries({ data: { lang: deps.lang, id: params.id } })
    if (data === 'not-found') throw notFound()
    return { data, lang: deps.lang }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: loaderData && loaderData.data !== 'forbidden' ? m.forms_hub_entries_of({ title: loaderData.data.form.title }) : m.forms_hub_title() }, { name: 'robots', content: 'noindex' }],
  }),
  component: HubEntries,
})

function HubEntries() {
  const { data, lang } = Route.useLoaderData()
  const locale = { locale: lang }
  if (data === 'forbidden') {
    return (
      <div className={styles.page}>
        <h1>{m.forms_hub_title({}, locale)}</h1>
        <p>{m.forms_hub_forbidden({}, locale)}</p>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <h1>{m.forms_hub_entries_of({ title: data.form.title }, locale)}</h1>
      <p className={styles.actions}>
        <a href={`/cms-hub/forms?lang=${lang}`}>{m.forms_hub_back({}, locale)}</a>
        <a href={`/cms-hub/forms/edit/${data.form.id}?lang=${lang}`}>{m.forms_hub_edit_form({ title: data.form.title }, locale)}</a>
        {data.entries.length > 0 ? (
          <a href={`/cms-hub/forms/export/${data.form.id}?lang=${lang}`} download>
            {m.forms_hub_export_csv({}, locale)}
          </a>
        ) : null}
      </p>
      {data.entries.length === 0 ? (
        <p>{m.forms_hub_no_entries({}, locale)}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={m.forms_hub_entries({}, locale)}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">{m.forms_hub_entry_date({}, locale)}</th>
                <th className={styles.cell} scope="col">{m.forms_hub_entry_language({}, locale)}</th>
                {data.columns.map((column) => (
                  <th key={column.slug} className={styles.cell} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.cell}>{new Date(entry.createdAt).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin' })}</td>
                  <td className={styles.cell}>{entry.locale}</td>
                  {data.columns.map((column) => (
                    <td key={column.slug} className={styles.cell}>
                      {column.file
                        ? entry.files
                            .filter((file) => file.fieldSlug === column.slug)
                            .map((file) => (
                              <a key={file.id} href={`/cms-hub/forms/files/${file.id}`} download={file.name}>
                                {m.forms_hub_download({ name: file.name, size: fileSize(file.size) }, locale)}
                              </a>
                            ))
                        : entry.values[column.slug] === 'true'
                          ? '✓'
                          : entry.values[column.slug] === 'false'
                            ? ''
                            : (entry.values[column.slug] ?? '')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
