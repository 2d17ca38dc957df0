import { useState } from 'react'
import type { ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { isContractError } from '~/contract/client'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { ProblemAlert } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'

/**
 * The delete button of a back-office record: it asks once; a refusal (the record is in use) is shown with the
 * server's explanation of what to do instead. The list the record was in is reloaded.
 */
export function DeleteRecord({ lang, label, confirm, list, remove, onDeleted }: { lang: Locale; label: string; confirm: string; list: string; remove: () => Promise<unknown>; onDeleted: () => void }) {
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  return (
    <div className={styles.form}>
      <ProblemAlert problem={problem} />
      <p>
        <button
          type="button"
          className={styles.button}
          disabled={!interactive}
          onClick={async () => {
            if (!window.confirm(confirm)) return
            setProblem(null)
            try {
              await remove()
              onDeleted()
              await queryClient.invalidateQueries({ queryKey: ['back-office', list] })
            } catch (error) {
              setProblem(writeProblem(error, lang))
            }
          }}
        >
          {label}
        </button>
      </p>
    </div>
  )
}

/** A hub address in the editor's language (German is the hub's default). */
export const hubHref = (path: string, lang: Locale) => `${path}${lang === 'de' ? '' : '?lang=en'}`

/** Above a record's form: back to its list and, once saved, its public pages in both languages. */
export function RecordLinks({ lang, list, urls, children }: { lang: Locale; list: string; urls: { de: string; en: string } | null; children?: ReactNode }) {
  const locale = { locale: lang }
  return (
    <p>
      <a href={hubHref(list, lang)}>{m.backoffice_back_to_list({}, locale)}</a>
      {urls ? (
        <>
          {' · '}
          <a href={urls.de}>{m.backoffice_view_page({ language: m.hub_lang_de({}, locale) }, locale)}</a>
          {' · '}
          <a href={urls.en}>{m.backoffice_view_page({ language: m.hub_lang_en({}, locale) }, locale)}</a>
        </>
      ) : null}
      {children}
    </p>
  )
}

interface RecordQuery<R> {
  queryKey: readonly unknown[]
  queryFn: () => Promise<R>
}

/**
 * The save of a back-office form: a new record is created and opened at its own address; an existing one is
 * updated on the version the form started from, and an outdated copy is refused (409) with a reload offered.
 * `fresh` takes the stored copy into the form after a save (`'saved'`) or that reload (`'reloaded'`).
 */
export function useRecordSave<R extends { id: number }>(options: {
  lang: Locale
  initial: R | null
  list: string
  queryOf: (id: number) => RecordQuery<R>
  opened: (record: R) => Promise<unknown>
  fresh: (record: R, why: 'saved' | 'reloaded') => void
}) {
  const { lang, list, queryOf, opened, fresh } = options
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(options.initial)
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [stale, setStale] = useState(false)
  const [status, setStatus] = useState<string | null>(null)
  const save = async (write: { create: () => Promise<R>; update: (current: R) => Promise<R> }) => {
    setProblem(null)
    setStatus(null)
    try {
      if (!saved) {
        const created = await write.create()
        queryClient.setQueryData(queryOf(created.id).queryKey, created)
        await queryClient.invalidateQueries({ queryKey: ['back-office', list] })
        await opened(created)
        return
      }
      const updated = await write.update(saved)
      setSaved(updated)
      fresh(updated, 'saved')
      setStatus(m.hub_saved({}, { locale: lang }))
      queryClient.setQueryData(queryOf(updated.id).queryKey, updated)
      await queryClient.invalidateQueries({ queryKey: ['back-office', list] })
    } catch (error) {
      setStale(isContractError(error, 409))
      setProblem(writeProblem(error, lang))
    }
  }
  /** A newer copy from elsewhere (a part of the record saved on its own): the next save builds on it; the inputs stay. */
  const adopt = (record: R) => {
    setSaved(record)
    queryClient.setQueryData(queryOf(record.id).queryKey, record)
    void queryClient.invalidateQueries({ queryKey: ['back-office', list] })
  }
  const reload = async () => {
    if (!saved) return
    const current = await queryClient.fetchQuery({ ...queryOf(saved.id), staleTime: 0 })
    setSaved(current)
    fresh(current, 'reloaded')
    setStale(false)
    setProblem(null)
  }
  return { saved, problem, stale, status, save, reload, adopt }
}

/** The end of a back-office form: what went wrong, the reload of an outdated copy, the status and the submit. */
export function SaveFooter({ lang, record, createLabel }: { lang: Locale; record: { saved: unknown; problem: WriteProblem | null; stale: boolean; status: string | null; reload: () => Promise<void> }; createLabel: string }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  return (
    <>
      <ProblemAlert problem={record.problem} />
      {record.stale && record.saved ? (
        <button type="button" className={styles.button} onClick={() => void record.reload()}>
          {m.backoffice_reload({}, locale)}
        </button>
      ) : null}
      <p role="status">{record.status}</p>
      <button type="submit" className={styles.submit} disabled={!interactive}>
        {record.saved ? m.hub_save({}, locale) : createLabel}
      </button>
    </>
  )
}

/** A record's form: the page's width, and a submit that saves through `onSubmit` instead of posting the page. */
export function RecordForm({ onSubmit, children }: { onSubmit: () => Promise<void>; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      style={{ maxWidth: 'none' }}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** The options of a form that offers no choices from the database (RecordEdit and RecordCreate ask for some). */
export const NO_OPTIONS: RecordQuery<null> = { queryKey: ['back-office', 'no-options'], queryFn: async () => null }

/**
 * A record's edit page: the record and the form's options loaded, then `render` shows the form and its actions;
 * once deleted (through `onDeleted`), the record is not asked for again and the page says so with the way back.
 */
export function RecordEdit<R extends { id: number }, O>({ lang, list, record, options, deletedText, render }: {
  lang: Locale
  list: string
  record: RecordQuery<R>
  options: RecordQuery<O>
  deletedText: string
  render: (record: R, options: O, onDeleted: () => void) => ReactNode
}) {
  const [deleted, setDeleted] = useState(false)
  const loaded = useQuery({ ...record, enabled: !deleted })
  const choices = useQuery(options)
  if (deleted) {
    return (
      <p role="status">
        {deletedText} <a href={hubHref(list, lang)}>{m.backoffice_back_to_list({}, { locale: lang })}</a>
      </p>
    )
  }
  const failed = loaded.error ?? choices.error
  if (failed) return <p role="alert">{writeProblem(failed, lang).message}</p>
  // options may be null (NO_OPTIONS): only undefined means not loaded yet
  if (!loaded.data || choices.data === undefined) return null
  return render(loaded.data, choices.data, () => setDeleted(true))
}

/** A new record: the form's options loaded, then the empty form. */
export function RecordCreate<O>({ lang, options, render }: { lang: Locale; options: RecordQuery<O>; render: (options: O) => ReactNode }) {
  const choices = useQuery(options)
  if (choices.error) return <p role="alert">{writeProblem(choices.error, lang).message}</p>
  if (choices.data === undefined) return null
  return render(choices.data)
}
