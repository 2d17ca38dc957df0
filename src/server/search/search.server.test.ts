import { and, count, eq } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '~/server/db/client.server'
import type { DatabaseHandle, Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { readRecord, updateRecord } from '~/features/collections/service.server'
import { eventsServer } from '~/features/events/event-records.server'
import { SEARCH_PAGE_SIZE } from '~/contract/search'
import { autocomplete, countMatches, findMatches, suggestCorrection } from './query.server'
import { rebuildSearchIndex, reindexSearchDocuments } from './index.server'
import { listSearchKeywords, recordSearchKeyword } from './keywords.server'
import { MARK_END, MARK_START } from './text'
import { testBackends } from '~/server/db/test-backends'

// The site search against the seeded demo content plus a few records of its own, on PGlite always and on
// PostgreSQL when TEST_DATABASE_URL is set (a database of its own, dropped afterwards).

const TODAY = Temporal.PlainDate.from('2026-11-20')
const NOW = new Date('2026-11-20T10:00:00+01:00')
const at = { now: NOW }
const slug = (value: string) => ({ de: value, en: value })

type Fixture = { pastEvent: number; futureEvent: number; concert: number; draftArticle: number; scheduledArticle: number; offlinePage: number }

/** Records with known words: two performances of one title (past and coming), a concert, a draft, an offline page. */
async function seedFixture(db: Db): Promise<Fixture> {
  const [room] = await db.select({ id: s.rooms.id }).from(s.rooms).limit(1)
  const [pastEvent, futureEvent, concert] = await db
    .insert(s.events)
    .values([
      { title: { de: 'Xylophonträume', en: 'Xylophone dreams' }, slug: slug('xylophon-1'), roomId: room?.id, dateStart: new Date('2026-10-01T19:00:00+02:00') },
      { title: { de: 'Xylophonträume', en: 'Xylophone dreams' }, slug: slug('xylophon-2'), roomId: room?.id, dateStart: new Date('2026-12-01T19:00:00+01:00') },
      { title: { de: 'Konzert für Glasharfe', en: 'Concert for glass harp' }, subtitle: { de: 'Mit Quirinus Zebedäus', en: 'With Quirinus Zebedäus' }, slug: { de: 'glasharfe', en: 'glass-harp' }, roomId: room?.id, dateStart: new Date('2026-12-03T19:00:00+01:00') },
    ])
    .returning({ id: s.events.id })
  const [draftArticle, scheduledArticle] = await db
    .insert(s.articles)
    .values([
      { title: { de: 'Geheimprojekt Wolkenkuckucksheim', en: 'Secret project cloud cuckoo land' }, slug: slug('geheim'), publishedAt: null },
      { title: { de: 'Vorabmeldung Mondscheinsonate', en: 'Advance notice moonlight sonata' }, slug: slug('vorab'), publishedAt: new Date('2027-01-10T08:00:00+01:00') },
    ])
    .returning({ id: s.articles.id })
  const [offlinePage] = await db.insert(s.pages).values({ isOnline: false }).returning({ id: s.pages.id })
  if (!pastEvent || !futureEvent || !concert || !draftArticle || !scheduledArticle || !offlinePage) throw new Error('fixture rows missing')
  await db.insert(s.pageTranslations).values([
    { pageId: offlinePage.id, locale: 'de', title: 'Baustelle Zwiebelturm', slug: 'zwiebelturm', path: 'zwiebelturm' },
    { pageId: offlinePage.id, locale: 'en', title: 'Onion tower site', slug: 'onion-tower', path: 'onion-tower' },
  ])
  await db.transaction(async (tx) => {
    await reindexSearchDocuments(tx, [
      { kind: 'event', id: pastEvent.id },
      { kind: 'event', id: futureEvent.id },
      { kind: 'event', id: concert.id },
      { kind: 'article', id: draftArticle.id },
      { kind: 'article', id: scheduledArticle.id },
      { kind: 'page', id: offlinePage.id },
    ])
  })
  return { pastEvent: pastEvent.id, futureEvent: futureEvent.id, concert: concert.id, draftArticle: draftArticle.id, scheduledArticle: scheduledArticle.id, offlinePage: offlinePage.id }
}

function suite(name: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip ?? false)(`site search on ${name}`, () => {
    let handle: DatabaseHandle
    let cleanup: () => Promise<void>
    let db: Db
    let fixture: Fixture

    beforeAll(async () => {
      ;({ handle, cleanup } = await open())
      await prepareDatabase(handle, { demo: true, today: TODAY })
      db = handle.db
      fixture = await seedFixture(db)
    }, 240_000)

    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
    })

    it('indexes the seeded content in both languages', async () => {
      const [documents] = await db.select({ n: count() }).from(s.searchDocuments)
      const [events] = await db.select({ n: count() }).from(s.events)
      expect(documents?.n).toBeGreaterThan(2 * (events?.n ?? 0))
    })

    it('stems German words: "Konzerte" finds a "Konzert"', async () => {
      const hits = await findMatches(db, 'de', 'Konzerte Glasharfe', 'all', 1, at)
      expect(hits.map((hit) => hit.id)).toContain(`event-${fixture.concert}`)
      const [hit] = hits
      expect(hit?.title).toBe('Konzert für Glasharfe')
      expect(hit?.title_marked).toBe(`${MARK_START}Konzert${MARK_END} für ${MARK_START}Glasharfe${MARK_END}`)
    })

    it('stems English words: "concerts" finds a "Concert", and "harps" a "harp"', async () => {
      const hits = await findMatches(db, 'en', 'concerts harps', 'events', 1, at)
      expect(hits.map((hit) => hit.id)).toEqual([`event-${fixture.concert}`])
    })

    it('finds performers (weight B) and ranks a title match above them', async () => {
      const hits = await findMatches(db, 'de', 'Zebedäus', 'all', 1, at)
      expect(hits.map((hit) => hit.id)).toEqual([`event-${fixture.concert}`])
    })

    it('matches prefixes while typing: "dreigro" finds "Die Dreigroschenoper"', async () => {
      const hits = await findMatches(db, 'de', 'dreigro', 'productions', 1, at)
      expect(hits[0]?.title).toBe('Die Dreigroschenoper')
      const suggestions = await autocomplete(db, 'de', 'Dreigro', at)
      expect(suggestions[0]).toMatchObject({ type: 'production', title: 'Die Dreigroschenoper' })
      expect(suggestions[0]?.url).toMatch(/^\/de\/produktionen\/[^/]+\/\d+$/)
      // one suggestion per title: many performances, one entry each kind
      const titles = suggestions.map((suggestion) => `${suggestion.type}:${suggestion.title}`)
      expect(new Set(titles).size).toBe(titles.length)
    })

    it('offers "Did you mean: Dreigroschenoper" for "Dreigroschenopfer"', async () => {
      const counts = await countMatches(db, 'de', 'Dreigroschenopfer', at)
      expect(counts.all).toBe(0)
      expect(await suggestCorrection(db, 'de', 'Dreigroschenopfer', at)).toBe('Dreigroschenoper')
      // typo tolerance while typing: the title still comes up
      const suggestions = await autocomplete(db, 'de', 'dreigroschenopfer', at)
      expect(suggestions.map((suggestion) => suggestion.title)).toContain('Die Dreigroschenoper')
      // nothing to correct, nothing offered
      expect(await suggestCorrection(db, 'de', 'Dreigroschenoper', at)).toBeNull()
      expect(await suggestCorrection(db, 'de', 'qqqqqqq', at)).toBeNull()
    })

    it('answers each language with its own documents: one hit per record, in the visitor language', async () => {
      for (const [lang, other] of [['de', 'en'], ['en', 'de']] as const) {
        const counts = await countMatches(db, lang, 'Threepenny', at)
        expect(counts.productions).toBe(1)
        const hits = await findMatches(db, lang, 'threepenny', 'all', 1, at)
        expect(hits.length).toBeGreaterThan(0)
        expect(hits.filter((hit) => !hit.url.startsWith(`/${lang}/`) || hit.url.startsWith(`/${other}/`))).toEqual([])
        expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length)
      }
    })

    it('puts coming events before past ones', async () => {
      const hits = await findMatches(db, 'de', 'Xylophonträume', 'events', 1, at)
      expect(hits.map((hit) => [hit.id, hit.upcoming])).toEqual([
        [`event-${fixture.futureEvent}`, true],
        [`event-${fixture.pastEvent}`, false],
      ])
      const [suggestion] = await autocomplete(db, 'de', 'xylophon', at)
      expect(suggestion?.url).toContain(`/${fixture.futureEvent}`)
    })

    it('pages through a category: every hit once, counts that add up', async () => {
      const counts = await countMatches(db, 'de', 'die', at)
      // a stop word alone finds nothing instead of everything
      expect(counts.all).toBe(0)
      const all = await countMatches(db, 'de', 'Kulturhaus', at)
      expect(all.all).toBeGreaterThan(SEARCH_PAGE_SIZE)
      expect(all.all).toBe(all.events + all.others)
      expect(all.others).toBe(all.productions + all.magazine + all.people + all.venues + all.series + all.pages)
      const pages = Math.ceil(all.all / SEARCH_PAGE_SIZE)
      const seen: string[] = []
      for (let page = 1; page <= pages; page++) {
        const hits = await findMatches(db, 'de', 'Kulturhaus', 'all', page, at)
        expect(hits.length).toBe(page < pages ? SEARCH_PAGE_SIZE : all.all - (pages - 1) * SEARCH_PAGE_SIZE)
        seen.push(...hits.map((hit) => hit.id))
      }
      expect(new Set(seen).size).toBe(all.all)
      expect(await findMatches(db, 'de', 'Kulturhaus', 'all', pages + 1, at)).toEqual([])
    })

    it('finds an edited event under its new title at once, and no longer under the old one', async () => {
      expect((await countMatches(db, 'de', 'Glasharfe', at)).events).toBe(1)
      const copy = await readRecord(db, eventsServer, fixture.concert)
      if (!copy) throw new Error('no concert')
      expect((await updateRecord(db, 'de', eventsServer, fixture.concert, { updated_at: copy.updated_at, title: { de: 'Nachtmusik für Kristallorgel' } })).ok).toBe(true)
      expect((await countMatches(db, 'de', 'Glasharfe', at)).events).toBe(0)
      const [hit] = await findMatches(db, 'de', 'Kristallorgel', 'events', 1, at)
      expect(hit?.id).toBe(`event-${fixture.concert}`)
      // the other language is untouched
      expect((await countMatches(db, 'en', 'glass harp', at)).events).toBe(1)
    })

    it('never finds an offline page, a draft or an article before its publication', async () => {
      expect((await countMatches(db, 'de', 'Zwiebelturm', at)).all).toBe(0)
      expect((await countMatches(db, 'de', 'Spielzeit Vorschau', at)).pages).toBe(0)
      expect((await countMatches(db, 'de', 'Wolkenkuckucksheim', at)).all).toBe(0)
      expect((await countMatches(db, 'de', 'Mondscheinsonate', at)).all).toBe(0)
      expect((await countMatches(db, 'de', 'Mondscheinsonate', { now: new Date('2027-01-11T00:00:00Z') })).magazine).toBe(1)
      // published online pages are found, by their modules' text too
      expect((await countMatches(db, 'de', 'Leitbild', at)).pages).toBeGreaterThan(0)
    })

    it('takes a page offline: found before, gone after the write', async () => {
      await db.update(s.pages).set({ isOnline: true }).where(eq(s.pages.id, fixture.offlinePage))
      await reindexSearchDocuments(db, [{ kind: 'page', id: fixture.offlinePage }])
      expect((await countMatches(db, 'de', 'Zwiebelturm', at)).pages).toBe(1)
      await db.transaction(async (tx) => {
        await tx.update(s.pages).set({ isOnline: false }).where(eq(s.pages.id, fixture.offlinePage))
        await reindexSearchDocuments(tx, [{ kind: 'page', id: fixture.offlinePage }])
      })
      expect((await countMatches(db, 'de', 'Zwiebelturm', at)).all).toBe(0)
    })

    it('moves and removes subpages with their parent page', async () => {
      const [child] = await db
        .select({ id: s.pages.id, parentId: s.pages.parentId })
        .from(s.pages)
        .innerJoin(s.pageTranslations, eq(s.pageTranslations.pageId, s.pages.id))
        .where(eq(s.pageTranslations.path, 'besuch/anfahrt'))
      const parentId = child?.parentId
      if (!child || !parentId) throw new Error('demo page besuch/anfahrt missing')
      const childUrl = async () => {
        const [row] = await db.select({ url: s.searchDocuments.url }).from(s.searchDocuments).where(and(eq(s.searchDocuments.kind, 'page'), eq(s.searchDocuments.refId, child.id), eq(s.searchDocuments.locale, 'de')))
        return row?.url ?? null
      }
      expect(await childUrl()).toBe('/de/besuch/anfahrt')
      await db.transaction(async (tx) => {
        await tx.update(s.pageTranslations).set({ path: 'besuchen' }).where(and(eq(s.pageTranslations.pageId, parentId), eq(s.pageTranslations.locale, 'de')))
        await tx.update(s.pageTranslations).set({ path: 'besuchen/anfahrt' }).where(and(eq(s.pageTranslations.pageId, child.id), eq(s.pageTranslations.locale, 'de')))
        // the writer names the page it changed; its subpages follow
        await reindexSearchDocuments(tx, [{ kind: 'page', id: parentId }])
      })
      expect(await childUrl()).toBe('/de/besuchen/anfahrt')
      await db.transaction(async (tx) => {
        await tx.delete(s.pages).where(eq(s.pages.id, parentId))
        await reindexSearchDocuments(tx, [{ kind: 'page', id: parentId }])
      })
      expect(await childUrl()).toBeNull()
    })

    it('ignores what would break a text-search query', async () => {
      // operators around a word are no operators: the word alone is searched (a '!' does not negate it)
      const plain = await countMatches(db, 'de', 'Kulturhaus', at)
      expect(plain.all).toBeGreaterThan(0)
      for (const text of ["Kulturhaus'", 'Kulturhaus:*', '!Kulturhaus', 'Kulturhaus & | !', '(Kulturhaus)', '<Kulturhaus>', '\\Kulturhaus']) {
        expect(await countMatches(db, 'de', text, at), text).toEqual(plain)
        expect((await findMatches(db, 'de', text, 'all', 1, at)).length, text).toBe(Math.min(plain.all, SEARCH_PAGE_SIZE))
      }
      // nothing but operators and spaces: no words, nothing found, nothing suggested
      for (const text of ["'", '&|!:*()', ':*', '\\', '<>', '   ']) {
        expect((await countMatches(db, 'de', text, at)).all, text).toBe(0)
        expect(await findMatches(db, 'de', text, 'all', 1, at), text).toEqual([])
        expect(await autocomplete(db, 'de', text, at), text).toEqual([])
      }
    })

    it('finds a record by its title, names and address in the other language, shown and linked in the visitor language', async () => {
      const english = await findMatches(db, 'en', 'Dreigroschenoper', 'all', 1, at)
      expect(english.some((hit) => hit.type === 'production' && hit.title === 'The Threepenny Opera')).toBe(true)
      expect(english.every((hit) => hit.url.startsWith('/en/'))).toBe(true)
      expect((await countMatches(db, 'en', 'Dreigroschenoper', at)).productions).toBe(1)
      const german = await findMatches(db, 'de', 'threepenny', 'productions', 1, at)
      expect(german.map((hit) => [hit.title, hit.url.split('/')[1]])).toEqual([['Die Dreigroschenoper', 'de']])
      expect((await findMatches(db, 'de', 'xylophone dreams', 'events', 1, at)).map((hit) => hit.title)).toEqual(['Xylophonträume', 'Xylophonträume'])
      // in the suggestions while typing
      const typed = await autocomplete(db, 'en', 'Dreigrosch', at)
      expect(typed.find((suggestion) => suggestion.type === 'production')).toMatchObject({ title: 'The Threepenny Opera', url: expect.stringMatching(/^\/en\//) })
      // a German title mistyped in the English interface
      expect(await suggestCorrection(db, 'en', 'Dreigroschenoprr', at)).toBe('Dreigroschenoper')
      expect(await suggestCorrection(db, 'de', 'Threepenyy', at)).toBe('Threepenny')
    })

    it('counts keywords per term and language, bounded, without personal data', async () => {
      await recordSearchKeyword(db, 'de', ' Dreigroschenoper ', 4)
      await recordSearchKeyword(db, 'de', 'dreigroschenoper', 5)
      await recordSearchKeyword(db, 'en', 'dreigroschenoper', 0)
      const list = await listSearchKeywords(db, 'frequent')
      expect(list.results[0]).toMatchObject({ term: 'dreigroschenoper', lang: 'de', searches: 2, results: 5 })
      expect(Object.keys(list.results[0] ?? {}).sort()).toEqual(['first_searched_at', 'lang', 'last_searched_at', 'results', 'searches', 'term'])
      expect((await listSearchKeywords(db, 'no-results')).results.map((row) => [row.term, row.lang])).toEqual([['dreigroschenoper', 'en']])
      for (let n = 0; n < 6; n++) await recordSearchKeyword(db, 'de', `begriff ${n}`, 1, { limit: 5, now: new Date(Date.now() + n * 1000) })
      expect((await listSearchKeywords(db, 'recent')).total).toBe(5)
    })

    it('rebuilds the index from scratch to the same answers', async () => {
      const before = await countMatches(db, 'de', 'Kulturhaus', at)
      await db.delete(s.searchDocuments)
      expect((await countMatches(db, 'de', 'Kulturhaus', at)).all).toBe(0)
      const rebuilt = await rebuildSearchIndex(db)
      expect(rebuilt.documents).toBeGreaterThan(0)
      expect(await countMatches(db, 'de', 'Kulturhaus', at)).toEqual(before)
    })
  })
}

for (const backend of testBackends) {
  suite(
    backend.name,
    async () => {
      const database = await backend.open()
      // the suite closes the handle itself; dispose drops the database
      return { handle: database.handle, cleanup: database.dispose }
    },
    { skip: backend.skip },
  )
}
