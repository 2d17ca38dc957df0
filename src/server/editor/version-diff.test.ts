import { describe, expect, it } from 'vitest'
import type { ModuleNode } from '~/server/db/module-tree'
import { compareTrees, wordDiff } from './version-diff'

const text = (id: string, order: number, words: string): ModuleNode => ({ id, model: 'TextModule', order, data: { content: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: words }] }] } } } })
const headline = (id: string, order: number, content: string): ModuleNode => ({ id, model: 'HeadlineModule', order, data: { headline_level: 2, content } })
const section = (id: string, order: number, left: ModuleNode[], right: ModuleNode[]): ModuleNode => ({
  id,
  model: 'SectionModule',
  order,
  data: { layout: 1 },
  columns: [
    { index: 0, classes: '', children: left },
    { index: 1, classes: '', children: right },
  ],
})

describe('comparing two versions module by module', () => {
  it('names added, removed, changed and unchanged modules in reading order, removed ones where they stood', () => {
    const before = [headline('a', 0, 'Spielzeit'), text('b', 1, 'Alter Text'), headline('c', 2, 'Weg')]
    const after = [headline('a', 0, 'Spielzeit'), text('b', 1, 'Neuer Text hier'), headline('d', 2, 'Neu')]
    expect(compareTrees(before, after).map((change) => [change.kind, change.id])).toEqual([
      ['unchanged', 'a'],
      ['changed', 'b'],
      ['added', 'd'],
      ['removed', 'c'],
    ])
    const changed = compareTrees(before, after)[1]
    expect(changed?.fields).toEqual([
      {
        field: 'content',
        before: 'Alter Text',
        after: 'Neuer Text hier',
        words: [
          { kind: 'removed', text: 'Alter' },
          { kind: 'added', text: 'Neuer' },
          { kind: 'same', text: 'Text' },
          { kind: 'added', text: 'hier' },
        ],
      },
    ])
  })

  it('a swap moves one module, not every one after it; moving into a column is a move too', () => {
    const before = [headline('a', 0, 'A'), headline('b', 1, 'B'), headline('c', 2, 'C'), section('s', 3, [headline('q', 0, 'Q')], [])]
    const after = [headline('b', 0, 'B'), headline('a', 1, 'A'), headline('c', 2, 'C'), section('s', 3, [], [headline('q', 0, 'Q')])]
    const changes = compareTrees(before, after)
    // of a and b exactly one left the common order; q changed its column
    const moved = changes.filter((change) => change.moved).map((change) => change.id)
    expect(moved).toHaveLength(2)
    expect(moved).toContain('q')
    expect(['a', 'b']).toContain(moved.find((id) => id !== 'q'))
    expect(changes.find((change) => change.id === 'c')?.kind).toBe('unchanged')
    expect(changes.find((change) => change.id === 'q')?.kind).toBe('moved')
  })

  it('a removed section takes its column modules with it', () => {
    const before = [section('s', 0, [headline('q', 0, 'Q')], [text('t', 0, 'T')])]
    expect(compareTrees(before, []).map((change) => [change.kind, change.id])).toEqual([
      ['removed', 's'],
      ['removed', 'q'],
      ['removed', 't'],
    ])
  })

  it('word differences of identical texts are all "same"; very long texts are not aligned', () => {
    expect(wordDiff('ein zwei', 'ein zwei')).toEqual([{ kind: 'same', text: 'ein zwei' }])
    expect(wordDiff('x '.repeat(700), 'y')).toBeNull()
  })
})
