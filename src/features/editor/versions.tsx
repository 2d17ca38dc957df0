import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import type { CmsPage } from '~/contract/cms'
import { LocaleSchema } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import type { EditorSection } from '~/contract/page-editor'
import type { LockState, ModuleChange, PageVersionState, VersionDetail } from '~/contract/versions'
import { MAX_VERSIONS_SHOWN } from '~/contract/versions'
import { ModuleTree } from '~/content-modules/ModuleTree'
import { formatInstant, versionKindText } from '~/features/hub/format'
import { useConfirm } from '~/ui/ConfirmDialog'
import { PREVIEW_LINK_DAYS } from '~/contract/preview'
import type { PreviewLinkCreated } from '~/contract/versions'
import { fieldName, moduleName } from './catalogue'
import { Dialog } from './Dialog'
import { PageSettingsDialog } from './PageSettingsDialog'
import * as styles from './editor.css'

// Drafts, publication, versions, comparison and the soft lock, as the editor meets them on the page: a status and
// publish bar in the toolbar, a versions dialog, the read-only `?v=` view with its banner, and the lock banner.

const LOCK_RENEW_MS = 30_000
/** Rows on one page of the versions dialog's list. */
const VERSIONS_PAGE = 20
const ErrorAnswer = v.object({ detail: v.optional(v.string()), errors: v.optional(v.record(v.string(), v.array(v.string()))) })

function problemText(error: unknown, lang: Locale): string {
  if (isContractError(error)) {
    const answer = v.safeParse(ErrorAnswer, error.detail)
    if (answer.success) {
      const first = Object.values(answer.output.errors ?? {})[0]?.[0]
      return first ?? answer.output.detail ?? m.editor_alert_error({}, { locale: lang })
    }
  }
  return m.editor_alert_error({}, { locale: lang })
}

function changeLabel(change: ModuleChange, lang: Locale): string {
  const t = { locale: lang }
  if (change.kind === 'added') return m.versions_change_added({}, t)
  if (change.kind === 'removed') return m.versions_change_removed({}, t)
  if (change.kind === 'changed') return change.moved ? m.versions_change_changed_moved({}, t) : m.versions_change_changed({}, t)
  return m.versions_change_moved({}, t)
}

