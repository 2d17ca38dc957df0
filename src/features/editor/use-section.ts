import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import { ModuleNodeSchema } from '~/contract/cms'
import type { ModuleNode } from '~/contract/cms'
import type { EditorSection, SectionRef } from '~/contract/page-editor'
import type { Locale } from '~/contract/shared'
import { m } from '~/paraglide/messages'
import { sectionKey } from './section-ref'
import type { Placement } from './tree-ops'
import type { SaveOutcome } from './ModuleDialog'

/** Undo and redo survive a reload of the page (sessionStorage: this tab only), as long as nobody saved since. */
const HISTORY_PREFIX = 'foyer-editor-history:'
const HISTORY_KEPT = 20
const StoredHistory = v.object({ revision: v.number(), undo: v.array(v.array(ModuleNodeSchema)), redo: v.array(v.array(ModuleNodeSchema)) })
type History = { undo: ModuleNode[][]; redo: ModuleNode[][] }

function readHistory(storageKey: string, revision: number): History | null {
  try {
    const stored = v.safeParse(StoredHistory, JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null'))
    // a save by someone else since: the snapshots would undo their work, so they are dropped
    return stored.success && stored.output.revision === revision ? { undo: stored.output.undo, redo: stored.output.redo } : null
  } catch {
    return null
  }
}

function writeHistory(storageKey: string, revision: number, history: History): void {
  try {
    if (history.undo.length === 0 && history.redo.length === 0) window.sessionStorage.removeItem(storageKey)
    else window.sessionStorage.setItem(storageKey, JSON.stringify({ revision, undo: history.undo.slice(-HISTORY_KEPT), redo: history.redo.slice(-HISTORY_KEPT) }))
  } catch {
    // storage full or unavailable: undo still works until the page is left
  }
}

const ErrorAnswer = v.object({ detail: v.optional(v.string()), errors: v.optional(v.record(v.string(), v.array(v.string()))) })

/** What the editor page offers every section: alerts and the login for an expired session. */
export interface EditorEnvironment {
  lang: Locale
  alert: (kind: 'save' | 'error') => void
  /** an alert with its own text (publication, restore) */
  notify: (text: string, ok: boolean) => void
  /** the session ended (401): the login modal opens; `pending` is an unsaved module to keep for after it */
  unauthorized: (pending?: { section: SectionRef; node: ModuleNode; placement: Placement | null; isNew: boolean }) => void
}

export interface SectionController {
  key: string
  ref: SectionRef
  state: EditorSection | null
  loadError: string | null
  save: (node: ModuleNode, placement: Placement | null, isNew: boolean) => Promise<SaveOutcome>
  remove: (id: string) => Promise<SaveOutcome>
  move: (id: string, placement: Placement) => Promise<SaveOutcome>
  undo: () => Promise<SaveOutcome>
  redo: () => Promise<SaveOutcome>
  /** loads the section again (after a publication, a discarded draft or a restored version) */
  reload: () => Promise<void>
  canUndo: boolean
  canRedo: boolean
}

function failure(error: unknown, lang: Locale): { status: number; message: string; errors: Record<string, string[]> } {
  if (isContractError(error)) {
    const answer = v.safeParse(ErrorAnswer, error.detail)
    const detail = answer.success ? answer.output : {}
    return { status: error.status, message: detail.detail ?? m.editor_alert_error({}, { locale: lang }), errors: detail.errors ?? {} }
  }
  return { status: 0, message: m.editor_alert_error({}, { locale: lang }), errors: {} }
}

/**
 * One section under edit: its stored tree and revision, the calls that change it, and its undo and redo
 * snapshots (kept per section). Every call names the revision it is based on; the server refuses stale ones.
 */
export function useSection(ref: SectionRef, env: EditorEnvironment, create?: () => Promise<unknown>): SectionController {
  const key = sectionKey(ref)
  const [state, setState] = useState<EditorSection | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [history, setHistory] = useState<History>({ undo: [], redo: [] })
  const storageKey = `${HISTORY_PREFIX}${env.lang}:${key}`
  const stateRef = useRef(state)
  stateRef.current = state
  const envRef = useRef(env)
  envRef.current = env
  const refRef = useRef(ref)
  refRef.current = ref

  const params = ref.kind === 'page' ? { lang: env.lang, kind: 'page', key: String(ref.id) } : { lang: env.lang, kind: 'container', key: ref.slug }
  const paramsRef = useRef(params)
  paramsRef.current = params
  const reload = useCallback(async () => {
    const loaded = await api.call('editorSection', { params: paramsRef.current })
    setState(loaded)
    stateRef.current = loaded
  }, [])

  useEffect(() => {
    let cancelled = false
    const load = () => api.call('editorSection', { params: paramsRef.current })
    load()
      .catch(async (error: unknown) => {
        // a container section that does not exist yet is created for the editor (spec platform.md §4)
        if (create && isContractError(error, 404)) {
          await create()
          return load()
        }
        throw error
      })
      .then((loaded) => {
        if (cancelled) return
        setState(loaded)
        const kept = readHistory(storageKey, loaded.revision)
        if (kept) setHistory(kept)
      })
      .catch((error: unknown) => {
        if (cancelled) return
        const found = failure(error, envRef.current.lang)
        if (found.status === 401) envRef.current.unauthorized()
        setLoadError(found.message)
      })
    return () => {
      cancelled = true
    }
    // the section is loaded once per key
  }, [key])

  const run = useCallback(
    async (kind: 'save' | 'reorder' | 'restore', call: (current: EditorSection) => Promise<EditorSection>, pending?: { node: ModuleNode; placement: Placement | null; isNew: boolean }): Promise<SaveOutcome & { next?: EditorSection }> => {
      const current = stateRef.current
      if (!current) return { ok: false, message: m.editor_alert_error({}, { locale: envRef.current.lang }), errors: {} }
      try {
        const next = await call(current)
        setState(next)
        stateRef.current = next
        if (kind !== 'reorder') envRef.current.alert('save')
        return { ok: true, next }
      } catch (error) {
        const found = failure(error, envRef.current.lang)
        if (kind !== 'reorder') envRef.current.alert('error')
        if (found.status === 401) envRef.current.unauthorized(pending ? { section: refRef.current, ...pending } : undefined)
        return { ok: false, message: found.message, errors: found.errors }
      }
    },
    [],
  )

  const lang = env.lang
  const revision = state?.revision
  useEffect(() => {
    if (revision !== undefined) writeHistory(storageKey, revision, history)
  }, [storageKey, revision, history])
  const change = useCallback(
    async (kind: 'save' | 'reorder', call: (current: EditorSection) => Promise<EditorSection>, pending?: { node: ModuleNode; placement: Placement | null; isNew: boolean }): Promise<SaveOutcome> => {
      const before = stateRef.current?.modules
      const outcome = await run(kind, call, pending)
      if (outcome.ok && before) setHistory((old) => ({ undo: [...old.undo, before].slice(-50), redo: [] }))
      return outcome.ok ? { ok: true } : outcome
    },
    [run],
  )

  const restore = useCallback(
    async (direction: 'undo' | 'redo'): Promise<SaveOutcome> => {
      const stack = direction === 'undo' ? history.undo : history.redo
      const snapshot = stack.at(-1)
      const before = stateRef.current?.modules
      if (!snapshot || !before) return { ok: true }
      const outcome = await run('restore', (current) =>
        api.call('restoreSection', { params: { lang }, body: { section: refRef.current, revision: current.revision, modules: snapshot } }),
      )
      if (outcome.ok) {
        setHistory((old) =>
          direction === 'undo' ? { undo: old.undo.slice(0, -1), redo: [...old.redo, before] } : { undo: [...old.undo, before], redo: old.redo.slice(0, -1) },
        )
        return { ok: true }
      }
      return outcome
    },
    [history, run, lang],
  )

  return {
    key,
    ref,
    state,
    loadError,
    canUndo: history.undo.length > 0,
    canRedo: history.redo.length > 0,
    save: (node, placement, isNew) =>
      change(
        'save',
        (current) => api.call('saveModule', { params: { lang, id: node.id }, body: { section: refRef.current, revision: current.revision, module: node, placement } }),
        { node, placement, isNew },
      ),
    remove: (id) => change('save', (current) => api.call('deleteModule', { params: { lang, id }, body: { section: refRef.current, revision: current.revision } })),
    move: (id, placement) => change('reorder', (current) => api.call('reorderModule', { params: { lang }, body: { section: refRef.current, revision: current.revision, id, placement } })),
    undo: () => restore('undo'),
    redo: () => restore('redo'),
    reload,
  }
}
