import { describe, expect, it } from 'vitest'
import type { ModuleNode } from '~/contract/cms'
import { applyEdit, findNode } from './tree-ops'
import type { TreeEdit } from './tree-ops'
import { emptyHistory, HISTORY_LIMIT, nextRedo, nextUndo, noteRevision, parseHistory, recordStep, saveAction, sectionLoaded, stepRedone, stepUndone } from './history'
import type { EditorHistory, HistoryAction } from './history'

// The history as the editor drives it, against a stand-in for the server: one stored tree with a revision per
// section; every action, undo and redo is a save that bumps the revision.

const quote = (id: string, content = id): ModuleNode => ({ id, model: 'QuoteModule', order: 0, data: { content } })
const headline = (id: string, text: string): ModuleNode => ({ id, model: 'HeadlineModule', order: 0, data: { content: text, headline_level: 2 } })
const section = (id: string, layout: number, columns: number): ModuleNode => ({
  id,
  model: 'SectionModule',
  order: 0,
  data: { layout },
  columns: Array.from({ length: columns }, (_, index) => ({ index, classes: '', children: [] })),
})

class Editor {
  trees = new Map<string, { revision: number; modules: ModuleNode[] }>()
  history: EditorHistory = emptyHistory
  constructor(sections: Record<string, ModuleNode[]>) {
    for (const [key, modules] of Object.entries(sections)) {
      this.trees.set(key, { revision: 1, modules: applyEdit(modules, { op: 'replace', modules }) })
      this.history = sectionLoaded(this.history, key, 1)
    }
  }
  tree(key = 'page-1'): ModuleNode[] {
    return this.trees.get(key)?.modules ?? []
  }
  /** the server's side of a save: a new tree and revision */
  private store(key: string, modules: ModuleNode[]): number {
    const current = this.trees.get(key)
    const revision = (current?.revision ?? 0) + 1
    this.trees.set(key, { revision, modules })
    return revision
  }
  act(action: HistoryAction, edit: TreeEdit, key = 'page-1'): void {
    const before = this.tree(key)
    const after = applyEdit(before, edit)
    const revision = this.store(key, after)
    this.history = recordStep(this.history, { section: key, action, before, after }, revision)
  }
  undo(): void {
    const step = nextUndo(this.history)
    if (!step) throw new Error('nothing to undo')
    this.history = stepUndone(this.history, this.store(step.section, step.before))
  }
  redo(): void {
    const step = nextRedo(this.history)
    if (!step) throw new Error('nothing to redo')
    this.history = stepRedone(this.history, this.store(step.section, step.after))
  }
  /** someone else saves a section (their own browser, their own history) */
  foreignSave(key: string, modules: ModuleNode[]): void {
    this.store(key, modules)
  }
  /** the tab reloads: the history comes back from storage and meets the sections as loaded */
  reload(): void {
    let history = parseHistory(JSON.stringify(this.history))
    for (const [key, { revision }] of this.trees) history = sectionLoaded(history, key, revision)
    this.history = history
  }
}

const texts = (nodes: ModuleNode[]): unknown[] => nodes.map((node) => node.data.content ?? node.id)
const column = (nodes: ModuleNode[], id: string, index: number): unknown[] => texts(findNode(nodes, id)?.columns?.find((entry) => entry.index === index)?.children ?? [])

