import * as v from 'valibot'
import type { Locale } from '~/contract/shared'

/**
 * The tags of generated pages: what a page shows (recorded while it renders, src/server/static/read-tags.server.ts)
 * and what a write changed (recordContentChange) must be spelled alike, or a change regenerates nothing. Both sides
 * build them here; the type admits no other spelling, so a misspelled tag does not compile.
 */

/** Records with pages of their own, or shown on pages: a page showing one carries `<kind>:<id>`. */
export type RecordKind = 'event' | 'production' | 'article' | 'person' | 'venue' | 'series' | 'form' | 'page' | 'account' | 'sponsor'

/** Collections: a page listing records of a kind carries the collection, so a new or removed record regenerates it. */
export type Collection = 'events' | 'productions' | 'articles' | 'persons' | 'venues' | 'series' | 'teasers' | 'taxonomy' | 'sponsors'

/**
 * Site-wide parts of every page or of a few fixed ones. `site-switch` is the site-offline switch: every page reads it
 * (with the settings), but no generated page changes with it (while the site is off, none is served).
 * `sponsor-logos` is the footer's logo area (a site fragment); the sponsors module's pages carry `sponsors`.
 */
export type SitePart = 'redirects' | 'settings' | 'site-switch' | 'breaking-news' | 'opening-hours' | 'legal' | 'sponsor-logos'

/** Everything: the demo seed, a restored database and the venue's identity name this tag. */
export const ALL_PAGES = '*'

export type Tag = `${RecordKind}:${number}` | `container:${string}` | `nav:${Locale}` | `path:${string}` | Collection | SitePart | typeof ALL_PAGES

const record =
  <K extends RecordKind>(kind: K) =>
  (id: number): `${K}:${number}` =>
    `${kind}:${id}`

export const tag = {
  record: (kind: RecordKind, id: number): Tag => `${kind}:${id}`,
  event: record('event'),
  production: record('production'),
  article: record('article'),
  person: record('person'),
  venue: record('venue'),
  series: record('series'),
  form: record('form'),
  page: record('page'),
  account: record('account'),
  sponsor: record('sponsor'),
  /** A shared content container (a slug's modules shown on several pages). */
  container: (slug: string): Tag => `container:${slug}`,
  /** The menu and footer of one language. */
  nav: (lang: Locale): Tag => `nav:${lang}`,
  /** One generated page by its key: the CDN purges by it. */
  path: (key: string): Tag => `path:${key}`,
  collection: (name: Collection): Tag => name,
  site: (part: SitePart): Tag => part,
  all: (): Tag => ALL_PAGES,
} as const

const COLLECTIONS: readonly string[] = ['events', 'productions', 'articles', 'persons', 'venues', 'series', 'teasers', 'taxonomy', 'sponsors'] satisfies Collection[]
const SITE_PARTS: readonly string[] = ['redirects', 'settings', 'site-switch', 'breaking-news', 'opening-hours', 'legal', 'sponsor-logos'] satisfies SitePart[]
const SHAPED = /^(?:(?:event|production|article|person|venue|series|form|page|account|sponsor):\d{1,10}|container:[A-Za-z0-9_-]{1,100}|nav:(?:de|en)|path:\/.*)$/s

export function isTag(value: string): value is Tag {
  return value === ALL_PAGES || COLLECTIONS.includes(value) || SITE_PARTS.includes(value) || SHAPED.test(value)
}

/** A tag read back from the database or the generated tree's manifest. */
export const TagSchema = v.custom<Tag>((value) => typeof value === 'string' && isTag(value), 'not a page tag')
