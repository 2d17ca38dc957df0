import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { eq } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ModuleNode } from '~/contract/cms'
import { moduleRegistry } from '~/content-modules/registry'
import { openPglite, openPostgres } from '~/server/db/client.server'
import type { DatabaseHandle, Db } from '~/server/db/client.server'
import { walkModules } from '~/server/db/module-tree'
import { articleCategories, articles, containers, events, eventTags, eventTagsEvents, rooms, venues } from '~/server/db/schema'
import { collectRenderTags } from '~/server/static/render-tags.server'
import { tag } from '~/server/static/tags'
import { resolveModuleReferences } from './resolve-modules.server'

// Friday 20 November 2026, 10:00 in Berlin: the resolver's "now".
const NOW = Temporal.ZonedDateTime.from('2026-11-20T10:00[Europe/Berlin]')
const at = (value: string) => new Date(Temporal.ZonedDateTime.from(`${value}[Europe/Berlin]`).epochMilliseconds)
const both = (de: string, en: string) => ({ de, en })

/** The id of an inserted row; a missing row fails the setup loudly. */
function idOf(row: { id: number } | undefined): number {
  if (!row) throw new Error('insert returned no row')
  return row.id
}

type Ids = { venue: number; otherVenue: number; tag: number; category: number; otherCategory: number; article: number; draft: number; oldArticle: number; sturm: number }

/** The same database on both engines: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server. */
type Backend = {
  handle: DatabaseHandle
  /** counts the statements `task` sends (PGlite only: the test then checks the one-query-per-table promise) */
  countQueries: (<T>(task: () => Promise<T>) => Promise<{ result: T; queries: number }>) | null
  close: () => Promise<void>
}

async function openPgliteBackend(): Promise<Backend> {
  const client = new PGlite({ extensions: { pg_trgm } })
  const handle = await openPglite({ client })
  return {
    handle,
    countQueries: async (task) => {
      const query = vi.spyOn(client, 'query')
      try {
        const result = await task()
        return { result, queries: query.mock.calls.length }
      } finally {
        query.mockRestore()
      }
    },
    close: async () => {
      await handle.close()
      await client.close()
    },
  }
}

