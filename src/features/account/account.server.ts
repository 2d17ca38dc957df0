import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, inArray, ne, or } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { orderLines, orders, sessions, users } from '~/server/db/schema'
import { hashPassword, verifyPassword } from '~/server/auth/password.server'
import { changingAccount, createSession, sessionIdOf } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { composeMail } from '~/server/mail/compose.server'
import { enqueueMail } from '~/server/mail/outbox.server'
import type { NewMail } from '~/server/mail/outbox.server'
import { mailSender } from '~/server/mail/sender.server'
import { newPasswordProblem } from './account-flows.server'
import type { AccountOverview, AccountSettings, ActionResult, PasswordInput, PreferencesInput, ProfileInput } from './account.shared'

const EMAIL_CONFIRM_HOURS = 48

const hashToken = (token: string) => createHash('sha256').update(`email-change:${token}`).digest('hex')

/**
 * Profile, pending e-mail change and the box-office orders placed while signed in to this account — not those whose
 * checkout merely typed its e-mail address (anyone can type anyone's).
 */
export async function accountOverview(db: Db, userId: number, lang: Locale): Promise<AccountOverview | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user) return null
  const rows = await db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt, total: orders.total, status: orders.status })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50)
  const lines = rows.length > 0 ? await db.select({ orderId: orderLines.orderId, quantity: orderLines.quantity, description: orderLines.description }).from(orderLines).where(inArray(orderLines.orderId, rows.map((row) => row.id))) : []
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pendingEmail: user.pendingEmail && user.pendingEmailExpiresAt && user.pendingEmailExpiresAt > new Date() ? user.pendingEmail : null,
    orders: rows.map((row) => {
      const own = lines.filter((line) => line.orderId === row.id)
      return {
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        total: row.total,
        status: row.status,
        tickets: own.reduce((sum, line) => sum + line.quantity, 0),
        items: own.map((line) => `${line.quantity} × ${line.description}`),
      }
    }),
    lang,
  }
}

/**
 * Saves the name at once; a changed e-mail address waits for confirmation through a link mailed to it (until then
 * the old address stays the login). The mail is written to the outbox in the same transaction as the pending change.
 */
export async function updateProfile(db: Db, userId: number, input: ProfileInput, origin: string): Promise<ActionResult> {
  const locale = { locale: input.lang }
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user) return { ok: false, message: m.account_session_expired({}, locale) }
  const email = input.email.trim().toLowerCase()
  const changes: Partial<typeof users.$inferInsert> = { firstName: input.firstName.trim(), lastName: input.lastName.trim(), updatedAt: new Date() }
  let message = m.account_profile_saved({}, locale)
  let confirmation: { email: string; link: string } | null = null
  if (email !== user.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(ne(users.id, userId), or(eq(users.email, email), and(eq(users.pendingEmail, email), gt(users.pendingEmailExpiresAt, new Date())))))
      .limit(1)
    if (taken) return { ok: false, message: m.account_email_taken({}, locale), field: 'email' }
    const token = randomBytes(24).toString('base64url')
    changes.pendingEmail = email
    changes.pendingEmailToken = hashToken(token)
    changes.pendingEmailExpiresAt = new Date(Date.now() + EMAIL_CONFIRM_HOURS * 3600_000)
    confirmation = { email, link: `${origin}/${input.lang}/user/confirm-email?token=${token}` }
    message = m.account_email_pending({ email }, locale)
  }
  const mailLang = user.preferredLanguage ?? input.lang
  await changingAccount(db, userId, async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, userId))
    if (confirmation) await enqueueMail(tx, emailChangeMail(confirmation.email, confirmation.link, mailLang, await mailSender(tx)))
  })
  return { ok: true, message }
}

