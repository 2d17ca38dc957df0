import { describe, expect, it } from 'vitest'
import type { ModuleNode } from '~/contract/cms'
import { acceptsDrop, applyEdit, dropPlacement, findNode, placementOf, TreeEditError, withFreshIds } from './tree-ops'
import { changedModules, moduleDataErrors, treeErrors } from './validate'
import { localizeFieldErrors, localizeMessage } from './messages'
import { columnsFor, newModule, TOOLBAR, catalogue } from './catalogue'

const node = (id: string, model = 'QuoteModule', data: Record<string, unknown> = { content: id }): ModuleNode => ({ id, model, order: 0, data })
const section = (id: string, columns: ModuleNode[][]): ModuleNode => ({ id, model: 'SectionModule', order: 0, data: { layout: 3 }, columns: columns.map((children, index) => ({ index, classes: '', children })) })
const tree = (): ModuleNode[] => [
  { ...node('a'), order: 0 },
  { ...node('b'), order: 1 },
  { ...section('s', [[node('c')], []]), order: 2 },
]
const ids = (nodes: ModuleNode[]) => nodes.map((entry) => entry.id)

describe('tree edits', () => {
  it('inserts a new module at its place and renumbers the order', () => {
    const result = applyEdit(tree(), { op: 'save', module: node('n'), placement: { parent: null, index: 1 } })
    expect(result.map((entry) => [entry.id, entry.order])).toEqual([['a', 0], ['n', 1], ['b', 2], ['s', 3]])
  })

  it('updates a module in place, keeping its position; a model cannot change', () => {
    const result = applyEdit(tree(), { op: 'save', module: node('c', 'QuoteModule', { content: 'neu' }) })
    expect(findNode(result, 'c')?.data).toEqual({ content: 'neu' })
    expect(() => applyEdit(tree(), { op: 'save', module: node('c', 'HeadlineModule', { content: 'x' }) })).toThrow(TreeEditError)
  })

  it('moves modules up, down and between the columns of a section', () => {
    expect(ids(applyEdit(tree(), { op: 'move', id: 'b', placement: { parent: null, index: 0 } }))).toEqual(['b', 'a', 's'])
    const moved = applyEdit(tree(), { op: 'move', id: 'c', placement: { parent: 's', column: 1, index: 0 } })
    expect(moved[2]?.columns?.map((column) => ids(column.children))).toEqual([[], ['c']])
    expect(placementOf(moved, 'c')).toEqual({ parent: 's', column: 1, index: 0 })
    const intoSection = applyEdit(tree(), { op: 'move', id: 'a', placement: { parent: 's', column: 0, index: 1 } })
    expect(ids(intoSection)).toEqual(['b', 's'])
    expect(ids(intoSection[1]?.columns?.[0]?.children ?? [])).toEqual(['c', 'a'])
  })

  it('moves a module from one section into a column of another', () => {
    const two = (): ModuleNode[] => [
      { ...section('s1', [[node('h', 'HeadlineModule')], [node('q')]]), order: 0 },
      { ...section('s2', [[], [node('t', 'TextModule')]]), order: 1 },
    ]
    const moved = applyEdit(two(), { op: 'move', id: 'q', placement: { parent: 's2', column: 1, index: 0 } })
    expect(moved[0]?.columns?.map((column) => ids(column.children))).toEqual([['h'], []])
    expect(moved[1]?.columns?.map((column) => ids(column.children))).toEqual([[], ['q', 't']])
    expect(moved[1]?.columns?.[1]?.children.map((child) => child.order)).toEqual([0, 1])
    // and out of a section to the top of the page
    expect(ids(applyEdit(two(), { op: 'move', id: 't', placement: { parent: null, index: 0 } }))).toEqual(['t', 's1', 's2'])
  })

  it('turns a drop slot into the placement of the move', () => {
    // the same list: a slot after the module is one less once the module has left its place
    expect(dropPlacement(tree(), 'a', { parent: null, index: 3 })).toEqual({ parent: null, column: null, index: 2 })
    expect(ids(applyEdit(tree(), { op: 'move', id: 'a', placement: { parent: null, column: null, index: 2 } }))).toEqual(['b', 's', 'a'])
    expect(dropPlacement(tree(), 'b', { parent: null, index: 0 })).toEqual({ parent: null, column: null, index: 0 })
    // its own place and the place just after it change nothing
    expect(dropPlacement(tree(), 'b', { parent: null, index: 1 })).toBeNull()
    expect(dropPlacement(tree(), 'b', { parent: null, index: 2 })).toBeNull()
    // another list: the slot's index as it is; a column above the headline of another
    expect(dropPlacement(tree(), 'a', { parent: 's', column: 0, index: 0 })).toEqual({ parent: 's', column: 0, index: 0 })
    expect(dropPlacement(tree(), 'c', { parent: 's', column: 1, index: 0 })).toEqual({ parent: 's', column: 1, index: 0 })
    // never into itself
    expect(dropPlacement(tree(), 's', { parent: 's', column: 1, index: 0 })).toBeNull()
    expect(dropPlacement(tree(), 'missing', { parent: null, index: 0 })).toBeNull()
    // slots offered while dragging: every one that moves it, and its own place
    expect(acceptsDrop(tree(), 'b', { parent: null, index: 1 })).toBe(true)
    expect(acceptsDrop(tree(), 'b', { parent: null, index: 2 })).toBe(false)
    expect(acceptsDrop(tree(), 's', { parent: 's', column: 0, index: 0 })).toBe(false)
    expect(acceptsDrop(tree(), 'c', { parent: null, index: 3 })).toBe(true)
  })

  it('refuses edits that do not fit the tree', () => {
    expect(() => applyEdit(tree(), { op: 'delete', id: 'nope' })).toThrow(TreeEditError)
    expect(() => applyEdit(tree(), { op: 'move', id: 'a', placement: { parent: 's', column: 7, index: 0 } })).toThrow(TreeEditError)
    expect(() => applyEdit(tree(), { op: 'move', id: 's', placement: { parent: 's', column: 0, index: 0 } })).toThrow(TreeEditError)
    expect(() => applyEdit(tree(), { op: 'save', module: node('n'), placement: { parent: 'missing', index: 0 } })).toThrow(TreeEditError)
    expect(() => applyEdit(tree(), { op: 'replace', modules: [node('x'), node('x')] })).toThrow(TreeEditError)
    expect(() => applyEdit(tree(), { op: 'save', module: { ...node('n'), children: [node('a')] } })).toThrow(TreeEditError)
  })

  it('deletes nested modules and restores whole snapshots', () => {
    const without = applyEdit(tree(), { op: 'delete', id: 'c' })
    expect(without[2]?.columns?.[0]?.children).toEqual([])
    expect(applyEdit(without, { op: 'replace', modules: tree() })).toEqual(applyEdit(tree(), { op: 'replace', modules: tree() }))
  })

  it('duplicates with fresh ids throughout', () => {
    const copy = withFreshIds(section('s', [[node('c')]]))
    expect(copy.id).not.toBe('s')
    expect(copy.columns?.[0]?.children[0]?.id).not.toBe('c')
    expect(copy.columns?.[0]?.children[0]?.data).toEqual({ content: 'c' })
  })
})

