import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptInvitation, invitationToAccept, inviteStaff, listInvitations, resendInvitation, withdrawInvitation } from '~/features/back-office/invitations.server'
import { authenticate, createSession, sessionIdOf } from '~/server/auth/session.server'
import { hashPassword } from '~/server/auth/password.server'
import type { Db } from '~/server/db/client.server'
import { accountTokens, mailOutbox, orders, sessions, siteSettings, users } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { confirmSignUp, passwordResetOpens, requestPasswordReset, resetPassword, signUp } from './account-flows.server'
import { hashAccountToken } from './account-tokens.server'

const ORIGIN = 'https://www.theater.example'
const STRONG = 'Bühne-Licht-2026!'

/** The token in the link of the newest mail to `to` (the only place it exists in clear). */
async function linkToken(db: Db, to: string, path: string): Promise<string> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))
  const newest = rows.sort((a, b) => b.id - a.id)[0]
  const match = newest?.text.match(new RegExp(`${path.replace(/[?/]/g, '\\$&')}[^\\s]*token=([A-Za-z0-9_-]{43})`))
  if (!match?.[1]) throw new Error(`no ${path} link in a mail to ${to}`)
  return match[1]
}

const mailsTo = async (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to))

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`accounts by mail on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let adminId = 0
    let visitorId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      await db.insert(siteSettings).values({ id: 1 })
      const passwordHash = await hashPassword('Altes-Passwort-2026!')
      const [admin, visitor] = await db
        .insert(users)
        .values([
          { email: 'leitung@theater.example', username: 'leitung', firstName: 'Lea', lastName: 'Leitung', passwordHash, isStaff: true, role: 'administrator' },
          { email: 'gast@example.org', username: 'gast', firstName: 'Gustav', lastName: 'Gast', passwordHash, preferredLanguage: 'en' },
        ])
        .returning()
      adminId = admin?.id ?? 0
      visitorId = visitor?.id ?? 0
    })
    afterAll(() => database?.dispose())

    it('a password reset: the same answer for any address, a mail only for an account, the token hashed at rest, an hour, once', async () => {
      const unknown = await requestPasswordReset(db, { lang: 'de', email: 'niemand@example.org' }, ORIGIN)
      const known = await requestPasswordReset(db, { lang: 'de', email: 'gast@example.org' }, ORIGIN)
      expect(known.message).toBe(unknown.message.replace('niemand@example.org', 'gast@example.org'))
      expect(await mailsTo(db, 'niemand@example.org')).toHaveLength(0)
      const [mail] = await mailsTo(db, 'gast@example.org')
      // in the account's preferred language, with a plain-text part
      expect(mail).toMatchObject({ kind: 'password-reset', locale: 'en', subject: expect.stringContaining('new password') })
      const token = await linkToken(db, 'gast@example.org', '/en/user/reset-password?')
      const [stored] = await db.select().from(accountTokens).where(eq(accountTokens.userId, visitorId))
      expect(stored?.tokenHash).toBe(hashAccountToken('password-reset', token))
      expect(JSON.stringify(stored)).not.toContain(token)

      const session = await createSession(db, visitorId)
      expect(await passwordResetOpens(db, token)).toBe(true)
      // an hour later the link opens nothing
      expect(await passwordResetOpens(db, token, new Date(Date.now() + 3601_000))).toBe(false)
      expect(await resetPassword(db, { token, lang: 'en', password: STRONG, repeatPassword: 'anders' })).toMatchObject({ ok: false, field: 'repeatPassword' })
      expect(await resetPassword(db, { token, lang: 'en', password: 'kurz', repeatPassword: 'kurz' })).toMatchObject({ ok: false, field: 'password' })
      expect(await resetPassword(db, { token, lang: 'en', password: STRONG, repeatPassword: STRONG })).toMatchObject({ ok: true, staff: false })
      expect(await authenticate(db, 'gast@example.org', STRONG)).toBe(visitorId)
      // every session of the account ended
      expect(await db.select().from(sessions).where(eq(sessions.id, sessionIdOf(session.token)))).toHaveLength(0)
      // used twice: the second time fails
      expect(await resetPassword(db, { token, lang: 'en', password: 'Noch-ein-Passwort-2026', repeatPassword: 'Noch-ein-Passwort-2026' })).toMatchObject({ ok: false })
      expect(await authenticate(db, 'gast@example.org', STRONG)).toBe(visitorId)
    })

    it('two resets racing with one link: exactly one succeeds', async () => {
      await requestPasswordReset(db, { lang: 'de', email: 'leitung@theater.example' }, ORIGIN)
      const token = await linkToken(db, 'leitung@theater.example', '/de/user/reset-password?')
      const results = await Promise.all(['Erstes-Passwort-2026!', 'Zweites-Passwort-2026!'].map((password) => resetPassword(db, { token, lang: 'de', password, repeatPassword: password })))
      expect(results.filter((result) => result.ok)).toHaveLength(1)
      expect(results.find((result) => result.ok)).toMatchObject({ staff: true })
    })

    it('a sign-up makes no account until its link is followed, once; an address with an account gets a mail instead', async () => {
      const input = { lang: 'de' as const, firstName: 'Nora', lastName: 'Neu', email: 'nora@example.org', password: STRONG, repeatPassword: STRONG, consent: true, newsletter: true }
      expect(await signUp(db, { ...input, consent: false }, ORIGIN)).toMatchObject({ ok: false, field: 'consent' })
      const answer = await signUp(db, input, ORIGIN)
      expect(answer.ok).toBe(true)
      expect(await db.select().from(users).where(eq(users.email, 'nora@example.org'))).toHaveLength(0)
      // an order placed earlier with the address, before any account: the confirmed sign-up proves the address
      await db.insert(orders).values({ number: 'F-NORA-1', email: 'Nora@Example.org', name: 'Nora Neu', locale: 'de', total: '24.00', status: 'confirmed' })
      const token = await linkToken(db, 'nora@example.org', '/de/user/confirm-registration?')
      expect(await confirmSignUp(db, token)).toBe(true)
      expect(await confirmSignUp(db, token)).toBe(false)
      const [nora] = await db.select().from(users).where(eq(users.email, 'nora@example.org'))
      expect(nora).toMatchObject({ isStaff: false, isActive: true, firstName: 'Nora', newsletterConsent: true, preferredLanguage: 'de' })
      expect(await authenticate(db, 'nora@example.org', STRONG)).toBe(nora?.id)
      expect((await db.select().from(orders).where(eq(orders.number, 'F-NORA-1')))[0]?.userId).toBe(nora?.id)

      // the same form for an address that has an account: the same answer, a mail with a way back in
      const again = await signUp(db, { ...input, email: 'gast@example.org' }, ORIGIN)
      expect(again.message).toBe(answer.message.replace('nora@example.org', 'gast@example.org'))
      const mails = await mailsTo(db, 'gast@example.org')
      expect(mails.at(-1)).toMatchObject({ kind: 'sign-up' })
      await linkToken(db, 'gast@example.org', '/de/user/reset-password?')
    })

    it('an invitation: one open per address, resend replaces the link, withdraw closes it, acceptance makes a staff account once', async () => {
      const invited = await inviteStaff(db, 'de', adminId, { email: 'neu@theater.example', role: 'editor', locale: 'de' }, ORIGIN)
      expect(invited).toMatchObject({ ok: true, invitation: { email: 'neu@theater.example', role: 'editor', invited_by: 'Lea Leitung' } })
      expect(await inviteStaff(db, 'de', adminId, { email: 'neu@theater.example', role: 'editor', locale: 'de' }, ORIGIN)).toMatchObject({ ok: false, status: 409 })
      expect(await inviteStaff(db, 'de', adminId, { email: 'leitung@theater.example', role: 'editor', locale: 'de' }, ORIGIN)).toMatchObject({ ok: false, status: 409 })
      const first = await linkToken(db, 'neu@theater.example', '/de/user/invitation?')
      const [mail] = await mailsTo(db, 'neu@theater.example')
      expect(mail?.text).toContain('Lea Leitung')
      if (!invited.ok) throw new Error('not invited')
      const resent = await resendInvitation(db, 'de', adminId, invited.invitation.id, ORIGIN)
      if (!resent.ok) throw new Error('not resent')
      const second = await linkToken(db, 'neu@theater.example', '/de/user/invitation?')
      expect(second).not.toBe(first)
      expect(await invitationToAccept(db, first)).toBeNull()
      expect(await invitationToAccept(db, second)).toEqual({ email: 'neu@theater.example', role: 'editor' })
      // 72 hours later it opens nothing
      expect(await invitationToAccept(db, second, new Date(Date.now() + 72 * 3600_000 + 1000))).toBeNull()
      expect((await listInvitations(db)).map((item) => item.email)).toEqual(['neu@theater.example'])

      const accepted = await acceptInvitation(db, { token: second, lang: 'de', firstName: 'Nele', lastName: 'Neu', password: STRONG, repeatPassword: STRONG })
      expect(accepted.ok).toBe(true)
      const [account] = await db.select().from(users).where(eq(users.email, 'neu@theater.example'))
      expect(account).toMatchObject({ isStaff: true, role: 'editor', firstName: 'Nele' })
      expect(await acceptInvitation(db, { token: second, lang: 'de', firstName: 'X', lastName: 'Y', password: STRONG, repeatPassword: STRONG })).toMatchObject({ ok: false })
      expect(await listInvitations(db)).toEqual([])

      const other = await inviteStaff(db, 'de', adminId, { email: 'weg@theater.example', role: 'administrator', locale: 'en' }, ORIGIN)
      if (!other.ok) throw new Error('not invited')
      const otherToken = await linkToken(db, 'weg@theater.example', '/en/user/invitation?')
      expect(await withdrawInvitation(db, 'de', other.invitation.id)).toEqual({ ok: true })
      expect(await invitationToAccept(db, otherToken)).toBeNull()
      expect(await db.select().from(accountTokens).where(and(eq(accountTokens.purpose, 'invitation'), eq(accountTokens.email, 'weg@theater.example')))).toHaveLength(0)
    })

    it('a mail and its token exist only together: a failing mail rolls the link back', async () => {
      const before = (await db.select().from(accountTokens)).length
      // a recipient the outbox refuses (line break) makes the whole change fail
      await expect(inviteStaff(db, 'de', adminId, { email: 'kaputt@theater.example\r\nBcc: x@example.org', role: 'editor', locale: 'de' }, ORIGIN)).rejects.toThrow()
      expect(await db.select().from(accountTokens)).toHaveLength(before)
    })
  })
}
