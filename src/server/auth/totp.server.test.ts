import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '~/server/api/http-error'
import { requireAdministrator } from '~/server/api/handlers/access.server'
import { listAudit, withAuditActor } from '~/server/audit/audit.server'
import type { Db } from '~/server/db/client.server'
import { auditLog, recoveryCodes, siteSettings, users } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { updateAccount } from '~/features/back-office/users.server'
import { hashPassword } from './password.server'
import { createSession, getSessionUser, markSteppedUp, STEP_UP_SECONDS } from './session.server'
import { beginTotpSetup, confirmTotpSetup, disableTotp, openSecret, pendingLoginToken, PENDING_LOGIN_SECONDS, readPendingLogin, useSecondFactor } from './totp.server'

/** The code an authenticator app shows at `at` for the base32 secret the setup showed. */
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() })

// the sessions' own expiry is checked against the real clock: the test's time starts now, at a step's beginning
const t0 = new Date(Math.floor(Date.now() / 30_000) * 30_000)
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000)

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`two-factor sign-in, step-up and the audit log on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let adminId = 0
    let editorId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      await db.insert(siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true })
      const passwordHash = await hashPassword('Geheim-2026')
      const [admin, editor] = await db
        .insert(users)
        .values([
          { email: 'leitung@foyer.example', username: 'leitung', passwordHash, isStaff: true, role: 'administrator' },
          { email: 'dramaturgie@foyer.example', username: 'dramaturgie', passwordHash, isStaff: true },
        ])
        .returning()
      if (!admin || !editor) throw new Error('no users')
      adminId = admin.id
      editorId = editor.id
    }, 120_000)
    afterAll(async () => database.dispose())

    it('sets up TOTP with a first code, keeps the secret sealed, and accepts each code once within ±1 step', async () => {
      const setup = await beginTotpSetup(db, adminId)
      if (!setup) throw new Error('no setup')
      expect(setup.qrSvg).toContain('<svg')
      expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/)
      const [stored] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, adminId))
      // sealed at rest: the base32 text is nowhere in the row
      expect(stored?.secret).not.toContain(setup.secret)
      expect(await openSecret(stored?.secret ?? '')).toBe(setup.secret)
      // a wrong first code confirms nothing
      expect((await confirmTotpSetup(db, adminId, codeAt(setup.secret, later(3600)), t0)).ok).toBe(false)
      const confirmed = await withAuditActor({ id: adminId, email: 'leitung@foyer.example', address: '203.0.113.7' }, () => confirmTotpSetup(db, adminId, codeAt(setup.secret, t0), t0))
      if (!confirmed.ok) throw new Error('not confirmed')
      expect(confirmed.recoveryCodes).toHaveLength(10)
      // a second setup is refused while one is on
      expect(await beginTotpSetup(db, adminId)).toBeNull()
      // the code of t0 was used up by the confirmation; the next step's code passes once
      expect(await useSecondFactor(db, adminId, codeAt(setup.secret, t0), later(5))).toBeNull()
      expect(await useSecondFactor(db, adminId, codeAt(setup.secret, later(30)), later(31))).toBe('totp')
      expect(await useSecondFactor(db, adminId, codeAt(setup.secret, later(30)), later(32))).toBeNull()
      // one step of drift either way, not two
      expect(await useSecondFactor(db, adminId, codeAt(setup.secret, later(120)), later(90))).toBe('totp')
      expect(await useSecondFactor(db, adminId, codeAt(setup.secret, later(240)), later(180))).toBeNull()
      // recovery codes: each once, stored only as hashes
      const [first, second] = confirmed.recoveryCodes
      if (!first || !second) throw new Error('no codes')
      expect(await useSecondFactor(db, adminId, first, later(200))).toBe('recovery')
      expect(await useSecondFactor(db, adminId, first, later(201))).toBeNull()
      const hashes = await db.select({ codeHash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.userId, adminId))
      expect(hashes.map((row) => row.codeHash)).not.toContain(first)
      // switching off needs the password and a code
      expect(await disableTotp(db, adminId, 'falsch', second, later(300))).toBe(false)
      const audit = await listAudit(db, 1)
      expect(audit.results.map((row) => [row.action, row.actorEmail, row.address])).toContainEqual(['totp.enable', 'leitung@foyer.example', '203.0.113.7'])
      expect(await disableTotp(db, adminId, 'Geheim-2026', second, later(301))).toBe(true)
      const [after] = await db.select({ secret: users.totpSecret, enabled: users.totpEnabledAt }).from(users).where(eq(users.id, adminId))
      expect(after).toEqual({ secret: null, enabled: null })
      expect((await listAudit(db, 1)).results[0]?.action).toBe('totp.disable')
    })

    it('lets a pending-login token pass only unaltered and within its five minutes', async () => {
      const token = await pendingLoginToken(adminId, 'leitung@foyer.example', t0)
      expect(await readPendingLogin(token, later(PENDING_LOGIN_SECONDS - 1))).toEqual({ userId: adminId, email: 'leitung@foyer.example' })
      expect(await readPendingLogin(token, later(PENDING_LOGIN_SECONDS))).toBeNull()
      const [payload, signature] = token.split('.')
      const forged = Buffer.from(JSON.stringify({ user: editorId, email: 'dramaturgie@foyer.example', until: later(600).getTime() })).toString('base64url')
      expect(await readPendingLogin(`${forged}.${signature}`, t0)).toBeNull()
      expect(await readPendingLogin(`${payload}.`, t0)).toBeNull()
    })

    it('refuses administrators’ writes after the step-up window until the password is given again, and logs role changes', async () => {
      const { token } = await createSession(db, adminId, null, t0)
      const user = () => getSessionUser(db, token)
      const post = new Request('http://127.0.0.1/de/api/backoffice/users/1/', { method: 'POST' })
      const get = new Request('http://127.0.0.1/de/api/backoffice/users/')
      // a fresh login counts
      await expect(requireAdministrator(user, 'de', post, later(STEP_UP_SECONDS - 1))).resolves.toMatchObject({ id: adminId })
      // reads stay open; writes need a step-up
      await expect(requireAdministrator(user, 'de', get, later(STEP_UP_SECONDS + 1))).resolves.toMatchObject({ id: adminId })
      const refused = await requireAdministrator(user, 'de', post, later(STEP_UP_SECONDS + 1)).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(HttpError)
      expect(refused instanceof HttpError ? [refused.status, refused.code] : null).toEqual([403, 'step_up_required'])
      await markSteppedUp(db, token, adminId, later(STEP_UP_SECONDS + 2))
      await expect(requireAdministrator(user, 'de', post, later(STEP_UP_SECONDS + 3))).resolves.toMatchObject({ id: adminId })
      await expect(requireAdministrator(user, 'de', post, later(2 * STEP_UP_SECONDS + 3))).rejects.toBeInstanceOf(HttpError)

      // the role change and its audit row are one transaction
      const [editor] = await db.select().from(users).where(eq(users.id, editorId))
      if (!editor) throw new Error('no editor')
      const changed = await withAuditActor({ id: adminId, email: 'leitung@foyer.example', address: '203.0.113.7' }, () =>
        updateAccount(db, 'de', adminId, editorId, { kind: 'administrator', is_active: true, updated_at: editor.updatedAt.toISOString() }),
      )
      expect(changed.ok).toBe(true)
      const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'user.update'))
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ actorId: adminId, target: 'dramaturgie@foyer.example', address: '203.0.113.7', details: { from: { kind: 'editor' }, to: { kind: 'administrator' } } })
      // a refused change writes no row
      const stale = await updateAccount(db, 'de', adminId, editorId, { kind: 'editor', is_active: true, updated_at: editor.updatedAt.toISOString() })
      expect(stale.ok).toBe(false)
      expect(await db.select().from(auditLog).where(eq(auditLog.action, 'user.update'))).toHaveLength(1)
    })
  })
}
