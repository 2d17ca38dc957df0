import { and, asc, desc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { accountTokens, loginAttempts, mailOutbox, orderLines, orders, sessions, users } from '~/server/db/schema'
import { verifyPassword } from '~/server/auth/password.server'
import { changingAccount } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import type { AccountDataExport, ActionResult, DeleteAccountInput } from './account.shared'

/**
 * Everything the site keeps about an account, as its owner downloads it (GDPR Art. 15 and 20): profile, preferences
 * (with the newsletter consent), the sessions, and the orders placed with the account, with their lines.
 */
export async function accountDataExport(db: Db, userId: number, now = new Date()): Promise<AccountDataExport | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user) return null
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeen))
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt), asc(orders.id))
  const lines = orderRows.length > 0 ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderRows.map((row) => row.id))).orderBy(asc(orderLines.id)) : []
  return {
    exported_at: now.toISOString(),
    profile: {
      email: user.email,
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      pending_email: user.pendingEmail,
      created_at: user.createdAt.toISOString(),
      last_login_at: user.lastLoginAt?.toISOString() ?? null,
    },
    preferences: { preferred_language: user.preferredLanguage ?? null, newsletter_consent: user.newsletterConsent },
    sessions: sessionRows.map((row) => ({
      created_at: row.createdAt.toISOString(),
      last_seen: row.lastSeen.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      user_agent: row.userAgent,
    })),
    orders: orderRows.map((order) => ({
      number: order.number,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      name: order.name,
      email: order.email,
      language: order.locale,
      total: order.total,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({ description: line.description, quantity: line.quantity, unit_amount: line.unitAmount })),
    })),
  }
}

/**
 * Deletes a visitor's account once its password is confirmed: the sessions, the mailed links and the mails to its
 * addresses, the login attempts naming it, and the account itself go; its orders stay for the accounting law, with the
 * name and the e-mail address removed and no link to the account. Staff accounts are an administrator's business.
 */
export async function deleteAccount(db: Db, userId: number, input: DeleteAccountInput): Promise<ActionResult> {
  const locale = { locale: input.lang }
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user) return { ok: false, message: m.account_session_expired({}, locale) }
  if (user.isStaff) return { ok: false, message: m.account_delete_staff({}, locale) }
  if (!(await verifyPassword(input.password, user.passwordHash))) return { ok: false, message: m.account_password_wrong({}, locale), field: 'password' }
  const addresses = [user.email, ...(user.pendingEmail ? [user.pendingEmail] : [])]
  await changingAccount(db, userId, async (tx) => {
    // orders typed with the address but placed without signing in are this person's data too
    await tx
      .update(orders)
      .set({ name: '', email: '', userId: null })
      .where(or(eq(orders.userId, userId), inArray(orders.email, addresses)))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(accountTokens).where(or(eq(accountTokens.userId, userId), inArray(accountTokens.email, addresses)))
    await tx.delete(mailOutbox).where(inArray(mailOutbox.recipient, addresses))
    await tx.delete(loginAttempts).where(inArray(loginAttempts.email, addresses))
    await tx.delete(users).where(and(eq(users.id, userId), eq(users.isStaff, false)))
  })
  return { ok: true, message: m.account_deleted({}, locale) }
}
