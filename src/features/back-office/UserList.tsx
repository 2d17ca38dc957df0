import { useEffect, useId, useRef, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { ACCOUNT_KINDS } from '~/contract/back-office'
import type { BackOfficeUser, BackOfficeUserQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { formatInstant } from '~/features/hub/format'
import { Pager, ProblemAlert } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'
import { Loading } from './record-parts'

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
  const [filter, setFilter] = useAddressFilter((params): BackOfficeUserQuery => {
    const kind = params.get('kind') ?? ''
    return { kind: isKind(kind) ? kind : undefined, q: textParam(params, 'q'), page: numberParam(params, 'page') }
  })
  const [draft, setDraft] = useFilterDraft(filter, () => ({ kind: filter.kind ?? '', q: filter.q ?? '' }))
  const list = useQuery({ queryKey: ['back-office', 'users', lang, filter], queryFn: () => api.call('backOfficeUsers', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  const ids = { kind: useId(), q: useId() }
  const [editing, setEditing] = useState<BackOfficeUser | null>(null)
  const [saved, setSaved] = useState('')
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <section>
      <form
        className={styles.filterBar}
        role="search"
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
      <p role="status">{saved}</p>

      {!list.data && !list.error ? <Loading lang={lang} rows={4} /> : null}
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
              <th className={styles.cell} scope="col">{m.users_col_change({}, { locale: lang })}</th>
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
                <td className={styles.cell}>
                  <button
                    type="button"
                    className={styles.button}
                    disabled={!interactive}
                    aria-expanded={editing?.id === account.id}
                    onClick={() => {
                      setSaved('')
                      setEditing(account)
                    }}
                  >
                    {m.users_change({ name: displayName(account) }, { locale: lang })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
      {editing ? (
        <AccountForm
          key={editing.id}
          lang={lang}
          account={list.data?.results.find((account) => account.id === editing.id) ?? editing}
          onDone={(message) => {
            setEditing(null)
            if (message) setSaved(message)
          }}
        />
      ) : null}
    </section>
  )
}

const displayName = (account: BackOfficeUser) => `${account.first_name} ${account.last_name}`.trim() || account.username

/** One account's role and access; the heading takes the focus when it opens. */
function AccountForm({ lang, account, onDone }: { lang: Locale; account: BackOfficeUser; onDone: (saved: string | null) => void }) {
  const locale = { locale: lang }
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<AccountKind>(account.kind)
  const [active, setActive] = useState(account.is_active)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = { kind: useId(), hint: useId() }
  useEffect(() => heading.current?.focus(), [])
  return (
    <form
      className={styles.form}
      aria-labelledby={`${ids.kind}-heading`}
      onSubmit={async (event) => {
        event.preventDefault()
        setProblem(null)
        setBusy(true)
        try {
          const changed = await api.call('backOfficeUserUpdate', { params: { lang, id: String(account.id) }, body: { updated_at: account.updated_at, kind, is_active: active } })
          await queryClient.invalidateQueries({ queryKey: ['back-office', 'users'] })
          onDone(m.users_saved({ name: displayName(changed) }, locale))
        } catch (error) {
          setProblem(writeProblem(error, lang))
          // after an outdated copy the list (and this form's version) shows the current state
          await queryClient.invalidateQueries({ queryKey: ['back-office', 'users'] })
        } finally {
          setBusy(false)
        }
      }}
    >
      <h2 id={`${ids.kind}-heading`} ref={heading} tabIndex={-1}>
        {m.users_edit_title({ name: displayName(account) }, locale)}
      </h2>
      <p id={ids.hint} className={styles.muted}>
        {m.users_role_hint({}, locale)}
      </p>
      <span className={styles.field}>
        <label htmlFor={ids.kind}>{m.users_filter_kind({}, locale)}</label>
        <select
          id={ids.kind}
          aria-describedby={ids.hint}
          value={kind}
          onChange={(event) => {
            const next = event.currentTarget.value
            if (isKind(next)) setKind(next)
          }}
        >
          {ACCOUNT_KINDS.map((value) => (
            <option key={value} value={value}>
              {accountKindLabel(value, lang)}
            </option>
          ))}
        </select>
      </span>
      <label>
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.currentTarget.checked)} /> {m.users_field_active({}, locale)}
      </label>
      <ProblemAlert problem={problem} />
      <p className={styles.inline}>
        <button type="submit" className={styles.button} disabled={busy}>
          {m.users_save({}, locale)}
        </button>
        <button type="button" className={styles.button} onClick={() => onDone(null)}>
          {m.users_cancel({}, locale)}
        </button>
      </p>
    </form>
  )
}