describe('validation of changed modules', () => {
  it('validates only what changed, so an untouched broken module does not block a save', () => {
    const before = [node('ok', 'HeadlineModule', { content: 'Hallo' }), node('broken', 'NoSuchModule', {})]
    const after = [node('ok', 'HeadlineModule', { content: '' }), node('broken', 'NoSuchModule', {})]
    expect(ids(changedModules(before, after))).toEqual(['ok'])
    expect(treeErrors(before, after)).toEqual({ ok: { content: 'This field is required!' } })
    expect(treeErrors(before, before)).toEqual({})
    expect(moduleDataErrors('NoSuchModule', {})).toEqual({ _: 'This module type is unknown.' })
  })

  it('gives the messages in the editor language', () => {
    expect(localizeMessage('This field is required!', 'de')).toBe('Dieses Feld ist erforderlich!')
    expect(localizeMessage('Only embed codes from Issuu are allowed.', 'en')).toBe('Only embed codes from Issuu are allowed.')
    expect(localizeMessage('Invalid type: Expected string but received 5', 'de')).toBe('Dieser Wert ist ungültig.')
    expect(localizeFieldErrors({ m1: { headline_level: 'The headline level must be 2 to 6.' } }, 'de')).toEqual({ 'm1.headline_level': ['Die Überschriftenebene muss zwischen 2 und 6 liegen.'] })
  })
})

describe('catalogue', () => {
  it('has the spec toolbar entries and the sponsors module (decision 0031), each with a form', () => {
    expect(TOOLBAR).toHaveLength(28)
    expect(TOOLBAR).toContain('SponsorsModule')
    for (const model of TOOLBAR) expect(catalogue[model]?.form.fields.length, model).toBeGreaterThan(0)
  })

  it('new modules start with their defaults; a new section has the columns of its layout', () => {
    expect(newModule('HeadlineModule').data).toMatchObject({ headline_level: 2, content: null })
    expect(newModule('SectionModule').columns).toHaveLength(1)
    expect(newModule('FaqModule').children).toEqual([])
  })

  it('changing a layout keeps modules: dropped columns move into the last one', () => {
    const columns = columnsFor(4, [])
    expect(columns.map((column) => column.index)).toEqual([0, 1, 2])
    const shrunk = columnsFor(0, [
      { index: 0, classes: '', children: [node('a')] },
      { index: 1, classes: '', children: [node('b')] },
    ])
    expect(shrunk).toHaveLength(1)
    expect(ids(shrunk[0]?.children ?? [])).toEqual(['a', 'b'])
  })
})
