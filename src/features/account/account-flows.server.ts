import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { accountTokens, orders, sessions, users } from '~/server/db/schema'
import { freeUsername } from '~/server/auth/accounts.server'
import { hashPassword } from '~/server/auth/password.server'
import { refusedAsNewPassword } from '~/server/auth/known-passwords.server'
import { changingAccount } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { consumeAccountToken, issueAccountToken, openAccountToken } from './account-tokens.server'
import { mailPasswordReset, mailSignUp, mailSignUpExisting } from './account-mails.server'
import { passwordWeakness } from './password-strength'
import type { ActionResult } from './account.shared'
import type { NewPasswordInput, PasswordResetRequest, SignUpInput } from './account-flows.shared'

/** Why a new password (typed twice) is refused, in the person's language, at `field`; null when it is good. */
export function newPasswordProblem(input: NewPasswordInput, person: { email: string; firstName?: string; lastName?: string }, lang: Locale, field = 'password'): ActionResult | null {
  const locale = { locale: lang }
  if (input.password !== input.repeatPassword) return { ok: false, message: m.account_password_mismatch({}, locale), field: 'repeatPassword' }
  const weakness = passwordWeakness(input.password, person, (password) => refusedAsNewPassword(person.email, password))
  if (!weakness) return null
  const message =
    weakness === 'too-short' ? m.account_password_too_short({}, locale)
    : weakness === 'personal' ? m.account_password_personal({}, locale)
    : weakness === 'known' ? m.account_password_known({}, locale)
    : m.account_password_too_weak({}, locale)
  return { ok: false, message, field }
}

const resetLink = (origin: string, lang: Locale, token: string) => `${origin}/${lang}/user/reset-password?token=${token}`

/**
 * "Forgot password": a link valid for an hour goes to the address if an active account has it. The answer is the
 * same either way, so the form tells nobody whether an address has an account.
 */
export async function requestPasswordReset(db: Db, input: PasswordResetRequest, origin: string, now = new Date()): Promise<ActionResult> {
  const [user] = await db.select().from(users).where(and(eq(users.email, input.email), eq(users.isActive, true))).limit(1)
  if (user) {
    const locale = user.preferredLanguage ?? input.lang
    await db.transaction(async (tx) => {
      const { token } = await issueAccountToken(tx, { purpose: 'password-reset', email: user.email, userId: user.id, locale }, now)
      await mailPasswordReset(tx, { to: user.email, locale, name: `${user.firstName} ${user.lastName}`, link: resetLink(origin, locale, token) })
    })
  }
  return { ok: true, message: m.account_reset_sent({ email: input.email }, { locale: input.lang }) }
}

/** Whether a reset link still opens (the page shows the form, or the way to ask again). */
export async function passwordResetOpens(db: Db, token: string, now = new Date()): Promise<boolean> {
  return (await openAccountToken(db, 'password-reset', token, now)) !== null
}

/**
 * Sets the new password through a reset link: the link is used up, every session of the account ends (a thief's
 * too), and every other reset link of the account stops working.
 */
export async function resetPassword(db: Db, input: NewPasswordInput & { token: string; lang: Locale }, now = new Date()): Promise<ActionResult & { staff?: boolean }> {
  const locale = { locale: input.lang }
  const invalid = { ok: false as const, message: m.account_link_invalid({}, locale) }
  const opened = await openAccountToken(db, 'password-reset', input.token, now)
  if (!opened?.userId) return invalid
  const [user] = await db.select().from(users).where(eq(users.id, opened.userId)).limit(1)
  if (!user?.isActive) return invalid
  const problem = newPasswordProblem(input, user, input.lang)
  if (problem) return problem
  const passwordHash = await hashPassword(input.password)
  const done = await changingAccount(db, user.id, async (tx) => {
    const used = await consumeAccountToken(tx, 'password-reset', input.token, now)
    if (!used) return false
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id))
    await tx.delete(sessions).where(eq(sessions.userId, user.id))
    await tx.update(accountTokens).set({ usedAt: now }).where(and(eq(accountTokens.purpose, 'password-reset'), eq(accountTokens.userId, user.id), isNull(accountTokens.usedAt)))
    return true
  })
  if (!done) return invalid
  return { ok: true, message: m.account_reset_done({}, locale), staff: user.isStaff }
}

/**
 * A visitor signs up: nothing is stored as an account until the link mailed to the address is followed (so nobody
 * holds an address that is not theirs). An address with an account gets a mail saying so instead; the page answers
 * the same in both cases.
 */
export async function signUp(db: Db, input: SignUpInput, origin: string, now = new Date()): Promise<ActionResult> {
  const locale = { locale: input.lang }
  if (!input.consent) return { ok: false, message: m.account_signup_consent_needed({}, locale), field: 'consent' }
  const problem = newPasswordProblem(input, input, input.lang)
  if (problem) return problem
  const [existing] = await db.select().from(users).where(eq(users.email, input.email)).limit(1)
  const name = `${input.firstName} ${input.lastName}`
  if (existing) {
    await db.transaction(async (tx) => {
      const { token } = await issueAccountToken(tx, { purpose: 'password-reset', email: existing.email, userId: existing.id, locale: input.lang }, now)
      await mailSignUpExisting(tx, { to: existing.email, locale: input.lang, name, resetLink: resetLink(origin, input.lang, token) })
    })
  } else {
    const passwordHash = await hashPassword(input.password)
    await db.transaction(async (tx) => {
      const signUp = { firstName: input.firstName, lastName: input.lastName, passwordHash, newsletterConsent: input.newsletter }
      const { token } = await issueAccountToken(tx, { purpose: 'sign-up', email: input.email, locale: input.lang, signUp }, now)
      await mailSignUp(tx, { to: input.email, locale: input.lang, name, link: `${origin}/${input.lang}/user/confirm-registration?token=${token}` })
    })
  }
  return { ok: true, message: m.account_signup_sent({ email: input.email }, locale) }
}

/** Follows a sign-up link: the account is made now (once; a second click or an address taken meanwhile opens nothing). */
export async function confirmSignUp(db: Db, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, 'sign-up', token, now)
    if (!used?.signUp) return false
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, used.email)).limit(1)
    if (taken) return false
    const pending = used.signUp
    const [account] = await tx.insert(users).values({
      email: used.email,
      username: await freeUsername(tx, used.email),
      firstName: pending.firstName,
      lastName: pending.lastName,
      passwordHash: pending.passwordHash,
      isStaff: false,
      isActive: true,
      preferredLanguage: used.locale,
      newsletterConsent: pending.newsletterConsent,
    }).returning({ id: users.id })
    // the link proved the address: the orders placed with it before are this account's
    if (account) await tx.update(orders).set({ userId: account.id }).where(and(isNull(orders.userId), eq(sql`lower(${orders.email})`, used.email)))
    return true
  })
}

