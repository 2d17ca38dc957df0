// The page tree's rules, safe on both sides: the hub's forms check them as the editor types, the server again.

/** A slug: lower-case letters, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 80

/** The colour themes a page may take (its page_class). */
export const PAGE_THEMES = ['', 'cc01', 'cc02', 'cc03'] as const

/** How long a deleted page stays restorable. */
export const DELETED_PAGE_DAYS = 30

/**
 * First address segments the application answers itself (programme, productions, magazine, forms, search, team,
 * venues, series, the visitor's account, the legal texts): a page at the top cannot take them.
 */
export const RESERVED_TOP_SLUGS = new Set([
  'events',
  'programm',
  'productions',
  'produktionen',
  'magazine',
  'mediathek-de',
  'mediathek-en',
  'forms',
  'search',
  'team',
  'venues',
  'series',
  'user',
  '404',
  'api',
  'pageeditor-api',
  // preview links to drafts (/de/preview/<token>)
  'preview',
])

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' }

/** A slug suggested from a title: "Festival 2027" → "festival-2027", "Über uns" → "ueber-uns". */
export function slugFromTitle(title: string): string {
  return title
    .replace(/[äöüßÄÖÜ]/g, (char) => UMLAUTS[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '')
}

/** The address of a page path in a language: '' is the home page. */
export function pageAddress(lang: string, path: string): string {
  return path ? `/${lang}/${path}` : `/${lang}`
}

export type DropWhere = 'before' | 'after' | 'inside'

/**
 * Where a page dropped on another one lands: before or after it among its siblings, or inside it as its last
 * subpage. The position counts the new siblings without the page itself (as the move operation does); null when
 * the drop means nothing (onto itself or into its own branch).
 */
export function dropPlacement(
  pages: readonly { id: number; parent_id: number | null; position: number }[],
  id: number,
  targetId: number,
  where: DropWhere,
): { parent_id: number | null; position: number } | null {
  if (id === targetId) return null
  const target = pages.find((page) => page.id === targetId)
  if (!target) return null
  let cursor: typeof target | undefined = target
  while (cursor) {
    if (cursor.id === id) return null
    const parentId: number | null = cursor.parent_id
    cursor = parentId === null ? undefined : pages.find((page) => page.id === parentId)
  }
  if (where === 'inside') return { parent_id: targetId, position: pages.filter((page) => page.parent_id === targetId && page.id !== id).length }
  const siblings = pages.filter((page) => page.parent_id === target.parent_id && page.id !== id).sort((a, b) => a.position - b.position || a.id - b.id)
  const index = siblings.findIndex((page) => page.id === targetId)
  return { parent_id: target.parent_id, position: where === 'before' ? index : index + 1 }
}
