import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm'
import { recordAudit } from '~/server/audit/audit.server'
import type { SQL } from 'drizzle-orm'
import type { BackOfficeUser, BackOfficeUserQuery, BackOfficeUserUpdate } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { sessions, users } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { changingAccount } from '~/server/auth/session.server'
import { nextVersion, notFound } from './write-results.server'
import type { Refusal } from './write-results.server'

export const USERS_PAGE_SIZE = 25

type UserRow = typeof users.$inferSelect

const kindOf = (row: Pick<UserRow, 'isStaff' | 'role'>): BackOfficeUser['kind'] => (row.isStaff ? row.role : 'visitor')

function kindCondition(kind: BackOfficeUser['kind']): SQL | undefined {
  return kind === 'visitor' ? eq(users.isStaff, false) : and(eq(users.isStaff, true), eq(users.role, kind))
}

/** The accounts (staff first, administrators before editors, then by name), searchable by name, user name and e-mail. */
export async function listUsersForBackOffice(db: Db, query: BackOfficeUserQuery) {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.kind) {
    const condition = kindCondition(query.kind)
    if (condition) conditions.push(condition)
  }
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const any = or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern))
    if (any) conditions.push(any)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      // the enum's order is editor, administrator: descending puts administrators first
      .orderBy(desc(users.isStaff), desc(users.role), asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ value: count() }).from(users).where(where),
  ])
  return { page, total: total[0]?.value ?? 0, results: rows.map(accountOf) }
}

const accountOf = (row: UserRow): BackOfficeUser => ({
  id: row.id,
  email: row.email,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
  kind: kindOf(row),
  is_active: row.isActive,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
  updated_at: row.updatedAt.toISOString(),
})

export type AccountWriteResult = { ok: true; account: BackOfficeUser } | Refusal

/**
 * An administrator changes another account's role or access, on the copy they saw (an outdated one is refused).
 * The site always keeps an active administrator, and nobody changes their own role or access (no administrator
 * locks themselves out by a slip). An account that loses its editing rights or its access is signed out everywhere.
 */
export async function updateAccount(db: Db, lang: Locale, actorId: number, id: number, change: BackOfficeUserUpdate): Promise<AccountWriteResult> {
  const locale = { locale: lang }
  // sessions remembered by any instance answer with the new rights (or not at all)
  return changingAccount(db, id, async (tx): Promise<AccountWriteResult> => {
    // the administrators' rows first, in id order: two administrators demoting each other cannot both succeed
    const administrators = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isStaff, true), eq(users.role, 'administrator'), eq(users.isActive, true)))
      .orderBy(asc(users.id))
      .for('update')
    const [current] = await tx.select().from(users).where(eq(users.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(change.updated_at)) return { ok: false, status: 409, message: m.users_stale_copy({}, locale) }
    const role = change.kind === 'visitor' ? undefined : change.kind
    const staff = role !== undefined
    const unchanged = kindOf(current) === change.kind && current.isActive === change.is_active
    if (unchanged) return { ok: true, account: accountOf(current) }
    if (id === actorId) return { ok: false, status: 409, message: m.users_own_account({}, locale) }
    const staysAdministrator = change.kind === 'administrator' && change.is_active
    if (!staysAdministrator && administrators.every((row) => row.id === id)) return { ok: false, status: 409, message: m.users_last_administrator({}, locale) }
    const [row] = await tx
      .update(users)
      .set({ isStaff: staff, ...(role ? { role } : {}), isActive: change.is_active, updatedAt: nextVersion(current.updatedAt) })
      .where(eq(users.id, id))
      .returning()
    if (!row) return notFound(lang)
    const lostRights = (current.isStaff && !staff) || (current.isActive && !change.is_active) || (kindOf(current) === 'administrator' && change.kind !== 'administrator')
    if (lostRights) await tx.delete(sessions).where(eq(sessions.userId, id))
    await recordAudit(tx, { action: 'user.update', target: row.email, details: { from: { kind: kindOf(current), active: current.isActive }, to: { kind: change.kind, active: change.is_active } } })
    return { ok: true, account: accountOf(row) }
  })
}