/** The differences between two versions, module by module, as an editor reads them. */
export function CompareView({ changes, lang }: { changes: ModuleChange[]; lang: Locale }) {
  const t = { locale: lang }
  const shown = changes.filter((change) => change.kind !== 'unchanged')
  const unchanged = changes.length - shown.length
  return (
    <section aria-label={m.versions_compare_title({}, t)} data-editor-compare="">
      <h3 className={styles.dialogTitle}>{m.versions_compare_title({}, t)}</h3>
      {shown.length === 0 ? <p>{m.versions_compare_none({}, t)}</p> : null}
      <ul className={styles.changeList}>
        {shown.map((change) => (
          <li key={`${change.kind}-${change.id}`} className={change.kind === 'added' ? styles.changeAdded : change.kind === 'removed' ? styles.changeRemoved : styles.change} data-change={change.kind}>
            <p className={styles.status}>
              {changeLabel(change, lang)}: {moduleName(change.model, lang)}
              {change.summary ? ` „${change.summary}“` : ''}
            </p>
            {change.fields.length > 0 ? (
              <dl>
                {change.fields.map((field) => (
                  <div key={field.field}>
                    <dt className={styles.fieldName}>{fieldName(change.model, field.field, lang)}</dt>
                    <dd>
                      {field.words ? (
                        <p>
                          {field.words.map((part, index) =>
                            part.kind === 'same' ? (
                              <span key={index}>{part.text} </span>
                            ) : part.kind === 'added' ? (
                              <ins key={index} className={styles.added}>
                                {part.text}{' '}
                              </ins>
                            ) : (
                              <del key={index} className={styles.removed}>
                                {part.text}{' '}
                              </del>
                            ),
                          )}
                        </p>
                      ) : (
                        <p>
                          {m.versions_field_before({}, t)}: <del className={styles.removed}>{field.before || m.versions_empty_value({}, t)}</del> · {m.versions_field_after({}, t)}:{' '}
                          <ins className={styles.added}>{field.after || m.versions_empty_value({}, t)}</ins>
                        </p>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ul>
      {unchanged > 0 ? <p className={styles.hint}>{m.versions_compare_unchanged({ count: unchanged }, t)}</p> : null}
    </section>
  )
}

function pagePath(): string {
  return window.location.pathname
}

function scheduleText(entry: PageVersionState['schedules'][number], versions: PageVersionState['versions'], lang: Locale): string {
  const t = { locale: lang }
  const action = entry.action === 'publish' ? m.versions_schedule_publish({}, t) : m.versions_schedule_unpublish({}, t)
  const text = m.versions_scheduled_entry({ action, when: formatInstant(entry.run_at, lang), who: entry.author ?? m.versions_unknown_author({}, t) }, t)
  const version = entry.version_id === null ? undefined : versions.find((candidate) => candidate.id === entry.version_id)
  return version ? m.versions_scheduled_version({ entry: text, when: formatInstant(version.created_at, lang) }, t) : text
}

type PreviewDays = (typeof PREVIEW_LINK_DAYS)[number]

function isPreviewDays(value: number): value is PreviewDays {
  return PREVIEW_LINK_DAYS.some((days) => days === value)
}

/**
 * A read-only link to the draft in this language for reviewers without an account. Its address is shown once,
 * right after it is made (the server keeps only its hash); the hub lists open links and revokes them.
 */
function PreviewLinkSection({ lang, pageId }: { lang: Locale; pageId: number }) {
  const t = { locale: lang }
  const [days, setDays] = useState<PreviewDays>(7)
  const [created, setCreated] = useState<PreviewLinkCreated | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [copied, setCopied] = useState<string | null>(null)
  const daysId = useId()
  const linkId = useId()
  const problemId = useId()
  const address = created ? new URL(created.url, window.location.origin).toString() : ''
  return (
    <section aria-labelledby={`${daysId}-title`} data-editor-preview-links="">
      <h3 id={`${daysId}-title`} className={styles.dialogTitle}>
        {m.preview_section_title({}, t)}
      </h3>
      <p className={styles.hint}>{m.preview_section_hint({ language: lang.toUpperCase() }, t)}</p>
      <form
        className={styles.field}
        aria-describedby={problem ? problemId : undefined}
        onSubmit={async (event) => {
          event.preventDefault()
          setProblem(null)
          setCopied(null)
          try {
            setCreated(await api.call('previewLinkCreate', { params: { lang }, body: { page: pageId, days } }))
          } catch (error) {
            setProblem(problemText(error, lang))
          }
        }}
      >
        <label htmlFor={daysId}>{m.preview_duration({}, t)}</label>
        <select
          id={daysId}
          className={styles.input}
          value={String(days)}
          onChange={(event) => {
            const chosen = Number(event.currentTarget.value)
            if (isPreviewDays(chosen)) setDays(chosen)
          }}
        >
          {PREVIEW_LINK_DAYS.map((choice) => (
            <option key={choice} value={String(choice)}>
              {choice === 1 ? m.preview_days_one({}, t) : m.preview_days_many({ count: String(choice) }, t)}
            </option>
          ))}
        </select>
        <p role="alert" id={problemId} className={styles.error}>
          {problem}
        </p>
        <div className={styles.dialogActions}>
          <button type="submit" className={styles.primary} data-editor-action="create-preview-link">
            {m.preview_create({}, t)}
          </button>
        </div>
      </form>
      {created ? (
        <div className={styles.field}>
          <p role="status" className={styles.hint}>
            {m.preview_created({ when: formatInstant(created.expires_at, lang) }, t)}
          </p>
          <label htmlFor={linkId}>{m.preview_link_label({}, t)}</label>
          <input id={linkId} className={styles.input} readOnly value={address} data-editor-preview-link="" onFocus={(event) => event.currentTarget.select()} />
          <div className={styles.dialogActions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(address)
                  setCopied(m.preview_copied({}, t))
                } catch {
                  setCopied(m.preview_copy_failed({}, t))
                }
              }}
            >
              {m.preview_copy({}, t)}
            </button>
          </div>
          <p role="status" className={styles.hint}>
            {copied}
          </p>
        </div>
      ) : null}
    </section>
  )
}

/** The versions of the page in this language: view, compare, restore as draft; and planned publications. */
function VersionsDialog({ lang, pageId, revision, onChanged, onClose }: { lang: Locale; pageId: number; revision: number; onChanged: () => Promise<void>; onClose: () => void }) {
  const t = { locale: lang }
  const [state, setState] = useState<PageVersionState | null>(null)
  const [changes, setChanges] = useState<ModuleChange[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [when, setWhen] = useState('')
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish')
  // the version a planned publication puts live: none (the draft as it is then) or one of the list
  const [scheduled, setScheduled] = useState('')
  // the list in pages of VERSIONS_PAGE rows, newest first (the server sends the newest `shown`)
  const [pageIndex, setPageIndex] = useState(0)
  const shown = Math.min((pageIndex + 1) * VERSIONS_PAGE, MAX_VERSIONS_SHOWN)
  const whenId = useId()
  const actionId = useId()
  const whichId = useId()
  const problemId = useId()
  const load = useCallback(async () => setState(await api.call('pageVersions', { params: { lang, id: String(pageId) }, query: { shown } })), [lang, pageId, shown])
  useEffect(() => {
    load().catch((error: unknown) => setProblem(problemText(error, lang)))
  }, [load, lang])
  const language = lang.toUpperCase()
  return (
    <Dialog title={m.versions_dialog_title({ language }, t)} onClose={onClose} closeLabel={m.versions_close({}, t)} variant="wide">
      <p role="alert" id={problemId} className={styles.error}>
        {problem}
      </p>
      <div className={styles.versionsPanes}>
      <section aria-label={m.versions_list_label({}, t)} className={styles.versionsList}>
      {state ? (
        <table className={styles.versionTable}>
          <thead>
            <tr>
              <th className={styles.versionCell} scope="col">{m.versions_col_when({}, t)}</th>
              <th className={styles.versionCell} scope="col">{m.versions_col_who({}, t)}</th>
              <th className={styles.versionCell} scope="col">{m.versions_col_what({}, t)}</th>
              <th className={styles.versionCell} scope="col">{m.versions_col_note({}, t)}</th>
              <th className={styles.versionCell} scope="col">{m.versions_col_actions({}, t)}</th>
            </tr>
          </thead>
          <tbody>
            {state.versions.slice(pageIndex * VERSIONS_PAGE, (pageIndex + 1) * VERSIONS_PAGE).map((version) => (
              <tr key={version.id} data-version={version.id}>
                <td className={styles.versionCell}>{formatInstant(version.created_at, lang)}</td>
                <td className={styles.versionCell}>{version.author ?? m.versions_unknown_author({}, t)}</td>
                <td className={styles.versionCell}>
                  {versionKindText(version.kind, lang)}
                  {version.live ? <span className={styles.liveBadge}>{m.versions_live({}, t)}</span> : null}
                </td>
                <td className={styles.versionCell}>{version.note}</td>
                <td className={styles.versionCell}>
                  <a className={styles.textLink} href={`${pagePath()}?v=${version.id}`}>
                    {m.versions_view({}, t)}
                  </a>{' '}
                  <button
                    type="button"
                    className={styles.barButton}
                    onClick={async () => {
                      setProblem(null)
                      try {
                        setChanges(await api.call('compareVersion', { params: { lang, id: String(version.id) }, query: { against: 'live' } }))
                      } catch (error) {
                        setProblem(problemText(error, lang))
                      }
                    }}
                  >
                    {m.versions_compare({}, t)}
                  </button>{' '}
                  <button
                    type="button"
                    className={styles.barButton}
                    onClick={async () => {
                      setProblem(null)
                      try {
                        setState(await api.call('restoreVersion', { params: { lang, id: String(version.id) }, body: { page: pageId, revision } }))
                        await onChanged()
                        onClose()
                      } catch (error) {
                        setProblem(problemText(error, lang))
                      }
                    }}
                  >
                    {m.versions_restore({}, t)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {state && state.version_count > VERSIONS_PAGE ? (
        <nav className={styles.pager} aria-label={m.versions_list_label({}, t)}>
          <button type="button" className={styles.secondary} disabled={pageIndex === 0} onClick={() => setPageIndex((index) => Math.max(0, index - 1))}>
            {m.versions_newer({}, t)}
          </button>
          <span>{m.versions_page_of({ page: String(pageIndex + 1), pages: String(Math.ceil(Math.min(state.version_count, MAX_VERSIONS_SHOWN) / VERSIONS_PAGE)) }, t)}</span>
          <button type="button" className={styles.secondary} disabled={(pageIndex + 1) * VERSIONS_PAGE >= Math.min(state.version_count, MAX_VERSIONS_SHOWN)} onClick={() => setPageIndex((index) => index + 1)}>
            {m.versions_older({}, t)}
          </button>
        </nav>
      ) : null}
      </section>
      <div className={styles.versionsCompare}>{changes ? <CompareView changes={changes} lang={lang} /> : <p className={styles.hint}>{m.versions_compare_pick({}, t)}</p>}</div>
      </div>
      <PreviewLinkSection lang={lang} pageId={pageId} />
      <form
        className={styles.field}
        onSubmit={async (event) => {
          event.preventDefault()
          setProblem(null)
          try {
            const version = action === 'publish' && scheduled !== '' ? Number(scheduled) : null
            await api.call('schedulePage', { params: { lang }, body: { page: pageId, action, run_at: when, version } })
            setWhen('')
            setScheduled('')
            await load()
          } catch (error) {
            setProblem(problemText(error, lang))
          }
        }}
      >
        <h3 className={styles.dialogTitle}>{m.versions_schedule_title({}, t)}</h3>
        <label htmlFor={whenId}>{m.versions_schedule_when({}, t)}</label>
        <input id={whenId} className={styles.input} type="datetime-local" required value={when} aria-describedby={problem ? problemId : undefined} onChange={(event) => setWhen(event.currentTarget.value)} />
        <label htmlFor={actionId}>{m.versions_schedule_action({}, t)}</label>
        <select id={actionId} className={styles.input} value={action} onChange={(event) => setAction(event.currentTarget.value === 'unpublish' ? 'unpublish' : 'publish')}>
          <option value="publish">{m.versions_schedule_publish({}, t)}</option>
          <option value="unpublish">{m.versions_schedule_unpublish({}, t)}</option>
        </select>
        {action === 'publish' ? (
          <>
            <label htmlFor={whichId}>{m.versions_schedule_which({}, t)}</label>
            <select id={whichId} className={styles.input} value={scheduled} onChange={(event) => setScheduled(event.currentTarget.value)}>
              <option value="">{m.versions_schedule_draft({}, t)}</option>
              {state?.versions.map((version) => (
                <option key={version.id} value={String(version.id)}>
                  {m.versions_schedule_of({ when: formatInstant(version.created_at, lang), kind: versionKindText(version.kind, lang) }, t)}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <div className={styles.dialogActions}>
          <button type="submit" className={styles.primary}>
            {m.versions_schedule_submit({}, t)}
          </button>
        </div>
      </form>
      <section aria-label={m.versions_scheduled_list({}, t)}>
        <h3 className={styles.dialogTitle}>{m.versions_scheduled_list({}, t)}</h3>
        {state && state.schedules.length === 0 ? <p>{m.versions_none_scheduled({}, t)}</p> : null}
        <ul>
          {state?.schedules.map((entry) => (
            <li key={entry.id} data-schedule={entry.id}>
              {scheduleText(entry, state.versions, lang)}{' '}
              <button
                type="button"
                className={styles.barButton}
                onClick={async () => {
                  try {
                    await api.call('cancelSchedule', { params: { lang, id: String(entry.id) }, body: {} })
                    await load()
                  } catch (error) {
                    setProblem(problemText(error, lang))
                  }
                }}
              >
                {m.versions_schedule_cancel({}, t)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Dialog>
  )
}

/** The state of the page in this language: offline, a draft visitors do not see yet, or published as it is. */
export function pageStatus(section: EditorSection): 'offline' | 'draft' | 'published' {
  return !section.online ? 'offline' : section.has_draft ? 'draft' : 'published'
}

/**
 * The page's actions in this language: publish (with an optional note), discard the draft, take offline, versions
 * and page settings; in the toolbar's row (`bar`, toolbar items) or in the phone's "Seite" sheet.
 */
export function PageActions({ lang, pageId, section, reload, alert, where, onDone }: { lang: Locale; pageId: number; section: EditorSection; reload: () => Promise<void>; alert: (text: string, ok: boolean) => void; where: 'bar' | 'sheet'; onDone: () => void }) {
  const t = { locale: lang }
  const [note, setNote] = useState('')
  const [open, setOpen] = useState<'publish' | 'versions' | 'settings' | null>(null)
  const noteId = useId()
  const language = lang.toUpperCase()
  const { revision, has_draft: hasDraft, online } = section
  const status = pageStatus(section)
  const statusText = { offline: m.versions_status_offline, draft: m.versions_status_draft, published: m.versions_status_published }[status]
  const confirmation = useConfirm(lang)
  const item = (name: string) => (where === 'bar' ? { 'data-toolbar-item': name } : {})
  const buttonClass = where === 'bar' ? styles.toolButton : styles.secondary
  const close = () => {
    setOpen(null)
    onDone()
  }
  return (
    <>
      <button type="button" className={where === 'bar' ? styles.toolPrimary : styles.primary} data-editor-action="publish" {...item('publish')} disabled={!hasDraft && online} aria-haspopup="dialog" onClick={() => setOpen('publish')}>
        {m.versions_publish({ language }, t)}
      </button>
      <button
        type="button"
        className={buttonClass}
        data-editor-action="discard"
        {...item('discard')}
        disabled={!hasDraft}
        onClick={async () => {
          const confirmed = await confirmation.ask({ title: m.versions_discard_title({ language }, t), text: m.versions_confirm_discard({}, t), confirmLabel: m.versions_discard({}, t), danger: true })
          if (!confirmed) return
          try {
            await api.call('discardDraft', { params: { lang }, body: { page: pageId, revision } })
            await reload()
            onDone()
          } catch (error) {
            alert(problemText(error, lang), false)
          }
        }}
      >
        {m.versions_discard({}, t)}
      </button>
      {online ? (
        <button
          type="button"
          className={buttonClass}
          data-editor-action="offline"
          {...item('offline')}
          onClick={async () => {
            const confirmed = await confirmation.ask({ title: m.versions_take_offline_title({ language }, t), text: m.versions_confirm_take_offline({}, t), confirmLabel: m.versions_take_offline({ language }, t), danger: true })
            if (!confirmed) return
            try {
              await api.call('takePageOffline', { params: { lang }, body: { page: pageId } })
              await reload()
              alert(m.versions_taken_offline_alert({}, t), true)
              onDone()
            } catch (error) {
              alert(problemText(error, lang), false)
            }
          }}
        >
          {m.versions_take_offline({ language }, t)}
        </button>
      ) : null}
      <button type="button" className={buttonClass} data-editor-action="versions" {...item('versions')} aria-haspopup="dialog" onClick={() => setOpen('versions')}>
        {m.versions_open({}, t)}
      </button>
      <button type="button" className={buttonClass} data-editor-action="page-settings" {...item('settings')} aria-haspopup="dialog" onClick={() => setOpen('settings')}>
        {m.page_settings_open({}, t)}
      </button>
      {open === 'publish' ? (
        <Dialog title={m.versions_publish_dialog({ language }, t)} onClose={() => setOpen(null)}>
          <form
            className={styles.field}
            onSubmit={async (event) => {
              event.preventDefault()
              try {
                await api.call('publishPage', { params: { lang }, body: { page: pageId, revision, note: note || null } })
                setNote('')
                close()
                await reload()
                alert(m.versions_published_alert({}, t), true)
              } catch (error) {
                alert(problemText(error, lang), false)
              }
            }}
          >
            <p className={styles.hint}>
              {statusText({}, t)}
            </p>
            <label htmlFor={noteId}>{m.versions_publish_note({}, t)}</label>
            <input id={noteId} className={styles.input} value={note} maxLength={200} onChange={(event) => setNote(event.currentTarget.value)} />
            <div className={styles.dialogActions}>
              <button type="button" className={styles.secondary} onClick={() => setOpen(null)}>
                {m.editor_cancel({}, t)}
              </button>
              <button type="submit" className={styles.primary}>
                {m.versions_publish_now({}, t)}
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
      {/* out of the toolbar's DOM, whose dark look its content would inherit */}
      {confirmation.dialog ? createPortal(confirmation.dialog, document.body) : null}
      {open === 'versions' ? <VersionsDialog lang={lang} pageId={pageId} revision={revision} onChanged={reload} onClose={close} /> : null}
      {open === 'settings' ? (
        <PageSettingsDialog
          lang={lang}
          pageId={pageId}
          onSaved={async () => {
            await reload()
            alert(m.page_settings_saved({}, t), true)
          }}
          onClose={close}
        />
      ) : null}
    </>
  )
}

// A release sent as the page goes is best effort (the browser may drop it, or it lands late): it is noted in the
// tab's session storage until answered, and the tab's next page that is not in edit mode sends it again.
const PENDING_RELEASES = 'foyer-lock-releases'
const PendingReleases = v.array(v.object({ lang: LocaleSchema, page: v.pipe(v.number(), v.integer(), v.minValue(1)) }))
type PendingRelease = v.InferOutput<typeof PendingReleases>[number]

function pendingReleases(): PendingRelease[] {
  try {
    const parsed = v.safeParse(PendingReleases, JSON.parse(sessionStorage.getItem(PENDING_RELEASES) ?? '[]'))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function notePendingReleases(update: (pending: PendingRelease[]) => PendingRelease[]) {
  try {
    const next = update(pendingReleases())
    if (next.length) sessionStorage.setItem(PENDING_RELEASES, JSON.stringify(next))
    else sessionStorage.removeItem(PENDING_RELEASES)
  } catch {
    // storage refused (private mode, quota): the lock then ends by going stale
  }
}

const samePage = (a: PendingRelease) => (b: PendingRelease) => a.lang === b.lang && a.page === b.page

function sendRelease(release: PendingRelease, leaving: boolean) {
  notePendingReleases((pending) => [...pending.filter((entry) => !samePage(release)(entry)), release])
  api
    .call('pageUnlock', { params: { lang: release.lang, id: String(release.page) }, body: {} }, { keepalive: leaving })
    .then(() => notePendingReleases((pending) => pending.filter((entry) => !samePage(release)(entry))))
    .catch(() => undefined)
}

/** Sends again the lock releases this tab could not confirm when it left an edited page. */
export function useFinishLockReleases() {
  useEffect(() => {
    for (const release of pendingReleases()) sendRelease(release, false)
  }, [])
}

/**
 * The soft lock of a page in edit mode: taken on entry, renewed every 30 s, given back on leaving. Another editor's
 * fresh lock is reported with who and since when; taking over is an explicit action.
 */
export function usePageLock(lang: Locale, pageId: number): { lock: LockState | null; settled: boolean; lost: boolean; takeOver: () => Promise<void> } {
  const [lock, setLock] = useState<LockState | null>(null)
  // the first answer (or its failure) is in: until then nobody may start editing, another editor may hold the page
  const [settled, setSettled] = useState(false)
  const [lost, setLost] = useState(false)
  const heldRef = useRef(false)
  const request = useCallback(
    async (takeOver: boolean) => {
      const next = await api.call('pageLock', { params: { lang }, body: { page: pageId, take_over: takeOver } })
      if (heldRef.current && !next.mine) setLost(true)
      heldRef.current = next.mine
      if (next.mine) setLost(false)
      setLock(next)
    },
    [lang, pageId],
  )
  useEffect(() => {
    setSettled(false)
    // without an answer the editor may still edit: a save on an outdated copy is refused by its revision anyway
    void request(false)
      .catch(() => undefined)
      .finally(() => setSettled(true))
    const timer = setInterval(() => void request(false).catch(() => undefined), LOCK_RENEW_MS)
    const release = () => {
      if (heldRef.current) sendRelease({ lang, page: pageId }, true)
      heldRef.current = false
    }
    window.addEventListener('pagehide', release)
    return () => {
      clearInterval(timer)
      window.removeEventListener('pagehide', release)
      release()
    }
  }, [request, lang, pageId])
  return { lock, settled, lost, takeOver: () => request(true) }
}

/** Another editor holds the page: who and since when, the page read-only, and the explicit take-over. */
export function LockedPage({ lang, lock, lost, page, onTakeOver }: { lang: Locale; lock: LockState; lost: boolean; page: CmsPage; onTakeOver: () => void }) {
  const t = { locale: lang }
  return (
    <>
      <div className={styles.banner} role="alert" data-editor-lock="">
        <p>{lost ? m.versions_lock_lost({ name: lock.holder }, t) : m.versions_lock_held({ name: lock.holder, since: formatInstant(lock.since, lang) }, t)}</p>
        <p>
          <button type="button" className={styles.primary} onClick={onTakeOver}>
            {m.versions_lock_take_over({}, t)}
          </button>
        </p>
      </div>
      <ModuleTree nodes={page.modules} />
    </>
  )
}

/** `?v=<id>` for an editor: that version read-only, with its banner and its actions. */
export function VersionView({ page, lang, versionId }: { page: CmsPage; lang: Locale; versionId: number }) {
  const t = { locale: lang }
  const [detail, setDetail] = useState<VersionDetail | null>(null)
  const [changes, setChanges] = useState<ModuleChange[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    api
      .call('pageVersion', { params: { lang, id: String(versionId) } })
      .then(setDetail)
      .catch((error: unknown) => setProblem(problemText(error, lang)))
  }, [lang, versionId])
  const compare = (against: 'live' | 'draft') => async () => {
    setProblem(null)
    try {
      setChanges(await api.call('compareVersion', { params: { lang, id: String(versionId) }, query: { against } }))
    } catch (error) {
      setProblem(problemText(error, lang))
    }
  }
  const editUrl = `${pagePath()}?edit`
  return (
    <>
      <section className={styles.banner} aria-label={m.versions_open({}, t)} data-editor-version={versionId}>
        {detail ? (
          <>
            <p className={styles.status}>{m.versions_banner({ when: formatInstant(detail.created_at, lang), who: detail.author ?? m.versions_unknown_author({}, t), kind: versionKindText(detail.kind, lang) }, t)}</p>
            <p>{detail.live ? m.versions_banner_live({}, t) : m.versions_banner_not_live({}, t)}</p>
            {detail.note ? <p>{detail.note}</p> : null}
          </>
        ) : null}
        <p role="alert" className={styles.error}>
          {problem}
        </p>
        <div className={styles.toolbarRow}>
          <button type="button" className={styles.secondary} onClick={compare('live')}>
            {m.versions_compare_live({}, t)}
          </button>
          <button type="button" className={styles.secondary} onClick={compare('draft')}>
            {m.versions_compare_draft({}, t)}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={async () => {
              setProblem(null)
              try {
                const state = await api.call('pageVersions', { params: { lang, id: String(page.id) } })
                await api.call('restoreVersion', { params: { lang, id: String(versionId) }, body: { page: page.id, revision: state.revision } })
                window.location.assign(editUrl)
              } catch (error) {
                setProblem(problemText(error, lang))
              }
            }}
          >
            {m.versions_restore({}, t)}
          </button>
          <a href={editUrl}>{m.versions_back_to_draft({}, t)}</a>
        </div>
        {changes ? <CompareView changes={changes} lang={lang} /> : null}
      </section>
      <ModuleTree nodes={page.modules} />
    </>
  )
}