async function openPostgresBackend(adminUrl: string): Promise<Backend> {
  const name = `foyer_resolve_${randomUUID().replace(/-/g, '')}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openPostgres(url.toString(), { max: 2 })
  return {
    handle,
    countQueries: null,
    close: async () => {
      await handle.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

async function insertFixtures(db: Db): Promise<Ids> {
  const ids: Ids = { venue: 0, otherVenue: 0, tag: 0, category: 0, otherCategory: 0, article: 0, draft: 0, oldArticle: 0, sturm: 0 }
  const [venue, otherVenue] = await db
    .insert(venues)
    .values([
      { name: both('Großes Haus', 'Main Theatre'), slug: both('grosses-haus', 'main-theatre'), street: 'Uferpromenade 1', postcode: '47110', city: 'Auenstadt' },
      { name: both('Seebühne', 'Lake Stage'), slug: both('seebuehne', 'lake-stage'), street: 'Stadtpark 2', postcode: '47111', city: 'Auenstadt' },
    ])
    .returning()
  ids.venue = idOf(venue)
  ids.otherVenue = idOf(otherVenue)
  const [room] = await db.insert(rooms).values({ venueId: ids.venue, name: both('Großer Saal', 'Main Auditorium') }).returning()
  const roomId = idOf(room)
  const [tag] = await db.insert(eventTags).values({ name: both('Familie', 'Family') }).returning()
  ids.tag = idOf(tag)
  const event = (title: string, start: string, extra: Partial<typeof events.$inferInsert> = {}) => ({
    title: both(title, `${title} (en)`),
    slug: both(title.toLowerCase().replace(/\W+/g, '-'), `${title.toLowerCase().replace(/\W+/g, '-')}-en`),
    dateStart: at(start),
    roomId,
    ...extra,
  })
  const inserted = await db
    .insert(events)
    .values([
      event('Vorbei', '2026-11-20T08:00'),
      event('Der Sturm', '2026-11-20T19:30', { image: '/media/artwork/event/1.svg' }),
      event('Abgesagt', '2026-11-21T18:00', { status: 'cancelled' }),
      event('Kinderkonzert', '2026-11-21T11:00'),
      event('Sonntagsmatinee', '2026-11-22T11:00'),
      event('Montag', '2026-11-23T19:00'),
      ...Array.from({ length: 14 }, (_, day) => event(`Dezember ${day + 1}`, `2026-12-${String(day + 1).padStart(2, '0')}T19:00`)),
    ])
    .returning()
  const byTitle = (title: string) => idOf(inserted.find((row) => row.title.de === title))
  ids.sturm = byTitle('Der Sturm')
  await db.insert(eventTagsEvents).values([
    { eventId: byTitle('Kinderkonzert'), tagId: ids.tag },
    { eventId: byTitle('Montag'), tagId: ids.tag },
  ])
  const [category, otherCategory] = await db
    .insert(articleCategories)
    .values([
      { name: both('Hinter der Bühne', 'Backstage'), slug: both('hinter-der-buehne', 'backstage') },
      { name: both('Gespräche', 'Conversations'), slug: both('gespraeche', 'conversations') },
    ])
    .returning()
  ids.category = idOf(category)
  ids.otherCategory = idOf(otherCategory)
  const [article, draft, oldArticle] = await db
    .insert(articles)
    .values([
      { title: both('Die neue Bühne', 'The new stage'), slug: both('neue-buehne', 'new-stage'), categoryId: ids.category, publishedAt: at('2026-11-10T09:00'), image: '/media/a.jpg', teaser: both('Umbau', 'Rebuild') },
      { title: both('Entwurf', 'Draft'), slug: both('entwurf', 'draft'), categoryId: ids.category, publishedAt: null },
      { title: both('Älter', 'Older'), slug: both('aelter', 'older'), categoryId: ids.category, publishedAt: at('2026-10-01T09:00') },
    ])
    .returning()
  await db.insert(containers).values({
    slug: 'newsletter-box',
    locale: 'en',
    modules: [{ id: 'm-1', model: 'VenueModule', order: 0, data: { venue: ids.otherVenue } }],
  })
  ids.article = idOf(article)
  ids.draft = idOf(draft)
  ids.oldArticle = idOf(oldArticle)
  return ids
}

const node = (id: string, model: string, data: Record<string, unknown>, children?: ModuleNode[]): ModuleNode => ({ id, model, order: 0, data, ...(children ? { children } : {}) })

function find(nodes: ModuleNode[], id: string): ModuleNode {
  const found = [...walkModules(nodes)].find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no node ${id}`)
  return found
}

const adminUrl = process.env.TEST_DATABASE_URL
const backends: [string, () => Promise<Backend>][] = [['PGlite', openPgliteBackend]]
if (adminUrl) backends.push(['PostgreSQL', () => openPostgresBackend(adminUrl)])

