import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { api } from '~/contract/api'
import { isContractError } from '~/contract/client'
import type { ModuleNode } from '~/contract/cms'
import type { EditorSection, SectionRef } from '~/contract/page-editor'
import type { Locale } from '~/contract/shared'
import { m } from '~/paraglide/messages'
import { sectionKey } from './section-ref'
import { findNode } from './tree-ops'
import type { Placement } from './tree-ops'
import { saveAction } from './history'
import type { HistoryAction, HistoryStep } from './history'
import type { SaveOutcome } from './ModuleDialog'

const ErrorAnswer = v.object({ detail: v.optional(v.string()), errors: v.optional(v.record(v.string(), v.array(v.string()))) })

/** What the editor page offers every section: alerts and the login for an expired session. */
export interface EditorEnvironment {
  lang: Locale
  alert: (kind: 'save' | 'error') => void
  /** an alert with its own text (publication, restore) */
  notify: (text: string, ok: boolean) => void
  /** the session ended (401): the login modal opens; `pending` is an unsaved module to keep for after it */
  unauthorized: (pending?: { section: SectionRef; node: ModuleNode; placement: Placement | null; isNew: boolean }) => void
  /** the page's history (history.ts): an action saved, a section loaded or changed by this editor otherwise */
  recorded: (step: HistoryStep, revision: number) => void
  loaded: (section: string, revision: number) => void
  revised: (section: string, revision: number) => void
  /** how the history puts a section's tree back (undo, redo): registered per section while it is on the page */
  register: (section: string, restore: Restore | null) => void
}

/** Saves a whole tree as the section (undo, redo); the new revision when it worked. */
export type Restore = (modules: ModuleNode[]) => Promise<SaveOutcome & { revision?: number }>

export interface SectionController {
  key: string
  ref: SectionRef
  state: EditorSection | null
  loadError: string | null
  save: (node: ModuleNode, placement: Placement | null, isNew: boolean) => Promise<SaveOutcome>
  remove: (id: string) => Promise<SaveOutcome>
  move: (id: string, placement: Placement) => Promise<SaveOutcome>
  /** loads the section again (after a publication, a discarded draft or a restored version) */
  reload: () => Promise<void>
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
 * One section under edit: its stored tree and revision, and the calls that change it; each change is a step of
 * the page's history. Every call names the revision it is based on; the server refuses stale ones.
 */
export function useSection(ref: SectionRef, env: EditorEnvironment, create?: () => Promise<unknown>): SectionController {
  const key = sectionKey(ref)
  const [state, setState] = useState<EditorSection | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
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
    envRef.current.revised(sectionKey(refRef.current), loaded.revision)
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
        stateRef.current = loaded
        envRef.current.loaded(key, loaded.revision)
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
  const change = useCallback(
    async (action: HistoryAction, call: (current: EditorSection) => Promise<EditorSection>, pending?: { node: ModuleNode; placement: Placement | null; isNew: boolean }): Promise<SaveOutcome> => {
      const before = stateRef.current?.modules
      const outcome = await run(action === 'move' ? 'reorder' : 'save', call, pending)
      if (outcome.ok && before && outcome.next) envRef.current.recorded({ section: key, action, before, after: outcome.next.modules }, outcome.next.revision)
      return outcome.ok ? { ok: true } : outcome
    },
    [run, key],
  )

  useEffect(() => {
    const restore: Restore = async (modules) => {
      const outcome = await run('restore', (current) => api.call('restoreSection', { params: { lang: envRef.current.lang }, body: { section: refRef.current, revision: current.revision, modules } }))
      return outcome.ok ? { ok: true, revision: outcome.next?.revision } : outcome
    }
    envRef.current.register(key, restore)
    return () => envRef.current.register(key, null)
  }, [key, run])

  return {
    key,
    ref,
    state,
    loadError,
    save: (node, placement, isNew) =>
      change(
        saveAction(node, isNew, stateRef.current?.modules ?? [], findNode),
        (current) => api.call('saveModule', { params: { lang, id: node.id }, body: { section: refRef.current, revision: current.revision, module: node, placement } }),
        { node, placement, isNew },
      ),
    remove: (id) => change('delete', (current) => api.call('deleteModule', { params: { lang, id }, body: { section: refRef.current, revision: current.revision } })),
    move: (id, placement) => change('move', (current) => api.call('reorderModule', { params: { lang }, body: { section: refRef.current, revision: current.revision, id, placement } })),
    reload,
  }
}
