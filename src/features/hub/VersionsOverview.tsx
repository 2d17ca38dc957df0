import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { formatInstant } from './format'
import { hubQueries } from './hub.queries'
import { pageAddress } from './PageActivities'
import { HubTable } from './HubPage'
import { PreviewLinks } from './PreviewLinks'
import * as styles from './hub.css'

/** dashboard-versions: pages whose drafts visitors do not see yet, and the publications planned. */
export function VersionsOverview({ lang }: { lang: Locale }) {
  const t = { locale: lang }
  const data = useQuery(hubQueries.versions(lang)).data
  return (
    <>
      <section aria-labelledby="hub-drafts">
        <h2 id="hub-drafts">{m.hub_versions_drafts({}, t)}</h2>
        <HubTable
          empty={m.hub_versions_no_drafts({}, t)}
          headers={[m.hub_col_page({}, t), m.hub_col_language({}, t), m.versions_col_when({}, t), m.versions_col_who({}, t)]}
          rows={data?.drafts.map((row) => (
            <tr key={`${row.page_id}-${row.lang}`}>
              <td className={styles.cell}>
                <a href={`${pageAddress(row.lang, row.path)}?edit`}>
                  {row.title} ({m.hub_edit_page({}, t)})
                </a>
              </td>
              <td className={styles.cell}>{row.lang.toUpperCase()}</td>
              <td className={styles.cell}>{formatInstant(row.changed_at, lang)}</td>
              <td className={styles.cell}>{row.changed_by ?? m.versions_unknown_author({}, t)}</td>
            </tr>
          ))}
        />
      </section>
      <section aria-labelledby="hub-scheduled">
        <h2 id="hub-scheduled">{m.hub_versions_scheduled({}, t)}</h2>
        <HubTable
          empty={m.hub_versions_no_scheduled({}, t)}
          headers={[m.versions_col_when({}, t), m.hub_col_page({}, t), m.hub_col_language({}, t), m.versions_schedule_action({}, t), m.versions_col_who({}, t)]}
          rows={data?.scheduled.map((row) => (
            <tr key={row.id}>
              <td className={styles.cell}>{formatInstant(row.run_at, lang)}</td>
              <td className={styles.cell}>
                <a href={`${pageAddress(row.lang, row.path)}?edit`}>{row.title}</a>
              </td>
              <td className={styles.cell}>{row.lang.toUpperCase()}</td>
              <td className={styles.cell}>{row.action === 'publish' ? m.versions_schedule_publish({}, t) : m.versions_schedule_unpublish({}, t)}</td>
              <td className={styles.cell}>{row.author ?? m.versions_unknown_author({}, t)}</td>
            </tr>
          ))}
        />
      </section>
      <PreviewLinks lang={lang} />
    </>
  )
}
