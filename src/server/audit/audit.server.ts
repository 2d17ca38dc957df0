import { AsyncLocalStorage } from 'node:async_hooks'
import { count, desc } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { auditLog } from '~/server/db/schema'
import type { AuditEntry } from '~/server/db/schema'
import type { AuditAction } from '~/server/db/values'


/** Who is acting in this request: set by the API dispatcher and the server functions, read where the change is written. */
export type AuditActor = { id: number; email: string; address: string }
const actorStorage = new AsyncLocalStorage<AuditActor>()

export function withAuditActor<T>(actor: AuditActor, run: () => Promise<T>): Promise<T> {
  return actorStorage.run(actor, run)
}

export function currentAuditActor(): AuditActor | undefined {
  return actorStorage.getStore()
}

/**
 * Appends one row, in the caller's transaction (`tx`), so the row exists exactly when the change does. `actor`
 * defaults to the request's (withAuditActor). The log is append-only: nothing in the code updates or deletes it.
 */
export async function recordAudit(
  tx: Db,
  entry: { action: AuditAction; target?: string; details?: Record<string, unknown>; actor?: AuditActor; at?: Date },
): Promise<void> {
  const actor = entry.actor ?? currentAuditActor()
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? '',
    action: entry.action,
    target: entry.target ?? '',
    details: entry.details ?? {},
    address: actor?.address ?? '',
    ...(entry.at ? { at: entry.at } : {}),
  })
}

export const AUDIT_PAGE_SIZE = 50

/** One page of the log, newest first. */
export async function listAudit(db: Db, page: number): Promise<{ count: number; results: AuditEntry[] }> {
  const [total] = await db.select({ n: count() }).from(auditLog)
  const results = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
  return { count: total?.n ?? 0, results }
}
