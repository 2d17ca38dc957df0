import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { like, sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultMigrationsFolder, openPglite, rawRows } from '~/server/db/client.server'
import { mailOutbox } from '~/server/db/schema'
import { restoreBackup } from './backup.server'
import {
  BACKUP_OVERDUE_MS,
  archiveTime,
  backupOverdue,
  backupScheduleFrom,
  backupStatus,
  listBackups,
  nextBackupAt,
  pruneBackups,
  runScheduledBackup,
  scheduledBackupSettled,
  startBackupSchedule,
} from './backup-schedule.server'

const hours = (n: number) => n * 3600_000
const name = (iso: string) => `foyer-backup-${iso.replace(/[-:]/g, '').replace('T', '-').replace(/\.\d+Z$/, 'Z')}.tar.gz`

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'foyer-backups-'))
})
afterEach(async () => {
  vi.useRealTimers()
  await rm(dir, { recursive: true, force: true })
})

describe('the backup schedule settings', () => {
  it('is off without FOYER_BACKUP_DIR, keeps 14 at 4 o\'clock by default, and refuses nonsense', () => {
    expect(backupScheduleFrom({})).toBeNull()
    expect(backupScheduleFrom({ FOYER_BACKUP_DIR: '', FOYER_BACKUP_KEEP: '3' })).toBeNull()
    expect(backupScheduleFrom({ FOYER_BACKUP_DIR: '/srv/backups' })).toEqual({ dir: '/srv/backups', keep: 14, hour: 4 })
    expect(backupScheduleFrom({ FOYER_BACKUP_DIR: 'backups', FOYER_BACKUP_KEEP: '3', FOYER_BACKUP_HOUR: '23' })).toEqual({ dir: path.resolve('backups'), keep: 3, hour: 23 })
    expect(() => backupScheduleFrom({ FOYER_BACKUP_DIR: '/b', FOYER_BACKUP_KEEP: '0' })).toThrow('FOYER_BACKUP_KEEP must keep at least 1 backup')
    expect(() => backupScheduleFrom({ FOYER_BACKUP_DIR: '/b', FOYER_BACKUP_KEEP: 'many' })).toThrow('FOYER_BACKUP_KEEP must be a whole number')
    expect(() => backupScheduleFrom({ FOYER_BACKUP_DIR: '/b', FOYER_BACKUP_HOUR: '24' })).toThrow('FOYER_BACKUP_HOUR must be an hour from 0 to 23')
  })
})

describe('the quiet hour', () => {
  it('is the next 4:00 in Berlin: today before it, tomorrow from it on, across the clock changes', () => {
    // 26 Nov (CET, UTC+1): 02:30 Berlin → 04:00 Berlin the same day = 03:00 UTC
    expect(new Date(nextBackupAt(Date.parse('2026-11-26T01:30:00Z'), 4)).toISOString()).toBe('2026-11-26T03:00:00.000Z')
    // exactly at 04:00 and after it: the next day
    expect(new Date(nextBackupAt(Date.parse('2026-11-26T03:00:00Z'), 4)).toISOString()).toBe('2026-11-27T03:00:00.000Z')
    expect(new Date(nextBackupAt(Date.parse('2026-11-26T20:00:00Z'), 4)).toISOString()).toBe('2026-11-27T03:00:00.000Z')
    // summer (CEST, UTC+2)
    expect(new Date(nextBackupAt(Date.parse('2026-07-01T12:00:00Z'), 4)).toISOString()).toBe('2026-07-02T02:00:00.000Z')
    // 29 March 2026: 02:00 does not exist in Berlin (the clocks jump to 03:00): the moment after, once that day
    expect(new Date(nextBackupAt(Date.parse('2026-03-28T22:00:00Z'), 2)).toISOString()).toBe('2026-03-29T01:00:00.000Z')
  })
})

describe('the archives kept', () => {
  it('reads the time from the name, lists only archives, newest first, and keeps the newest n', async () => {
    expect(archiveTime('foyer-backup-20261126-041500Z.tar.gz')).toBe(Date.parse('2026-11-26T04:15:00Z'))
    expect(archiveTime('foyer-backup-20261126-041500Z.tar.gz.part')).toBeNull()
    expect(archiveTime('notes.txt')).toBeNull()
    const days = Array.from({ length: 5 }, (_, day) => `2026-11-${String(20 + day).padStart(2, '0')}T03:00:00Z`)
    for (const [index, day] of days.entries()) await writeFile(path.join(dir, name(day)), Buffer.alloc(100 + index))
    await writeFile(path.join(dir, 'notes.txt'), 'the operator’s own file')
    const listed = await listBackups(dir)
    expect(listed.map((backup) => backup.file)).toEqual([...days].reverse().map(name))
    expect(listed[0]).toEqual({ file: name(days[4] ?? ''), at: Date.parse(days[4] ?? ''), bytes: 104 })

    expect(await pruneBackups(dir, 3)).toEqual([name(days[1] ?? ''), name(days[0] ?? '')])
    expect((await readdir(dir)).sort()).toEqual([...days.slice(2).map(name), 'notes.txt'].sort())
    expect(await pruneBackups(dir, 3)).toEqual([])
    expect(await listBackups(path.join(dir, 'missing'))).toEqual([])
  })

  it('warns after 48 hours without a backup, counted from the schedule\'s start while there is none', () => {
    const now = Date.parse('2026-11-26T12:00:00Z')
    const last = (ago: number) => ({ file: 'x', at: now - ago, bytes: 1 })
    expect(backupOverdue({ last: last(hours(47)), scheduleStartedAt: now - hours(100), now })).toBe(false)
    expect(backupOverdue({ last: last(hours(49)), scheduleStartedAt: now - hours(1), now })).toBe(true)
    expect(backupOverdue({ last: null, scheduleStartedAt: now - hours(1), now })).toBe(false)
    expect(backupOverdue({ last: null, scheduleStartedAt: now - BACKUP_OVERDUE_MS - 1, now })).toBe(true)
  })
})

