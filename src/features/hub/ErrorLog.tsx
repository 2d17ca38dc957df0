import { useId, useState } from 'react'
import { useHydrated } from '~/features/chrome/use-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { MissingPage } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { writeProblem } from './api-errors'
import type { WriteProblem } from './api-errors'
import { formatInstant } from './format'
import { FieldErrors, HubTable, Pager } from './HubPage'
import { hubQueries } from './hub.queries'
import { siteQueries } from '~/features/site/site.queries'
import * as styles from './hub.css'

/** dashboard-error-log: the addresses visitors missed, with counts, each one click away from a redirect. */
export function ErrorLog({ lang }: { lang: Locale }) {
  const [page, setPage] = useState(1)
  const [order, setOrder] = useState<'hits' | 'recent'>('hits')
  const [status, setStatus] = useState<string | null>(null)
  const log = useQuery(hubQueries.errorLog(lang, page, order))
  // redirects are the administrators' (the server refuses them to other editors): others only clear entries
  const administrator = useQuery(siteQueries.userDetails(lang)).data?.is_administrator ?? false
  const orderId = useId()
  const pages = log.data ? Math.max(1, Math.ceil(log.data.count / 50)) : 1
  return (
    <section>
      <p>{m.hub_error_log_intro({}, { locale: lang })}</p>
      <p className={styles.inline}>
        <label htmlFor={orderId}>{m.hub_order_label({}, { locale: lang })}</label>
        <select
          id={orderId}
          value={order}
          onChange={(event) => {
            setOrder(event.currentTarget.value === 'recent' ? 'recent' : 'hits')
            setPage(1)
          }}
        >
          <option value="hits">{m.hub_order_hits({}, { locale: lang })}</option>
          <option value="recent">{m.hub_order_recent({}, { locale: lang })}</option>
        </select>
      </p>
      <p role="status">{status}</p>
      <HubTable
        empty={m.hub_empty_error_log({}, { locale: lang })}
        headers={[m.hub_col_url({}, { locale: lang }), m.hub_col_hits({}, { locale: lang }), m.hub_col_last_seen({}, { locale: lang }), m.hub_col_actions({}, { locale: lang })]}
        rows={log.data?.results.map((entry) => <MissingPageRow key={entry.id} lang={lang} entry={entry} administrator={administrator} onDone={setStatus} />)}
      />
      <Pager lang={lang} page={page} pages={pages} onPage={setPage} />
      <CspViolations lang={lang} />
    </section>
  )
}

/** The policy violations browsers reported to this instance (issue 35): what was blocked, where from, how often. */
function CspViolations({ lang }: { lang: Locale }) {
  const t = { locale: lang }
  const violations = useQuery(hubQueries.cspViolations(lang))
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-testid="csp-violations">
      <h2 id={headingId}>{m.hub_csp_title({}, t)}</h2>
      {violations.data ? <p>{m.hub_csp_intro({ since: formatInstant(violations.data.since, lang) }, t)}</p> : null}
      <HubTable
        empty={m.hub_csp_empty({}, t)}
        headers={[m.hub_col_directive({}, t), m.hub_col_blocked({}, t), m.hub_col_hits({}, t), m.hub_col_last_seen({}, t)]}
        rows={violations.data?.results.map((entry) => (
          <tr key={`${entry.directive} ${entry.blocked}`}>
            <td className={styles.cell}>{entry.directive}</td>
            <td className={`${styles.cell} ${styles.url}`}>{entry.blocked}</td>
            <td className={styles.cell}>{entry.count}</td>
            <td className={styles.cell}>{formatInstant(entry.lastSeen, lang)}</td>
          </tr>
        ))}
      />
    </section>
  )
}

function MissingPageRow({ lang, entry, administrator, onDone }: { lang: Locale; entry: MissingPage; administrator: boolean; onDone: (status: string) => void }) {
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [target, setTarget] = useState('')
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const targetId = useId()
  const errorId = useId()
  const refresh = () => queryClient.invalidateQueries({ queryKey: hubQueries.all })
  const fieldErrors = problem ? [...(problem.fields.new_path ?? []), ...(problem.fields.old_path ?? [])] : []
  return (
    <tr>
      <td className={`${styles.cell} ${styles.url}`}>{entry.url}</td>
      <td className={styles.cell}>{entry.hits}</td>
      <td className={styles.cell}>{formatInstant(entry.last_seen, lang)}</td>
      <td className={styles.cell}>
        <form noValidate
          className={styles.inline}
          onSubmit={async (event) => {
            event.preventDefault()
            setProblem(null)
            try {
              const created = await api.call('hubRedirectCreate', { params: { lang }, body: { old_path: entry.url.split(/[?#]/)[0] ?? entry.url, new_path: target, missing_page: entry.id } })
              onDone(m.hub_redirect_created({ from: created.old_path, to: created.new_path }, { locale: lang }))
              await refresh()
            } catch (error) {
              setProblem(writeProblem(error, lang))
            }
          }}
        >
          {administrator ? (
            <>
              <span className={styles.field}>
                <label htmlFor={targetId}>{m.hub_redirect_target_for({ url: entry.url }, { locale: lang })}</label>
                <input
                  id={targetId}
                  value={target}
                  placeholder="/de/…"
                  required
                  aria-invalid={fieldErrors.length > 0 || undefined}
                  aria-describedby={fieldErrors.length > 0 ? errorId : undefined}
                  onChange={(event) => setTarget(event.currentTarget.value)}
                />
                <FieldErrors id={errorId} errors={problem ? (fieldErrors.length > 0 ? fieldErrors : [problem.message]) : undefined} />
              </span>
              <button type="submit" className={styles.button} disabled={!interactive}>
                {m.hub_add_redirect({}, { locale: lang })}
              </button>
            </>
          ) : (
            <FieldErrors id={errorId} errors={problem ? [problem.message] : undefined} />
          )}
          <button
            type="button"
            className={styles.button}
            aria-label={m.hub_remove_entry({ item: entry.url }, { locale: lang })}
            onClick={async () => {
              try {
                await api.call('dashboardErrorLogDelete', { params: { lang, id: String(entry.id) } })
                onDone(m.hub_deleted({}, { locale: lang }))
                await refresh()
              } catch (error) {
                setProblem(writeProblem(error, lang))
              }
            }}
          >
            ×
          </button>
        </form>
      </td>
    </tr>
  )
}
