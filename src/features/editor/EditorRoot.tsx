import { Component, createContext, use, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { ModuleNodeSchema } from '~/contract/cms'
import type { CmsPage, ModuleNode } from '~/contract/cms'
import { PlacementSchema, SectionRefSchema } from '~/contract/page-editor'
import type { SectionRef } from '~/contract/page-editor'
import type { Locale } from '~/contract/shared'
import { ModuleList, ModuleTree } from '~/content-modules/ModuleTree'
import { isRegisteredModel, moduleRegistry } from '~/content-modules/registry'
import type { RegisteredModel } from '~/content-modules/registry'
import { SECTION_LAYOUTS } from '~/server/db/module-tree'
import * as sectionStyles from '~/content-modules/section/section.css'
import { container as containerStyle } from '~/styles/layout.css'
import { entryOf, moduleName, newModule, TOOLBAR } from './catalogue'
import { Dialog } from './Dialog'
import { editModeUrl, LoginDialog } from './LoginDialog'
import { ModuleDialog } from './ModuleDialog'
import { sectionKey } from './section-ref'
import { findNode, placementOf, withFreshIds } from './tree-ops'
import type { Placement } from './tree-ops'
import { useSection } from './use-section'
import { LockedPage, PublishBar, useFinishLockReleases, usePageLock, VersionView } from './versions'
import type { EditorEnvironment, SectionController } from './use-section'
import * as styles from './editor.css'

const PENDING_KEY = 'foyer-editor-pending'
const ALERT_MS = 4000
const Pending = v.object({ section: SectionRefSchema, node: ModuleNodeSchema, placement: v.nullable(PlacementSchema), isNew: v.boolean() })
type PendingEdit = v.InferOutput<typeof Pending>

type DialogState =
  | { type: 'edit'; controller: SectionController; node: ModuleNode; placement: Placement | null; isNew: boolean }
  | { type: 'choose'; controller: SectionController; placement: Placement }
  | null

interface EditorUi {
  lang: Locale
  edit: (controller: SectionController, node: ModuleNode, placement: Placement | null, isNew: boolean) => void
  choose: (controller: SectionController, placement: Placement) => void
  focusLater: (selector: string) => void
  env: EditorEnvironment
  activate: (controller: SectionController) => void
}

const UiContext = createContext<EditorUi | null>(null)
const SectionContext = createContext<SectionController | null>(null)

function useUi(): EditorUi {
  const ui = use(UiContext)
  if (!ui) throw new Error('editor UI context missing')
  return ui
}

/** A short description of a module for its label: its name and the first text it holds. */
function summary(node: ModuleNode): string {
  for (const key of ['content', 'headline', 'link_text', 'title', 'slug', 'author']) {
    const value = node.data[key]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 40)
  }
  return ''
}

/** Shows a view that throws as the labelled placeholder instead of breaking the editor. */
class EditBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

