import { useId, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeFormEntriesDeletion } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { ProblemAlert } from '~/features/hub/HubPage'
import * as hub from '~/features/hub/hub.css'
import { useConfirm } from '~/ui/ConfirmDialog'
import { showToast } from '~/ui/toasts'
import type { HubEntries } from './hub-forms.functions'
import * as styles from './hub-forms.css'

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`
}

const entryDate = (iso: string, lang: Locale) => new Date(iso).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin' })

/**
 * A form's entries for editors: read them, download their files, export them as CSV, and delete some or all of them
 * with their files, after a confirmation that names how many and of which form.
 */
export function FormEntriesPage({ data, lang }: { data: HubEntries; lang: Locale }) {
  const locale = { locale: lang }
  const router = useRouter()
  const interactive = useHydrated()
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const ids = { retention: useId(), all: useId() }
  const confirmation = useConfirm(lang)
  // ids that are gone after a deletion (or a reload) no longer count
  const chosen = data.entries.filter((entry) => selected.has(entry.id)).map((entry) => entry.id)
  const allChosen = data.entries.length > 0 && chosen.length === data.entries.length

  const remove = async (selection: BackOfficeFormEntriesDeletion, count: number) => {
    const question =
      count === 1
        ? m.forms_hub_delete_confirm_one({ title: data.form.title }, locale)
        : m.forms_hub_delete_confirm_many({ count, title: data.form.title }, locale)
    if (!(await confirmation.ask({ title: m.forms_hub_delete_confirm_title({ count, title: data.form.title }, locale), text: question, confirmLabel: m.ui_delete({}, locale), danger: true }))) return
    setBusy(true)
    setProblem(null)
    try {
      const deleted = await api.call('backOfficeFormEntriesDelete', { params: { lang, id: String(data.form.id) }, body: selection })
      setSelected(new Set())
      showToast(
        m.forms_hub_deleted({ title: data.form.title, entries: m.forms_hub_entry_count({ count: deleted.entries }, locale), files: m.forms_hub_file_count({ count: deleted.files }, locale) }, locale),
      )
      await router.invalidate()
    } catch (error) {
      setProblem(writeProblem(error, lang))
    } finally {
      setBusy(false)
    }
  }

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <>
      <p className={`${hub.linkRow} ${styles.links}`}>
        <a href={`/cms-hub/forms?lang=${lang}`}>{m.forms_hub_back({}, locale)}</a>
        <a href={`/cms-hub/forms/edit/${data.form.id}?lang=${lang}`}>{m.forms_hub_edit_form({ title: data.form.title }, locale)}</a>
        {data.entries.length > 0 ? (
          <a href={`/cms-hub/forms/export/${data.form.id}?lang=${lang}`} download>
            {m.forms_hub_export_csv({}, locale)}
          </a>
        ) : null}
      </p>
      <p id={ids.retention} className={hub.muted}>
        {m.forms_hub_retention({ months: data.form.retentionMonths }, locale)}
      </p>
      <ProblemAlert problem={problem} />
      {data.entries.length === 0 ? (
        <p className={hub.notice}>{m.forms_hub_no_entries({}, locale)}</p>
      ) : (
        <>
          <div className={hub.listHead}>
            <p role="status" className={hub.listCount}>
              {m.forms_hub_entry_count({ count: data.entries.length }, locale)}
            </p>
            <p className={styles.actions}>
              <button type="button" className={hub.button} disabled={!interactive || busy || chosen.length === 0} onClick={() => remove({ ids: chosen }, chosen.length)}>
                {m.forms_hub_delete_selected({ count: chosen.length }, locale)}
              </button>
              <button type="button" className={hub.dangerButton} disabled={!interactive || busy} onClick={() => remove({ all: true }, data.entries.length)}>
                {m.forms_hub_delete_all({ count: data.entries.length }, locale)}
              </button>
            </p>
          </div>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={m.forms_hub_entries({}, locale)}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.selectCell} scope="col">
                    <input
                      id={ids.all}
                      type="checkbox"
                      aria-label={m.forms_hub_select_all({}, locale)}
                      checked={allChosen}
                      disabled={!interactive || busy}
                      onChange={(event) => setSelected(event.currentTarget.checked ? new Set(data.entries.map((entry) => entry.id)) : new Set())}
                    />
                  </th>
                  <th scope="col">
                    {m.forms_hub_entry_date({}, locale)}
                  </th>
                  <th scope="col">
                    {m.forms_hub_entry_language({}, locale)}
                  </th>
                  {data.columns.map((column) => (
                    <th key={column.slug} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td className={styles.selectCell}>
                      <input
                        type="checkbox"
                        aria-label={m.forms_hub_select_entry({ date: entryDate(entry.createdAt, lang) }, locale)}
                        checked={selected.has(entry.id)}
                        disabled={!interactive || busy}
                        onChange={(event) => toggle(entry.id, event.currentTarget.checked)}
                      />
                    </td>
                    <td>{entryDate(entry.createdAt, lang)}</td>
                    <td>{entry.locale}</td>
                    {data.columns.map((column) => (
                      <td key={column.slug}>
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
        </>
      )}
      {confirmation.dialog}
    </>
  )
}
