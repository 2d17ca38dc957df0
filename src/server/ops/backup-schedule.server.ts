import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import type { DatabaseHandle } from '~/server/db/client.server'
import type { BackupStatus } from '~/contract/hub'
import { createBackup } from './backup.server'
import type { DatabaseSource } from './backup.server'

/**
 * The server's own backups (issue 33): with FOYER_BACKUP_DIR set, one archive a day at a quiet hour
 * (FOYER_BACKUP_HOUR, Europe/Berlin, default 4), the newest FOYER_BACKUP_KEEP (default 14) kept. The archive is the
 * one `npm run backup` writes (backup.server.ts), taken inside the running server: pg_dump's snapshot on PostgreSQL,
 * the open PGlite client's dump between two transactions on PGlite. The hub's overview shows the last one.
 */

const BERLIN = 'Europe/Berlin'
/** Without a backup for this long while a schedule is set, administrators are warned. */
export const BACKUP_OVERDUE_MS = 48 * 3600_000
const ARCHIVE = /^foyer-backup-(\d{8})-(\d{6})Z\.tar\.gz$/

const Schedule = v.object({
  FOYER_BACKUP_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  FOYER_BACKUP_KEEP: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'FOYER_BACKUP_KEEP must be a whole number of backups'), v.transform(Number), v.minValue(1, 'FOYER_BACKUP_KEEP must keep at least 1 backup'), v.maxValue(3650)), '14'),
  FOYER_BACKUP_HOUR: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'FOYER_BACKUP_HOUR must be an hour from 0 to 23'), v.transform(Number), v.maxValue(23, 'FOYER_BACKUP_HOUR must be an hour from 0 to 23')), '4'),
})

export type BackupSchedule = { dir: string; keep: number; hour: number }

/** The schedule the environment sets, or null without FOYER_BACKUP_DIR; an invalid setting throws with its reason. */
export function backupScheduleFrom(env: Record<string, string | undefined>): BackupSchedule | null {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const parsed = v.safeParse(Schedule, present)
  if (!parsed.success) throw new Error(`backup settings are invalid: ${parsed.issues.map((issue) => issue.message).join('; ')}`)
  const { FOYER_BACKUP_DIR: dir, FOYER_BACKUP_KEEP: keep, FOYER_BACKUP_HOUR: hour } = parsed.output
  return dir ? { dir: path.resolve(dir), keep, hour } : null
}

/** The next time the clock in Berlin shows `hour`:00 after `now` (on a day the hour is skipped, the moment after). */
export function nextBackupAt(now: number, hour: number): number {
  const zoned = Temporal.Instant.fromEpochMilliseconds(now).toZonedDateTimeISO(BERLIN)
  let day = zoned.toPlainDate()
  for (;;) {
    const at = day.toZonedDateTime({ timeZone: BERLIN, plainTime: Temporal.PlainTime.from({ hour }) }).epochMilliseconds
    if (at > now) return at
    day = day.add({ days: 1 })
  }
}

export type BackupFile = { file: string; at: number; bytes: number }

/** When an archive was written, from its name (`foyer-backup-20261126-041500Z.tar.gz`), or null for any other file. */
export function archiveTime(name: string): number | null {
  const match = ARCHIVE.exec(name)
  if (!match?.[1] || !match[2]) return null
  const [d, t] = [match[1], match[2]]
  return Date.UTC(Number(d.slice(0, 4)), Number(d.slice(4, 6)) - 1, Number(d.slice(6, 8)), Number(t.slice(0, 2)), Number(t.slice(2, 4)), Number(t.slice(4, 6)))
}

/** The archives in `dir`, newest first; other files are not Foyer's and are left alone. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch(() => [])
  const found: BackupFile[] = []
  for (const name of names) {
    const at = archiveTime(name)
    if (at === null) continue
    const info = await stat(path.join(dir, name)).catch(() => null)
    if (info?.isFile()) found.push({ file: name, at, bytes: info.size })
  }
  return found.sort((a, b) => b.at - a.at || b.file.localeCompare(a.file))
}

/** Deletes all but the newest `keep` archives; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep)
  for (const backup of old) await rm(path.join(dir, backup.file), { force: true })
  return old.map((backup) => backup.file)
}

/**
 * Whether administrators are warned: a schedule is set and there has been no backup for 48 hours — counted from the
 * newest archive, or, while there is none yet, from when the schedule started in this process.
 */
export function backupOverdue(input: { last: BackupFile | null; scheduleStartedAt: number; now: number }): boolean {
  const since = input.last ? Math.max(input.last.at, 0) : input.scheduleStartedAt
  return input.now - since > BACKUP_OVERDUE_MS
}

/** A job once a day at an hour of Berlin's clock: when it runs next, the run under way, and how to stop it. */
export type DailyTimer = { nextAt: () => number; running: () => Promise<void> | null; stop: () => Promise<void> }

