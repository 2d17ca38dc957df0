import * as v from 'valibot'
import { sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import { SEARCH_PAGE_SIZE, SEARCH_TYPES } from '~/contract/search'
import type { SearchCategory, SearchCounts, SearchHit, SearchSuggestion, SearchType } from '~/contract/search'
import type { Locale } from '~/contract/shared'
import { rawRows } from '~/server/db/client.server'
import type { Db } from '~/server/db/client.server'
import { SEARCH_CONFIG } from './index.server'
import { MARK_END, MARK_START, queryTokens } from './text'

/** The record kinds each category of the search page shows. */
export const CATEGORY_TYPES: Record<SearchCategory, readonly SearchType[]> = {
  all: SEARCH_TYPES,
  events: ['event'],
  others: SEARCH_TYPES.filter((type) => type !== 'event'),
  productions: ['production'],
  magazine: ['article'],
  people: ['person'],
  venues: ['venue'],
  series: ['series'],
  pages: ['page'],
}

const CATEGORY_OF_TYPE: Record<SearchType, Exclude<SearchCategory, 'all' | 'others'>> = {
  event: 'events',
  production: 'productions',
  article: 'magazine',
  person: 'people',
  venue: 'venues',
  series: 'series',
  page: 'pages',
}

export type SearchOptions = { now?: Date }

type QueryMode = {
  /** prefix matching (search-as-you-type) for words of two letters or more that are not numbers */
  prefix: boolean
  /** only words of these weights (the title: 'A') */
  weights?: string
}

/**
 * The text-search query of a search text in a language: every word must match, each either as the language's
 * stem or as written (both with prefix matching), and stop words are left out. Null when nothing remains.
 * Only letters and digits reach `to_tsquery` (queryTokens), so no input breaks its syntax.
 */
export function textQuery(lang: Locale, tokens: readonly string[], mode: QueryMode): SQL | null {
  if (!tokens.length) return null
  const config = SEARCH_CONFIG[lang]
  const parts = tokens.map((token) => {
    const prefix = mode.prefix && token.length >= 2 && !/^\p{N}+$/u.test(token)
    const weights = mode.weights ?? ''
    const term = prefix ? `${token}:*${weights}` : weights ? `${token}:${weights}` : token
    const stemmed = sql`to_tsquery(${config}::regconfig, ${term})`
    // a stop word (numnode 0) drops out entirely instead of being required as written
    return sql`(${stemmed} || CASE WHEN numnode(${stemmed}) = 0 THEN ${stemmed} ELSE to_tsquery('simple'::regconfig, ${term}) END)`
  })
  return sql.join(parts, sql` && `)
}

/**
 * The language as a literal, not a parameter: the partial per-language indexes only match a constant (a cached
 * generic plan would not use them). Only 'de' or 'en' can come out.
 */
const localeLiteral = (lang: Locale) => sql.raw(lang === 'en' ? `'en'::locale` : `'de'::locale`)
const visible = (now: Date) => sql`(d.visible_from IS NULL OR d.visible_from <= ${now.toISOString()}::timestamptz)`
const upcoming = (now: Date) => sql`(d.kind <> 'event' OR coalesce(d.ends_at, d.starts_at) >= ${now.toISOString()}::timestamptz)`
const typeList = (types: readonly SearchType[]) =>
  sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )
/** Overview pages of a kind weigh a little more than one of many performances. */
const KIND_WEIGHT = sql`CASE d.kind WHEN 'production' THEN 1.4 WHEN 'person' THEN 1.3 WHEN 'venue' THEN 1.3 WHEN 'series' THEN 1.2 WHEN 'article' THEN 0.9 ELSE 1.0 END`

const CountRow = v.object({ kind: v.picklist(SEARCH_TYPES), n: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)) })
const Instant = v.nullable(v.pipe(v.union([v.string(), v.date()]), v.transform((value) => new Date(value).toISOString())))
const HitRow = v.object({
  kind: v.picklist(SEARCH_TYPES),
  ref_id: v.number(),
  title: v.string(),
  title_marked: v.nullable(v.string()),
  subtitle: v.nullable(v.string()),
  url: v.string(),
  excerpt: v.nullable(v.string()),
  starts_at: Instant,
  ends_at: Instant,
  venue: v.nullable(v.string()),
  upcoming: v.boolean(),
})
const SuggestionRow = v.object({ kind: v.picklist(SEARCH_TYPES), title: v.string(), subtitle: v.nullable(v.string()), url: v.string(), starts_at: Instant })
const WordRow = v.object({ display: v.string() })

/**
 * Runs the reads of a search with the language's text-search indexes as the only way in: the planner
 * overestimates how many rows a prefix query matches and would otherwise read the whole table, testing every row.
 */
