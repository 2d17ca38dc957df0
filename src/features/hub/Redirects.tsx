import { useId, useState } from 'react'
import { useHydrated } from '~/features/chrome/use-client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { RedirectEntry } from '~/contract/hub'
import type { Locale } from '~/contract/shared'
import { writeProblem } from './api-errors'
import type { WriteProblem } from './api-errors'
import { formatInstant } from './format'
import { FieldErrors, ProblemAlert } from './HubPage'
import { hubQueries } from './hub.queries'
import * as styles from './hub.css'
import { useConfirm } from '~/ui/ConfirmDialog'

/** The redirect table: old path → new target, both on this site. */
export function Redirects({ lang }: { lang: Locale }) {
  const redirects = useQuery(hubQueries.redirects(lang))
  const [status, setStatus] = useState<string | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  return (
    <section>
      <RedirectForm lang={lang} onSaved={(entry) => setStatus(m.hub_redirect_created({ from: entry.old_path, to: entry.new_path }, { locale: lang }))} />
      <p role="status">{status}</p>
      {redirects.data && redirects.data.length === 0 ? <p>{m.hub_empty_redirects({}, { locale: lang })}</p> : null}
      {redirects.data && redirects.data.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.hub_old_path({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.hub_new_path({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.hub_col_created({}, { locale: lang })}</th>
              <th className={styles.cell} scope="col">{m.hub_col_actions({}, { locale: lang })}</th>
            </tr>
          </thead>
          <tbody>
            {redirects.data.map((entry) =>
              editing === entry.id ? (
                <tr key={entry.id}>
                  <td className={styles.cell} colSpan={4}>
                    <RedirectForm
                      lang={lang}
                      entry={entry}
                      onSaved={() => {
                        setEditing(null)
                        setStatus(m.hub_saved({}, { locale: lang }))
                      }}
                      onCancel={() => setEditing(null)}
                    />
                  </td>
                </tr>
              ) : (
                <RedirectRow key={entry.id} lang={lang} entry={entry} onEdit={() => setEditing(entry.id)} onDeleted={() => setStatus(m.hub_deleted({}, { locale: lang }))} />
              ),
            )}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}

function RedirectRow({ lang, entry, onEdit, onDeleted }: { lang: Locale; entry: RedirectEntry; onEdit: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const confirmation = useConfirm(lang)
  return (
    <tr>
      <td className={`${styles.cell} ${styles.url}`}>{entry.old_path}</td>
      <td className={`${styles.cell} ${styles.url}`}>{entry.new_path}</td>
      <td className={styles.cell}>{formatInstant(entry.created_at, lang)}</td>
      <td className={styles.cell}>
        <span className={styles.inline}>
          <button type="button" className={styles.button} aria-label={m.hub_edit_entry({ item: entry.old_path }, { locale: lang })} onClick={onEdit}>
            ✎
          </button>
          <button
            type="button"
            className={styles.dangerButton}
            aria-label={m.hub_remove_entry({ item: entry.old_path }, { locale: lang })}
            onClick={async () => {
              const confirmed = await confirmation.ask({
                title: m.ui_confirm_remove_title({ name: `${entry.old_path} → ${entry.new_path}` }, { locale: lang }),
                text: m.hub_remove_redirect_text({}, { locale: lang }),
                confirmLabel: m.ui_remove({}, { locale: lang }),
                danger: true,
              })
              if (!confirmed) return
              try {
                await api.call('hubRedirectDelete', { params: { lang, id: String(entry.id) } })
                onDeleted()
                await queryClient.invalidateQueries({ queryKey: hubQueries.all })
              } catch (error) {
                setProblem(writeProblem(error, lang))
              }
            }}
          >
            ×
          </button>
        </span>
        {problem ? <p className={styles.fieldError}>{problem.message}</p> : null}
        {confirmation.dialog}
      </td>
    </tr>
  )
}

function RedirectForm({ lang, entry, onSaved, onCancel }: { lang: Locale; entry?: RedirectEntry; onSaved: (entry: RedirectEntry) => void; onCancel?: () => void }) {
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [oldPath, setOldPath] = useState(entry?.old_path ?? '')
  const [newPath, setNewPath] = useState(entry?.new_path ?? '')
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const ids = { old: useId(), new: useId(), oldError: useId(), newError: useId(), message: useId() }
  const oldErrors = problem?.fields.old_path
  const newErrors = problem?.fields.new_path
  return (
    <form noValidate
      className={styles.inline}
      aria-describedby={problem ? ids.message : undefined}
      onSubmit={async (event) => {
        event.preventDefault()
        setProblem(null)
        try {
          const body = { old_path: oldPath, new_path: newPath }
          const saved = entry
            ? await api.call('hubRedirectUpdate', { params: { lang, id: String(entry.id) }, body })
            : await api.call('hubRedirectCreate', { params: { lang }, body })
          if (!entry) {
            setOldPath('')
            setNewPath('')
          }
          onSaved(saved)
          await queryClient.invalidateQueries({ queryKey: hubQueries.all })
        } catch (error) {
          setProblem(writeProblem(error, lang))
        }
      }}
    >
      <span className={styles.field}>
        <label htmlFor={ids.old}>{m.hub_old_path({}, { locale: lang })}</label>
        <input id={ids.old} value={oldPath} required placeholder="/de/alt" aria-invalid={oldErrors ? true : undefined} aria-describedby={oldErrors ? ids.oldError : undefined} onChange={(event) => setOldPath(event.currentTarget.value)} />
        <FieldErrors id={ids.oldError} errors={oldErrors} />
      </span>
      <span className={styles.field}>
        <label htmlFor={ids.new}>{m.hub_new_path({}, { locale: lang })}</label>
        <input id={ids.new} value={newPath} required placeholder="/de/neu" aria-invalid={newErrors ? true : undefined} aria-describedby={newErrors ? ids.newError : undefined} onChange={(event) => setNewPath(event.currentTarget.value)} />
        <FieldErrors id={ids.newError} errors={newErrors} />
      </span>
      <button type="submit" className={styles.button} disabled={!interactive}>
        {entry ? m.hub_save({}, { locale: lang }) : m.hub_add_redirect({}, { locale: lang })}
      </button>
      {onCancel ? (
        <button type="button" className={styles.button} onClick={onCancel}>
          {m.hub_cancel({}, { locale: lang })}
        </button>
      ) : null}
      <ProblemAlert problem={problem} id={ids.message} />
    </form>
  )
}
