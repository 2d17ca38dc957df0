import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { BackOfficeUser, BackOfficeUserQuery } from '~/contract/back-office'
import type { Db } from '~/server/db/client.server'
import { users } from '~/server/db/schema'

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
  const results: BackOfficeUser[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    kind: kindOf(row),
    is_active: row.isActive,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  }))
  return { page, total: total[0]?.value ?? 0, results }
}
