import type { DatabaseHandle } from '~/server/db/client.server'
import { vacuumEmbedded } from '~/server/db/embedded-maintenance.server'
import { nextBackupAt } from './backup-schedule.server'

/** When the nightly `VACUUM (ANALYZE)` of the embedded database runs (Europe/Berlin), before the default backup hour. */
export const MAINTENANCE_HOUR = 3

/**
 * Once a night at MAINTENANCE_HOUR, `VACUUM (ANALYZE)` on the embedded database (a second or two on the demo; queries
 * wait for it, as PGlite runs one statement at a time). Returns the function that stops it and waits for a run under
 * way; null on PostgreSQL.
 */
export function startEmbeddedMaintenance(getDatabase: () => Promise<DatabaseHandle>, clock: () => number = Date.now): (() => Promise<void>) | null {
  if (process.env.DATABASE_URL) return null
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | null = null
  let stopped = false
  let nextAt = nextBackupAt(clock(), MAINTENANCE_HOUR)
  const arm = () => {
    if (stopped) return
    // long waits in steps: the machine may sleep or its clock move
    timer = setTimeout(tick, Math.min(Math.max(nextAt - clock(), 0), 3600_000))
    timer.unref()
  }
  const tick = () => {
    if (clock() < nextAt) return arm()
    nextAt = nextBackupAt(clock(), MAINTENANCE_HOUR)
    running = getDatabase()
      .then(vacuumEmbedded)
      .then((ms) => {
        if (ms !== null) console.info(`[database] vacuumed and analysed in ${(ms / 1000).toFixed(1)} s`)
      })
      .catch((error: unknown) => console.error('[database] the nightly vacuum failed', error))
      .finally(() => {
        running = null
        arm()
      })
  }
  arm()
  return async () => {
    stopped = true
    clearTimeout(timer)
    await running
  }
}
