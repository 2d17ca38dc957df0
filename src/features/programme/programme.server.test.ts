import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { eventGenres, eventLabels, eventTags, eventTeasers, eventTagsEvents, eventTypes, events, exhibitionTypes, genres, labels, prices, productions, rooms, saleTypes, seatGroups, series, venues } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { forgetReads, keepReads } from '~/server/cache/read-cache.server'
import { collectRenderTags } from '~/server/static/render-tags.server'
import { ALL_PAGES } from '~/server/static/tags'
import { getEvent, listEvents, listEventsFromDatabase, listEventsWhere, listTeasers } from './programme.server'

const both = (de: string, en: string) => ({ de, en })
const paragraph = (text: string) => ({ root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }] } })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`programme list items on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let richId = 0
    let plainId = 0
    let roomId = 0
    let venueId = 0
    let productionId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const [venue] = await db.insert(venues).values({ name: both('Haus', 'House'), slug: both('haus', 'house'), street: 'Ufer 1', postcode: '10000', city: 'Berlin' }).returning()
      venueId = venue?.id ?? 0
      const [room] = await db.insert(rooms).values({ venueId, name: both('Großer Saal', 'Main hall') }).returning()
      roomId = room?.id ?? 0
      const [type] = await db.insert(eventTypes).values({ slug: 'schauspiel', name: both('Schauspiel', 'Drama') }).returning()
      const [production] = await db.insert(productions).values({ kind: 'show', title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull') }).returning()
      productionId = production?.id ?? 0
      const inserted = await db
        .insert(events)
        .values([
          {
            title: both('Die Möwe', 'The Seagull'),
            subtitle: both('Komödie', 'Comedy'),
            slug: both('die-moewe', 'the-seagull'),
            description: { de: paragraph('Lang'), en: paragraph('Long') },
            info: both('Einführung', 'Introduction'),
            dateStart: new Date('2099-12-04T18:30:00Z'),
            dateEnd: new Date('2099-12-04T21:00:00Z'),
            roomId,
            eventTypeId: type?.id ?? null,
            productionId,
            image: '/media/moewe.jpg',
            priceFrom: 'ab 12 €',
            ticketUrl: 'https://tickets.example/moewe',
          },
          { title: both('Nachtkonzert', 'Night concert'), slug: both('nachtkonzert', 'night-concert'), dateStart: new Date('2099-12-20T21:00:00Z') },
        ])
        .returning()
      richId = inserted[0]?.id ?? 0
      plainId = inserted[1]?.id ?? 0
      const made = await db
        .insert(labels)
        .values([
          { key: 'premiere', name: both('Premiere', 'Premiere') },
          { key: 'family_and_kids', name: both('Familie', 'Family') },
        ])
        .returning()
      await db.insert(eventLabels).values(made.map((label) => ({ eventId: richId, labelId: label.id })))
      const [saleType] = await db.insert(saleTypes).values({ name: both('Vollpreis', 'Full price'), isFullPrice: true, position: 0 }).returning()
      // the plain event's only seat group is hidden and its only price free: it has neither
      const groups = await db
        .insert(seatGroups)
        .values([
          { eventId: richId, name: both('Parkett', 'Stalls'), capacity: 100 },
          { eventId: plainId, name: both('Rang', 'Circle'), capacity: 50, status: 0 },
        ])
        .returning()
      await db.insert(prices).values([
        { eventId: richId, seatGroupId: groups[0]?.id ?? 0, saleTypeId: saleType?.id ?? 0, amount: '12.00' },
        { eventId: plainId, seatGroupId: groups[1]?.id ?? 0, saleTypeId: saleType?.id ?? 0, amount: '0.00' },
      ])
    })
    afterAll(async () => {
      await database?.dispose()
    })

    const rich = () => ({
      id: richId,
      slug: 'the-seagull',
      slugs: { de: 'die-moewe', en: 'the-seagull' },
      title: 'The Seagull',
      subtitle: 'Comedy',
      date_start: '2099-12-04T18:30:00.000Z',
      date_end: '2099-12-04T21:00:00.000Z',
      status: 'scheduled',
      event_type_new: { id: 'schauspiel', name: 'Drama', slug: 'schauspiel' },
      room: { id: roomId, name: 'Main hall', venue: { id: venueId, name: 'House', slug: 'house' } },
      labels: [
        { id: 'premiere', name: 'Premiere' },
        { id: 'family_and_kids', name: 'Family' },
      ],
      info: 'Introduction',
      price_from: 'ab 12 €',
      ticket_url: 'https://tickets.example/moewe',
      has_seat_groups: true,
      has_paid_prices: true,
      image: { url: '/media/moewe.jpg', alt: 'The Seagull' },
      production: { id: productionId, slug: 'the-seagull', title: 'The Seagull' },
    })
    const plain = () => ({
      id: plainId,
      slug: 'night-concert',
      slugs: { de: 'nachtkonzert', en: 'night-concert' },
      title: 'Night concert',
      subtitle: null,
      date_start: '2099-12-20T21:00:00.000Z',
      date_end: null,
      status: 'scheduled',
      event_type_new: null,
      room: null,
      labels: [],
      info: null,
      price_from: null,
      ticket_url: null,
      has_seat_groups: false,
      has_paid_prices: false,
      image: null,
      production: null,
    })

    it('lists events with their room, venue, type, production, labels, seat groups and prices, in one language', async () => {
      const answer = await listEvents(db, 'en', { date: '01-12-2099' })
      expect(answer.count).toBe(2)
      expect(answer.results).toEqual([rich(), plain()])
    })

    it('pages and filters as before', async () => {
      const second = await listEvents(db, 'en', { date: '01-12-2099' }, 2, 1)
      expect(second.count).toBe(2)
      expect(second.results).toEqual([plain()])
      const inRoom = await listEvents(db, 'de', { date: '01-12-2099', room: roomId })
      expect(inRoom.results.map((item) => [item.id, item.title, item.room?.venue.slug])).toEqual([[richId, 'Die Möwe', 'haus']])
    })

    it('gives detail pages and sets of events the same list items', async () => {
      expect(await listEventsWhere(db, 'en', eq(events.productionId, productionId))).toEqual([rich()])
      const detail = await getEvent(db, 'en', richId)
      expect(detail).toMatchObject(rich())
      expect(detail.description).toEqual(paragraph('Long'))
    })

    it('answers the programme from today on from an index of the events to come, as the database does, and reads it anew after a change', async () => {
      const [eventTag] = await db.insert(eventTags).values({ name: both('Draußen', 'Outdoors') }).returning()
      const [genre] = await db.insert(genres).values({ slug: 'jazz', name: both('Jazz', 'Jazz') }).returning()
      const [cycle] = await db.insert(series).values({ name: both('Nachtreihe', 'Night series'), slug: both('nachtreihe', 'night-series') }).returning()
      const [exhibition] = await db.insert(exhibitionTypes).values({ slug: 'fotografie', name: both('Fotografie', 'Photography') }).returning()
      await db.insert(eventTagsEvents).values({ eventId: plainId, tagId: eventTag?.id ?? 0 })
      await db.insert(eventGenres).values({ eventId: plainId, genreId: genre?.id ?? 0 })
      await db.update(events).set({ seriesId: cycle?.id ?? null }).where(eq(events.id, plainId))
      await db.update(productions).set({ exhibitionTypeId: exhibition?.id ?? null }).where(eq(productions.id, productionId))
      // (written behind the services' backs: announced as they would)
      forgetReads([ALL_PAGES])
      keepReads()
      try {
        const filters = [
          {},
          { date: '01-12-2099' },
          { date: '10-12-2099' },
          { date: '01-01-2100' },
          { date: '01-12-2099', room: roomId },
          { date: '01-12-2099', room: roomId + 1000 },
          { date: '01-12-2099', type: 'schauspiel' },
          { date: '01-12-2099', type: 'fotografie' },
          { date: '01-12-2099', type: 'oper' },
          { date: '01-12-2099', tag: eventTag?.id ?? 0 },
          { date: '01-12-2099', genre: genre?.id ?? 0 },
          { date: '01-12-2099', series: cycle?.id ?? 0 },
        ]
        for (const filter of filters) {
          for (const lang of ['de', 'en'] as const) {
            for (const [page, size] of [[1, 20], [1, 1], [2, 1], [3, 1]] as const) {
              expect({ filter, lang, page, answer: await listEvents(db, lang, filter, page, size) }).toEqual({ filter, lang, page, answer: await listEventsFromDatabase(db, lang, filter, page, size) })
            }
          }
        }
        // the list names the events it shows, not every event of the index
        const listed = await collectRenderTags(() => listEvents(db, 'de', { date: '10-12-2099' }))
        expect([...listed.collected.tags]).toEqual([])
        expect(listed.result.results.map((item) => item.id)).toEqual([plainId])
        // a change of an event drops the index: the next list shows the new title
        await db.update(events).set({ title: both('Nachtkonzert!', 'Night concert!') }).where(eq(events.id, plainId))
        forgetReads([`event:${plainId}`])
        expect((await listEvents(db, 'en', { date: '10-12-2099' })).results.map((item) => item.title)).toEqual(['Night concert!'])
      } finally {
        await db.update(events).set({ title: both('Nachtkonzert', 'Night concert'), seriesId: null }).where(eq(events.id, plainId))
        await db.update(productions).set({ exhibitionTypeId: null }).where(eq(productions.id, productionId))
        await db.delete(eventTagsEvents).where(eq(eventTagsEvents.eventId, plainId))
        await db.delete(eventGenres).where(eq(eventGenres.eventId, plainId))
        forgetReads([ALL_PAGES])
      }
    })

    it('answers the teasers from today on from memory, and anew after a change of the teasers', async () => {
      await db.insert(eventTeasers).values([
        { position: '2099-12-04', name: 'abo', headline: both('Abo', 'Subscription') },
        { position: '2099-12-20', name: 'jazz', headline: both('Jazz', 'Jazz') },
      ])
      forgetReads([ALL_PAGES])
      keepReads()
      try {
        const headlines = async (date?: string) => (await listTeasers(db, 'en', date)).map((teaser) => teaser.headline)
        expect(await headlines()).toEqual(['Subscription', 'Jazz'])
        expect(await headlines('05-12-2099')).toEqual(['Jazz'])
        expect(await headlines('20-12-2099')).toEqual(['Jazz'])
        expect(await headlines('21-12-2099')).toEqual([])
        await db.insert(eventTeasers).values({ position: '2099-12-24', name: 'fest', headline: both('Fest', 'Holiday') })
        forgetReads(['teasers'])
        expect(await headlines('05-12-2099')).toEqual(['Jazz', 'Holiday'])
      } finally {
        await db.delete(eventTeasers)
        forgetReads([ALL_PAGES])
      }
    })

    it("reads an event's record once for both languages while nothing changes it; a change naming the event drops it", async () => {
      keepReads()
      try {
        const de = await collectRenderTags(() => getEvent(db, 'de', richId))
        expect([...de.collected.tags].sort()).toEqual([`event:${richId}`, `production:${productionId}`])
        // renamed behind the record's back: the English page still shows the kept record, in its own language
        await db.update(events).set({ title: { de: 'Die Möwe', en: 'The Gull (renamed)' } }).where(eq(events.id, richId))
        const en = await collectRenderTags(() => getEvent(db, 'en', richId))
        expect(en.result).toMatchObject({ title: rich().title, description: paragraph('Long') })
        expect(de.result.title).toBe('Die Möwe')
        // the page reading from memory shows the event's tags all the same
        expect([...en.collected.tags].sort()).toEqual([`event:${richId}`, `production:${productionId}`])
        forgetReads([`event:${richId}`])
        expect((await getEvent(db, 'en', richId)).title).toBe('The Gull (renamed)')
      } finally {
        await db.update(events).set({ title: { de: 'Die Möwe', en: rich().title } }).where(eq(events.id, richId))
        forgetReads([ALL_PAGES])
      }
    })
  })
}
