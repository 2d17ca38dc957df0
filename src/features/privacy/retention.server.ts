import type { Db } from '~/server/db/client.server'
import { deleteExpiredAccountTokens } from '~/features/account/account-tokens.server'
import { deleteExpiredEntries } from '~/features/forms/entry-deletion.server'

/** What one run of the retention job deleted. */
export interface RetentionRun {
  entries: number
  files: number
  accountTokens: number
}

/**
 * Deletes what has outlived its period (the privacy page names each): form entries with their files after their
 * form's retention period, and mailed links (with unconfirmed sign-ups) after their expiry. Safe to run on several
 * instances at once: every row goes once (SKIP LOCKED, or a DELETE that only one transaction can make).
 */
export async function runRetention(db: Db, now: Date): Promise<RetentionRun> {
  const { entries, files } = await deleteExpiredEntries(db, now)
  const accountTokens = await deleteExpiredAccountTokens(db, now)
  return { entries, files, accountTokens }
}

/** How often every instance looks; a run finds nothing most of the time. */
export const RETENTION_INTERVAL_MS = 3600_000

/**
 * Starts the retention job of this process (with the server, see src/server.ts): soon after the start, then every
 * RETENTION_INTERVAL_MS, logging what it deleted as counts. `clock` is injectable for tests. Returns the stop function.
 */
export function startRetention(getDb: () => Promise<Db>, options: { clock?: () => Date; intervalMs?: number; firstRunMs?: number } = {}): () => Promise<void> {
  const clock = options.clock ?? (() => new Date())
  let running: Promise<void> | null = null
  const run = () => {
    running ??= getDb()
      .then((db) => runRetention(db, clock()))
      .then((done) => {
        if (done.entries > 0 || done.accountTokens > 0) {
          console.info(`[retention] deleted ${done.entries} expired form entries with ${done.files} file(s) and ${done.accountTokens} expired one-time codes of accounts`)
        }
      })
      .catch((error: unknown) => console.error('[retention] job failed', error))
      .finally(() => {
        running = null
      })
    return running
  }
  const timer = setInterval(run, options.intervalMs ?? RETENTION_INTERVAL_MS)
  timer.unref()
  const first = setTimeout(run, options.firstRunMs ?? 90_000)
  first.unref()
  return async () => {
    clearInterval(timer)
    clearTimeout(first)
    await running
  }
}
