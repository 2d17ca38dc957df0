import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { fetchAuditPage } from '~/features/security/security.functions'
import { auditQueryKey } from '~/features/security/security.shared'
import { formatInstant } from './format'
import { HubTable, Pager } from './HubPage'
import * as styles from './hub.css'

/** The administrators' audit log: who changed what, newest first, fifty a page. */
export function AuditLog({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const [page, setPage] = useState(1)
  const auditFn = useServerFn(fetchAuditPage)
  const entries = useQuery({ queryKey: auditQueryKey(page), queryFn: () => auditFn({ data: { page } }) })
  const headers = [m.audit_time({}, locale), m.audit_actor({}, locale), m.audit_action({}, locale), m.audit_target({}, locale), m.audit_details({}, locale), m.audit_address({}, locale)]
  return (
    <>
      <p>{m.audit_intro({}, locale)}</p>
      <HubTable
        empty={m.audit_empty({}, locale)}
        headers={headers}
        rows={entries.data?.results.map((row) => (
          <tr key={row.id}>
            <td className={styles.cell}>{formatInstant(row.at, lang)}</td>
            <td className={styles.cell}>{row.actor}</td>
            <td className={styles.cell}>
              <code>{row.action}</code>
            </td>
            <td className={styles.cell}>{row.target}</td>
            <td className={`${styles.cell} ${styles.url}`}>{row.details === '{}' ? '' : row.details}</td>
            <td className={styles.cell}>{row.address}</td>
          </tr>
        ))}
      />
      <Pager lang={lang} page={page} pages={entries.data?.pages ?? 1} onPage={setPage} />
    </>
  )
}
