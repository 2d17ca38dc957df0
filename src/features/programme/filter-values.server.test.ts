import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { eventTags, eventTypes, exhibitionTypes, genres, rooms, series, venues } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { programmeFilterValues, withoutUnknownFilters } from './filter-values.server'

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`the programme's filter values on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    const ids = { room: 0, tag: 0, series: 0, genre: 0, type: 0 }
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const [venue] = await db.insert(venues).values({ name: both('Haus', 'House'), slug: both('haus', 'house'), street: 'Ufer 1', postcode: '10000', city: 'Berlin' }).returning()
      const [room] = await db.insert(rooms).values({ venueId: venue?.id ?? 0, name: both('Saal', 'Hall') }).returning()
      const [tag] = await db.insert(eventTags).values({ name: both('Audiodeskription', 'Audio description'), showInFilter: false }).returning()
      const [cycle] = await db.insert(series).values({ name: both('Abo', 'Subscription'), slug: both('abo', 'subscription') }).returning()
      const [genre] = await db.insert(genres).values({ slug: 'oper', name: both('Oper', 'Opera') }).returning()
      const [type] = await db.insert(eventTypes).values({ slug: 'konzert', name: both('Konzert', 'Concert') }).returning()
      await db.insert(exhibitionTypes).values({ slug: 'fotografie', name: both('Fotografie', 'Photography') })
      Object.assign(ids, { room: room?.id, tag: tag?.id, series: cycle?.id, genre: genre?.id, type: type?.id })
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    it('knows every room, tag (hidden ones too), series, genre and type, by id and by a type’s slug', async () => {
      const known = await programmeFilterValues(db)
      expect([...known.room]).toEqual([String(ids.room)])
      expect([...known.tag]).toEqual([String(ids.tag)])
      expect([...known.series]).toEqual([String(ids.series)])
      expect([...known.genre]).toEqual([String(ids.genre)])
      expect([...known.type].sort()).toEqual([String(ids.type), 'fotografie', 'konzert'].sort())
      // filters naming something stay as they are
      expect(withoutUnknownFilters(`?date=01-12-2026&room=${ids.room}&tag=${ids.tag}&type=konzert&genre=${ids.genre}&series=${ids.series}`, known)).toBeNull()
      expect(withoutUnknownFilters('?type=fotografie', known)).toBeNull()
      expect(withoutUnknownFilters('', known)).toBeNull()
      // made-up values go, the rest stays
      expect(withoutUnknownFilters(`?date=01-12-2026&room=99999&tag=${ids.tag}`, known)).toBe(`?date=01-12-2026&tag=${ids.tag}`)
      expect(withoutUnknownFilters('?tag=4711&type=ballett&genre=12', known)).toBe('')
      // malformed values are the page's to refuse (404), not dropped
      expect(withoutUnknownFilters('?room=abc&tag=1x&genre=0&series=99999999999&type=Ballett!', known)).toBeNull()
    })
  })
}
