import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { count, max, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite } from '~/server/db/client.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { notFoundLog } from '~/server/db/schema'
import { NOT_FOUND_LOG_LIMITS, logNotFound, missingPageKey } from './site.server'

describe('the missing-page log stays bounded', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openPglite({ client: new PGlite({ extensions: { pg_trgm } }) })
    await handle.migrate()
  }, 120_000)
  afterAll(async () => handle?.close())

  it('keeps the path only, capped, and counts repeats in one row', async () => {
    expect(missingPageKey('/de/x?utm=1#a')).toBe('/de/x')
    expect(missingPageKey(`/${'a'.repeat(2000)}`)).toHaveLength(NOT_FOUND_LOG_LIMITS.urlLength)
    // the programme's and the productions' query decides their 404: it is kept, without trackers
    expect(missingPageKey('/de/programm?utm_source=x&date=31-02-2031#top')).toBe('/de/programm?date=31-02-2031')
    expect(missingPageKey('/en/productions/?genre=abc')).toBe('/en/productions/?genre=abc')
    expect(missingPageKey('/de/programm/x?date=31-02-2031')).toBe('/de/programm/x')
    for (let i = 0; i < 20; i++) await logNotFound(handle.db, `/de/gibt-es-nicht?v=${i}`)
    const rows = await handle.db.select().from(notFoundLog).where(sql`${notFoundLog.url} = '/de/gibt-es-nicht'`)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.hits).toBe(20)
  })

  it('2 kB random URLs add rows of at most 300 characters, and never more than the row limit', async () => {
    const random = () => Math.random().toString(36).slice(2)
    for (let i = 0; i < NOT_FOUND_LOG_LIMITS.rows + 200; i++) await logNotFound(handle.db, `/${random()}/${'x'.repeat(2000)}`)
    const [row] = await handle.db.select({ rows: count(), longest: max(sql<number>`length(${notFoundLog.url})`) }).from(notFoundLog)
    expect(row?.rows).toBeLessThanOrEqual(NOT_FOUND_LOG_LIMITS.rows + 50)
    expect(Number(row?.longest)).toBeLessThanOrEqual(NOT_FOUND_LOG_LIMITS.urlLength)
  }, 120_000)
})
