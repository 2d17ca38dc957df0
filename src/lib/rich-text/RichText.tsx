import { createElement, Fragment } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { isSafeHref, withDefaultProtocol } from '~/lib/links'
import { SmartLink } from '~/features/chrome/SmartLink'
import type { LexicalNode, RichTextState } from './schema'
import { hasFormat } from './text-format'

// Children are passed as separate createElement arguments: the content is static, so no keys are needed.

const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const
type HeadingTag = (typeof HEADING_TAGS)[number]
const ALIGNMENTS = ['left', 'center', 'right', 'justify', 'start', 'end'] as const
type Alignment = (typeof ALIGNMENTS)[number]

function headingTag(tag: unknown): HeadingTag {
  // the page title is the only h1, so an editor's h1 becomes h2
  return HEADING_TAGS.find((candidate) => candidate === tag) ?? 'h2'
}

function alignment(node: LexicalNode): CSSProperties | undefined {
  const textAlign: Alignment | undefined = ALIGNMENTS.find((candidate) => candidate === node.format)
  return textAlign ? { textAlign } : undefined
}

function blockProps(node: LexicalNode): { style?: CSSProperties; dir?: 'rtl' } {
  const style = alignment(node)
  return { ...(style ? { style } : {}), ...(node.direction === 'rtl' ? { dir: 'rtl' } : {}) }
}

function renderText(node: LexicalNode): ReactNode {
  if (typeof node.text !== 'string' || node.text === '') return null
  const format = typeof node.format === 'number' ? node.format : 0
  let content: ReactNode = node.text
  if (hasFormat(format, 'code')) content = createElement('code', null, content)
  if (hasFormat(format, 'highlight')) content = createElement('mark', null, content)
  if (hasFormat(format, 'subscript')) content = createElement('sub', null, content)
  else if (hasFormat(format, 'superscript')) content = createElement('sup', null, content)
  if (hasFormat(format, 'underline')) content = createElement('u', null, content)
  if (hasFormat(format, 'strikethrough')) content = createElement('s', null, content)
  if (hasFormat(format, 'italic')) content = createElement('em', null, content)
  if (hasFormat(format, 'bold')) content = createElement('strong', null, content)
  return content
}

function renderLink(node: LexicalNode): ReactNode {
  const children = renderChildren(node)
  const url = typeof node.url === 'string' ? withDefaultProtocol(node.url) : ''
  // an unsafe or empty address keeps the words and drops the link
  if (!url || !isSafeHref(url)) return createElement(Fragment, null, ...children)
  return createElement(SmartLink, {
    href: url,
    // the editor's "Open new Window" applies to web pages; mail and phone links open their app
    newWindow: node.target === '_blank' && /^https?:/i.test(url),
    title: typeof node.title === 'string' && node.title ? node.title : undefined,
    children: createElement(Fragment, null, ...children),
  })
}

function isListNode(node: LexicalNode): boolean {
  return node.type === 'list'
}

/** List items; a nested list (Lexical: an item holding only lists) moves into the item before it. */
function renderList(node: LexicalNode): ReactNode {
  const items: ReactNode[][] = []
  for (const child of node.children ?? []) {
    if (child.type !== 'listitem') continue
    const content = renderChildren(child)
    const nestedOnly = (child.children ?? []).length > 0 && (child.children ?? []).every(isListNode)
    const previous = items.at(-1)
    if (nestedOnly && previous) previous.push(...content)
    else items.push(content)
  }
  const listItems = items.map((content) => createElement('li', null, ...content))
  if (node.listType === 'number') {
    const start = typeof node.start === 'number' && node.start !== 1 ? node.start : undefined
    return createElement('ol', { ...blockProps(node), start }, ...listItems)
  }
  return createElement('ul', blockProps(node), ...listItems)
}

function renderNode(node: LexicalNode): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node)
    case 'linebreak':
      return createElement('br')
    case 'tab':
      return '\t'
    case 'paragraph': {
      const children = renderChildren(node)
      // an empty paragraph is an empty line in the editor
      return createElement('p', blockProps(node), ...(children.length > 0 ? children : [createElement('br')]))
    }
    case 'heading':
      return createElement(headingTag(node.tag), blockProps(node), ...renderChildren(node))
    case 'quote':
      return createElement('blockquote', blockProps(node), ...renderChildren(node))
    case 'list':
      return renderList(node)
    case 'listitem':
      return createElement('li', null, ...renderChildren(node))
    case 'link':
    case 'autolink':
      return renderLink(node)
    default:
      // unknown nodes (and their content) are not rendered
      return null
  }
}

function renderChildren(node: LexicalNode): ReactNode[] {
  return (node.children ?? []).map(renderNode).filter((child) => child !== null)
}

/** Renders Lexical's serialized state as React elements, without raw HTML. */
export function RichText({ state }: { state: RichTextState }) {
  return createElement(Fragment, null, ...state.root.children.map(renderNode).filter((child) => child !== null))
}
