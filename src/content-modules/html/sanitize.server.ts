import sanitizeHtml from 'sanitize-html'
import { EMBED_FRAME_ORIGINS, isEmbedFrameUrl } from '../embeds/embed-origins'

/**
 * The HTML module's allow-list (issue 35): editors' own markup — text, tables, lists, links, images and the players
 * of the embed origins — and nothing that runs script, loads a style or a document, submits, redirects or re-bases
 * the page. sanitize-html parses like a browser (entities decoded, case folded) before anything is checked, so
 * `&#106;avascript:`, `JaVaScRiPt:` or a tab inside the scheme are the same address to it as to the browser.
 */
const ALLOWED_TAGS = [
  // structure and text
  'p', 'div', 'span', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'var',
  'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'dfn', 'time',
  'data', 'bdi', 'bdo', 'wbr', 'address', 'section', 'article', 'aside', 'header', 'footer', 'figure', 'figcaption',
  'details', 'summary',
  // lists and tables
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  // links, images and players
  'a', 'img', 'picture', 'iframe',
]

/** Markup whose content is dropped with it: a script's or a style's text is not the page's text. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'noembed', 'noframes', 'template', 'title', 'xmp', 'svg', 'math', 'object', 'embed', 'applet', 'iframe']

/** An id an anchor can point at; never one that shadows a global of the page's scripts (`$_TSR`, `__proto__`). */
const SAFE_ID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/

const embedHosts = EMBED_FRAME_ORIGINS.map((origin) => origin.slice('https://'.length))

/** Drops an id that could shadow a script's global; a new window opened by a link cannot reach back to the page. */
function safeAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { id, ...rest } = attribs
  const kept = id !== undefined && SAFE_ID.test(id) ? { ...rest, id } : rest
  return { tagName, attribs: tagName === 'a' && kept.target === '_blank' ? { ...kept, rel: 'noopener noreferrer' } : kept }
}

const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|%|em|rem|ch)?$/]

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // `iframe` is allowed, but its content (fallback text) is not shown by browsers either
  nonTextTags: DROPPED_WITH_CONTENT.filter((tag) => tag !== 'iframe'),
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'style', 'aria-*', 'role'],
    a: ['href', { name: 'target', multiple: false, values: ['_blank', '_self'] }, 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', { name: 'loading', multiple: false, values: ['lazy', 'eager'] }, { name: 'decoding', multiple: false, values: ['async', 'auto'] }],
    iframe: ['src', 'width', 'height', 'allowfullscreen', { name: 'loading', multiple: false, values: ['lazy', 'eager'] }, { name: 'referrerpolicy', multiple: false, values: ['no-referrer', 'strict-origin-when-cross-origin'] }],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    time: ['datetime'],
    data: ['value'],
    details: ['open'],
    q: ['cite'],
    blockquote: ['cite'],
    del: ['datetime'],
    ins: ['datetime'],
  },
  // inline styles keep layout only: no url(), no expression(), nothing that loads or positions over the page
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/],
      'vertical-align': [/^(top|middle|bottom|baseline)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'white-space': [/^(normal|nowrap|pre|pre-wrap|pre-line)$/],
      width: LENGTH,
      'max-width': LENGTH,
      height: LENGTH,
    },
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: embedHosts.filter((host) => !host.startsWith('*.')),
  allowedIframeDomains: embedHosts.filter((host) => host.startsWith('*.')).map((host) => host.slice(2)),
  allowIframeRelativeUrls: false,
  transformTags: { '*': safeAttributes },
  exclusiveFilter: (frame) => {
    // a player only from an embed origin: any other frame goes entirely (sanitize-html alone would keep an empty one)
    return frame.tag === 'iframe' && !isEmbedFrameUrl(frame.attribs.src)
  },
}

/** The editor's HTML as the page may show it: anything outside the allow-list is gone. Idempotent. */
export function sanitizeModuleHtml(html: string): string {
  return sanitizeHtml(html, options)
}

/** A node of any module tree: stored, as the editor sends it, or as visitors get it. */
type TreeNode<T> = { model: string; data: Record<string, T>; children?: TreeNode<T>[]; columns?: { children: TreeNode<T>[] }[] }

/**
 * The tree with every HTML module's code sanitized: at save (what is stored is safe) and whenever page data is
 * produced for a page (content stored before the sanitizer, or written around it, is not trusted either).
 */
export function sanitizeHtmlModules<T, N extends TreeNode<T>>(nodes: readonly N[]): N[] {
  return nodes.map((node) => {
    const code = node.model === 'HtmlModule' ? node.data.html_code : undefined
    return {
      ...node,
      ...(typeof code === 'string' ? { data: { ...node.data, html_code: sanitizeModuleHtml(code) } } : {}),
      ...(node.children ? { children: sanitizeHtmlModules(node.children) } : {}),
      ...(node.columns ? { columns: node.columns.map((column) => ({ ...column, children: sanitizeHtmlModules(column.children) })) } : {}),
    }
  })
}
