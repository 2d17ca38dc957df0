import { createContext, useCallback, useContext, useEffect, useState } from 'react'
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
import { useConfirm } from '~/ui/ConfirmDialog'
import { showToast } from '~/ui/toasts'

/**
 * The delete button of a back-office record: a dialog names the record and asks once (cancel focused); a refusal
 * (the record is in use) is shown with the server's explanation of what to do instead. The list is reloaded.
 */
export function DeleteRecord({ lang, label, name, confirm, list, remove, onDeleted }: { lang: Locale; label: string; name: string; confirm: string; list: string; remove: () => Promise<unknown>; onDeleted: () => void }) {
  const interactive = useHydrated()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const confirmation = useConfirm(lang)
  return (
    <div className={styles.form}>
      <ProblemAlert problem={problem} />
      <p>
        <button
          type="button"
          className={styles.dangerButton}
          disabled={!interactive}
          onClick={async () => {
            const confirmed = await confirmation.ask({ title: m.ui_confirm_delete_title({ name }, { locale: lang }), text: confirm, confirmLabel: label, danger: true })
            if (!confirmed) return
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
      {confirmation.dialog}
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
  const [savedCount, setSavedCount] = useState(0)
  const save = async (write: { create: () => Promise<R>; update: (current: R) => Promise<R> }) => {
    setProblem(null)
    try {
      if (!saved) {
        const created = await write.create()
        setSavedCount((count) => count + 1)
        showToast(m.hub_created({}, { locale: lang }))
        queryClient.setQueryData(queryOf(created.id).queryKey, created)
        await queryClient.invalidateQueries({ queryKey: ['back-office', list] })
        await opened(created)
        return
      }
      const updated = await write.update(saved)
      setSaved(updated)
      fresh(updated, 'saved')
      setSavedCount((count) => count + 1)
      showToast(m.hub_saved({}, { locale: lang }))
      queryClient.setQueryData(queryOf(updated.id).queryKey, updated)
      await queryClient.invalidateQueries({ queryKey: ['back-office', list] })
    } catch (error) {
      setStale(isContractError(error, 409))
      setProblem(writeProblem(error, lang))
    }
  }
  /** What the form itself refuses before it sends anything (shown as a refused save is). */
  const refuse = (refusal: WriteProblem) => {
    setStale(false)
    setProblem(refusal)
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
  return { saved, problem, stale, savedCount, save, reload, adopt, refuse }
}

/** Whether the record's form holds changes not saved yet: set by any input, cleared by a save. */
const DirtyContext = createContext<{ dirty: boolean; clear: () => void }>({ dirty: false, clear: () => undefined })

/**
 * The end of a back-office form: what went wrong, the reload of an outdated copy, and a save bar that sticks to
 * the bottom of the screen on a long form and says whether there are unsaved changes.
 */
export function SaveFooter({ lang, record, createLabel }: { lang: Locale; record: { saved: unknown; problem: WriteProblem | null; stale: boolean; savedCount: number; reload: () => Promise<void> }; createLabel: string }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const { dirty, clear } = useContext(DirtyContext)
  useEffect(() => {
    if (record.savedCount > 0) clear()
    // a save clears the mark; `clear` is stable per form
  }, [record.savedCount, clear])
  return (
    <>
      <ProblemAlert problem={record.problem} />
      <div className={styles.saveBar}>
        <span className={dirty ? styles.saveStateDirty : styles.saveState}>
          {!record.saved ? m.hub_not_saved_yet({}, locale) : dirty ? m.hub_unsaved({}, locale) : m.hub_all_saved({}, locale)}
        </span>
        {record.stale && record.saved ? (
          <button type="button" className={styles.button} onClick={() => void record.reload()}>
            {m.backoffice_reload({}, locale)}
          </button>
        ) : null}
        <button type="submit" className={styles.submit} disabled={!interactive}>
          {record.saved ? m.hub_save({}, locale) : createLabel}
        </button>
      </div>
    </>
  )
}

/**
 * A record's form: the page's width, a submit that saves through `onSubmit` instead of posting the page, field
 * errors from the server in the editor's language instead of the browser's bubbles, and a warning before leaving
 * the page with unsaved changes.
 */
export function RecordForm({ onSubmit, children }: { onSubmit: () => Promise<void>; children: ReactNode }) {
  const [dirty, setDirty] = useState(false)
  const clear = useCallback(() => setDirty(false), [])
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  return (
    <DirtyContext.Provider value={{ dirty, clear }}>
      <form
        className={styles.recordForm}
        noValidate
        onInput={() => setDirty(true)}
        onChange={() => setDirty(true)}
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
      >
        {children}
      </form>
    </DirtyContext.Provider>
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
      <p className={styles.notice}>
        {deletedText} <a href={hubHref(list, lang)}>{m.backoffice_back_to_list({}, { locale: lang })}</a>
      </p>
    )
  }
  const failed = loaded.error ?? choices.error
  if (failed) return <p role="alert">{writeProblem(failed, lang).message}</p>
  // options may be null (NO_OPTIONS): only undefined means not loaded yet
  if (!loaded.data || choices.data === undefined) return <Loading lang={lang} />
  return render(loaded.data, choices.data, () => {
    showToast(deletedText)
    setDeleted(true)
  })
}

/** A new record: the form's options loaded, then the empty form. */
export function RecordCreate<O>({ lang, options, render }: { lang: Locale; options: RecordQuery<O>; render: (options: O) => ReactNode }) {
  const choices = useQuery(options)
  if (choices.error) return <p role="alert">{writeProblem(choices.error, lang).message}</p>
  if (choices.data === undefined) return <Loading lang={lang} />
  return render(choices.data)
}

/** What a hub page shows while its data loads: a line that says so over grey placeholder rows. */
export function Loading({ lang, rows = 3 }: { lang: Locale; rows?: number }) {
  return (
    <div className={styles.loading} aria-busy="true">
      <p role="status" className={styles.muted}>
        {m.ui_loading({}, { locale: lang })}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  )
}
