import * as v from 'valibot'

/**
 * Lexical's serialized editor state (`editor.toJSON()`), as stored for rich text (decision 0003). Nodes are
 * kept loose: the renderer reads the fields it knows and ignores the rest, so newer Lexical versions still parse.
 */
export type LexicalNode = {
  type: string
  children?: LexicalNode[]
  [field: string]: unknown
}

export const LexicalNodeSchema: v.GenericSchema<LexicalNode> = v.looseObject({
  type: v.string(),
  children: v.optional(v.array(v.lazy(() => LexicalNodeSchema))),
})

export const RichTextSchema = v.object({
  root: v.looseObject({
    type: v.literal('root'),
    children: v.array(LexicalNodeSchema),
  }),
})
export type RichTextState = v.InferOutput<typeof RichTextSchema>

/** Whether the state holds any visible text (an editor's empty document is one empty paragraph). */
export function hasRichTextContent(state: RichTextState): boolean {
  const visit = (node: LexicalNode): boolean =>
    (node.type === 'text' && typeof node.text === 'string' && node.text.trim() !== '') || (node.children ?? []).some(visit)
  return state.root.children.some(visit)
}