async function throughIndexes<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`)
    return read(tx)
  })
}

export function emptyCounts(): SearchCounts {
  return { all: 0, events: 0, others: 0, productions: 0, magazine: 0, people: 0, venues: 0, series: 0, pages: 0 }
}

/** How many public documents of a language match, per category. */
export async function countMatches(db: Db, lang: Locale, query: string, options: SearchOptions = {}): Promise<SearchCounts> {
  const counts = emptyCounts()
  const tsquery = textQuery(lang, queryTokens(query), { prefix: true })
  if (!tsquery) return counts
  const now = options.now ?? new Date()
  const rows = await throughIndexes(db, (tx) =>
    rawRows(
      tx,
      sql`SELECT d.kind, count(*)::int AS n FROM search_documents d
        WHERE d.locale = ${localeLiteral(lang)} AND ${visible(now)} AND d.document @@ (${tsquery})
        GROUP BY d.kind`,
    ),
  )
  for (const raw of rows) {
    const row = v.parse(CountRow, raw)
    counts[CATEGORY_OF_TYPE[row.kind]] += row.n
    counts.all += row.n
    if (row.kind !== 'event') counts.others += row.n
  }
  return counts
}

/**
 * One page of a category's hits, best first: upcoming events before past ones (the soonest first among equals),
 * overview pages (productions, people, venues) a little before single performances.
 */
export async function findMatches(db: Db, lang: Locale, query: string, category: SearchCategory, page: number, options: SearchOptions = {}): Promise<SearchHit[]> {
  const tsquery = textQuery(lang, queryTokens(query), { prefix: true })
  if (!tsquery) return []
  const now = options.now ?? new Date()
  const config = SEARCH_CONFIG[lang]
  const order =
    category === 'events'
      ? sql`upcoming DESC, round(rank::numeric, 2) DESC, CASE WHEN upcoming THEN d.starts_at END ASC, d.starts_at DESC, d.id`
      : sql`rank * ${KIND_WEIGHT} * CASE WHEN upcoming THEN 1 ELSE 0.3 END DESC, CASE WHEN upcoming THEN d.starts_at END ASC NULLS LAST, d.starts_at DESC NULLS LAST, d.id`
  const marks = `StartSel=${MARK_START}, StopSel=${MARK_END}`
  const rows = await throughIndexes(db, (tx) =>
    rawRows(
      tx,
      sql`WITH q AS (SELECT ${tsquery} AS query),
        page AS (
          SELECT * FROM (
            SELECT d.id, d.kind, d.ref_id, d.title, d.subtitle, d.url, d.body, d.starts_at, d.ends_at, d.venue, ${upcoming(now)} AS upcoming,
                   ts_rank(d.head, q.query) AS rank
            FROM search_documents d, q
            WHERE d.locale = ${localeLiteral(lang)} AND d.kind IN (${typeList(CATEGORY_TYPES[category])}) AND ${visible(now)} AND d.document @@ q.query
          ) d
          ORDER BY ${order}
          LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${(page - 1) * SEARCH_PAGE_SIZE}
        )
        SELECT d.kind, d.ref_id, d.title, d.subtitle, d.url, d.starts_at, d.ends_at, d.venue, d.upcoming,
               ts_headline(${config}::regconfig, d.title, q.query, ${`${marks}, HighlightAll=true`}) AS title_marked,
               CASE WHEN d.body = '' THEN NULL ELSE ts_headline(${config}::regconfig, d.body, q.query, ${`${marks}, MaxWords=30, MinWords=14, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`}) END AS excerpt
        FROM page d, q
        ORDER BY ${order}`,
    ),
  )
  return rows.map((raw) => {
    const row = v.parse(HitRow, raw)
    return {
      id: `${row.kind}-${row.ref_id}`,
      type: row.kind,
      title: row.title,
      title_marked: row.title_marked ?? row.title,
      subtitle: row.subtitle,
      url: row.url,
      excerpt: row.excerpt || null,
      date: row.starts_at,
      date_end: row.ends_at,
      venue: row.venue,
      upcoming: row.upcoming,
    }
  })
}

/**
 * "Did you mean:": each word that starts no word of the indexed texts is replaced by the most similar one
 * (trigram similarity); offered only when the corrected text finds something.
 */
export async function suggestCorrection(db: Db, lang: Locale, query: string, options: SearchOptions = {}): Promise<string | null> {
  const tokens = queryTokens(query)
  if (!tokens.length) return null
  let changed = false
  const corrected: string[] = []
  for (const token of tokens) {
    if (token.length < 3 || /\p{N}/u.test(token)) {
      corrected.push(token)
      continue
    }
    // tokens hold letters only here: nothing to escape in the LIKE pattern
    const known = await rawRows(db, sql`SELECT 1 AS found FROM search_words WHERE locale = ${lang}::locale AND word LIKE ${`${token}%`} LIMIT 1`)
    if (known.length) {
      corrected.push(token)
      continue
    }
    const [best] = await rawRows(
      db,
      sql`SELECT display FROM search_words WHERE locale = ${lang}::locale AND word % ${token}
          ORDER BY similarity(word, ${token}) DESC, length(word), word LIMIT 1`,
    )
    if (best) {
      corrected.push(v.parse(WordRow, best).display)
      changed = true
    } else corrected.push(token)
  }
  if (!changed) return null
  const suggestion = corrected.join(' ')
  const counts = await countMatches(db, lang, suggestion, options)
  return counts.all > 0 ? suggestion : null
}

export const AUTOCOMPLETE_LIMIT = 8

/**
 * Suggestions while typing: titles whose words start with the typed words (the last one may be unfinished),
 * each title once (the next performance of an event), upcoming before past; filled up with titles that
 * resemble the text (typos) when the prefixes find few.
 */
export async function autocomplete(db: Db, lang: Locale, rawQuery: string, options: SearchOptions = {}): Promise<SearchSuggestion[]> {
  const query = rawQuery.toLowerCase().trim()
  const tokens = queryTokens(query)
  const now = options.now ?? new Date()
  const suggestions: SearchSuggestion[] = []
  const seen = new Set<string>()
  const add = (rows: unknown[]) => {
    for (const raw of rows) {
      const row = v.parse(SuggestionRow, raw)
      const key = `${row.kind}:${row.title.toLowerCase()}`
      if (seen.has(key) || suggestions.length >= AUTOCOMPLETE_LIMIT) continue
      seen.add(key)
      suggestions.push({ type: row.kind, title: row.title, subtitle: row.subtitle, url: row.url, date: row.kind === 'event' || row.kind === 'article' ? row.starts_at : null })
    }
  }
  const tsquery = textQuery(lang, tokens, { prefix: true, weights: 'A' })
  if (tsquery) {
    add(
      await throughIndexes(db, (tx) => rawRows(
        tx,
        sql`WITH q AS (SELECT ${tsquery} AS query)
            SELECT kind, title, subtitle, url, starts_at FROM (
              SELECT DISTINCT ON (d.kind, lower(d.title)) d.kind, d.title, d.subtitle, d.url, d.starts_at, d.id,
                     ${upcoming(now)} AS upcoming, ts_rank(d.head, q.query) * ${KIND_WEIGHT} AS rank
              FROM search_documents d, q
              WHERE d.locale = ${localeLiteral(lang)} AND ${visible(now)} AND d.head @@ q.query
              ORDER BY d.kind, lower(d.title), ${upcoming(now)} DESC, CASE WHEN ${upcoming(now)} THEN d.starts_at END ASC, d.starts_at DESC
            ) d
            ORDER BY upcoming DESC, rank DESC, length(title), title
            LIMIT ${AUTOCOMPLETE_LIMIT}`,
      )),
    )
  }
  if (suggestions.length < AUTOCOMPLETE_LIMIT && query.length >= 4) {
    add(
      await throughIndexes(db, (tx) => rawRows(
        tx,
        sql`SELECT kind, title, subtitle, url, starts_at FROM (
              SELECT DISTINCT ON (d.kind, lower(d.title)) d.kind, d.title, d.subtitle, d.url, d.starts_at,
                     ${upcoming(now)} AS upcoming, word_similarity(${query}, d.title) AS similarity
              FROM search_documents d
              WHERE d.locale = ${localeLiteral(lang)} AND ${visible(now)} AND ${query} <% d.title
              ORDER BY d.kind, lower(d.title), ${upcoming(now)} DESC, CASE WHEN ${upcoming(now)} THEN d.starts_at END ASC, d.starts_at DESC
            ) d
            ORDER BY similarity DESC, upcoming DESC, title
            LIMIT ${AUTOCOMPLETE_LIMIT}`,
      )),
    )
  }
  return suggestions
}

/** What the search page needs for one address: the counts of every category, one page of hits, "Did you mean:". */
export async function runSearch(db: Db, lang: Locale, query: string, category: SearchCategory, page: number, options: SearchOptions = {}) {
  const counts = await countMatches(db, lang, query, options)
  const results = counts[category] > (page - 1) * SEARCH_PAGE_SIZE ? await findMatches(db, lang, query, category, page, options) : []
  const suggestion = counts.all === 0 ? await suggestCorrection(db, lang, query, options) : null
  return { counts, results, suggestion }
}