describe('editor history', () => {
  it('undoes one action at a time, newest first, and redoes them in order', () => {
    const editor = new Editor({ 'page-1': [headline('h', 'Alt'), quote('q')] })
    editor.act('edit', { op: 'save', module: headline('h', 'Neu') })
    editor.act('insert', { op: 'save', module: quote('z', 'Zitat'), placement: { parent: null, index: 2 } })
    expect(texts(editor.tree())).toEqual(['Neu', 'q', 'Zitat'])

    // one undo reverts the insertion only, not the edit before it
    editor.undo()
    expect(texts(editor.tree())).toEqual(['Neu', 'q'])
    expect(nextUndo(editor.history)?.action).toBe('edit')
    expect(nextRedo(editor.history)?.action).toBe('insert')
    editor.undo()
    expect(texts(editor.tree())).toEqual(['Alt', 'q'])
    expect(nextUndo(editor.history)).toBeUndefined()

    editor.redo()
    expect(texts(editor.tree())).toEqual(['Neu', 'q'])
    editor.redo()
    expect(texts(editor.tree())).toEqual(['Neu', 'q', 'Zitat'])
    expect(nextRedo(editor.history)).toBeUndefined()
  })

  it('covers insert, edit, move, delete and a section layout, each undone to the tree before it', () => {
    const editor = new Editor({ 'page-1': [headline('h', 'Titel'), section('s', 3, 2)] })
    const trees = [editor.tree()]
    editor.act('insert', { op: 'save', module: quote('q', 'Zitat'), placement: { parent: 's', column: 1, index: 0 } })
    trees.push(editor.tree())
    editor.act('move', { op: 'move', id: 'q', placement: { parent: null, index: 0 } })
    trees.push(editor.tree())
    editor.act('edit', { op: 'save', module: quote('q', 'Zitat neu') })
    trees.push(editor.tree())
    editor.act('layout', { op: 'save', module: { ...section('s', 0, 1), columns: [{ index: 0, classes: '', children: [] }] } })
    trees.push(editor.tree())
    editor.act('delete', { op: 'delete', id: 'h' })
    trees.push(editor.tree())
    expect(texts(editor.tree())).toEqual(['Zitat neu', 's'])
    expect(editor.history.undo.map((step) => step.action)).toEqual(['insert', 'move', 'edit', 'layout', 'delete'])

    for (let index = trees.length - 2; index >= 0; index--) {
      editor.undo()
      expect(editor.tree()).toEqual(trees[index])
    }
    expect(column(editor.tree(), 's', 1)).toEqual([])
    for (let index = 1; index < trees.length; index++) {
      editor.redo()
      expect(editor.tree()).toEqual(trees[index])
    }
  })

  it('three undos and two redos after insert, insert into a column and a move land on the second state', () => {
    const editor = new Editor({ 'page-1': [quote('a', 'Erstes'), section('s', 3, 2)] })
    editor.act('insert', { op: 'save', module: headline('h', 'Neu'), placement: { parent: null, index: 1 } })
    const afterHeadline = editor.tree()
    editor.act('insert', { op: 'save', module: quote('q', 'Spalte'), placement: { parent: 's', column: 1, index: 0 } })
    const afterQuote = editor.tree()
    editor.act('move', { op: 'move', id: 'q', placement: { parent: null, index: 1 } })
    expect(texts(editor.tree())).toEqual(['Erstes', 'Spalte', 'Neu', 's'])
    editor.undo()
    expect(editor.tree()).toEqual(afterQuote)
    editor.undo()
    expect(editor.tree()).toEqual(afterHeadline)
    editor.undo()
    expect(texts(editor.tree())).toEqual(['Erstes', 's'])
    editor.redo()
    expect(editor.tree()).toEqual(afterHeadline)
    editor.redo()
    expect(editor.tree()).toEqual(afterQuote)
    expect(column(editor.tree(), 's', 1)).toEqual(['Spalte'])
  })

  it('a new action after an undo drops what could be redone, and undo goes on from there', () => {
    const editor = new Editor({ 'page-1': [quote('a')] })
    editor.act('insert', { op: 'save', module: quote('b'), placement: { parent: null, index: 1 } })
    editor.act('insert', { op: 'save', module: quote('c'), placement: { parent: null, index: 2 } })
    editor.undo()
    expect(nextRedo(editor.history)).toBeDefined()
    editor.act('edit', { op: 'save', module: quote('a', 'A2') })
    expect(nextRedo(editor.history)).toBeUndefined()
    expect(texts(editor.tree())).toEqual(['A2', 'b'])
    editor.undo()
    expect(texts(editor.tree())).toEqual(['a', 'b'])
    editor.undo()
    expect(texts(editor.tree())).toEqual(['a'])
  })

  it('steps on the page and on a container are undone in the order they were made, each on its own section', () => {
    const editor = new Editor({ 'page-1': [quote('a')], 'container-kasse': [quote('k')] })
    editor.act('insert', { op: 'save', module: quote('b'), placement: { parent: null, index: 1 } })
    editor.act('edit', { op: 'save', module: quote('k', 'K2') }, 'container-kasse')
    editor.act('delete', { op: 'delete', id: 'a' })
    editor.undo()
    expect(texts(editor.tree())).toEqual(['a', 'b'])
    expect(texts(editor.tree('container-kasse'))).toEqual(['K2'])
    editor.undo()
    expect(texts(editor.tree('container-kasse'))).toEqual(['k'])
    expect(texts(editor.tree())).toEqual(['a', 'b'])
    editor.redo()
    expect(texts(editor.tree('container-kasse'))).toEqual(['K2'])
  })

  it('survives a reload in the same tab when nobody else saved', () => {
    const editor = new Editor({ 'page-1': [quote('a')] })
    editor.act('insert', { op: 'save', module: quote('b'), placement: { parent: null, index: 1 } })
    editor.act('insert', { op: 'save', module: quote('c'), placement: { parent: null, index: 2 } })
    editor.undo()
    editor.reload()
    expect(nextUndo(editor.history)?.after.map((node) => node.id)).toEqual(['a', 'b'])
    expect(nextRedo(editor.history)?.after.map((node) => node.id)).toEqual(['a', 'b', 'c'])
    editor.redo()
    expect(texts(editor.tree())).toEqual(['a', 'b', 'c'])
  })

  it('drops the steps of a section someone else saved before the reload, and keeps the others', () => {
    const editor = new Editor({ 'page-1': [quote('a')], 'container-kasse': [quote('k')] })
    editor.act('insert', { op: 'save', module: quote('b'), placement: { parent: null, index: 1 } })
    editor.act('edit', { op: 'save', module: quote('k', 'K2') }, 'container-kasse')
    editor.foreignSave('page-1', [quote('x', 'Fremd')])
    editor.reload()
    expect(editor.history.undo.map((step) => step.section)).toEqual(['container-kasse'])
    editor.undo()
    expect(texts(editor.tree())).toEqual(['Fremd'])
    expect(texts(editor.tree('container-kasse'))).toEqual(['k'])
  })

  it("this editor's own publication or settings save keeps the history valid across a reload", () => {
    const editor = new Editor({ 'page-1': [quote('a')] })
    editor.act('insert', { op: 'save', module: quote('b'), placement: { parent: null, index: 1 } })
    // a publication bumps the revision without a step
    editor.foreignSave('page-1', editor.tree())
    editor.history = noteRevision(editor.history, 'page-1', editor.trees.get('page-1')?.revision ?? 0)
    editor.reload()
    expect(editor.history.undo).toHaveLength(1)
  })

  it('keeps at most the newest steps, and reads back nothing from a broken store', () => {
    let history = emptyHistory
    for (let index = 0; index < HISTORY_LIMIT + 5; index++) history = recordStep(history, { section: 'page-1', action: 'edit', before: [quote(`b${index}`)], after: [] }, index + 2)
    expect(history.undo).toHaveLength(HISTORY_LIMIT)
    expect(history.undo[0]?.before[0]?.id).toBe('b5')
    expect(parseHistory('{"undo": 1}')).toEqual(emptyHistory)
    expect(parseHistory('not json')).toEqual(emptyHistory)
    expect(parseHistory(null)).toEqual(emptyHistory)
  })

  it('names a section whose layout changed a layout step, a new module an insertion', () => {
    const before = [section('s', 3, 2)]
    expect(saveAction(section('s', 0, 1), false, before, findNode)).toBe('layout')
    expect(saveAction(section('s', 3, 2), false, before, findNode)).toBe('edit')
    expect(saveAction(quote('n'), true, before, findNode)).toBe('insert')
  })
})