function ModuleBar({ raw, controller }: { raw: ModuleNode; controller: SectionController }) {
  const ui = useUi()
  const { lang } = ui
  const tree = controller.state?.modules ?? []
  const placement = placementOf(tree, raw.id)
  if (!placement) return null
  const parent = placement.parent === null ? null : findNode(tree, placement.parent)
  const siblings =
    placement.parent === null ? tree : placement.column !== null && placement.column !== undefined ? (parent?.columns?.find((column) => column.index === placement.column)?.children ?? []) : (parent?.children ?? [])
  const columnCount = parent?.columns?.length ?? 0
  const inColumn = placement.column !== null && placement.column !== undefined
  const name = moduleName(raw.model, lang)
  const described = summary(raw)
  const label = described ? `${name} „${described}“` : name
  const act = (action: string, run: () => Promise<unknown>) => async () => {
    ui.activate(controller)
    await run()
    ui.focusLater(`[data-editor-action="${action}"][data-module="${raw.id}"]`)
  }
  const button = (action: string, text: string, onClick: () => void, disabled = false, danger = false) => (
    <button type="button" className={danger ? styles.dangerButton : styles.barButton} data-editor-action={action} data-module={raw.id} disabled={disabled} onClick={onClick}>
      {text}
    </button>
  )
  const t = { locale: lang }
  return (
    <div role="group" aria-label={m.editor_module_actions({ name: label }, t)} className={styles.moduleBar}>
      <span className={styles.moduleName}>{m.editor_module_label({ name: label }, t)}</span>
      {entryOf(raw.model) ? button('edit', m.editor_action_edit({}, t), () => ui.edit(controller, raw, null, false)) : null}
      {button('up', m.editor_action_up({}, t), act('up', () => controller.move(raw.id, { ...placement, index: placement.index - 1 })), placement.index === 0)}
      {button('down', m.editor_action_down({}, t), act('down', () => controller.move(raw.id, { ...placement, index: placement.index + 1 })), placement.index >= siblings.length - 1)}
      {inColumn ? button('left', m.editor_action_left({}, t), act('left', () => controller.move(raw.id, { parent: placement.parent, column: (placement.column ?? 0) - 1, index: 0 })), (placement.column ?? 0) === 0) : null}
      {inColumn ? button('right', m.editor_action_right({}, t), act('right', () => controller.move(raw.id, { parent: placement.parent, column: (placement.column ?? 0) + 1, index: 0 })), (placement.column ?? 0) >= columnCount - 1) : null}
      {entryOf(raw.model) ? button('duplicate', m.editor_action_duplicate({}, t), act('duplicate', () => controller.save(withFreshIds(raw), { ...placement, index: placement.index + 1 }, true))) : null}
      {button('add-before', m.editor_action_add_before({}, t), () => ui.choose(controller, { ...placement }))}
      {button('add-after', m.editor_action_add_after({}, t), () => ui.choose(controller, { ...placement, index: placement.index + 1 }))}
      {button(
        'delete',
        m.editor_action_delete({}, t),
        () => {
          if (!window.confirm(m.editor_confirm_delete({ name: label }, t))) return
          ui.activate(controller)
          void controller.remove(raw.id).then(() => document.querySelector<HTMLElement>('[data-editor-toolbar] button')?.focus())
        },
        false,
        true,
      )}
    </div>
  )
}

function Placeholder({ raw, lang }: { raw: ModuleNode; lang: Locale }) {
  const known = isRegisteredModel(raw.model)
  return (
    <p className={styles.placeholder}>
      {known ? m.editor_placeholder({ name: moduleName(raw.model, lang) }, { locale: lang }) : m.editor_placeholder_unknown({ model: raw.model }, { locale: lang })}
    </p>
  )
}

