import type { JsonValue } from '~/server/db/module-tree'
import type { RichText } from '~/server/db/rich-text'

/** An editor's empty document. */
export const emptyRichText = (): RichText => ({ root: { type: 'root', version: 1, children: [], direction: null, format: '', indent: 0 } })

function toJson(value: unknown): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (Array.isArray(value)) return value.map(toJson)
  if (typeof value === 'object') {
    const out: { [key: string]: JsonValue } = {}
    for (const [key, entry] of Object.entries(value)) if (entry !== undefined) out[key] = toJson(entry)
    return out
  }
  return null
}

/** The rich text field's state as the contract carries it: plain JSON (Lexical's own output already is). */
export function richTextJson(state: { root: { [field: string]: unknown } } | null): RichText | null {
  if (!state) return null
  const root = toJson(state.root)
  if (root === null || typeof root !== 'object' || Array.isArray(root)) return null
  return { root: { ...root, type: 'root', version: typeof root.version === 'number' ? root.version : 1 } }
}