/**
 * Runs `run` every day when the clock in Berlin shows `hour`:00, re-armed after each run (`run` reports its own
 * failures). Long waits go in steps of an hour at most: a timer's delay is capped at about 24.8 days, and the machine
 * may sleep or its clock move. `stop` waits for a run under way.
 */
export function everyDayAt(hour: number, run: () => Promise<void>, clock: () => number = Date.now): DailyTimer {
  let nextAt = nextBackupAt(clock(), hour)
  let running: Promise<void> | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const arm = () => {
    if (stopped) return
    timer = setTimeout(tick, Math.min(Math.max(nextAt - clock(), 0), 3600_000))
    timer.unref()
  }
  const tick = () => {
    if (clock() < nextAt) return arm()
    // the run under way is today's: the next one is tomorrow's
    nextAt = nextBackupAt(clock(), hour)
    running = run().finally(() => {
      running = null
      arm()
    })
  }
  arm()
  return {
    nextAt: () => nextAt,
    running: () => running,
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

type ScheduleState = { schedule: BackupSchedule; startedAt: number; timer: DailyTimer; lastError: string | null }

declare global {
  var __foyerBackupSchedule: ScheduleState | undefined
}

/** Writes one backup of the database this server serves into `dir`, then prunes to `keep`. */
export async function runScheduledBackup(handle: DatabaseHandle, schedule: BackupSchedule, options: { filesDir: string; dataDir: string; now?: Date }): Promise<{ archive: string; bytes: number; pruned: string[] }> {
  let source: DatabaseSource
  if (handle.kind === 'pglite') {
    if (!handle.pglite) throw new Error('the embedded database has no client to dump')
    source = { kind: 'pglite', client: handle.pglite }
  } else {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set')
    source = { kind: 'postgres', url }
  }
  const backup = await createBackup({ source, db: handle.db, filesDir: options.filesDir, dataDir: options.dataDir, outDir: schedule.dir, now: options.now })
  const pruned = await pruneBackups(schedule.dir, schedule.keep)
  return { archive: backup.archive, bytes: backup.bytes, pruned }
}

/**
 * Starts the daily backup: at the next quiet hour, then every day (a failure is logged, and shown in the hub, and
 * the next day tries again). Returns the function that stops it and waits for a run under way.
 */
export function startBackupSchedule(schedule: BackupSchedule, run: () => Promise<{ archive: string; bytes: number; pruned: string[] }>, clock: () => number = Date.now): () => Promise<void> {
  const startedAt = clock()
  // the run reads the state made just below: the timer calls it at the hour, never before it exists
  const timer = everyDayAt(
    schedule.hour,
    async () => {
      const began = clock()
      try {
        const done = await run()
        state.lastError = null
        console.info(`[backup] ${done.archive} (${(done.bytes / 1e6).toFixed(1)} MB, ${((clock() - began) / 1000).toFixed(1)} s)${done.pruned.length ? `, removed ${done.pruned.length} older` : ''}`)
      } catch (error) {
        state.lastError = error instanceof Error ? error.message.slice(0, 300) : 'failed'
        console.error('[backup] the scheduled backup failed', error)
      }
    },
    clock,
  )
  const state: ScheduleState = { schedule, startedAt, timer, lastError: null }
  globalThis.__foyerBackupSchedule = state
  console.info(`[backup] one a day at ${schedule.hour}:00 (Europe/Berlin) into ${schedule.dir}, the newest ${schedule.keep} kept`)
  return async () => {
    await state.timer.stop()
    if (globalThis.__foyerBackupSchedule === state) globalThis.__foyerBackupSchedule = undefined
  }
}

/** Resolves once a scheduled run under way (if any) has finished and the next one is armed. */
export async function scheduledBackupSettled(): Promise<void> {
  await globalThis.__foyerBackupSchedule?.timer.running()
}

/** What the hub's overview shows: the schedule (if any), the newest archive, whether administrators are warned. */
export async function backupStatus(now = Date.now()): Promise<BackupStatus> {
  const state = globalThis.__foyerBackupSchedule
  if (!state) return { scheduled: false, keep: null, next_at: null, last: null, overdue: false, last_error: null }
  const [last = null] = await listBackups(state.schedule.dir)
  return {
    scheduled: true,
    keep: state.schedule.keep,
    next_at: new Date(state.timer.nextAt()).toISOString(),
    last: last ? { at: new Date(last.at).toISOString(), bytes: last.bytes } : null,
    overdue: backupOverdue({ last, scheduleStartedAt: state.startedAt, now }),
    last_error: state.lastError,
  }
}

/** The server's start: the schedule FOYER_BACKUP_DIR sets, on the database it serves (nothing without the setting). */
export function startServerBackups(getDatabase: () => Promise<DatabaseHandle>, filesDir: () => string): (() => Promise<void>) | null {
  const schedule = backupScheduleFrom(process.env)
  if (!schedule) return null
  const dataDir = path.resolve(process.env.FOYER_DATA_DIR ?? 'data')
  return startBackupSchedule(schedule, async () => runScheduledBackup(await getDatabase(), schedule, { filesDir: filesDir(), dataDir }))
}
