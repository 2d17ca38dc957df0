import { Component, createContext, Fragment, use, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { ModuleNodeSchema } from '~/contract/cms'
import type { CmsPage, ModuleNode } from '~/contract/cms'
import { PlacementSchema, SectionRefSchema } from '~/contract/page-editor'
import { useConfirm } from '~/ui/ConfirmDialog'
import type { ConfirmRequest } from '~/ui/ConfirmDialog'
import type { SectionRef } from '~/contract/page-editor'
import type { Locale } from '~/contract/shared'
import { ModuleList, ModuleTree } from '~/content-modules/ModuleTree'
import { isRegisteredModel, moduleRegistry } from '~/content-modules/registry'
import { SECTION_LAYOUTS } from '~/server/db/module-tree'
import * as sectionStyles from '~/content-modules/section/section.css'
import { container as containerStyle } from '~/styles/layout.css'
import { entryOf, moduleName, newModule } from './catalogue'
import { Dialog } from './Dialog'
import { editModeUrl, LoginDialog } from './LoginDialog'
import { ModuleChooser } from './ModuleChooser'
import { ModuleDialog } from './ModuleDialog'
import { emptyHistory, nextRedo, nextUndo, noteRevision, parseHistory, recordStep, sectionLoaded, stepRedone, stepUndone } from './history'
import type { EditorHistory } from './history'
import { Toolbar } from './Toolbar'
import { sectionKey } from './section-ref'
import { findNode, placementOf, withFreshIds } from './tree-ops'
import { DragHandle, DropSlot, ModuleDragArea, useModuleDrag } from './drag'
import type { DragHandleProps } from './drag'
import type { Placement } from './tree-ops'
import { useSection } from './use-section'
import { LockedPage, useFinishLockReleases, usePageLock, VersionView } from './versions'
import type { EditorEnvironment, Restore, SectionController } from './use-section'
import * as styles from './editor.css'

const PENDING_KEY = 'foyer-editor-pending'
/** Undo and redo survive a reload of the page (sessionStorage: this tab only), as long as nobody saved since. */
const HISTORY_PREFIX = 'foyer-editor-history:'
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
  /** a phone's sheet with one module's actions */
  sheet: (controller: SectionController, node: ModuleNode) => void
  /** a question before a destructive action, in the project's confirmation dialog */
  confirm: (request: ConfirmRequest) => Promise<boolean>
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

/** The actions of one module, for its bar (desktop, on hover or focus) and for the phone's sheet. */
function ModuleActions({ raw, controller, onDone }: { raw: ModuleNode; controller: SectionController; onDone?: () => void }) {
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
  const label = moduleLabel(raw, lang)
  const act = (action: string, run: () => Promise<unknown>) => async () => {
    onDone?.()
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
    <>
      {entryOf(raw.model) ? button('edit', m.editor_action_edit({}, t), () => {
        onDone?.()
        ui.edit(controller, raw, null, false)
      }) : null}
      {button('up', m.editor_action_up({}, t), act('up', () => controller.move(raw.id, { ...placement, index: placement.index - 1 })), placement.index === 0)}
      {button('down', m.editor_action_down({}, t), act('down', () => controller.move(raw.id, { ...placement, index: placement.index + 1 })), placement.index >= siblings.length - 1)}
      {inColumn ? button('left', m.editor_action_left({}, t), act('left', () => controller.move(raw.id, { parent: placement.parent, column: (placement.column ?? 0) - 1, index: 0 })), (placement.column ?? 0) === 0) : null}
      {inColumn ? button('right', m.editor_action_right({}, t), act('right', () => controller.move(raw.id, { parent: placement.parent, column: (placement.column ?? 0) + 1, index: 0 })), (placement.column ?? 0) >= columnCount - 1) : null}
      {entryOf(raw.model) ? button('duplicate', m.editor_action_duplicate({}, t), act('duplicate', () => controller.save(withFreshIds(raw), { ...placement, index: placement.index + 1 }, true))) : null}
      {button('add-before', m.editor_action_add_before({}, t), () => {
        onDone?.()
        ui.choose(controller, { ...placement })
      })}
      {button('add-after', m.editor_action_add_after({}, t), () => {
        onDone?.()
        ui.choose(controller, { ...placement, index: placement.index + 1 })
      })}
      {button(
        'delete',
        m.editor_action_delete({}, t),
        async () => {
          const confirmed = await ui.confirm({ title: m.editor_confirm_delete({ name: label }, t), text: m.editor_confirm_delete_text({}, t), confirmLabel: m.editor_action_delete({}, t), danger: true })
          if (!confirmed) return
          onDone?.()
          void controller.remove(raw.id).then(() => document.querySelector<HTMLElement>('[data-editor-toolbar] [tabindex="0"]')?.focus())
        },
        false,
        true,
      )}
    </>
  )
}

/** A module's name and the first text it holds, for labels. */
function moduleLabel(raw: ModuleNode, lang: Locale): string {
  const name = moduleName(raw.model, lang)
  const described = summary(raw)
  return described ? `${name} „${described}“` : name
}

/**
 * The bar over a module. With a mouse it shows on hover and on keyboard focus, and takes no clicks while it is not
 * shown; on a touch screen (or a narrow one) it is always shown and holds the module's name and one "Aktionen"
 * button that opens the actions in a sheet: no control an editor cannot see can be tapped.
 */
function ModuleBar({ raw, controller, handle }: { raw: ModuleNode; controller: SectionController; handle: DragHandleProps }) {
  const ui = useUi()
  const t = { locale: ui.lang }
  const label = moduleLabel(raw, ui.lang)
  return (
    <div role="group" aria-label={m.editor_module_actions({ name: label }, t)} className={styles.moduleBar} data-editor-bar={raw.id}>
      <DragHandle handle={handle} id={raw.id} label={label} lang={ui.lang} />
      <span className={styles.moduleName} data-editor-module-name="">
        {m.editor_module_label({ name: label }, t)}
      </span>
      <span className={styles.barActions}>
        <ModuleActions raw={raw} controller={controller} />
      </span>
      <button type="button" className={styles.sheetOpener} data-editor-action="actions" data-module={raw.id} aria-label={m.editor_module_actions_for({ name: label }, t)} onClick={() => ui.sheet(controller, raw)}>
        {m.editor_module_actions_open({}, t)}
      </button>
    </div>
  )
}

/** "+" between modules: shown on hover and on keyboard focus, it opens the chooser for exactly that place. */
function InsertPoint({ controller, placement, after }: { controller: SectionController; placement: Placement; after: ModuleNode | null }) {
  const ui = useUi()
  const t = { locale: ui.lang }
  const label = after ? m.editor_insert_after_module({ name: moduleLabel(after, ui.lang) }, t) : m.editor_insert_first({}, t)
  const key = `${placement.parent ?? 'top'}-${placement.column ?? 'x'}-${placement.index}`
  return (
    <div className={styles.insertPoint}>
      <button type="button" className={styles.insertButton} aria-label={label} title={label} data-editor-action={`insert-${key}`} data-editor-insert-point={key} onClick={() => ui.choose(controller, placement)}>
        +
      </button>
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
                <EditableList nodes={column.children} controller={controller} parent={raw.id} column={column.index} endPlace={m.editor_dnd_end_column({ n }, { locale: ui.lang })} />
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
        <ModuleDragArea controller={controller} lang={ui.lang} label={(node) => moduleLabel(node, ui.lang)} onMoved={(id) => ui.focusLater(dragHandleSelector(id))}>
          <EditableList nodes={controller.state.rendered} controller={controller} parent={null} endPlace={m.editor_dnd_end_container({ slug }, { locale: ui.lang })} />
        </ModuleDragArea>
        <button type="button" className={styles.secondary} data-editor-action="add-container" data-module={slug} onClick={() => ui.choose(controller, { parent: null, index: controller.state?.modules.length ?? 0 })}>
          {m.editor_toolbar_insert({}, { locale: ui.lang })}
        </button>
      </div>
    </SectionContext>
  )
}

function EditableNode({ node }: { node: ModuleNode }) {
  const controller = use(SectionContext)
  const raw = controller?.state ? findNode(controller.state.modules, node.id) : null
  if (!controller || !raw) return <ModuleList nodes={[node]} />
  return <EditableModule node={node} raw={raw} controller={controller} />
}

function EditableModule({ node, raw, controller }: { node: ModuleNode; raw: ModuleNode; controller: SectionController }) {
  const ui = useUi()
  const drag = useModuleDrag(raw.id)
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
    <div ref={drag.setNodeRef} className={drag.isDragging ? `${styles.editable} ${styles.dragging}` : styles.editable} data-editor-module={raw.id} data-model={raw.model}>
      <ModuleBar raw={raw} controller={controller} handle={drag.handle} />
      {body}
    </div>
  )
}

