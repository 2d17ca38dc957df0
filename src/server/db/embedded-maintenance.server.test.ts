import { sql } from 'drizzle-orm'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawRows } from './client.server'
import { analyzeEmbedded, vacuumEmbedded } from './embedded-maintenance.server'
import { testBackends } from './test-backends'
import { MAINTENANCE_HOUR, startEmbeddedMaintenance } from '../ops/maintenance-schedule.server'
import type { TestDatabase } from './test-backends'

const Estimate = v.array(v.object({ reltuples: v.number() }))

/** The planner's idea of a table's size: -1 while it was never analysed or vacuumed. */
async function estimatedRows(database: TestDatabase, table: string): Promise<number> {
  const [row] = v.parse(Estimate, await rawRows(database.handle.db, sql`select reltuples::float8 as reltuples from pg_class where relname = ${table}`))
  return row?.reltuples ?? Number.NaN
}

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`the embedded database's maintenance on ${backend.name}`, () => {
    let database: TestDatabase
    beforeAll(async () => {
      database = await backend.open()
      await database.handle.db.execute(sql`create table maintenance_probe (id int primary key, note text)`)
      await database.handle.db.execute(sql`insert into maintenance_probe select n, 'row ' || n from generate_series(1, 500) as n`)
    })
    afterAll(() => database.dispose())

    if (backend.name === 'PGlite') {
      it('gives the planner statistics, which PGlite never gathers on its own', async () => {
        expect(await estimatedRows(database, 'maintenance_probe')).toBe(-1)
        const ms = await analyzeEmbedded(database.handle)
        expect(ms).toEqual(expect.any(Number))
        expect(await estimatedRows(database, 'maintenance_probe')).toBe(500)
      })

      it('vacuums once the hour of the night has come, not before', async () => {
        await database.handle.db.execute(sql`insert into maintenance_probe select n, 'row ' || n from generate_series(501, 700) as n`)
        // 20 ms before the hour in Berlin: the schedule's timer fires then, finds the hour come and vacuums
        const hour = Temporal.Now.zonedDateTimeISO('Europe/Berlin').add({ days: 1 }).with({ hour: MAINTENANCE_HOUR, minute: 0, second: 0, millisecond: 0 }).epochMilliseconds
        const began = performance.now()
        const clock = () => hour - 20 + Math.floor(performance.now() - began)
        let startedAt = 0
        let started: () => void = () => {}
        const done = new Promise<void>((resolve) => (started = resolve))
        const stop = startEmbeddedMaintenance(async () => {
          startedAt = clock()
          setTimeout(started, 0)
          return database.handle
        }, clock)
        expect(stop).not.toBeNull()
        await done
        await stop?.()
        expect(startedAt).toBeGreaterThanOrEqual(hour)
        expect(await estimatedRows(database, 'maintenance_probe')).toBe(700)
      })

      it('vacuums away dead rows and analyses again', async () => {
        await database.handle.db.execute(sql`delete from maintenance_probe where id > 100`)
        expect(await vacuumEmbedded(database.handle)).toEqual(expect.any(Number))
        expect(await estimatedRows(database, 'maintenance_probe')).toBe(100)
      })
    } else {
      it('leaves PostgreSQL to its own autovacuum', async () => {
        expect(await analyzeEmbedded(database.handle)).toBeNull()
        expect(await vacuumEmbedded(database.handle)).toBeNull()
      })
    }
  })
}
