import {
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  ParagraphNode,
  TextNode,
  type ElementFormatType,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  type TextFormatType,
} from 'lexical'
import { $isLinkNode, $toggleLink, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { HeadingNode } from '@lexical/rich-text'
import { mergeRegister } from '@lexical/utils'
import { withDefaultProtocol } from '~/lib/links'

// The rich-text field's editor, without any DOM: the node set, the formats and alignments the spec's toolbar
// offers (platform.md §9), and the rules that keep every document inside them. The React field and the
// round-trip tests share this module.

/**
 * Paragraphs, bulleted and numbered lists, links: nothing else can enter a document. Headings are known so that stored
 * texts having them (the magazine's articles) load and keep them; the toolbar adds none, pasted ones arrive as
 * paragraphs (paste.ts).
 */
export const RICH_TEXT_NODES: readonly Klass<LexicalNode>[] = [ParagraphNode, TextNode, ListNode, ListItemNode, LinkNode, HeadingNode]

/** Bold and italic (Lexical's text format bits 1 and 2). */
export const ALLOWED_TEXT_FORMATS: readonly TextFormatType[] = ['bold', 'italic']
const ALLOWED_FORMAT_BITS = 1 | 2

export const ALIGNMENTS = ['left', 'center', 'right'] as const
export type Alignment = (typeof ALIGNMENTS)[number]

export type LinkInput = { url: string; newWindow: boolean }

/** The attributes a link gets: the default https:// protocol, and a new window only with noopener. */
export function linkAttributes(input: LinkInput): { url: string; target: string | null; rel: string | null } {
  const url = withDefaultProtocol(input.url)
  return input.newWindow ? { url, target: '_blank', rel: 'noopener noreferrer' } : { url, target: null, rel: null }
}

function isAlignment(value: string): value is Alignment {
  return ALIGNMENTS.some((alignment) => alignment === value)
}

/**
 * Keeps documents to the toolbar: text formats other than bold and italic and inline styles are dropped
 * (keyboard shortcuts, paste), alignments other than left/center/right are refused, links get the default
 * protocol. Returns the cleanup.
 */
export function registerRichTextRules(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(TextNode, (node) => {
      const format = node.getFormat()
      if ((format & ~ALLOWED_FORMAT_BITS) !== 0) node.setFormat(format & ALLOWED_FORMAT_BITS)
      if (node.getStyle() !== '') node.setStyle('')
    }),
    editor.registerNodeTransform(ParagraphNode, (node) => {
      const format = node.getFormatType()
      if (format !== '' && !isAlignment(format)) node.setFormat('')
      if (node.getIndent() !== 0) node.setIndent(0)
      if (node.getStyle() !== '') node.setStyle('')
      if (node.getTextStyle() !== '') node.setTextStyle('')
      // only when it changes something: a transform that always writes would run forever
      if ((node.getTextFormat() & ~ALLOWED_FORMAT_BITS) !== 0) node.setTextFormat(node.getTextFormat() & ALLOWED_FORMAT_BITS)
    }),
    editor.registerNodeTransform(LinkNode, (node) => {
      const url = node.getURL()
      const fixed = withDefaultProtocol(url)
      if (fixed !== url) node.setURL(fixed)
      if (node.getTarget() === '_blank' && node.getRel() !== 'noopener noreferrer') node.setRel('noopener noreferrer')
      if (node.getTarget() !== null && node.getTarget() !== '_blank') node.setTarget(null)
    }),
    editor.registerCommand(
      FORMAT_TEXT_COMMAND,
      (format: TextFormatType) => !ALLOWED_TEXT_FORMATS.includes(format),
      COMMAND_PRIORITY_HIGH,
    ),
    editor.registerCommand(FORMAT_ELEMENT_COMMAND, (format: ElementFormatType) => format !== '' && !isAlignment(format), COMMAND_PRIORITY_HIGH),
    editor.registerCommand(
      TOGGLE_LINK_COMMAND,
      (payload) => {
        if (payload === null) {
          $toggleLink(null)
          return true
        }
        const input = typeof payload === 'string' ? { url: payload, newWindow: false } : { url: payload.url, newWindow: payload.target === '_blank' }
        const { url, target, rel } = linkAttributes(input)
        if (!url) {
          $toggleLink(null)
          return true
        }
        $toggleLink(url, { target, rel })
        return true
      },
      COMMAND_PRIORITY_LOW,
    ),
  )
}

/** Sets or removes (empty url) the link on the current selection. */
export function applyLink(editor: LexicalEditor, input: LinkInput | null): void {
  if (!input || !input.url.trim()) {
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)
    return
  }
  const { url, target, rel } = linkAttributes(input)
  editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, target, rel })
}

/** The link around the selection, if any (read inside an editor read or update). */
export function $selectedLink(): { url: string; newWindow: boolean } | null {
  const selection = $getSelection()
  if (!$isRangeSelection(selection)) return null
  const node = selection.anchor.getNode()
  const link = $isLinkNode(node) ? node : node.getParents().find($isLinkNode)
  if (!link) return null
  return { url: link.getURL(), newWindow: link.getTarget() === '_blank' }
}