/** The handle a moved module's focus returns to. */
const dragHandleSelector = (id: string) => `[data-editor-action="drag"][data-module="${id}"]`

/** A list of modules with the "+" and the drop slots between them; `endPlace` names its end for a screen reader. */
function EditableList({ nodes, controller, parent, column = null, endPlace }: { nodes: ModuleNode[]; controller: SectionController; parent: string | null; column?: number | null; endPlace: string }) {
  const ui = useUi()
  const t = { locale: ui.lang }
  const ordered = [...nodes].sort((a, b) => a.order - b.order)
  return (
    <>
      {ordered.length > 0 ? <InsertPoint controller={controller} placement={{ parent, column, index: 0 }} after={null} /> : null}
      {ordered.map((node, index) => {
        const raw = controller.state ? findNode(controller.state.modules, node.id) : null
        const name = moduleLabel(raw ?? node, ui.lang)
        return (
          <Fragment key={node.id}>
            <DropSlot controller={controller} placement={{ parent, column, index }} place={column === null ? m.editor_dnd_before({ name }, t) : m.editor_dnd_before_in_column({ name, n: column + 1 }, t)} />
            <EditableNode node={node} />
            {index < ordered.length - 1 ? <InsertPoint controller={controller} placement={{ parent, column, index: index + 1 }} after={raw ?? node} /> : null}
          </Fragment>
        )
      })}
      <DropSlot controller={controller} placement={{ parent, column, index: ordered.length }} place={endPlace} />
    </>
  )
}

