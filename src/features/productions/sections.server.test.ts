import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openPglite, prepareDatabase } from '~/server/db/client.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { articles, rooms } from '~/server/db/schema'
import { HttpError } from '~/server/api/http-error'
import { berlinToday } from '~/lib/dates'
import { getArticle, listArticleCategories, listArticleTags, listArticles } from '~/features/magazine/magazine.server'
import { getPerson, listPersons } from '~/features/team/team.server'
import { getVenue, listVenues } from '~/features/venues/venues.server'
import { getSeries } from '~/features/series/series.server'
import { getProduction, listProductionTags, listProductions, listProductionsByFilter, listSeasons } from './productions.server'

// The section services on the seeded demo database (in-memory PGlite, seeded for today, once for the file).

let client: PGlite
let handle: DatabaseHandle

beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } })
  handle = await openPglite({ client })
  await prepareDatabase(handle, { demo: true })
}, 180_000)

afterAll(async () => {
  await handle.close()
})

/** How many statements a task sends: list pages must not grow with their number of rows. */
async function countQueries<T>(task: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const spy = vi.spyOn(client, 'query')
  try {
    const result = await task()
    return { result, queries: spy.mock.calls.length }
  } finally {
    spy.mockRestore()
  }
}

async function notFound(task: Promise<unknown>) {
  await expect(task).rejects.toSatisfy((error) => error instanceof HttpError && error.status === 404)
}

describe('productions', () => {
  it('pages the running productions with count, next and previous, in a fixed number of queries', async () => {
    const { result: first, queries } = await countQueries(() => listProductions(handle.db, 'de', {}, 1, 8))
    expect(first.count).toBeGreaterThan(8)
    expect(first.results).toHaveLength(8)
    expect(first.next).toBe('/de/api/productions/?page=2')
    expect(first.previous).toBeNull()
    // count + page, then seasons, exhibition types and tags: whatever the page size
    expect(queries).toBeLessThanOrEqual(5)
    const last = Math.ceil(first.count / 8)
    const end = await listProductions(handle.db, 'en', {}, last, 8)
    expect(end.next).toBeNull()
    expect(end.previous).toBe(`/en/api/productions/?page=${last - 1}`)
    const ids = new Set([...first.results, ...end.results].map((production) => production.id))
    expect(ids.size).toBe(first.results.length + end.results.length)
  })

  it('filters by season, exhibition type, tag, kind and date', async () => {
    const [season] = await listSeasons(handle.db)
    if (!season) throw new Error('no season')
    const bySeason = await listProductions(handle.db, 'de', { season: Number(season.id) }, 1, 50)
    expect(bySeason.results.length).toBeGreaterThan(0)
    expect(bySeason.results.every((production) => production.season?.id === season.id)).toBe(true)

    const [tag] = await listProductionTags(handle.db, 'de')
    if (!tag) throw new Error('no tag')
    const byTag = await listProductions(handle.db, 'de', { tag: Number(tag.id) }, 1, 50)
    expect(byTag.results.every((production) => production.tags.some((entry) => entry.id === tag.id))).toBe(true)
    expect(byTag.next).toBeNull()

    const exhibitions = await listProductionsByFilter(handle.db, 'de', { kind: 'exhibition', limit: 50 })
    expect(exhibitions.length).toBeGreaterThan(0)
    expect(exhibitions.every((production) => production.kind === 'exhibition' && production.exhibition_type !== null)).toBe(true)
    const type = exhibitions[0]?.exhibition_type
    if (!type) throw new Error('no exhibition type')
    const byType = await listProductions(handle.db, 'de', { exhibition_type: Number(type.id) }, 1, 50)
    expect(byType.results.every((production) => production.exhibition_type?.id === type.id)).toBe(true)
    expect(await listProductionsByFilter(handle.db, 'de', { limit: 2 })).toHaveLength(2)

    // a date far ahead leaves only productions still running then
    const later = await listProductions(handle.db, 'de', { date: '01-01-2030' }, 1, 50)
    expect(later.count).toBe(0)
    // without a date: the productions still running today
    const today = berlinToday().toString()
    const running = await listProductions(handle.db, 'de', {}, 1, 50)
    expect(running.results.every((production) => production.date_to === null || production.date_to >= today)).toBe(true)
  })

  it('gives a production with its people and upcoming dates, translated; an unknown id is a 404', async () => {
    const [first] = (await listProductions(handle.db, 'de', {}, 1, 1)).results
    if (!first) throw new Error('no production')
    const de = await getProduction(handle.db, 'de', first.id)
    const en = await getProduction(handle.db, 'en', first.id)
    expect(de.slug).toBe(de.slugs.de)
    expect(en.slug).toBe(de.slugs.en)
    expect(de.cast.length + de.team.length).toBeGreaterThan(0)
    expect(de.events.every((event) => event.production?.id === first.id)).toBe(true)
    const starts = de.events.map((event) => event.date_start)
    expect([...starts].sort()).toEqual(starts)
    await notFound(getProduction(handle.db, 'de', 999_999))
  })
})

