import * as v from 'valibot'
import { ModuleNodeSchema } from '~/contract/cms'
import type { ModuleNode } from '~/contract/cms'

// The editor's undo and redo, without React or a browser: one history per page and language holding every
// editor action on any of the page's sections (its own tree and the containers it shows). A step keeps the
// section's tree before and after the action; undo puts `before` back, redo puts `after` back, each saved like
// any edit. The history also remembers the revision each section had after this editor's last save, so that a
// history kept across a reload is dropped for a section someone else has saved since.

export const HISTORY_ACTIONS = ['insert', 'edit', 'move', 'delete', 'layout'] as const
export type HistoryAction = (typeof HISTORY_ACTIONS)[number]

/** How many steps a history keeps (the oldest go first). */
export const HISTORY_LIMIT = 50

const Tree = v.array(ModuleNodeSchema)
const StepSchema = v.object({ section: v.string(), action: v.picklist(HISTORY_ACTIONS), before: Tree, after: Tree })
export const HistorySchema = v.object({
  undo: v.array(StepSchema),
  redo: v.array(StepSchema),
  revisions: v.record(v.string(), v.pipe(v.number(), v.integer())),
})

export interface HistoryStep {
  /** the section's key (section-ref.ts) */
  section: string
  action: HistoryAction
  before: ModuleNode[]
  after: ModuleNode[]
}

export interface EditorHistory {
  undo: HistoryStep[]
  redo: HistoryStep[]
  /** per section: the revision it had after this editor's last change (or load) */
  revisions: Record<string, number>
}

export const emptyHistory: EditorHistory = { undo: [], redo: [], revisions: {} }

/** A saved action: it becomes the next undo, and whatever could be redone is gone. */
export function recordStep(history: EditorHistory, step: HistoryStep, revision: number): EditorHistory {
  return { undo: [...history.undo, step].slice(-HISTORY_LIMIT), redo: [], revisions: { ...history.revisions, [step.section]: revision } }
}

export function nextUndo(history: EditorHistory): HistoryStep | undefined {
  return history.undo.at(-1)
}

export function nextRedo(history: EditorHistory): HistoryStep | undefined {
  return history.redo.at(-1)
}

/** The last step was undone (its `before` saved as `revision`): it moves to the redo list. */
export function stepUndone(history: EditorHistory, revision: number): EditorHistory {
  const step = history.undo.at(-1)
  if (!step) return history
  return { undo: history.undo.slice(0, -1), redo: [...history.redo, step], revisions: { ...history.revisions, [step.section]: revision } }
}

/** The last undone step was redone (its `after` saved as `revision`): it is the next undo again. */
export function stepRedone(history: EditorHistory, revision: number): EditorHistory {
  const step = history.redo.at(-1)
  if (!step) return history
  return { undo: [...history.undo, step], redo: history.redo.slice(0, -1), revisions: { ...history.revisions, [step.section]: revision } }
}

/**
 * This editor changed a section outside the history (a publication, a discarded draft, a restored version, the
 * page settings): its new revision is theirs, so the steps stay valid across a reload.
 */
export function noteRevision(history: EditorHistory, section: string, revision: number): EditorHistory {
  return history.revisions[section] === revision ? history : { ...history, revisions: { ...history.revisions, [section]: revision } }
}

/**
 * A section was loaded with `revision`. When the history knew another revision for it, someone else saved it in
 * between: its steps would undo their work, so they are dropped (the other sections' steps stay).
 */
export function sectionLoaded(history: EditorHistory, section: string, revision: number): EditorHistory {
  const known = history.revisions[section]
  if (known === undefined || known === revision) return noteRevision(history, section, revision)
  const others = (step: HistoryStep) => step.section !== section
  return { undo: history.undo.filter(others), redo: history.redo.filter(others), revisions: { ...history.revisions, [section]: revision } }
}

/** A history read back from storage, or the empty one when there is none or it does not parse. */
export function parseHistory(stored: string | null): EditorHistory {
  if (!stored) return emptyHistory
  try {
    const parsed = v.safeParse(HistorySchema, JSON.parse(stored))
    return parsed.success ? parsed.output : emptyHistory
  } catch {
    return emptyHistory
  }
}

/** The action a saved module is: new, a section's layout, or another edit. */
export function saveAction(node: ModuleNode, isNew: boolean, before: readonly ModuleNode[], find: (tree: readonly ModuleNode[], id: string) => ModuleNode | null): HistoryAction {
  if (isNew) return 'insert'
  if (node.model === 'SectionModule') {
    const old = find(before, node.id)
    if (old && old.data.layout !== node.data.layout) return 'layout'
  }
  return 'edit'
}
