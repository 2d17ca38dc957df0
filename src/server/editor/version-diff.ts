import type { JsonValue, ModuleNode } from '~/server/db/module-tree'
import { cleanText, richTextToPlain } from '~/server/search/text'

// Two versions of a page compared module by module, as an editor reads it: which modules were added or removed,
// which moved, and which fields changed (texts with their word-level differences). Modules are matched by id:
// the editor keeps a module's id through every edit, move and undo.

export type WordPart = { kind: 'same' | 'added' | 'removed'; text: string }

export interface FieldChange {
  field: string
  before: string
  after: string
  /** word-level differences of a text field (absent where the values are not texts or too long to align) */
  words: WordPart[] | null
}

export interface ModuleChange {
  kind: 'added' | 'removed' | 'changed' | 'moved' | 'unchanged'
  id: string
  model: string
  /** the module's first text, to tell modules of one kind apart */
  summary: string
  /** changed fields (`changed`; a moved module may also have changed fields) */
  fields: FieldChange[]
  /** also moved: to another place among its siblings or into another section column or list */
  moved: boolean
}

interface Placed {
  node: ModuleNode
  /** the parent module and column it stands in ('' at the top) */
  container: string
}

const TEXT_LIMIT = 300
const WORD_LIMIT = 600

function flatten(nodes: readonly ModuleNode[], container: string, out: Map<string, Placed>, order: Map<string, string[]>): void {
  const sorted = [...nodes].sort((a, b) => a.order - b.order)
  order.set(container, sorted.map((node) => node.id))
  for (const node of sorted) {
    out.set(node.id, { node, container })
    if (node.children) flatten(node.children, `${node.id}/children`, out, order)
    for (const column of node.columns ?? []) flatten(column.children, `${node.id}/column-${column.index}`, out, order)
  }
}

/** A field's value as an editor reads it: rich text and HTML as plain text, anything else as compact JSON. */
export function readableValue(value: JsonValue | undefined): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return cleanText(value)
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (!Array.isArray(value) && 'root' in value) return richTextToPlain(value)
  return JSON.stringify(value)
}

function clip(text: string): string {
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text
}

/** The longest common subsequence of two lists, as pairs of indexes. */
function commonPairs<T>(a: readonly T[], b: readonly T[]): [number, number][] {
  const rows = a.length + 1
  const cols = b.length + 1
  const table = new Uint32Array(rows * cols)
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = a[i] === b[j] ? (table[(i + 1) * cols + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0)
    }
  }
  const pairs: [number, number][] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j])
      i++
      j++
    } else if ((table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0)) i++
    else j++
  }
  return pairs
}

/** Word-level differences of two texts; null when either is too long to align. */
export function wordDiff(before: string, after: string): WordPart[] | null {
  const a = before.split(/\s+/).filter(Boolean)
  const b = after.split(/\s+/).filter(Boolean)
  if (a.length > WORD_LIMIT || b.length > WORD_LIMIT) return null
  const parts: WordPart[] = []
  const push = (kind: WordPart['kind'], word: string) => {
    const last = parts.at(-1)
    if (last && last.kind === kind) last.text += ` ${word}`
    else parts.push({ kind, text: word })
  }
  let i = 0
  let j = 0
  for (const [ai, bj] of commonPairs(a, b)) {
    while (i < ai) push('removed', a[i++] ?? '')
    while (j < bj) push('added', b[j++] ?? '')
    push('same', a[i] ?? '')
    i++
    j++
  }
  while (i < a.length) push('removed', a[i++] ?? '')
  while (j < b.length) push('added', b[j++] ?? '')
  return parts
}

function summaryOf(node: ModuleNode): string {
  for (const key of ['headline', 'title', 'content', 'text', 'quote', 'link_text', 'slug', 'author']) {
    const text = readableValue(node.data[key])
    if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text
  }
  return ''
}

function fieldChanges(before: ModuleNode, after: ModuleNode): FieldChange[] {
  const keys = [...new Set([...Object.keys(before.data), ...Object.keys(after.data)])].sort()
  const changes: FieldChange[] = []
  for (const field of keys) {
    const old = before.data[field]
    const next = after.data[field]
    if (JSON.stringify(old ?? null) === JSON.stringify(next ?? null)) continue
    const oldText = readableValue(old)
    const newText = readableValue(next)
    const textual = typeof old === 'string' || typeof next === 'string' || (typeof old === 'object' && old !== null && !Array.isArray(old) && 'root' in old) || (typeof next === 'object' && next !== null && !Array.isArray(next) && 'root' in next)
    changes.push({ field, before: clip(oldText), after: clip(newText), words: textual ? wordDiff(oldText, newText) : null })
  }
  return changes
}

/**
 * The differences from `before` to `after`, in the order of `after` with removed modules where they stood. A module
 * is moved when it changed its section column or list, or left the common order of its siblings.
 */
export function compareTrees(before: readonly ModuleNode[], after: readonly ModuleNode[]): ModuleChange[] {
  const old = new Map<string, Placed>()
  const next = new Map<string, Placed>()
  const oldOrder = new Map<string, string[]>()
  const newOrder = new Map<string, string[]>()
  flatten(before, '', old, oldOrder)
  flatten(after, '', next, newOrder)

  // modules that kept their container but left the common order of their siblings
  const reordered = new Set<string>()
  for (const [container, ids] of newOrder) {
    const previous = (oldOrder.get(container) ?? []).filter((id) => next.get(id)?.container === container)
    const current = ids.filter((id) => old.get(id)?.container === container)
    const kept = new Set(commonPairs(previous, current).map(([i]) => previous[i]))
    for (const id of current) if (!kept.has(id)) reordered.add(id)
  }

  const changes: ModuleChange[] = []
  const describe = (placed: Placed): ModuleChange | null => {
    const { node } = placed
    const was = old.get(node.id)
    if (!was) return { kind: 'added', id: node.id, model: node.model, summary: summaryOf(node), fields: [], moved: false }
    const moved = was.container !== placed.container || reordered.has(node.id)
    const fields = was.node.model === node.model ? fieldChanges(was.node, node) : [{ field: 'model', before: was.node.model, after: node.model, words: null }]
    const kind = fields.length > 0 ? 'changed' : moved ? 'moved' : 'unchanged'
    return { kind, id: node.id, model: node.model, summary: summaryOf(node) || summaryOf(was.node), fields, moved }
  }
  const removedUnder = (container: string) => {
    for (const id of oldOrder.get(container) ?? []) {
      const placed = old.get(id)
      if (placed && !next.has(id)) {
        changes.push({ kind: 'removed', id, model: placed.node.model, summary: summaryOf(placed.node), fields: [], moved: false })
      }
    }
  }
  // walk the new tree in reading order; removed modules follow the container they stood in
  const walk = (container: string) => {
    for (const id of newOrder.get(container) ?? []) {
      const placed = next.get(id)
      if (!placed) continue
      const change = describe(placed)
      if (change) changes.push(change)
      for (const key of newOrder.keys()) if (key.startsWith(`${id}/`)) walk(key)
    }
    removedUnder(container)
  }
  walk('')
  // containers that exist only in the old tree (their parent was removed): their modules are removed too
  for (const container of oldOrder.keys()) {
    if (container !== '' && !newOrder.has(container)) removedUnder(container)
  }
  return changes
}
