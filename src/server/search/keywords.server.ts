import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { SearchKeywordRow } from '~/contract/hub'
import type { Db } from '~/server/db/client.server'
import { searchKeywords } from '~/server/db/schema'

/** The most terms kept; beyond it the ones searched longest ago make room. */
export const KEYWORD_LIMIT = 5000
const TERM_MAX = 100

/** A search text as the dashboard lists it: lower-cased, spaces collapsed, at most 100 characters. */
export function keywordTerm(query: string): string {
  return query.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, TERM_MAX)
}

/**
 * Counts a search: one row per term and language (repeats raise its count), with the number of results of the
 * latest search and when it was searched. Nothing about the visitor is stored.
 */
export async function recordSearchKeyword(db: Db, lang: Locale, query: string, results: number, options: { limit?: number; now?: Date } = {}): Promise<void> {
  const term = keywordTerm(query)
  if (!term) return
  const now = options.now ?? new Date()
  const limit = options.limit ?? KEYWORD_LIMIT
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(searchKeywords)
      .values({ locale: lang, term, searches: 1, results, firstSearchedAt: now, lastSearchedAt: now })
      .onConflictDoUpdate({
        target: [searchKeywords.locale, searchKeywords.term],
        set: { searches: sql`${searchKeywords.searches} + 1`, results, lastSearchedAt: now },
      })
      .returning({ searches: searchKeywords.searches })
    // only a new term can grow the table
    if (row?.searches !== 1) return
    const [total] = await tx.select({ n: count() }).from(searchKeywords)
    const excess = (total?.n ?? 0) - limit
    if (excess <= 0) return
    const oldest = await tx.select({ id: searchKeywords.id }).from(searchKeywords).orderBy(asc(searchKeywords.lastSearchedAt), asc(searchKeywords.searches), asc(searchKeywords.id)).limit(excess)
    await tx.delete(searchKeywords).where(
      inArray(
        searchKeywords.id,
        oldest.map((old) => old.id),
      ),
    )
  })
}

export type KeywordSort = 'recent' | 'frequent' | 'no-results'

/** The dashboard's list: the most searched (or latest, or those that found nothing), 200 at most. */
export async function listSearchKeywords(db: Db, sort: KeywordSort): Promise<{ total: number; results: SearchKeywordRow[] }> {
  const order =
    sort === 'recent'
      ? [desc(searchKeywords.lastSearchedAt)]
      : [desc(searchKeywords.searches), desc(searchKeywords.lastSearchedAt)]
  const base = db.select().from(searchKeywords)
  const rows = await (sort === 'no-results' ? base.where(eq(searchKeywords.results, 0)) : base).orderBy(...order, asc(searchKeywords.id)).limit(200)
  const [total] = await db.select({ n: count() }).from(searchKeywords)
  return {
    total: total?.n ?? 0,
    results: rows.map((row) => ({
      term: row.term,
      lang: row.locale,
      searches: row.searches,
      results: row.results,
      first_searched_at: row.firstSearchedAt.toISOString(),
      last_searched_at: row.lastSearchedAt.toISOString(),
    })),
  }
}
