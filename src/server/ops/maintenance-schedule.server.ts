import type { DatabaseHandle } from '~/server/db/client.server'
import { vacuumEmbedded } from '~/server/db/embedded-maintenance.server'
import { everyDayAt } from './backup-schedule.server'

/** When the nightly `VACUUM (ANALYZE)` of the embedded database runs (Europe/Berlin), before the default backup hour. */
export const MAINTENANCE_HOUR = 3

/**
 * Once a night at MAINTENANCE_HOUR, `VACUUM (ANALYZE)` on the embedded database (a second or two on the demo; queries
 * wait for it, as PGlite runs one statement at a time). Returns the function that stops it and waits for a run under
 * way; null on PostgreSQL.
 */
export function startEmbeddedMaintenance(getDatabase: () => Promise<DatabaseHandle>, clock: () => number = Date.now): (() => Promise<void>) | null {
  if (process.env.DATABASE_URL) return null
  const timer = everyDayAt(
    MAINTENANCE_HOUR,
    async () => {
      try {
        const ms = await vacuumEmbedded(await getDatabase())
        if (ms !== null) console.info(`[database] vacuumed and analysed in ${(ms / 1000).toFixed(1)} s`)
      } catch (error) {
        console.error('[database] the nightly vacuum failed', error)
      }
    },
    clock,
  )
  return timer.stop
}
