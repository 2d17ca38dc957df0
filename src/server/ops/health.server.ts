import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { rawRows } from '~/server/db/client.server'
import { oldestDueMail } from '~/server/mail/outbox.server'
import type { OutboxWorkerState } from '~/server/mail/outbox.server'

/** A readiness check's verdict: `ok`, or why not. */
export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; reason: string }

export type ReadinessSources = {
  /** the process's database (started on first use) */
  db: () => Promise<Db>
  migrationsFolder: string
  /** whether the static generator has started; null when static generation is off */
  generatorStarted: () => boolean | null
  /** whether SMTP_URL is set and this process's outbox worker; unchecked when absent */
  outbox?: () => { configured: boolean; worker: OutboxWorkerState | undefined }
  timeoutMs?: number
  /** the clock (tests move it) */
  now?: () => number
}

export type Readiness = { ready: boolean; checks: Record<'database' | 'migrations' | 'generator' | 'outbox', CheckResult> }

/** A mail due longer than this and still not sent: the outbox is stuck (the worker takes due mails every few seconds). */
export const OUTBOX_STUCK_MS = 15 * 60_000
/** The worker has not completed a run for this long (at least; or twelve of its intervals): it is stuck or dead. */
export const OUTBOX_WORKER_SILENT_MS = 60_000

const DEFAULT_TIMEOUT_MS = 2_000

class TimedOut extends Error {}

async function timed(timeoutMs: number, check: () => Promise<string | null>): Promise<CheckResult> {
  const began = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const reason = await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut()), timeoutMs)
      }),
    ])
    const ms = Math.round(performance.now() - began)
    return reason === null ? { ok: true, ms } : { ok: false, ms, reason }
  } catch (error) {
    const ms = Math.round(performance.now() - began)
    if (error instanceof TimedOut) return { ok: false, ms, reason: `no answer within ${timeoutMs} ms` }
    // the driver's message names the failure (connection refused, closed); never a query or a row
    return { ok: false, ms, reason: error instanceof Error ? error.message.slice(0, 200) : 'failed' }
  } finally {
    clearTimeout(timer)
  }
}

const Journal = v.object({ entries: v.array(v.object({ when: v.number(), tag: v.string() })) })
const MigrationRow = v.object({ created_at: v.union([v.number(), v.string(), v.bigint(), v.null()]) })

/** The newest migration this build ships (`when` of the journal's last entry), read once. */
const shippedMigrations = new Map<string, Promise<{ when: number; tag: string } | null>>()
export function newestShippedMigration(folder: string): Promise<{ when: number; tag: string } | null> {
  let known = shippedMigrations.get(folder)
  if (!known) {
    known = readFile(path.join(folder, 'meta', '_journal.json'), 'utf8').then((text) => {
      const entries = v.parse(Journal, JSON.parse(text)).entries
      return entries.reduce<{ when: number; tag: string } | null>((newest, entry) => (!newest || entry.when > newest.when ? entry : newest), null)
    })
    shippedMigrations.set(folder, known)
    known.catch(() => shippedMigrations.delete(folder))
  }
  return known
}

/** The newest migration applied to the database (drizzle's journal table), or null before any. */
export async function newestAppliedMigration(db: Db): Promise<number | null> {
  const rows = await rawRows(db, sql`SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations`)
  const row = v.parse(v.array(MigrationRow), rows)[0]
  return row?.created_at === null || row?.created_at === undefined ? null : Number(row.created_at)
}

/**
 * `/readyz`: the database answers within the timeout, the migrations this build ships are applied, the static
 * generator has started, and (with SMTP_URL) the mail outbox moves: its worker completes runs and no mail waits more
 * than OUTBOX_STUCK_MS past its time. Each check is bounded in time, so a hung database makes the answer a 503, not a hang.
 */
export async function readiness(sources: ReadinessSources): Promise<Readiness> {
  const timeoutMs = sources.timeoutMs ?? DEFAULT_TIMEOUT_MS
  let db: Db | undefined
  const database = await timed(timeoutMs, async () => {
    db = await sources.db()
    await db.execute(sql`SELECT 1`)
    return null
  })
  const migrations = await timed(timeoutMs, async () => {
    if (!db) return 'database not reachable'
    const shipped = await newestShippedMigration(sources.migrationsFolder)
    if (!shipped) return null
    const applied = await newestAppliedMigration(db)
    return applied !== null && applied >= shipped.when ? null : `migration ${shipped.tag} not applied`
  })
  const started = sources.generatorStarted()
  const generator: CheckResult = started === false ? { ok: false, ms: 0, reason: 'static generator not started' } : { ok: true, ms: 0 }
  const outbox = await timed(timeoutMs, async () => {
    const state = sources.outbox?.()
    // without SMTP_URL mails wait in the outbox by design (the hub says so): nothing is stuck
    if (!state?.configured) return null
    const { worker } = state
    if (!worker) return 'the mail outbox worker has not started'
    const now = sources.now?.() ?? Date.now()
    const silentMs = now - (worker.lastRunAt ?? worker.startedAt)
    if (silentMs > Math.max(OUTBOX_WORKER_SILENT_MS, 12 * worker.intervalMs)) {
      const why = worker.lastFailure ? `: ${worker.lastFailure}` : ''
      return `the mail outbox worker has not completed a run for ${Math.round(silentMs / 1000)} s${why}`
    }
    if (!db) return 'database not reachable'
    const due = await oldestDueMail(db, new Date(now - OUTBOX_STUCK_MS))
    return due ? `a mail has waited ${Math.round((now - due.getTime()) / 60_000)} min past its time` : null
  })
  return { ready: database.ok && migrations.ok && generator.ok && outbox.ok, checks: { database, migrations, generator, outbox } }
}

const NO_STORE = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }

/** `/healthz`: the process answers. No database, no cookie, never cached. */
export function healthResponse(): Response {
  return new Response('{"status":"ok"}', { status: 200, headers: NO_STORE })
}

export async function readinessResponse(sources: ReadinessSources): Promise<Response> {
  const result = await readiness(sources)
  return new Response(JSON.stringify({ status: result.ready ? 'ready' : 'not ready', checks: result.checks }), { status: result.ready ? 200 : 503, headers: NO_STORE })
}
