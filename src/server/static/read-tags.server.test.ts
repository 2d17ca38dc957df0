import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Temporal } from 'temporal-polyfill'
import type { Db } from '~/server/db/client.server'
import { events, openingHourExceptions, openingHours } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { forgetReads } from '~/server/cache/read-cache.server'
import { getEvent } from '~/features/programme/programme.server'
import { getOpeningHoursToday } from '~/features/site/site.server'
import { openingMoment, openingStatus } from '~/features/chrome/header/opening-hours'
import { nextMidnightInBerlin, recordReadTags } from './read-tags.server'
import { collectRenderTags } from './render-tags.server'
import { ALL_PAGES } from './tags'

const both = (de: string, en: string) => ({ de, en })
const input = (lang: 'de' | 'en') => ({ lang, params: {} })

/** What a page's reads say of when it changes by itself: the header's hours and an event's page. */
for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`when pages change by themselves, on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let eventId = 0
    const start = new Date('2099-12-04T18:30:00Z')
    const end = new Date('2099-12-04T21:00:00Z')
    const today = Temporal.PlainDate.from('2026-11-30')
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const [event] = await db.insert(events).values({ title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull'), dateStart: start, dateEnd: end }).returning()
      eventId = event?.id ?? 0
      await db.insert(openingHours).values([
        { weekday: 0, closed: true },
        { weekday: 1, timeFrom: '11:00', timeTo: '18:00' },
        { weekday: 2, timeFrom: '11:00', timeTo: '18:00' },
      ])
      await db.insert(openingHourExceptions).values([
        { date: '2026-11-29', closed: true, alternativeText: both('Gestern zu', 'Closed yesterday') },
        { date: '2026-12-01', timeFrom: '14:00', timeTo: '16:00', alternativeText: both('Nur nachmittags', 'Afternoon only') },
        { date: '2026-12-24', closed: true },
      ])
    })
    afterAll(async () => {
      forgetReads([ALL_PAGES])
      await database?.dispose()
    })

    it("an event's page changes when the event starts, not at midnight", async () => {
      const { collected } = await collectRenderTags(async () => recordReadTags('event', input('de'), await getEvent(db, 'de', eventId)))
      expect(collected.expiresAt).toBe(start.getTime())
      expect(collected.expiresAt).toBeGreaterThan(nextMidnightInBerlin())
    })

    it("the header's hours hold the whole week and the exceptions to come, and do not expire at midnight", async () => {
      const { result, collected } = await collectRenderTags(async () => {
        const hours = await getOpeningHoursToday(db, 'de', today)
        recordReadTags('openingHoursToday', input('de'), hours)
        return hours
      })
      expect(collected.expiresAt).toBe(Number.POSITIVE_INFINITY)
      expect([...collected.tags]).toEqual(['opening-hours'])
      expect(result.opening_hours.map((row) => row.weekday)).toEqual([0, 1, 2])
      expect(result.opening_hours_exceptions.map((row) => [row.date, row.alternative_text])).toEqual([
        ['2026-12-01', 'Nur nachmittags'],
        ['2026-12-24', null],
      ])
      // a page generated on Monday still tells the right status on the days after (computed in the browser)
      const at = (date: string, time: string) => openingMoment(Temporal.PlainDateTime.from(`${date}T${time}`))
      expect(openingStatus(result, at('2026-11-30', '09:00'))).toMatchObject({ state: 'late', closedToday: true })
      expect(openingStatus(result, at('2026-12-01', '12:00'))).toMatchObject({ state: 'early', from: '14:00', note: { text: 'Nur nachmittags' } })
      expect(openingStatus(result, at('2026-12-02', '12:00'))).toMatchObject({ state: 'open', from: '11:00', to: '18:00', note: null })
    })
  })
}