describe.each(backends)('resolveModuleReferences on %s', (_engine, open) => {
  let backend: Backend
  let db: Db
  let ids: Ids

  beforeAll(async () => {
    backend = await open()
    await backend.handle.migrate()
    db = backend.handle.db
    ids = await insertFixtures(db)
  }, 120_000)

  afterAll(async () => {
    await backend.close()
  })

  it('fills venues, articles, highlights, event lists, containers and image objects in the page language with one query per table', async () => {
    const tree: ModuleNode[] = [
      node('venue', 'VenueModule', { venue: ids.venue }),
      node('venues', 'VenueListModule', {}, [node('venue-item', 'VenueItem', { venue: String(ids.otherVenue) }), node('gone', 'VenueItem', { venue: 9999 })]),
      node('blog', 'BlogTeaserListModule', { items: [ids.draft, ids.article, ids.oldArticle] }),
      node('highlights', 'HighlightTeaserModule', { categories: [ids.otherCategory, ids.category] }),
      node('events', 'EventListModule', { date_from: '2026-11-20', date_to: null, filters: 'none', tag: null }),
      node('weekend', 'EventListModule', { filters: 'weekend', tag: ids.tag }),
      node('box', 'ContainerModule', { layout: 0, slug: 'newsletter-box', content_type: null }),
      node('teaser', 'TeaserItem', { headline: 'Familie', image: '/media/artwork/article/21.svg?title=Familie' }),
      {
        id: 'section',
        model: 'SectionModule',
        order: 0,
        data: { layout: 0 },
        columns: [{ index: 0, classes: '', children: [node('nested-venue', 'VenueModule', { venue: ids.venue })] }],
      },
    ]
    const resolved = await resolveModuleReferences(db, 'en', tree, NOW)
    if (backend.countQueries) {
      // containers; then venues, articles, highlights with the next article of their categories to come, and one
      // query per event list
      const counted = await backend.countQueries(() => resolveModuleReferences(db, 'en', tree, NOW))
      expect(counted.queries).toBe(7)
      expect(counted.result).toEqual(resolved)
    }

    expect(find(resolved, 'venue').data.venue_obj).toMatchObject({ id: ids.venue, name: 'Main Theatre', slug: 'main-theatre', street: 'Uferpromenade 1', postcode: '47110' })
    expect(find(resolved, 'nested-venue').data.venue_obj).toMatchObject({ id: ids.venue })
    expect(find(resolved, 'venue-item').data.venue_obj).toMatchObject({ name: 'Lake Stage' })
    expect(find(resolved, 'gone').data.venue_obj).toBeNull()

    const blog = find(resolved, 'blog').data
    expect(blog.article_objs).toEqual([
      { id: ids.article, title: 'The new stage', slug: 'new-stage', teaser: 'Rebuild', image: '/media/a.jpg', category: ids.category, category_name: 'Backstage' },
      expect.objectContaining({ id: ids.oldArticle, title: 'Older' }),
    ])
    expect(blog.main_teaser_obj).toMatchObject({ id: ids.article })
    expect(find(resolved, 'highlights').data.highlight_objs).toEqual([expect.objectContaining({ id: ids.article, category_name: 'Backstage' })])

    const upcoming = find(resolved, 'events').children ?? []
    expect(upcoming).toHaveLength(12)
    expect(upcoming[0]).toMatchObject({
      model: 'EventItem',
      data: {
        event: ids.sturm,
        title: 'Der Sturm (en)',
        date_start: '2026-11-20T18:30:00.000Z',
        url: `/en/events/der-sturm-en/${ids.sturm}`,
        venue: 'Main Theatre, Main Auditorium',
        image: '/media/artwork/event/1.svg',
        tags: [],
      },
    })
    expect(upcoming.map((item) => item.data.title)).not.toContain('Abgesagt (en)')
    expect(upcoming.map((item) => item.data.title)).not.toContain('Vorbei (en)')
    expect(find(resolved, 'weekend').children?.map((item) => [item.data.title, item.data.tags])).toEqual([['Kinderkonzert (en)', [ids.tag]]])

    expect(find(resolved, 'box').children).toEqual([expect.objectContaining({ model: 'VenueModule', data: expect.objectContaining({ venue_obj: expect.objectContaining({ name: 'Lake Stage' }) }) })])
    expect(find(resolved, 'teaser').data.image_obj).toEqual({ id: null, url: '/media/artwork/article/21.svg?title=Familie', alt: 'Familie', width: null, height: null })
  })

  it('shows the events an editor chose, in that order, leaving out those already begun', async () => {
    const rows = await db.select({ id: events.id, title: events.title }).from(events)
    const idOfTitle = (title: string) => idOf(rows.find((row) => row.title.de === title))
    const chosen = [idOfTitle('Kinderkonzert'), idOfTitle('Vorbei'), ids.sturm]
    const tree = [node('picked', 'EventListModule', { filters: 'weekend', tag: null }, chosen.map((event, order) => ({ ...node(`item-${order}`, 'EventItem', { event }), order })))]
    const resolved = await resolveModuleReferences(db, 'de', tree, NOW)
    expect(resolved[0]?.children?.map((item) => item.data.event)).toEqual([chosen[0], ids.sturm])
  })

  it('builds German event addresses and leaves the input untouched', async () => {
    const tree = [node('events', 'EventListModule', { filters: 'next_3_days' })]
    const resolved = await resolveModuleReferences(db, 'de', tree, NOW)
    expect(resolved[0]?.children?.map((item) => item.data.url)).toEqual([
      `/de/programm/der-sturm/${ids.sturm}`,
      expect.stringMatching(/^\/de\/programm\/kinderkonzert\/\d+$/),
      expect.stringMatching(/^\/de\/programm\/sonntagsmatinee\/\d+$/),
    ])
    expect(tree[0]?.children).toBeUndefined()
  })

  it('produces data the module schemas accept', async () => {
    const tree = [
      node('venue', 'VenueModule', { venue: ids.venue }),
      node('blog', 'BlogTeaserListModule', { items: [ids.article] }),
      node('events', 'EventListModule', { filters: 'none' }),
      node('highlights', 'HighlightTeaserModule', { categories: [ids.category] }),
    ]
    const resolved = await resolveModuleReferences(db, 'de', tree, NOW)
    for (const resolvedNode of walkModules(resolved)) {
      const model = resolvedNode.model
      if (!(model === 'VenueModule' || model === 'BlogTeaserListModule' || model === 'EventListModule' || model === 'EventItem' || model === 'HighlightTeaserModule')) continue
      expect(v.safeParse(moduleRegistry[model].schema, resolvedNode.data).issues).toBeUndefined()
    }
  })

  it('names `sponsors` for a page with the sponsors module (its logos come with the layout), and only then', async () => {
    const withModule = await collectRenderTags(() => resolveModuleReferences(db, 'de', [node('s', 'SectionModule', {}, [node('p', 'SponsorsModule', { headline: 'Förderer' })])], NOW))
    expect([...withModule.collected.tags]).toContain(tag.collection('sponsors'))
    const without = await collectRenderTags(() => resolveModuleReferences(db, 'de', [node('h', 'HeadlineModule', { content: 'Hallo' })], NOW))
    expect([...without.collected.tags]).not.toContain(tag.collection('sponsors'))
  })

  it('records when the page changes by itself: an event list as its first event begins or its days move on, a scheduled article, an online window', async () => {
    const changesAt = async (tree: ModuleNode[]) => (await collectRenderTags(() => resolveModuleReferences(db, 'de', tree, NOW))).collected.expiresAt
    // from now on: when "Der Sturm" begins tonight it leaves the list and the thirteenth comes in
    expect(await changesAt([node('events', 'EventListModule', { filters: 'none' })])).toBe(at('2026-11-20T19:30').getTime())
    // from Sunday on: the list stays as it is until the Sunday matinee begins, not every midnight
    expect(await changesAt([node('events', 'EventListModule', { filters: 'none', date_from: '2026-11-22' })])).toBe(at('2026-11-22T11:00').getTime())
    // the coming weekend, on Friday: at midnight the weekend has come (before its first event, Saturday at 11)
    expect(await changesAt([node('weekend', 'EventListModule', { filters: 'weekend', tag: ids.tag })])).toBe(at('2026-11-21T00:00').getTime())

    const [scheduled] = await db
      .insert(articles)
      .values({ title: both('Bald', 'Soon'), slug: both('bald', 'soon'), categoryId: ids.category, publishedAt: at('2026-11-20T12:00') })
      .returning()
    const scheduledId = idOf(scheduled)
    try {
      const blog = [node('blog', 'BlogTeaserListModule', { items: [scheduledId, ids.article] })]
      const resolved = await collectRenderTags(() => resolveModuleReferences(db, 'de', blog, NOW))
      expect(resolved.collected.expiresAt).toBe(at('2026-11-20T12:00').getTime())
      expect((find(resolved.result, 'blog').data.article_objs as { id: number }[]).map((article) => article.id)).toEqual([ids.article])
      expect(await changesAt([node('highlights', 'HighlightTeaserModule', { categories: [ids.category] })])).toBe(at('2026-11-20T12:00').getTime())
      expect(await changesAt([node('highlights', 'HighlightTeaserModule', { categories: [ids.otherCategory] })])).toBe(Number.POSITIVE_INFINITY)
    } finally {
      await db.delete(articles).where(eq(articles.id, scheduledId))
    }

    // a teaser shown from three o'clock on
    const teaser = node('teaser', 'TeaserListModule', {}, [node('item', 'TeaserItem', { headline: 'Ab drei', online_from: '2026-11-20T15:00:00+01:00' })])
    expect(await changesAt([teaser])).toBe(at('2026-11-20T15:00').getTime())
    expect(await changesAt([node('h', 'HeadlineModule', { content: 'Hallo' })])).toBe(Number.POSITIVE_INFINITY)
  })

  it('reads nothing for a tree without references', async () => {
    if (!backend.countQueries) return
    const counted = await backend.countQueries(() => resolveModuleReferences(db, 'de', [node('h', 'HeadlineModule', { content: 'Hallo' })], NOW))
    expect(counted.queries).toBe(0)
  })
})