describe('the schedule', () => {
  it('runs once at the quiet hour, again the next day, and shows a failure until a run succeeds', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T01:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const runs: number[] = []
    let fail = false
    const stop = startBackupSchedule({ dir, keep: 2, hour: 4 }, async () => {
      runs.push(Date.now())
      if (fail) throw new Error('pg_dump: connection refused')
      const file = path.join(dir, name(new Date().toISOString()))
      await writeFile(file, Buffer.alloc(2048))
      return { archive: file, bytes: 2048, pruned: await pruneBackups(dir, 2) }
    })
    try {
      const status = await backupStatus()
      expect(status).toMatchObject({ scheduled: true, keep: 2, next_at: '2026-11-26T03:00:00.000Z', last: null, overdue: false, last_error: null })
      await vi.advanceTimersByTimeAsync(hours(2) - 1)
      expect(runs).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      await scheduledBackupSettled()
      expect(runs).toEqual([Date.parse('2026-11-26T03:00:00Z')])
      expect(await backupStatus()).toMatchObject({ next_at: '2026-11-27T03:00:00.000Z', last: { at: '2026-11-26T03:00:00.000Z', bytes: 2048 }, overdue: false })

      // a failing day: reported, and the next day tries again
      fail = true
      await vi.advanceTimersByTimeAsync(hours(24))
      await scheduledBackupSettled()
      expect(runs).toHaveLength(2)
      expect(await backupStatus()).toMatchObject({ last: { at: '2026-11-26T03:00:00.000Z' }, last_error: 'pg_dump: connection refused', overdue: false })
      await vi.advanceTimersByTimeAsync(hours(24))
      await scheduledBackupSettled()
      expect(runs).toHaveLength(3)
      // two days and more than 48 hours since the last archive: administrators are warned
      await vi.advanceTimersByTimeAsync(hours(1))
      expect(await backupStatus()).toMatchObject({ overdue: true })
      fail = false
      await vi.advanceTimersByTimeAsync(hours(23))
      await scheduledBackupSettled()
      expect(runs).toHaveLength(4)
      expect(await backupStatus()).toMatchObject({ last: { at: '2026-11-29T03:00:00.000Z' }, last_error: null, overdue: false })
      // the failed days wrote nothing: the two archives there are
      expect((await listBackups(dir)).map((backup) => backup.at)).toEqual([Date.parse('2026-11-29T03:00:00Z'), Date.parse('2026-11-26T03:00:00Z')])
    } finally {
      await stop()
    }
    expect(await backupStatus()).toEqual({ scheduled: false, keep: null, next_at: null, last: null, overdue: false, last_error: null })
  })
})

describe('a scheduled backup inside the serving process (PGlite)', () => {
  it('is consistent while writes go on: every pair written in one transaction is whole in the restored database', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } })
    const handle = await openPglite({ client })
    await handle.migrate()
    const restoredDir = await mkdtemp(path.join(os.tmpdir(), 'foyer-restored-'))
    let writing = true
    // a stream of transactions, each writing two mails of one batch
    const writer = (async () => {
      let batch = 0
      while (writing) {
        batch++
        await handle.db.transaction(async (tx) => {
          const mail = { kind: 'sign-up', recipient: `pair-${batch}@example.org`, locale: 'de', subject: `pair ${batch}`, text: 't', html: '<p>t</p>' } as const
          await tx.insert(mailOutbox).values(mail)
          // the other statements of the process go on between the two writes
          await new Promise((resolve) => setImmediate(resolve))
          await tx.insert(mailOutbox).values(mail)
        })
      }
      return batch
    })()
    try {
      // some pairs first, so the backup lands among them
      await vi.waitFor(async () => expect((await handle.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBeGreaterThan(20))
      const done = await runScheduledBackup(handle, { dir, keep: 14, hour: 4 }, { filesDir: path.join(dir, 'no-files'), dataDir: path.join(dir, 'no-data') })
      writing = false
      const batches = await writer
      expect(done.pruned).toEqual([])
      expect(path.dirname(done.archive)).toBe(dir)
      expect((await listBackups(dir)).map((backup) => backup.file)).toEqual([path.basename(done.archive)])

      await restoreBackup({ archive: done.archive, target: { kind: 'pglite', dataDir: path.join(restoredDir, 'pglite') }, filesDir: path.join(restoredDir, 'files'), dataDir: restoredDir, migrationsFolder: defaultMigrationsFolder() })
      const restored = await openPglite({ dataDir: path.join(restoredDir, 'pglite') })
      try {
        const rows = await rawRows(restored.db, sql`SELECT subject, count(*)::int AS n FROM mail_outbox GROUP BY subject`)
        const counts = rows.map((row) => Number(Reflect.get(Object(row), 'n')))
        expect(counts.length).toBeGreaterThan(10)
        expect(counts.length).toBeLessThanOrEqual(batches)
        expect(counts.every((n) => n === 2)).toBe(true)
        const pairs = await restored.db.select({ id: mailOutbox.id }).from(mailOutbox).where(like(mailOutbox.recipient, 'pair-%'))
        expect(pairs.length).toBe(counts.length * 2)
      } finally {
        await restored.close()
      }
    } finally {
      writing = false
      await client.close()
      await rm(restoredDir, { recursive: true, force: true })
    }
  })
})
