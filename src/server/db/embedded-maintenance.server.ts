import { sql } from 'drizzle-orm'
import type { DatabaseHandle } from './client.server.ts'

/**
 * PostgreSQL's autovacuum for the embedded database. PGlite runs PostgreSQL in a single process without its
 * background workers, so no autovacuum daemon ever analyses or vacuums its tables: the planner works without
 * statistics (every table estimated at its default size) for as long as the site runs, and dead rows of carts,
 * sessions and updated records stay. Measured on the demo's database: the programme's list query took 50 ms on
 * average without statistics and 19 ms after one `ANALYZE`; after its start, seed and generation, no table of the
 * demo had statistics (`pg_class.reltuples` -1 on every one).
 * On PostgreSQL the server's own autovacuum does this work; nothing here runs there.
 */

/** Brings the planner's statistics up to date (PGlite only): at each start, after migrations and the seed. */
export async function analyzeEmbedded(handle: DatabaseHandle): Promise<number | null> {
  if (handle.kind !== 'pglite') return null
  const began = performance.now()
  await handle.db.execute(sql`ANALYZE`)
  return performance.now() - began
}

/** Vacuums and analyses every table (PGlite only): what autovacuum would have done during the day. */
export async function vacuumEmbedded(handle: DatabaseHandle): Promise<number | null> {
  if (handle.kind !== 'pglite') return null
  const began = performance.now()
  await handle.db.execute(sql`VACUUM (ANALYZE)`)
  return performance.now() - began
}
