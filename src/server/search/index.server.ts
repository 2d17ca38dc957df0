/**
 * The site search index: one row of `search_documents` per public record and language.
 *
 * - `document` is what a search matches: the language's stemmed words plus the words as written ('simple', so
 *   that the prefix of an inflected word still matches), stripped of positions to keep rows narrow. `head` holds
 *   only title (A) and subtitle/people/venue (B) with weights; ranking and autocomplete read it.
 * - Writers keep it current inside their own transaction: `reindexSearchDocuments(tx, [{ kind, id }, …])` with
 *   every record they created, changed or deleted. Records that show another record's texts follow by themselves
 *   (a venue's events, a person's events, productions and articles, a production's or series' events, a page's
 *   subpages). Records the index does not know as a kind (rooms, event types, genres, tags, categories) are
 *   reindexed by naming the records that show them (the events of a renamed genre).
 * - `npm run search:rebuild` rebuilds everything (a restored database); the demo seed indexes what it writes.
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { locales } from '~/contract/shared'
import type { Locale } from '~/contract/shared'
import { rawRows } from '~/server/db/client.server'
import type { Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import type { SearchKind } from '~/server/db/schema'
import type { Translated } from '~/server/db/translated'
import { berlinEpoch } from '~/lib/berlin-time'
import { eventUrl } from '~/features/programme/programme.urls'
import { productionUrl } from '~/features/productions/productions.urls'
import { articleUrl } from '~/features/magazine/magazine.urls'
import { personUrl } from '~/features/team/team.urls'
import { venueUrl } from '~/features/venues/venues.urls'
import { seriesUrl } from '~/features/series/series.urls'
import { cleanText, dateWords, modulesToPlain, richTextToPlain, vocabulary } from './text'

/** A record whose search documents a write changed (or removed). */
export type SearchRef = { kind: SearchKind; id: number }

/** The text-search configuration of each content language (stemming, stop words). */
export const SEARCH_CONFIG: Record<Locale, 'german' | 'english'> = { de: 'german', en: 'english' }

/** One language's document of a record: weighted texts (A title, B subtitle/people/venue, C the rest). */
type DocumentInput = {
  kind: SearchKind
  refId: number
  locale: Locale
  title: string
  subtitle: string | null
  body: string
  url: string
  startsAt: Date | null
  endsAt: Date | null
  venue: string | null
  visibleFrom: Date | null
  a: string
  b: string
  c: string
  /** The other language's title and address words (A) and subtitle, people, venue (B), as written: filled in by writeDocuments. */
  other?: { a: string; b: string }
}