function EditableSection({ node, raw, controller }: { node: ModuleNode; raw: ModuleNode; controller: SectionController }) {
  const ui = useUi()
  const layoutIndex = typeof raw.data.layout === 'number' ? raw.data.layout : 0
  const layout = SECTION_LAYOUTS[layoutIndex] ?? '100'
  const columns = [...(node.columns ?? raw.columns ?? [])].sort((a, b) => a.index - b.index)
  return (
    <section className={`${sectionStyles.section} ${styles.sectionEdit}`} aria-label={moduleName(raw.model, ui.lang)} data-module-id={raw.id}>
      <div className={containerStyle}>
        <div className={`${sectionStyles.grid} ${sectionStyles.layouts[layout]}`}>
          {columns.map((column) => {
            const n = column.index + 1
            return (
              <div key={column.index} className={styles.columnEdit} data-editor-column={column.index}>
                <p className={styles.columnLabel}>{m.editor_column({ n }, { locale: ui.lang })}</p>
                {column.children.length === 0 ? <p className={styles.hint}>{m.editor_empty_column({ n }, { locale: ui.lang })}</p> : null}
                <EditableList nodes={column.children} />
                <button type="button" className={styles.secondary} data-editor-action={`add-column-${column.index}`} data-module={raw.id} onClick={() => ui.choose(controller, { parent: raw.id, column: column.index, index: column.children.length })}>
                  {m.editor_action_add_column({ n }, { locale: ui.lang })}
                </button>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}

function ContainerSection({ slug, pageId }: { slug: string; pageId: number | null }) {
  const ui = useUi()
  const ref: SectionRef = { kind: 'container', slug }
  const controller = useSection(ref, ui.env, () =>
    api.call('createModule', { params: { lang: ui.lang, module: 'ContainerModule' }, body: { slug, model: 'ContainerModule', parent: null, content_type: pageId ? 'cms.page' : null, object_id: pageId } }),
  )
  if (!controller.state) return controller.loadError ? <p className={styles.error}>{controller.loadError}</p> : null
  return (
    <SectionContext value={controller}>
      <div className={styles.sectionEdit} data-editor-section={controller.key}>
        <p className={styles.columnLabel}>
          {moduleName('ContainerModule', ui.lang)}: {slug}
        </p>
        <EditableList nodes={controller.state.rendered} />
        <button type="button" className={styles.secondary} data-editor-action="add-container" data-module={slug} onClick={() => ui.choose(controller, { parent: null, index: controller.state?.modules.length ?? 0 })}>
          {m.editor_toolbar_insert({}, { locale: ui.lang })}
        </button>
      </div>
    </SectionContext>
  )
}

function EditableNode({ node }: { node: ModuleNode }) {
  const ui = useUi()
  const controller = use(SectionContext)
  const raw = controller?.state ? findNode(controller.state.modules, node.id) : null
  if (!controller || !raw) return <ModuleList nodes={[node]} />
  let body: ReactNode
  if (raw.model === 'SectionModule') body = <EditableSection node={node} raw={raw} controller={controller} />
  else if (raw.model === 'ContainerModule' && typeof raw.data.slug === 'string' && raw.data.slug) {
    body = <ContainerSection slug={raw.data.slug} pageId={controller.ref.kind === 'page' ? controller.ref.id : null} />
  } else {
    const outcome = isRegisteredModel(node.model) ? moduleRegistry[node.model].render(node, ModuleList) : null
    const placeholder = <Placeholder raw={raw} lang={ui.lang} />
    body = outcome?.ok ? <EditBoundary fallback={placeholder}>{outcome.element}</EditBoundary> : placeholder
  }
  return (
    <div className={styles.editable} data-editor-module={raw.id} data-model={raw.model}>
      <ModuleBar raw={raw} controller={controller} />
      {body}
    </div>
  )
}

function EditableList({ nodes }: { nodes: ModuleNode[] }) {
  const ordered = [...nodes].sort((a, b) => a.order - b.order)
  return (
    <>
      {ordered.map((node) => (
        <EditableNode key={node.id} node={node} />
      ))}
    </>
  )
}

function Toolbar({ controller, page, insertion, onInsert, onResetInsertion }: { controller: SectionController; page: SectionController; insertion: boolean; onInsert: (model: RegisteredModel) => void; onResetInsertion: () => void }) {
  const ui = useUi()
  const t = { locale: ui.lang }
  const stop = () => {
    const url = new URL(window.location.href)
    url.searchParams.delete('edit')
    return `${url.pathname}${url.search}${url.hash}`
  }
  return (
    <div className={styles.toolbar} role="region" aria-label={m.editor_toolbar_label({}, t)} data-editor-toolbar="">
      <div className={styles.toolbarRow}>
        <button type="button" className={styles.barButton} data-editor-action="undo" disabled={!controller.canUndo} onClick={() => void controller.undo()}>
          {m.editor_undo({}, t)}
        </button>
        <button type="button" className={styles.barButton} data-editor-action="redo" disabled={!controller.canRedo} onClick={() => void controller.redo()}>
          {m.editor_redo({}, t)}
        </button>
        <span>{insertion ? m.editor_insert_at_place({}, t) : m.editor_insert_at_end({}, t)}</span>
        {insertion ? (
          <button type="button" className={styles.barButton} onClick={onResetInsertion}>
            {m.editor_insert_reset({}, t)}
          </button>
        ) : null}
        <a href={stop()}>{m.editor_leave_edit({}, t)}</a>
      </div>
      {page.state && page.ref.kind === 'page' ? (
        <PublishBar lang={ui.lang} pageId={page.ref.id} revision={page.state.revision} hasDraft={page.state.has_draft} online={page.state.online} reload={page.reload} alert={ui.env.notify} />
      ) : null}
      <div className={styles.toolbarRow} role="group" aria-label={m.editor_toolbar_insert({}, t)}>
        {TOOLBAR.map((model) => (
          <button key={model} type="button" className={styles.barButton} data-editor-insert={model} onClick={() => onInsert(model)}>
            {moduleName(model, ui.lang)}
          </button>
        ))}
      </div>
    </div>
  )
}

function readPending(): PendingEdit | null {
  try {
    const stored = window.sessionStorage.getItem(PENDING_KEY)
    if (!stored) return null
    window.sessionStorage.removeItem(PENDING_KEY)
    const parsed = v.safeParse(Pending, JSON.parse(stored))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function EditMode({ page, lang, noToolbar }: { page: CmsPage; lang: Locale; noToolbar: boolean }) {
  const [alert, setAlert] = useState<{ kind: 'save' | 'error'; at: number; text?: string } | null>(null)
  const [login, setLogin] = useState<{ expired: boolean } | null>(null)
  const [dialog, setDialog] = useState<DialogState>(null)
  const [insertion, setInsertion] = useState<{ controller: SectionController; placement: Placement } | null>(null)
  const [active, setActive] = useState<SectionController | null>(null)
  const focusRequest = useRef<string | null>(null)
  const alertTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const pendingRef = useRef<PendingEdit | null>(null)

  const env: EditorEnvironment = {
    lang,
    alert: (kind) => {
      setAlert({ kind, at: Date.now() })
      clearTimeout(alertTimer.current)
      alertTimer.current = setTimeout(() => setAlert(null), ALERT_MS)
    },
    notify: (text, ok) => {
      setAlert({ kind: ok ? 'save' : 'error', at: Date.now(), text })
      clearTimeout(alertTimer.current)
      alertTimer.current = setTimeout(() => setAlert(null), ALERT_MS)
    },
    unauthorized: (pending) => {
      if (pending) window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending))
      setDialog(null)
      setLogin({ expired: true })
    },
  }
  const pageController = useSection({ kind: 'page', id: page.id }, env)

  useEffect(() => {
    document.documentElement.classList.add('editor-edit-mode')
    pendingRef.current = readPending()
    return () => {
      document.documentElement.classList.remove('editor-edit-mode')
      clearTimeout(alertTimer.current)
    }
  }, [])

  // an edit kept across a login (401 during a save) opens again once the page's section has loaded
  useEffect(() => {
    const pending = pendingRef.current
    if (!pending || !pageController.state) return
    pendingRef.current = null
    if (sectionKey(pending.section) === pageController.key) setDialog({ type: 'edit', controller: pageController, node: pending.node, placement: pending.placement, isNew: pending.isNew })
  }, [pageController])

  useEffect(() => {
    const selector = focusRequest.current
    if (!selector) return
    focusRequest.current = null
    const target = document.querySelector<HTMLElement>(selector)
    if (target && !target.hasAttribute('disabled')) target.focus()
    else target?.closest<HTMLElement>('[role="group"]')?.querySelector<HTMLElement>('button:not([disabled])')?.focus()
  })

  const ui: EditorUi = {
    lang,
    env,
    edit: (controller, node, placement, isNew) => setDialog({ type: 'edit', controller, node, placement, isNew }),
    choose: (controller, placement) => {
      setInsertion({ controller, placement })
      setDialog({ type: 'choose', controller, placement })
    },
    focusLater: (selector) => {
      focusRequest.current = selector
    },
    activate: setActive,
  }

  const current = active ?? pageController
  const insert = (model: RegisteredModel) => {
    const target = insertion ?? { controller: pageController, placement: { parent: null, index: pageController.state?.modules.length ?? 0 } }
    setDialog({ type: 'edit', controller: target.controller, node: newModule(model), placement: target.placement, isNew: true })
  }
  const t = { locale: lang }

  return (
    <UiContext value={ui}>
      <SectionContext value={pageController}>
        {noToolbar ? null : <Toolbar controller={current} page={pageController} insertion={insertion !== null} onInsert={insert} onResetInsertion={() => setInsertion(null)} />}
        <div role="status" aria-live="polite" data-editor-alert={alert?.kind ?? ''} className={alert ? (alert.kind === 'save' ? styles.alertSave : styles.alertError) : undefined}>
          {alert ? (alert.text ?? (alert.kind === 'save' ? m.editor_alert_save({}, t) : m.editor_alert_error({}, t))) : null}
        </div>
        {pageController.state ? (
          <div data-editor-section={pageController.key}>
            {pageController.state.rendered.length === 0 ? <p className={styles.hint}>{m.editor_empty_page({}, t)}</p> : null}
            <EditableList nodes={pageController.state.rendered} />
          </div>
        ) : (
          <>
            {pageController.loadError ? <p className={styles.error}>{pageController.loadError}</p> : null}
            <ModuleTree nodes={page.modules} />
          </>
        )}
        {dialog?.type === 'choose' ? (
          <Dialog title={m.editor_dialog_choose({}, t)} onClose={() => setDialog(null)}>
            <ul className={styles.chooser}>
              {TOOLBAR.map((model) => (
                <li key={model}>
                  <button type="button" className={styles.secondary} onClick={() => setDialog({ type: 'edit', controller: dialog.controller, node: newModule(model), placement: dialog.placement, isNew: true })}>
                    {moduleName(model, lang)}
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.dialogActions}>
              <button type="button" className={styles.secondary} onClick={() => setDialog(null)}>
                {m.editor_cancel({}, t)}
              </button>
            </div>
          </Dialog>
        ) : null}
        {dialog?.type === 'edit' ? (
          <ModuleDialog
            key={dialog.node.id}
            node={dialog.node}
            isNew={dialog.isNew}
            lang={lang}
            onCancel={() => setDialog(null)}
            onSave={async (node) => {
              setActive(dialog.controller)
              const outcome = await dialog.controller.save(node, dialog.isNew ? dialog.placement : null, dialog.isNew)
              if (outcome.ok) {
                setDialog(null)
                setInsertion(null)
                focusRequest.current = `[data-editor-action="edit"][data-module="${node.id}"]`
              }
              return outcome
            }}
          />
        ) : null}
        {login ? <LoginDialog lang={lang} expired={login.expired} onClose={() => setLogin(null)} /> : null}
      </SectionContext>
    </UiContext>
  )
}

/** A visitor asked for edit mode: the page as it is, with the login that returns here in edit mode. */
function LoginRequest({ page, lang }: { page: CmsPage; lang: Locale }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <ModuleTree nodes={page.modules} />
      {open ? <LoginDialog lang={lang} expired={false} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

/** The editor of a CMS page, loaded only for a logged-in editor or when `?edit` is asked for. */
export default function EditorRoot({ page, lang, loggedIn, edit, noToolbar }: { page: CmsPage; lang: Locale; loggedIn: boolean; edit: boolean; noToolbar: boolean }) {
  if (!loggedIn) return edit ? <LoginRequest page={page} lang={lang} /> : <ModuleTree nodes={page.modules} />
  if (page.version_id !== null) return <VersionView page={page} lang={lang} versionId={page.version_id} />
  if (!edit) return <ViewMode page={page} lang={lang} />
  return <LockedEditMode page={page} lang={lang} noToolbar={noToolbar} />
}

/** The page as visitors see it, with the way into edit mode (and the lock releases a left edit mode still owes). */
function ViewMode({ page, lang }: { page: CmsPage; lang: Locale }) {
  useFinishLockReleases()
  return (
    <>
      <ModuleTree nodes={page.modules} />
      <a className={styles.editLink} href={editModeUrl()}>
        {m.editor_edit_page({}, { locale: lang })}
      </a>
    </>
  )
}

/** Edit mode behind the page's soft lock: while another editor holds it, the page is read-only for this one. */
function LockedEditMode({ page, lang, noToolbar }: { page: CmsPage; lang: Locale; noToolbar: boolean }) {
  const { lock, settled, lost, takeOver } = usePageLock(lang, page.id)
  // the page as visitors see it until the lock has answered: nobody starts editing a page someone else holds
  if (!settled) return <div aria-busy="true"><ModuleTree nodes={page.modules} /></div>
  if (lock && (!lock.mine || lost)) return <LockedPage lang={lang} lock={lock} lost={lost} page={page} onTakeOver={() => void takeOver()} />
  return <EditMode page={page} lang={lang} noToolbar={noToolbar} />
}
