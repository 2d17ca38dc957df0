import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { ACCOUNT_KINDS } from '~/contract/back-office'
import type { BackOfficeUser, BackOfficeUserQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { formatInstant } from '~/features/hub/format'
import { Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'

const PAGE_SIZE = 25
type AccountKind = BackOfficeUser['kind']
const isKind = (value: string): value is AccountKind => ACCOUNT_KINDS.some((kind) => kind === value)

export function accountKindLabel(kind: AccountKind, lang: Locale): string {
  const locale = { locale: lang }
  switch (kind) {
    case 'administrator':
      return m.users_kind_administrator({}, locale)
    case 'editor':
      return m.users_kind_editor({}, locale)
    case 'visitor':
      return m.users_kind_visitor({}, locale)
  }
}

/** The accounts with their roles, searchable and paged: administrators only (the server checks every call). */
export function UserList({ lang }: { lang: Locale }) {
  const interactive = useHydrated()
  const [filter, setFilter] = useState<BackOfficeUserQuery>({})
  const [draft, setDraft] = useState({ kind: '', q: '' })
  const list = useQuery({ queryKey: ['back-office', 'users', lang, filter], queryFn: () => api.call('backOfficeUsers', { params: { lang }, query: filter }) })
  const ids = { kind: useId(), q: useId() }
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <section>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          setFilter({ kind: isKind(draft.kind) ? draft.kind : undefined, q: draft.q.trim() || undefined })
        }}
      >
        <span className={styles.field}>
          <label htmlFor={ids.kind}>{m.users_filter_kind({}, { locale: lang })}</label>
          <select id={ids.kind} value={draft.kind} onChange={(event) => setDraft({ ...draft, kind: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, { locale: lang })}</option>
            {ACCOUNT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {accountKindLabel(kind, lang)}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.q}>{m.users_filter_search({}, { locale: lang })}</label>
          <input id={ids.q} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, { locale: lang })}
        </button>
      </form>

      <p role="status">{list.data ? m.users_count({ count: list.data.count }, { locale: lang }) : list.error ? writeProblem(list.error, lang).message : null}</p>

      {list.data && list.data.results.length === 0 ? <p>{m.users_empty({}, { locale: lang })}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.users_col_name({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.users_col_email({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.users_col_username({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.users_filter_kind({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.users_col_active({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.users_col_last_login({}, { locale: lang })}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((account) => (
              <tr key={account.id}>
                <th className={styles.cell} scope="row">
                  {`${account.first_name} ${account.last_name}`.trim() || '—'}
                </th>
                <td className={styles.cell}>{account.email}</td>
                <td className={styles.cell}>{account.username}</td>
                <td className={styles.cell}>{accountKindLabel(account.kind, lang)}</td>
                <td className={styles.cell}>{account.is_active ? m.backoffice_yes({}, { locale: lang }) : m.backoffice_no({}, { locale: lang })}</td>
                <td className={styles.cell}>{account.last_login_at ? formatInstant(account.last_login_at, lang) : m.users_never({}, { locale: lang })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
    </section>
  )
}