const joined = (...parts: (string | null | undefined)[]) => cleanText(parts.filter(Boolean).join(' '))
const tr = (value: Translated | null | undefined, lang: Locale) => value?.[lang] ?? ''
const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`
/** A calendar day (YYYY-MM-DD) as the instant it starts in Berlin. */
const dayStart = (day: string | null) => (day ? new Date(berlinEpoch(day)) : null)
const dayEnd = (day: string | null) => (day ? new Date(berlinEpoch(day, 23, 59, 59)) : null)

function group<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) {
    const list = map.get(key(row))
    if (list) list.push(row)
    else map.set(key(row), [row])
  }
  return map
}

async function eventDocuments(db: Db, ids: number[]): Promise<DocumentInput[]> {
  const rows = await db
    .select({
      event: s.events,
      room: s.rooms.name,
      venue: s.venues.name,
      type: s.eventTypes.name,
      series: s.series.name,
      production: s.productions.title,
    })
    .from(s.events)
    .leftJoin(s.rooms, eq(s.rooms.id, s.events.roomId))
    .leftJoin(s.venues, eq(s.venues.id, s.rooms.venueId))
    .leftJoin(s.eventTypes, eq(s.eventTypes.id, s.events.eventTypeId))
    .leftJoin(s.series, eq(s.series.id, s.events.seriesId))
    .leftJoin(s.productions, eq(s.productions.id, s.events.productionId))
    .where(inArray(s.events.id, ids))
  if (!rows.length) return []
  const [people, genres, tags] = await Promise.all([
    db
      .select({ eventId: s.eventPersons.eventId, firstName: s.persons.firstName, lastName: s.persons.lastName, role: s.eventPersons.role })
      .from(s.eventPersons)
      .innerJoin(s.persons, eq(s.persons.id, s.eventPersons.personId))
      .where(inArray(s.eventPersons.eventId, ids))
      .orderBy(asc(s.eventPersons.position)),
    db.select({ eventId: s.eventGenres.eventId, name: s.genres.name }).from(s.eventGenres).innerJoin(s.genres, eq(s.genres.id, s.eventGenres.genreId)).where(inArray(s.eventGenres.eventId, ids)),
    db.select({ eventId: s.eventTagsEvents.eventId, name: s.eventTags.name }).from(s.eventTagsEvents).innerJoin(s.eventTags, eq(s.eventTags.id, s.eventTagsEvents.tagId)).where(inArray(s.eventTagsEvents.eventId, ids)),
  ])
  const peopleOf = group(people, (row) => row.eventId)
  const genresOf = group(genres, (row) => row.eventId)
  const tagsOf = group(tags, (row) => row.eventId)
  return rows.flatMap(({ event, room, venue, type, series, production }) =>
    locales.map((lang): DocumentInput => {
      const credits = peopleOf.get(event.id) ?? []
      const title = cleanText(event.title[lang])
      const subtitle = cleanText(tr(event.subtitle, lang)) || null
      const venueName = tr(venue, lang) || null
      const productionTitle = tr(production, lang)
      return {
        kind: 'event',
        refId: event.id,
        locale: lang,
        title,
        subtitle,
        body: joined(tr(event.teaser, lang), tr(event.info, lang), richTextToPlain(event.description?.[lang])),
        url: eventUrl(lang, { id: event.id, slugs: event.slug }),
        startsAt: event.dateStart,
        endsAt: event.dateEnd,
        venue: room && venueName && tr(room, lang) !== venueName ? `${tr(room, lang)}, ${venueName}` : venueName,
        visibleFrom: null,
        a: title,
        b: joined(subtitle, productionTitle !== title ? productionTitle : null, ...credits.map(fullName), venueName, tr(room, lang)),
        c: joined(
          tr(event.teaser, lang),
          tr(event.info, lang),
          richTextToPlain(event.description?.[lang]),
          ...credits.map((credit) => tr(credit.role, lang)),
          tr(type, lang),
          tr(series, lang),
          ...(genresOf.get(event.id) ?? []).map((genre) => tr(genre.name, lang)),
          ...(tagsOf.get(event.id) ?? []).map((tag) => tr(tag.name, lang)),
          dateWords(event.dateStart, lang),
        ),
      }
    }),
  )
}

async function productionDocuments(db: Db, ids: number[]): Promise<DocumentInput[]> {
  const rows = await db
    .select({ production: s.productions, type: s.exhibitionTypes.name, season: s.seasons.name })
    .from(s.productions)
    .leftJoin(s.exhibitionTypes, eq(s.exhibitionTypes.id, s.productions.exhibitionTypeId))
    .leftJoin(s.seasons, eq(s.seasons.id, s.productions.seasonId))
    .where(inArray(s.productions.id, ids))
  if (!rows.length) return []
  const [people, tags] = await Promise.all([
    db
      .select({ productionId: s.productionPersons.productionId, firstName: s.persons.firstName, lastName: s.persons.lastName, role: s.productionPersons.role })
      .from(s.productionPersons)
      .innerJoin(s.persons, eq(s.persons.id, s.productionPersons.personId))
      .where(inArray(s.productionPersons.productionId, ids))
      .orderBy(asc(s.productionPersons.position)),
    db
      .select({ productionId: s.productionTagsProductions.productionId, name: s.productionTags.name })
      .from(s.productionTagsProductions)
      .innerJoin(s.productionTags, eq(s.productionTags.id, s.productionTagsProductions.tagId))
      .where(inArray(s.productionTagsProductions.productionId, ids)),
  ])
  const peopleOf = group(people, (row) => row.productionId)
  const tagsOf = group(tags, (row) => row.productionId)
  return rows.flatMap(({ production, type, season }) =>
    locales.map((lang): DocumentInput => {
      const credits = peopleOf.get(production.id) ?? []
      const title = cleanText(production.title[lang])
      const subtitle = cleanText(tr(production.subtitle, lang)) || null
      return {
        kind: 'production',
        refId: production.id,
        locale: lang,
        title,
        subtitle,
        body: joined(tr(production.teaser, lang), richTextToPlain(production.description?.[lang])),
        url: productionUrl(lang, { id: production.id, slugs: production.slug }),
        startsAt: dayStart(production.dateFrom),
        endsAt: dayEnd(production.dateTo),
        venue: null,
        visibleFrom: null,
        a: title,
        b: joined(subtitle, ...credits.map(fullName)),
        c: joined(
          tr(production.teaser, lang),
          richTextToPlain(production.description?.[lang]),
          ...credits.map((credit) => tr(credit.role, lang)),
          tr(type, lang),
          season,
          tr(production.duration, lang),
          ...(tagsOf.get(production.id) ?? []).map((tag) => tr(tag.name, lang)),
        ),
      }
    }),
  )
}

async function articleDocuments(db: Db, ids: number[]): Promise<DocumentInput[]> {
  const rows = await db
    .select({ article: s.articles, category: s.articleCategories.name, authorFirst: s.persons.firstName, authorLast: s.persons.lastName })
    .from(s.articles)
    .leftJoin(s.articleCategories, eq(s.articleCategories.id, s.articles.categoryId))
    .leftJoin(s.persons, eq(s.persons.id, s.articles.authorId))
    // a draft has no public page
    .where(and(inArray(s.articles.id, ids), isNotNull(s.articles.publishedAt)))
  if (!rows.length) return []
  const tags = await db
    .select({ articleId: s.articleTagsArticles.articleId, name: s.articleTags.name })
    .from(s.articleTagsArticles)
    .innerJoin(s.articleTags, eq(s.articleTags.id, s.articleTagsArticles.tagId))
    .where(inArray(s.articleTagsArticles.articleId, ids))
  const tagsOf = group(tags, (row) => row.articleId)
  return rows.flatMap(({ article, category, authorFirst, authorLast }) =>
    locales.map((lang): DocumentInput => {
      const title = cleanText(article.title[lang])
      const author = authorFirst !== null && authorLast !== null ? `${authorFirst} ${authorLast}` : null
      return {
        kind: 'article',
        refId: article.id,
        locale: lang,
        title,
        subtitle: tr(category, lang) || null,
        body: joined(tr(article.teaser, lang), richTextToPlain(article.body?.[lang])),
        url: articleUrl(lang, { id: article.id, slugs: article.slug }),
        startsAt: article.publishedAt,
        endsAt: null,
        venue: null,
        visibleFrom: article.publishedAt,
        a: title,
        b: joined(tr(article.teaser, lang), author, tr(category, lang)),
        c: joined(richTextToPlain(article.body?.[lang]), ...(tagsOf.get(article.id) ?? []).map((tag) => tr(tag.name, lang))),
      }
    }),
  )
}

async function personDocuments(db: Db, ids: number[]): Promise<DocumentInput[]> {
  const rows = await db
    .select({ person: s.persons, category: s.personCategories.name })
    .from(s.persons)
    .leftJoin(s.personCategories, eq(s.personCategories.id, s.persons.categoryId))
    .where(inArray(s.persons.id, ids))
  return rows.flatMap(({ person, category }) =>
    locales.map((lang): DocumentInput => {
      const title = cleanText(fullName(person))
      const role = cleanText(tr(person.role, lang)) || null
      return {
        kind: 'person',
        refId: person.id,
        locale: lang,
        title,
        subtitle: role,
        body: richTextToPlain(person.biography?.[lang]),
        url: personUrl(lang, person),
        startsAt: null,
        endsAt: null,
        venue: null,
        visibleFrom: null,
        a: title,
        b: joined(role, tr(category, lang)),
        c: richTextToPlain(person.biography?.[lang]),
      }
    }),
  )
}

async function venueDocuments(db: Db, ids: number[]): Promise<DocumentInput[]> {
  const rows = await db.select().from(s.venues).where(inArray(s.venues.id, ids))
  if (!rows.length) return []
  const rooms = group(await db.select({ venueId: s.rooms.venueId, name: s.rooms.name }).from(s.rooms).where(inArray(s.rooms.venueId, ids)), (row) => row.venueId)
  return rows.flatMap((venue) =>
    locales.map((lang): DocumentInput => {
      const title = cleanText(venue.name[lang])
      const address = `${venue.street}, ${venue.postcode} ${venue.city}`
      return {
        kind: 'venue',
        refId: venue.id,
        locale: lang,
        title,
        subtitle: address,
        body: joined(tr(venue.description, lang), tr(venue.accessibility, lang)),
        url: venueUrl(lang, { id: venue.id, slugs: venue.slug }),
        startsAt: null,
        endsAt: null,
        venue: null,
        visibleFrom: null,
        a: title,
        b: joined(address, ...(rooms.get(venue.id) ?? []).map((room) => tr(room.name, lang))),
        c: joined(tr(venue.description, lang), tr(venue.accessibility, lang)),
      }
    }),
  )
}

async function seriesDocuments(db: Db, ids: number[]): Promise<DocumentInput[]> {
  const rows = await db.select().from(s.series).where(inArray(s.series.id, ids))
  return rows.flatMap((series) =>
    locales.map((lang): DocumentInput => {
      const title = cleanText(series.name[lang])
      return {
        kind: 'series',
        refId: series.id,
        locale: lang,
        title,
        subtitle: cleanText(tr(series.priceText, lang)) || null,
        body: cleanText(tr(series.description, lang)),
        url: seriesUrl(lang, { id: series.id, slugs: series.slug }),
        startsAt: null,
        endsAt: null,
        venue: null,
        visibleFrom: null,
        a: title,
        b: cleanText(tr(series.priceText, lang)),
        c: cleanText(tr(series.description, lang)),
      }
    }),
  )
}

async function pageDocuments(db: Db, ids: number[]): Promise<DocumentInput[]> {
  const rows = await db
    .select({ page: s.pages, translation: s.pageTranslations })
    .from(s.pages)
    .innerJoin(s.pageTranslations, eq(s.pageTranslations.pageId, s.pages.id))
    // an offline page (in all languages or in this one) is never found: its address answers 404 to visitors
    .where(and(inArray(s.pages.id, ids), eq(s.pages.isOnline, true), eq(s.pageTranslations.isOnline, true)))
  return rows.map(({ page, translation }): DocumentInput => {
    const lang = translation.locale
    const title = cleanText(translation.title)
    const headline = cleanText(translation.headline ?? '')
    const text = modulesToPlain(translation.modules)
    const path = translation.path ? `/${translation.path.split('/').map(encodeURIComponent).join('/')}` : ''
    return {
      kind: 'page',
      refId: page.id,
      locale: lang,
      title,
      subtitle: headline && headline !== title ? headline : null,
      body: joined(translation.metaDescription, text),
      url: `/${lang}${path}`,
      startsAt: null,
      endsAt: null,
      venue: null,
      visibleFrom: null,
      a: title,
      b: joined(headline !== title ? headline : null, translation.metaDescription),
      c: text,
    }
  })
}

const BUILDERS: Record<SearchKind, (db: Db, ids: number[]) => Promise<DocumentInput[]>> = {
  event: eventDocuments,
  production: productionDocuments,
  article: articleDocuments,
  person: personDocuments,
  venue: venueDocuments,
  series: seriesDocuments,
  page: pageDocuments,
}

/** Records whose documents show another record's texts (an event shows its venue, cast, series, production). */
async function dependents(db: Db, refs: readonly SearchRef[]): Promise<SearchRef[]> {
  const idsOf = (kind: SearchKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)
  const out: SearchRef[] = []
  const venues = idsOf('venue')
  const persons = idsOf('person')
  const productions = idsOf('production')
  const series = idsOf('series')
  if (venues.length) {
    const rows = await db.select({ id: s.events.id }).from(s.events).innerJoin(s.rooms, eq(s.rooms.id, s.events.roomId)).where(inArray(s.rooms.venueId, venues))
    out.push(...rows.map((row) => ({ kind: 'event' as const, id: row.id })))
  }
  if (persons.length) {
    const [events, productionRows, articles] = await Promise.all([
      db.selectDistinct({ id: s.eventPersons.eventId }).from(s.eventPersons).where(inArray(s.eventPersons.personId, persons)),
      db.selectDistinct({ id: s.productionPersons.productionId }).from(s.productionPersons).where(inArray(s.productionPersons.personId, persons)),
      db.select({ id: s.articles.id }).from(s.articles).where(inArray(s.articles.authorId, persons)),
    ])
    out.push(...events.map((row) => ({ kind: 'event' as const, id: row.id })))
    out.push(...productionRows.map((row) => ({ kind: 'production' as const, id: row.id })))
    out.push(...articles.map((row) => ({ kind: 'article' as const, id: row.id })))
  }
  if (productions.length) {
    const rows = await db.select({ id: s.events.id }).from(s.events).where(inArray(s.events.productionId, productions))
    out.push(...rows.map((row) => ({ kind: 'event' as const, id: row.id })))
  }
  if (series.length) {
    const rows = await db.select({ id: s.events.id }).from(s.events).where(inArray(s.events.seriesId, series))
    out.push(...rows.map((row) => ({ kind: 'event' as const, id: row.id })))
  }
  const pages = idsOf('page')
  if (pages.length) {
    // a page's address is its parent's path plus its slug: a moved or renamed page moves its subpages too
    const rows = await rawRows(
      db,
      sql`WITH RECURSIVE below(id) AS (
            SELECT id FROM pages WHERE parent_id IN (${sql.join(
              pages.map((id) => sql`${id}`),
              sql`, `,
            )})
            UNION SELECT p.id FROM pages p JOIN below b ON p.parent_id = b.id
          ) SELECT id FROM below`,
    )
    out.push(...rows.map((row) => ({ kind: 'page' as const, id: v.parse(IdRow, row).id })))
  }
  return out
}

const IdRow = v.object({ id: v.number() })

const WRITE_CHUNK = 200
/** The advisory lock space of search documents (any fixed 32-bit number; ids are the second key). */
const SEARCH_LOCK_KEY = 47_112_027

/** The language's stemmed words plus the words as written ('simple'): prefixes of inflected words still match. */
function weighted(doc: DocumentInput, text: string, weight: 'A' | 'B'): SQL {
  const config = SEARCH_CONFIG[doc.locale]
  return sql`setweight(to_tsvector(${config}::regconfig, ${text}), ${weight}) || setweight(to_tsvector('simple'::regconfig, ${text}), ${weight})`
}

/**
 * Title and subtitle, people and venue (A and B); then the same of the record in the other language, as written
 * ('simple'), so that a German title typed in the English interface finds the English page and the other way round.
 */
function headOf(doc: DocumentInput): SQL {
  const own = sql`${weighted(doc, doc.a, 'A')} || ${weighted(doc, doc.b, 'B')}`
  if (!doc.other) return own
  return sql`${own} || setweight(to_tsvector('simple'::regconfig, ${doc.other.a}), 'A') || setweight(to_tsvector('simple'::regconfig, ${doc.other.b}), 'B')`
}

/** The words of an address's slug (its last part that is not a number): `/en/events/the-threepenny-opera/12` → "the threepenny opera". */
function slugWords(url: string): string {
  const parts = url.split('/').filter((part) => part && !/^\d+$/.test(part))
  const last = parts.length > 1 ? (parts.at(-1) ?? '') : ''
  let decoded = last
  try {
    decoded = decodeURIComponent(last)
  } catch {
    // a malformed escape stays as it is
  }
  return decoded.replace(/[-_]+/g, ' ')
}

/** Each document with the title, slug and names of its record's document in the other language. */
function withOtherLanguage(docs: readonly DocumentInput[]): DocumentInput[] {
  const byRecord = new Map(docs.map((doc) => [`${doc.kind}:${doc.refId}:${doc.locale}`, doc]))
  return docs.map((doc) => {
    const sibling = byRecord.get(`${doc.kind}:${doc.refId}:${doc.locale === 'de' ? 'en' : 'de'}`)
    if (!sibling) return doc
    return { ...doc, other: { a: joined(sibling.a, slugWords(sibling.url)), b: sibling.b } }
  })
}

/**
 * Everything a search matches: the head plus the long texts (C, stemmed only), without positions and weights
 * (ranking reads the head): a narrow row, so counting thousands of hits reads few pages.
 */
function documentOf(doc: DocumentInput): SQL {
  return sql`strip(${headOf(doc)} || to_tsvector(${SEARCH_CONFIG[doc.locale]}::regconfig, ${doc.c}))`
}

async function writeDocuments(db: Db, recordDocs: readonly DocumentInput[]): Promise<void> {
  const docs = withOtherLanguage(recordDocs)
  for (let start = 0; start < docs.length; start += WRITE_CHUNK) {
    const chunk = docs.slice(start, start + WRITE_CHUNK)
    const values = chunk.map(
      (doc) =>
        sql`(${doc.kind}, ${doc.refId}, ${doc.locale}::locale, ${doc.title}, ${doc.subtitle}, ${doc.body}, ${doc.url}, ${doc.startsAt?.toISOString() ?? null}::timestamptz, ${doc.endsAt?.toISOString() ?? null}::timestamptz, ${doc.venue}, ${doc.visibleFrom?.toISOString() ?? null}::timestamptz, ${documentOf(doc)}, ${headOf(doc)}, now())`,
    )
    await db.execute(sql`
      INSERT INTO search_documents (kind, ref_id, locale, title, subtitle, body, url, starts_at, ends_at, venue, visible_from, document, head, updated_at)
      VALUES ${sql.join(values, sql`, `)}`)
  }
  await writeWords(db, docs)
}

/** Adds the documents' words to the "Did you mean:" list (kept as first written). */
async function writeWords(db: Db, docs: readonly DocumentInput[]): Promise<void> {
  const words = new Map<string, { locale: Locale; word: string; display: string }>()
  for (const doc of docs) {
    // the other language's titles and names too: "Did you mean:" corrects a German title typed in English
    for (const written of vocabulary(`${doc.a} ${doc.b} ${doc.c} ${doc.other?.a ?? ''} ${doc.other?.b ?? ''}`)) {
      const word = written.toLowerCase()
      const key = `${doc.locale}:${word}`
      if (!words.has(key)) words.set(key, { locale: doc.locale, word, display: written })
    }
  }
  const rows = [...words.values()]
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(s.searchWords)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing()
  }
}

/**
 * Brings the search documents of these records (and of the records that show their texts) up to date: call it
 * inside the transaction of every content write, with the records it created, changed or deleted. A record
 * that is gone or not public (an offline page, a draft article) loses its documents.
 */
export async function reindexSearchDocuments(tx: Db, refs: readonly SearchRef[]): Promise<void> {
  if (!refs.length) return
  const all = [...refs, ...(await dependents(tx, refs))]
  // deleting a page deletes its subpages (cascade) without naming them: their documents go too
  if (refs.some((ref) => ref.kind === 'page')) {
    await tx.execute(sql`DELETE FROM search_documents d WHERE d.kind = 'page' AND NOT EXISTS (SELECT 1 FROM pages p WHERE p.id = d.ref_id)`)
  }
  for (const kind of Object.keys(BUILDERS) as SearchKind[]) {
    const ids = [...new Set(all.filter((ref) => ref.kind === kind).map((ref) => ref.id))]
    if (!ids.length) continue
    for (let start = 0; start < ids.length; start += WRITE_CHUNK) {
      const slice = ids.slice(start, start + WRITE_CHUNK)
      // two writers of one record replace its documents one after the other (never twice side by side)
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEARCH_LOCK_KEY}, id) FROM unnest(${sql.raw(`ARRAY[${slice.filter((id) => Number.isInteger(id)).join(',')}]`)}::int[]) AS id ORDER BY id`)
      const docs = await BUILDERS[kind](tx, slice)
      await tx.delete(s.searchDocuments).where(and(eq(s.searchDocuments.kind, kind), inArray(s.searchDocuments.refId, slice)))
      await writeDocuments(tx, docs)
    }
  }
}