describe('magazine', () => {
  it('lists published articles newest first, by category and by tag', async () => {
    const all = await listArticles(handle.db, 'de', {}, 1, 9)
    expect(all.results).toHaveLength(9)
    const dates = all.results.map((article) => article.published_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    const [category] = await listArticleCategories(handle.db, 'de')
    if (!category) throw new Error('no category')
    const inCategory = await listArticles(handle.db, 'de', { category: category.id }, 1, 50)
    expect(inCategory.results.every((article) => article.category?.id === category.id)).toBe(true)
    const tags = await listArticleTags(handle.db, 'en')
    const tag = tags[0]
    if (!tag) throw new Error('no tag')
    const tagged = await listArticles(handle.db, 'en', { tag: tag.id }, 1, 50)
    expect(tagged.results.every((article) => article.tags.some((entry) => entry.id === tag.id))).toBe(true)
    const names = tags.map((entry) => entry.name)
    expect(names).toEqual(tags.map((entry) => entry.name).sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('hides drafts and answers an article with author and related reading', async () => {
    const [draft] = await handle.db
      .insert(articles)
      .values({ title: { de: 'Entwurf', en: 'Draft' }, slug: { de: 'entwurf', en: 'draft' }, publishedAt: null })
      .returning({ id: articles.id })
    if (!draft) throw new Error('no draft')
    await notFound(getArticle(handle.db, 'de', draft.id))
    const all = await listArticles(handle.db, 'de', {}, 1, 100)
    expect(all.results.some((article) => article.id === draft.id)).toBe(false)

    const [first] = all.results
    if (!first) throw new Error('no article')
    const article = await getArticle(handle.db, 'de', first.id)
    expect(article.author?.name).toBeTruthy()
    expect(article.related.length).toBeGreaterThan(0)
    expect(article.related.some((related) => related.id === article.id)).toBe(false)
  })
})

describe('team, venues and series', () => {
  it('lists everyone with their category and gives a person with productions and events', async () => {
    const persons = await listPersons(handle.db, 'de')
    expect(persons.length).toBeGreaterThan(10)
    const withProductions = await Promise.all(persons.slice(0, 8).map((person) => getPerson(handle.db, 'de', person.id)))
    expect(withProductions.some((person) => person.productions.length > 0)).toBe(true)
    expect(withProductions.some((person) => person.events.length > 0)).toBe(true)
    await notFound(getPerson(handle.db, 'de', 999_999))
  })

  it('gives a venue with rooms, opening hours and only its own events', async () => {
    const [first] = await listVenues(handle.db, 'de')
    if (!first) throw new Error('no venue')
    const venue = await getVenue(handle.db, 'de', first.id)
    expect(venue.rooms.length).toBeGreaterThan(0)
    expect(venue.opening_hours).toHaveLength(7)
    expect(venue.events.length).toBeGreaterThan(0)
    expect(venue.events.every((event) => event.room?.venue.id === venue.id)).toBe(true)
    const roomRows = await handle.db.select().from(rooms)
    expect(venue.rooms.map((room) => room.id).every((id) => roomRows.some((row) => row.id === id && row.venueId === venue.id))).toBe(true)
    await notFound(getVenue(handle.db, 'de', 999_999))
  })

  it('gives a series with its upcoming events', async () => {
    const series = await getSeries(handle.db, 'en', 1)
    expect(series.name).toBeTruthy()
    expect(series.slug).toBe(series.slugs.en)
    expect(series.events.length).toBeGreaterThan(0)
    await notFound(getSeries(handle.db, 'de', 999_999))
  })
})
