import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { LoginAttemptOutcome } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { formatInstant } from './format'
import { numberParam, useAddressFilter } from '~/features/back-office/record-list'
import { FilteredLog } from './FilteredLog'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'

const PAGE_SIZE = 50
type Outcome = v.InferOutput<typeof LoginAttemptOutcome>

function outcomeText(outcome: Outcome, lang: Locale): string {
  const t = { locale: lang }
  return outcome === 'succeeded' ? m.hub_login_succeeded({}, t) : outcome === 'throttled' ? m.hub_login_throttled({}, t) : m.hub_login_failed({}, t)
}

/** The editor login attempts the throttle logged: who tried which account from where, and what came of it. */
export function LoginAttempts({ lang }: { lang: Locale }) {
  const t = { locale: lang }
  // the filter and the page live in the address: Back and a shared link restore them
  const [filter, setFilter] = useAddressFilter((params) => ({ page: numberParam(params, 'page'), outcome: LoginAttemptOutcome.options.find((option) => option === params.get('outcome')) }))
  const page = filter.page ?? 1
  const outcome = filter.outcome
  const list = useQuery(hubQueries.loginAttempts(lang, page, outcome))
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <FilteredLog
      lang={lang}
      intro={m.hub_login_attempts_intro({}, t)}
      filter={{ label: m.hub_login_outcome({}, t), options: LoginAttemptOutcome.options, text: (option) => outcomeText(option, lang), value: outcome, onChange: (next) => setFilter({ outcome: next, page: undefined }) }}
      empty={m.hub_login_attempts_empty({}, t)}
      headers={[m.versions_col_when({}, t), m.hub_login_account({}, t), m.hub_login_address({}, t), m.hub_login_outcome({}, t)]}
      rows={list.data?.results.map((row) => (
        <tr key={row.id} data-outcome={row.outcome}>
          <td className={styles.cell}>{formatInstant(row.at, lang)}</td>
          <td className={`${styles.cell} ${styles.url}`}>{row.email}</td>
          <td className={styles.cell}>{row.address}</td>
          <td className={styles.cell}>
            {outcomeText(row.outcome, lang)}
            {row.count > 1 ? ` (${row.count}×)` : ''}
          </td>
        </tr>
      ))}
      page={page}
      pages={pages}
      onPage={(next) => setFilter({ ...filter, page: next })}
    />
  )
}