async function allIds(db: Db, kind: SearchKind): Promise<number[]> {
  const table = { event: s.events, production: s.productions, article: s.articles, person: s.persons, venue: s.venues, series: s.series, page: s.pages }[kind]
  const rows = await db.select({ id: table.id }).from(table).orderBy(asc(table.id))
  return rows.map((row) => row.id)
}

/** Writes the documents of every record (the tables are empty: a fresh seed, or inside a rebuild). */
export async function indexAllContent(tx: Db): Promise<void> {
  for (const kind of Object.keys(BUILDERS) as SearchKind[]) {
    const ids = await allIds(tx, kind)
    for (let start = 0; start < ids.length; start += WRITE_CHUNK) await writeDocuments(tx, await BUILDERS[kind](tx, ids.slice(start, start + WRITE_CHUNK)))
  }
}

/** Rebuilds the whole index from the content in one transaction (a restored database, a changed indexing rule). */
export async function rebuildSearchIndex(db: Db): Promise<{ documents: number; words: number }> {
  return db.transaction(async (tx) => {
    await tx.delete(s.searchDocuments)
    await tx.delete(s.searchWords)
    await indexAllContent(tx)
    const [documents] = await tx.select({ n: sql<number>`count(*)::int` }).from(s.searchDocuments)
    const [words] = await tx.select({ n: sql<number>`count(*)::int` }).from(s.searchWords)
    return { documents: documents?.n ?? 0, words: words?.n ?? 0 }
  })
}