/** The mail that confirms a new address, in the account's language; it goes to the new address. */
function emailChangeMail(email: string, link: string, lang: Locale, venue: string): NewMail {
  const t = { locale: lang }
  return {
    kind: 'email-change',
    to: email,
    locale: lang,
    subject: m.mail_email_change_subject({ venue }, t),
    ...composeMail({
      venue,
      greeting: m.mail_greeting({}, t),
      paragraphs: [m.mail_email_change_text({ venue, email, hours: EMAIL_CONFIRM_HOURS }, t)],
      action: { label: m.mail_email_change_action({}, t), url: link },
      footnote: m.mail_email_change_footnote({}, t),
    }),
  }
}

export async function confirmEmailChange(db: Db, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return false
  const [user] = await db
    .select({ id: users.id, pendingEmail: users.pendingEmail })
    .from(users)
    .where(and(eq(users.pendingEmailToken, hashToken(token)), gt(users.pendingEmailExpiresAt, new Date())))
    .limit(1)
  if (!user?.pendingEmail) return false
  const [taken] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, user.pendingEmail), ne(users.id, user.id))).limit(1)
  if (taken) return false
  const email = user.pendingEmail
  await changingAccount(db, user.id, (tx) =>
    tx.update(users).set({ email, pendingEmail: null, pendingEmailToken: null, pendingEmailExpiresAt: null, updatedAt: new Date() }).where(eq(users.id, user.id)),
  )
  return true
}

export async function accountSettings(db: Db, userId: number, currentToken: string): Promise<AccountSettings | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user) return null
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeen))
  const current = sessionIdOf(currentToken)
  return {
    preferredLanguage: user.preferredLanguage ?? null,
    newsletterConsent: user.newsletterConsent,
    sessions: rows.map((row) => ({
      // never the stored id itself: a prefix of it is enough to tell the rows apart
      key: row.id.slice(0, 12),
      current: row.id === current,
      createdAt: row.createdAt.toISOString(),
      lastSeen: row.lastSeen.toISOString(),
      userAgent: row.userAgent,
    })),
  }
}

/**
 * Changes the password when the current one is right and the new one strong enough; every session of the account
 * ends and this browser gets a new one (a new session id), so a stolen session dies with the old password.
 */
export async function changePassword(db: Db, userId: number, input: PasswordInput, userAgent: string | null): Promise<ActionResult & { token?: string; maxAge?: number }> {
  const locale = { locale: input.lang }
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  if (!user) return { ok: false, message: m.account_session_expired({}, locale) }
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) return { ok: false, message: m.account_password_wrong({}, locale), field: 'currentPassword' }
  if (input.newPassword !== input.repeatPassword) return { ok: false, message: m.account_password_mismatch({}, locale), field: 'repeatPassword' }
  if (input.newPassword === input.currentPassword) return { ok: false, message: m.account_password_same({}, locale), field: 'newPassword' }
  const problem = newPasswordProblem({ password: input.newPassword, repeatPassword: input.repeatPassword }, user, input.lang, 'newPassword')
  if (problem) return problem
  const passwordHash = await hashPassword(input.newPassword)
  await changingAccount(db, userId, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
  })
  const { token, maxAge } = await createSession(db, userId, userAgent)
  return { ok: true, message: m.account_password_changed({}, locale), token, maxAge }
}

export async function updatePreferences(db: Db, userId: number, input: PreferencesInput): Promise<ActionResult> {
  await db.update(users).set({ preferredLanguage: input.preferredLanguage, newsletterConsent: input.newsletterConsent, updatedAt: new Date() }).where(eq(users.id, userId))
  return { ok: true, message: m.account_preferences_saved({}, { locale: input.lang }) }
}

/** Ends every other session of the account; this browser stays logged in. */
export async function logoutOtherSessions(db: Db, userId: number, currentToken: string, lang: Locale): Promise<ActionResult> {
  await changingAccount(db, userId, (tx) => tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionIdOf(currentToken)))))
  return { ok: true, message: m.account_logout_everywhere_done({}, { locale: lang }) }
}