/** An edit kept across a login (401 during a save): it stays stored until its dialog is open again. */
function readPending(): PendingEdit | null {
  try {
    const parsed = v.safeParse(Pending, JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? 'null'))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

function forgetPending() {
  try {
    window.sessionStorage.removeItem(PENDING_KEY)
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** The page's history (history.ts), kept in this tab's session storage across reloads. */
function useEditorHistory(storageKey: string) {
  const [history, setHistory] = useState<EditorHistory>(() => {
    try {
      return parseHistory(window.sessionStorage.getItem(storageKey))
    } catch {
      return emptyHistory
    }
  })
  const historyRef = useRef(history)
  historyRef.current = history
  useEffect(() => {
    try {
      if (history.undo.length === 0 && history.redo.length === 0) window.sessionStorage.removeItem(storageKey)
      else window.sessionStorage.setItem(storageKey, JSON.stringify(history))
    } catch {
      // storage full or unavailable: undo still works until the page is left
    }
  }, [storageKey, history])
  return { history, historyRef, setHistory }
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null)
}

function EditMode({ page, lang, noToolbar }: { page: CmsPage; lang: Locale; noToolbar: boolean }) {
  const [alert, setAlert] = useState<{ kind: 'save' | 'error'; at: number; text?: string } | null>(null)
  const [login, setLogin] = useState<{ expired: boolean } | null>(null)
  const [dialog, setDialog] = useState<DialogState>(null)
  const [sheet, setSheet] = useState<{ controller: SectionController; id: string } | null>(null)
  const [pending, setPending] = useState<PendingEdit | null>(readPending)
  const focusRequest = useRef<string | null>(null)
  const scrollRequest = useRef<string | null>(null)
  const alertTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const restorers = useRef(new Map<string, Restore>())
  const { history, historyRef, setHistory } = useEditorHistory(`${HISTORY_PREFIX}${lang}:page-${page.id}`)
  const busy = useRef(false)
  const confirmation = useConfirm(lang)

  const showAlert = (kind: 'save' | 'error', text?: string) => {
    setAlert({ kind, at: Date.now(), text })
    clearTimeout(alertTimer.current)
    alertTimer.current = setTimeout(() => setAlert(null), ALERT_MS)
  }
  const env: EditorEnvironment = {
    lang,
    alert: (kind) => showAlert(kind),
    notify: (text, ok) => showAlert(ok ? 'save' : 'error', text),
    unauthorized: (kept) => {
      if (kept) {
        try {
          window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(kept))
        } catch {
          // storage unavailable: the edit cannot outlive the login
        }
      }
      setDialog(null)
      setLogin({ expired: true })
    },
    recorded: (step, revision) => setHistory((old) => recordStep(old, step, revision)),
    loaded: (section, revision) => setHistory((old) => sectionLoaded(old, section, revision)),
    revised: (section, revision) => setHistory((old) => noteRevision(old, section, revision)),
    register: (section, restore) => {
      if (restore) restorers.current.set(section, restore)
      else restorers.current.delete(section)
    },
  }
  const pageController = useSection({ kind: 'page', id: page.id }, env)

  /** Undo or redo the next step: its section's tree put back and saved like any edit (a 409 leaves the history as it is). */
  const travel = async (direction: 'undo' | 'redo') => {
    if (busy.current) return
    const step = direction === 'undo' ? nextUndo(historyRef.current) : nextRedo(historyRef.current)
    const restore = step ? restorers.current.get(step.section) : undefined
    if (!step || !restore) return
    busy.current = true
    try {
      const outcome = await restore(direction === 'undo' ? step.before : step.after)
      if (outcome.ok && outcome.revision !== undefined) {
        const revision = outcome.revision
        setHistory((old) => (direction === 'undo' ? stepUndone(old, revision) : stepRedone(old, revision)))
      }
    } finally {
      busy.current = false
    }
  }
  const travelRef = useRef(travel)
  travelRef.current = travel

  useEffect(() => {
    document.documentElement.classList.add('editor-edit-mode')
    // Ctrl/⌘-Z and Ctrl/⌘-Shift-Z (or Ctrl-Y) outside text fields and dialogs: those keep their own undo
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target) || document.querySelector('dialog[open]')) return
      const key = event.key.toLowerCase()
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)
      if (key !== 'z' && !redo) return
      event.preventDefault()
      void travelRef.current(redo ? 'redo' : 'undo')
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      document.documentElement.classList.remove('editor-edit-mode')
      clearTimeout(alertTimer.current)
    }
  }, [])

  // an edit kept across a login (401 during a save) opens again once the page's section has loaded
  const pageLoaded = pageController.state !== null
  useEffect(() => {
    if (!pending || !pageLoaded) return
    if (sectionKey(pending.section) === pageController.key) setDialog({ type: 'edit', controller: pageController, node: pending.node, placement: pending.placement, isNew: pending.isNew })
    setPending(null)
    forgetPending()
  }, [pending, pageLoaded, pageController])

  useEffect(() => {
    const scrollTo = scrollRequest.current
    if (scrollTo) {
      const target = document.querySelector<HTMLElement>(`[data-editor-module="${scrollTo}"]`)
      if (target) {
        scrollRequest.current = null
        target.scrollIntoView({ block: 'center' })
      }
    }
    const selector = focusRequest.current
    if (!selector) return
    focusRequest.current = null
    const target = document.querySelector<HTMLElement>(selector)
    const visible = (element: HTMLElement | null | undefined) => element && !element.hasAttribute('disabled') && element.getClientRects().length > 0 ? element : null
    const fallback = [...(target?.closest('[role="group"]')?.querySelectorAll<HTMLElement>('button:not([disabled]):not([data-editor-action="drag"])') ?? [])].find((button) => button.getClientRects().length > 0)
    ;(visible(target) ?? fallback)?.focus({ preventScroll: scrollTo !== null })
  })

  const ui: EditorUi = {
    lang,
    env,
    edit: (controller, node, placement, isNew) => setDialog({ type: 'edit', controller, node, placement, isNew }),
    choose: (controller, placement) => setDialog({ type: 'choose', controller, placement }),
    focusLater: (selector) => {
      focusRequest.current = selector
    },
    sheet: (controller, node) => setSheet({ controller, id: node.id }),
    confirm: confirmation.ask,
  }

  const t = { locale: lang }
  const sheetNode = sheet?.controller.state ? findNode(sheet.controller.state.modules, sheet.id) : null

  return (
    <UiContext value={ui}>
      <SectionContext value={pageController}>
        {noToolbar ? null : (
          <Toolbar
            lang={lang}
            page={pageController.state}
            canUndo={history.undo.length > 0}
            canRedo={history.redo.length > 0}
            onUndo={() => void travel('undo')}
            onRedo={() => void travel('redo')}
            onAddModule={() => setDialog({ type: 'choose', controller: pageController, placement: { parent: null, index: pageController.state?.modules.length ?? 0 } })}
            reload={pageController.reload}
            notify={env.notify}
          />
        )}
        <div role="status" aria-live="polite" data-editor-alert={alert?.kind ?? ''} className={alert ? (alert.kind === 'save' ? styles.alertSave : styles.alertError) : undefined}>
          {alert ? (alert.text ?? (alert.kind === 'save' ? m.editor_alert_save({}, t) : m.editor_alert_error({}, t))) : null}
        </div>
        {pageController.state ? (
          <div data-editor-section={pageController.key}>
            {pageController.state.rendered.length === 0 ? <p className={styles.hint}>{m.editor_empty_page({}, t)}</p> : null}
            <ModuleDragArea controller={pageController} lang={lang} label={(node) => moduleLabel(node, lang)} onMoved={(id) => ui.focusLater(dragHandleSelector(id))}>
              <EditableList nodes={pageController.state.rendered} controller={pageController} parent={null} endPlace={m.editor_dnd_end_page({}, t)} />
            </ModuleDragArea>
          </div>
        ) : (
          <>
            {pageController.loadError ? <p className={styles.error}>{pageController.loadError}</p> : null}
            <ModuleTree nodes={page.modules} />
          </>
        )}
        {sheet && sheetNode ? (
          <Dialog title={moduleLabel(sheetNode, lang)} closeLabel={m.editor_close({}, t)} variant="sheet" onClose={() => setSheet(null)}>
            <div className={styles.sheetActions} role="group" aria-label={m.editor_module_actions({ name: moduleLabel(sheetNode, lang) }, t)}>
              <ModuleActions raw={sheetNode} controller={sheet.controller} onDone={() => setSheet(null)} />
            </div>
          </Dialog>
        ) : null}
        {dialog?.type === 'choose' ? (
          <ModuleChooser lang={lang} onClose={() => setDialog(null)} onChoose={(model) => setDialog({ type: 'edit', controller: dialog.controller, node: newModule(model), placement: dialog.placement, isNew: true })} />
        ) : null}
        {dialog?.type === 'edit' ? (
          <ModuleDialog
            key={dialog.node.id}
            node={dialog.node}
            isNew={dialog.isNew}
            lang={lang}
            onCancel={() => setDialog(null)}
            onSave={async (node) => {
              const outcome = await dialog.controller.save(node, dialog.isNew ? dialog.placement : null, dialog.isNew)
              if (outcome.ok) {
                setDialog(null)
                if (dialog.isNew) scrollRequest.current = node.id
                focusRequest.current = `[data-editor-action="edit"][data-module="${node.id}"]`
              }
              return outcome
            }}
          />
        ) : null}
        {login ? <LoginDialog lang={lang} expired={login.expired} onClose={() => setLogin(null)} /> : null}
        {confirmation.dialog}
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
  useEffect(() => {
    document.documentElement.classList.add('editor-view-mode')
    return () => document.documentElement.classList.remove('editor-view-mode')
  }, [])
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
