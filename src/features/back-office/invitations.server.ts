import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import { recordAudit } from '~/server/audit/audit.server'
import type { BackOfficeInvitation, BackOfficeInvitationCreate } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { accountTokens, sessions, users } from '~/server/db/schema'
import { freeUsername } from '~/server/auth/accounts.server'
import { hashPassword } from '~/server/auth/password.server'
import { changingAccount } from '~/server/auth/session.server'
import { m } from '~/server/i18n.server'
import { consumeAccountToken, issueAccountToken, openAccountToken } from '~/features/account/account-tokens.server'
import { mailInvitation } from '~/features/account/account-mails.server'
import { newPasswordProblem } from '~/features/account/account-flows.server'
import type { InvitationAcceptInput } from '~/features/account/account-flows.shared'
import type { ActionResult } from '~/features/account/account.shared'
import { notFound } from './write-results.server'
import type { Refusal } from './write-results.server'

const invitationLink = (origin: string, locale: Locale, token: string) => `${origin}/${locale}/user/invitation?token=${token}`

const open = (now: Date) => and(eq(accountTokens.purpose, 'invitation'), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now))

/** The invitations not yet accepted and not expired, oldest first, with who sent them. */
export async function listInvitations(db: Db, now = new Date()): Promise<BackOfficeInvitation[]> {
  const rows = await db
    .select({ token: accountTokens, inviterFirst: users.firstName, inviterLast: users.lastName, inviterEmail: users.email })
    .from(accountTokens)
    .leftJoin(users, eq(users.id, accountTokens.createdBy))
    .where(open(now))
    .orderBy(asc(accountTokens.createdAt), asc(accountTokens.id))
  return rows.map(({ token, inviterFirst, inviterLast, inviterEmail }) => ({
    id: token.id,
    email: token.email,
    role: token.role ?? 'editor',
    locale: token.locale,
    invited_by: `${inviterFirst ?? ''} ${inviterLast ?? ''}`.trim() || inviterEmail || null,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
  }))
}

export type InvitationWriteResult = { ok: true; invitation: BackOfficeInvitation } | Refusal

async function inviterName(db: Db, actorId: number): Promise<string> {
  const [actor] = await db.select().from(users).where(eq(users.id, actorId)).limit(1)
  return actor ? `${actor.firstName} ${actor.lastName}`.trim() || actor.email : ''
}

async function sendInvitation(tx: Db, actorId: number, invitation: { email: string; role: 'editor' | 'administrator'; locale: Locale }, origin: string, now: Date): Promise<BackOfficeInvitation> {
  const { token, row } = await issueAccountToken(tx, { purpose: 'invitation', email: invitation.email, role: invitation.role, locale: invitation.locale, createdBy: actorId }, now)
  await mailInvitation(tx, { to: invitation.email, locale: invitation.locale, inviter: await inviterName(tx, actorId), role: invitation.role, link: invitationLink(origin, invitation.locale, token) })
  const [listed] = (await listInvitations(tx, now)).filter((item) => item.id === row.id)
  if (!listed) throw new Error('the invitation just written is not listed')
  return listed
}

/**
 * An administrator invites someone to the staff by e-mail: the mail (in the invitation's language) carries a link
 * valid for 72 hours that sets the password. An address already on the staff, or with an open invitation, is refused
 * with a message saying what to do instead.
 */
export async function inviteStaff(db: Db, lang: Locale, actorId: number, input: BackOfficeInvitationCreate, origin: string, now = new Date()): Promise<InvitationWriteResult> {
  const locale = { locale: lang }
  return db.transaction(async (tx): Promise<InvitationWriteResult> => {
    const [member] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, input.email), eq(users.isStaff, true))).limit(1)
    if (member) return { ok: false, status: 409, message: m.users_invite_is_staff({ email: input.email }, locale) }
    const [pending] = await tx.select({ id: accountTokens.id }).from(accountTokens).where(and(open(now), eq(accountTokens.email, input.email))).limit(1)
    if (pending) return { ok: false, status: 409, message: m.users_invite_open({ email: input.email }, locale) }
    await recordAudit(tx, { action: 'invitation.create', target: input.email, details: { role: input.role } })
    return { ok: true, invitation: await sendInvitation(tx, actorId, input, origin, now) }
  })
}

/** Sends an open invitation again with a new link and 72 fresh hours; the old link stops working. */
export async function resendInvitation(db: Db, lang: Locale, actorId: number, id: number, origin: string, now = new Date()): Promise<InvitationWriteResult> {
  return db.transaction(async (tx): Promise<InvitationWriteResult> => {
    const [old] = await tx.update(accountTokens).set({ usedAt: now }).where(and(eq(accountTokens.id, id), open(now))).returning()
    if (!old) return notFound(lang)
    await recordAudit(tx, { action: 'invitation.resend', target: old.email })
    return { ok: true, invitation: await sendInvitation(tx, actorId, { email: old.email, role: old.role ?? 'editor', locale: old.locale }, origin, now) }
  })
}

/** Withdraws an open invitation: its link opens nothing any more. */
export async function withdrawInvitation(db: Db, lang: Locale, id: number, now = new Date()): Promise<{ ok: true } | Refusal> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(accountTokens).where(and(eq(accountTokens.id, id), open(now))).returning({ id: accountTokens.id, email: accountTokens.email })
    if (deleted) await recordAudit(tx, { action: 'invitation.withdraw', target: deleted.email })
    return deleted
  })
  return row ? { ok: true } : notFound(lang)
}

/** What the acceptance page shows before the form: the address and role, or null for a link that opens nothing. */
export async function invitationToAccept(db: Db, token: string, now = new Date()): Promise<{ email: string; role: 'editor' | 'administrator' } | null> {
  const row = await openAccountToken(db, 'invitation', token, now)
  return row ? { email: row.email, role: row.role ?? 'editor' } : null
}

/**
 * The invited person sets name and password: a staff account with the invitation's role (a visitor account of that
 * address becomes it, its sessions ended). The link is used up in the same transaction.
 */
export async function acceptInvitation(db: Db, input: InvitationAcceptInput, now = new Date()): Promise<ActionResult> {
  const locale = { locale: input.lang }
  const invalid: ActionResult = { ok: false, message: m.invitation_invalid({}, locale) }
  const opened = await openAccountToken(db, 'invitation', input.token, now)
  if (!opened) return invalid
  const problem = newPasswordProblem(input, { email: opened.email, firstName: input.firstName, lastName: input.lastName }, input.lang)
  if (problem) return problem
  const passwordHash = await hashPassword(input.password)
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, opened.email)).limit(1)
  const write = async (tx: Db) => {
    const used = await consumeAccountToken(tx, 'invitation', input.token, now)
    if (!used) return false
    const account = { firstName: input.firstName, lastName: input.lastName, passwordHash, isStaff: true, role: used.role ?? 'editor', isActive: true, updatedAt: now }
    if (existing) {
      await tx.update(users).set(account).where(eq(users.id, existing.id))
      await tx.delete(sessions).where(eq(sessions.userId, existing.id))
    } else {
      await tx.insert(users).values({ ...account, email: used.email, username: await freeUsername(tx, used.email), preferredLanguage: used.locale })
    }
    return true
  }
  // a visitor account that becomes staff: every instance forgets its remembered sessions
  const done = existing ? await changingAccount(db, existing.id, write) : await db.transaction(write)
  return done ? { ok: true, message: m.invitation_done({}, locale) } : invalid
}
