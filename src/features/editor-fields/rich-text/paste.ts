import { isSafeHref } from '~/lib/links'

// Paste from Word or a web page keeps only what the toolbar offers: paragraphs, line breaks, bold, italic, links
// and lists. Headings and other blocks become paragraphs, table rows become paragraphs, images, media, styles,
// fonts, classes and Word's markup are dropped. Runs in the browser (DOMParser) before Lexical imports the HTML.

const DROP = new Set(['SCRIPT', 'STYLE', 'META', 'LINK', 'TITLE', 'HEAD', 'IMG', 'PICTURE', 'SVG', 'VIDEO', 'AUDIO', 'IFRAME', 'OBJECT', 'EMBED', 'CANVAS', 'TEMPLATE', 'NOSCRIPT', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'FORM', 'MATH'])
const BLOCKS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'DIV', 'BLOCKQUOTE', 'PRE', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'ASIDE', 'NAV', 'MAIN', 'ADDRESS', 'FIGURE', 'FIGCAPTION', 'CAPTION', 'DT', 'DD', 'DL', 'CENTER', 'HR'])
const KEEP = new Set(['P', 'BR', 'UL', 'OL', 'LI', 'A', 'STRONG', 'EM'])

function isBold(element: HTMLElement): boolean {
  const weight = element.style.fontWeight
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600
}

function isItalic(element: HTMLElement): boolean {
  return element.style.fontStyle === 'italic' || element.style.fontStyle === 'oblique'
}

function replaceWith(element: Element, tag: string): HTMLElement {
  const replacement = element.ownerDocument.createElement(tag)
  while (element.firstChild) replacement.appendChild(element.firstChild)
  element.replaceWith(replacement)
  return replacement
}

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes))
}

function clean(node: Node): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 8 /* comment */) {
      child.remove()
      continue
    }
    if (!(child instanceof HTMLElement)) {
      // elements of other namespaces (Word's o:p, svg) are dropped with their content
      if (child.nodeType === 1) child.remove()
      continue
    }
    const tag = child.tagName.toUpperCase()
    if (DROP.has(tag) || tag.includes(':')) {
      child.remove()
      continue
    }
    clean(child)
    if (tag === 'TABLE' || tag === 'THEAD' || tag === 'TBODY' || tag === 'TFOOT') {
      unwrap(child)
    } else if (tag === 'TR') {
      for (const cell of Array.from(child.children)) cell.append(' ')
      const paragraph = replaceWith(child, 'p')
      for (const cell of Array.from(paragraph.children)) if (cell.tagName === 'TD' || cell.tagName === 'TH') unwrap(cell)
    } else if (tag === 'TD' || tag === 'TH') {
      unwrap(child)
    } else if (BLOCKS.has(tag)) {
      if (tag === 'HR') child.remove()
      else replaceWith(child, 'p')
    } else if (tag === 'B') {
      // Google Docs wraps everything in <b style="font-weight:normal">
      if (child.style.fontWeight === 'normal' || child.style.fontWeight === '400') unwrap(child)
      else replaceWith(child, 'strong')
    } else if (tag === 'I') {
      replaceWith(child, 'em')
    } else if (tag === 'A') {
      const href = child.getAttribute('href')?.trim() ?? ''
      if (!href || !isSafeHref(href)) {
        unwrap(child)
        continue
      }
      const target = child.getAttribute('target')
      for (const attribute of Array.from(child.attributes)) child.removeAttribute(attribute.name)
      child.setAttribute('href', href)
      if (target === '_blank') child.setAttribute('target', '_blank')
    } else if (KEEP.has(tag)) {
      for (const attribute of Array.from(child.attributes)) child.removeAttribute(attribute.name)
    } else {
      // span, font, u, s, sub, sup, code, mark …: their styling goes, bold and italic set by style stay
      const bold = isBold(child)
      const italic = isItalic(child)
      if (bold || italic) {
        let inner: HTMLElement = replaceWith(child, bold ? 'strong' : 'em')
        if (bold && italic) {
          const em = inner.ownerDocument.createElement('em')
          while (inner.firstChild) em.appendChild(inner.firstChild)
          inner.appendChild(em)
          inner = em
        }
      } else unwrap(child)
    }
  }
}

/** The pasted HTML reduced to what the rich-text field allows. */
export function sanitizePastedHtml(html: string): Document {
  const document = new DOMParser().parseFromString(html, 'text/html')
  clean(document.body)
  return document
}
