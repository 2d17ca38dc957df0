import type { Locale } from '~/contract/shared'
import { formatLongDate } from '~/lib/format'
import { berlinTime, dateParts } from '~/lib/berlin-time'
import { walkModules } from '~/server/db/module-tree'
import type { JsonValue, ModuleNode } from '~/server/db/module-tree'

/** The marks around matched words in titles and excerpts of hits (private-use characters: never in a text). */
export const MARK_START = '\uE000'
export const MARK_END = '\uE001'

const MARKS = /[\uE000\uE001]/g

/** Whitespace collapsed, tags and the hit marks removed: what goes into an index text. */
export function cleanText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(MARKS, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The texts of a stored rich text (Lexical JSON): its text nodes, paragraphs separated. */
export function richTextToPlain(value: unknown): string {
  const parts: string[] = []
  const visit = (node: unknown, depth: number) => {
    if (depth > 40 || typeof node !== 'object' || node === null) return
    if ('text' in node && typeof node.text === 'string') parts.push(node.text)
    if ('children' in node && Array.isArray(node.children)) {
      for (const child of node.children) visit(child, depth + 1)
      parts.push(' ')
    }
  }
  if (typeof value === 'object' && value !== null && 'root' in value) visit(value.root, 0)
  return cleanText(parts.join(''))
}

/** Module data fields that hold text a visitor reads (not links, classes, ids or embed codes). */
const TEXT_FIELDS = new Set([
  'headline',
  'title',
  'subtitle',
  'subline',
  'preline',
  'text',
  'teaser',
  'content',
  'description',
  'quote',
  'author',
  'question',
  'answer',
  'info',
  'caption',
  'intro',
  'name',
])

function collectData(value: JsonValue, field: string | null, out: string[], depth: number): void {
  if (depth > 12 || value === null) return
  if (typeof value === 'string') {
    if (field !== null && TEXT_FIELDS.has(field) && !/^(\/|https?:\/\/)\S*$/.test(value.trim())) out.push(cleanText(value))
    return
  }
  if (Array.isArray(value)) {
    for (const item of value) collectData(item, field, out, depth + 1)
    return
  }
  if (typeof value !== 'object') return
  if ('root' in value) {
    out.push(richTextToPlain(value))
    return
  }
  for (const [key, item] of Object.entries(value)) collectData(item, key, out, depth + 1)
}

/** The visible texts of a CMS page's module tree (headlines, texts, teasers, FAQ …), in reading order. */
export function modulesToPlain(modules: readonly ModuleNode[]): string {
  const out: string[] = []
  for (const node of walkModules(modules)) {
    for (const [field, value] of Object.entries(node.data ?? {})) collectData(value, field, out, 0)
  }
  return out.filter(Boolean).join(' ')
}

/**
 * The words a visitor may type for a day: "21 11 2026", the weekday and month names ("Samstag, 21. November
 * 2026"), and the zero-padded day and month ("05 03").
 */
export function dateWords(instant: Date, lang: Locale): string {
  const { date } = berlinTime(instant.getTime())
  const { day, month, year } = dateParts(date)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${formatLongDate(date, lang)} ${day} ${month} ${year} ${pad(day)} ${pad(month)}`
}

/** The words of a text for the "Did you mean:" list: letters only, 3 to 40 characters, as written. */
export function vocabulary(text: string): string[] {
  return text.split(/[^\p{L}]+/u).filter((word) => word.length >= 3 && word.length <= 40)
}

/**
 * The words of a search text: lower-cased, split at anything but letters and digits, at most eight.
 * Only such words reach a text-search query, so no input can break its syntax.
 */
export function queryTokens(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((token) => token.slice(0, 40))
    .slice(0, 8)
}
