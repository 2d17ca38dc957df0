import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { hashPassword } from '~/server/auth/password.server'
import { authenticate, createSession, getSessionUser } from '~/server/auth/session.server'
import { accountOverview, accountSettings, changePassword, confirmEmailChange, logoutOtherSessions, updatePreferences, updateProfile } from './account.server'
import { testBackends } from '~/server/db/test-backends'

// The visitor's account against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.

const PASSWORD = 'Foyer-Besuch-2026'

function suite(name: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip ?? false)(`the account on ${name}`, () => {
    let handle: DatabaseHandle
    let cleanup: () => Promise<void>
    let userId: number

    beforeAll(async () => {
      ;({ handle, cleanup } = await open())
      await handle.migrate()
      const [user] = await handle.db
        .insert(s.users)
        .values([
          { email: 'lena@example.org', username: 'lena', firstName: 'Lena', lastName: 'Lindner', passwordHash: await hashPassword(PASSWORD) },
          { email: 'taken@example.org', username: 'taken', passwordHash: await hashPassword('Irgendwas-2026') },
        ])
        .returning({ id: s.users.id })
      userId = user?.id ?? 0
      const [order] = await handle.db.insert(s.orders).values({ number: 'F1-TEST', email: 'Lena@Example.org', userId, name: 'Lena Lindner', total: '30.00' }).returning({ id: s.orders.id })
      await handle.db.insert(s.orderLines).values({ orderId: order?.id ?? 0, description: 'Ermäßigt', quantity: 3, unitAmount: '10.00' })
      // someone else checked out anonymously with Lena's address: it must not appear in her profile
      await handle.db.insert(s.orders).values({ number: 'F1-PLANTED', email: 'lena@example.org', name: 'Lena Lindner', total: '99.00' })
    })
    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
    })

    it('shows the orders placed while signed in to the account, not those typed with its e-mail address', async () => {
      const overview = await accountOverview(handle.db, userId, 'de')
      expect(overview?.orders).toEqual([expect.objectContaining({ number: 'F1-TEST', tickets: 3, total: '30.00', items: ['3 × Ermäßigt'] })])
    })

    it('changes the password only with the current one and a strong new one, ending every session', async () => {
      const here = await createSession(handle.db, userId, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')
      const elsewhere = await createSession(handle.db, userId, null)
      expect((await accountSettings(handle.db, userId, here.token))?.sessions.map((session) => session.current).sort()).toEqual([false, true])

      expect(await changePassword(handle.db, userId, { lang: 'de', currentPassword: 'falsch', newPassword: 'Kranich-Brücke-7', repeatPassword: 'Kranich-Brücke-7' }, null)).toMatchObject({ ok: false, field: 'currentPassword' })
      expect(await changePassword(handle.db, userId, { lang: 'en', currentPassword: PASSWORD, newPassword: 'Kranich-Brücke-7', repeatPassword: 'Kranich-Bruecke-7' }, null)).toMatchObject({ ok: false, field: 'repeatPassword' })
      expect(await changePassword(handle.db, userId, { lang: 'en', currentPassword: PASSWORD, newPassword: 'lindner2026!', repeatPassword: 'lindner2026!' }, null)).toMatchObject({
        ok: false,
        message: 'The password must not contain your e-mail address or name.',
      })
      // strong by its shape, but published: refused at every password change
      expect(await changePassword(handle.db, userId, { lang: 'de', currentPassword: PASSWORD, newPassword: 'Foyer-Demo-2026', repeatPassword: 'Foyer-Demo-2026' }, null)).toMatchObject({
        ok: false,
        field: 'newPassword',
        message: 'Dieses Passwort steht auf den Listen bekannter Passwörter (Demo-Passwörter und die häufigsten Passwörter). Bitte wählen Sie ein anderes.',
      })
      expect(await getSessionUser(handle.db, elsewhere.token)).not.toBeNull()

      const changed = await changePassword(handle.db, userId, { lang: 'de', currentPassword: PASSWORD, newPassword: 'Kranich-Brücke-7', repeatPassword: 'Kranich-Brücke-7' }, 'Firefox/140')
      expect(changed.ok).toBe(true)
      expect(await getSessionUser(handle.db, here.token)).toBeNull()
      expect(await getSessionUser(handle.db, elsewhere.token)).toBeNull()
      expect(changed.token).toBeTruthy()
      expect(changed.token).not.toBe(here.token)
      expect((await getSessionUser(handle.db, changed.token))?.id).toBe(userId)
      expect(await authenticate(handle.db, 'lena@example.org', 'Kranich-Brücke-7')).toBe(userId)
      expect(await authenticate(handle.db, 'lena@example.org', PASSWORD)).toBeNull()
    })

    it('logs out everywhere else and keeps this session', async () => {
      const here = await createSession(handle.db, userId)
      const other = await createSession(handle.db, userId)
      await logoutOtherSessions(handle.db, userId, here.token, 'de')
      expect(await getSessionUser(handle.db, here.token)).not.toBeNull()
      expect(await getSessionUser(handle.db, other.token)).toBeNull()
    })

    it('keeps a changed e-mail address pending until the link mailed to it is opened', async () => {
      expect(await updateProfile(handle.db, userId, { lang: 'de', firstName: 'Lena', lastName: 'Lindner', email: 'taken@example.org' }, 'https://foyer.example')).toMatchObject({ ok: false, field: 'email' })
      expect(await handle.db.select().from(s.mailOutbox)).toEqual([])
      const result = await updateProfile(handle.db, userId, { lang: 'en', firstName: ' Lena M. ', lastName: 'Lindner', email: 'lena.neu@example.org' }, 'https://foyer.example')
      expect(result).toMatchObject({ ok: true, message: expect.stringContaining('lena.neu@example.org') })
      // the confirmation waits in the outbox, to the new address, in the language of the page
      const [mail] = await handle.db.select().from(s.mailOutbox)
      // no name in the settings yet: the site signs with its host name
      expect(mail).toMatchObject({ kind: 'email-change', recipient: 'lena.neu@example.org', locale: 'en', state: 'waiting', subject: 'Please confirm your new e-mail address – localhost' })
      const link = /https:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? ''
      expect(mail?.html).toContain(link.replace(/&/g, '&#38;'))
      const token = /token=([A-Za-z0-9_-]+)/.exec(link)?.[1] ?? ''
      expect(link).toContain('https://foyer.example/en/user/confirm-email?token=')
      const [pending] = await handle.db.select().from(s.users).where(eq(s.users.id, userId))
      expect(pending).toMatchObject({ email: 'lena@example.org', pendingEmail: 'lena.neu@example.org', firstName: 'Lena M.' })
      // only the hash of the token is stored
      expect(pending?.pendingEmailToken).not.toContain(token)
      expect(await confirmEmailChange(handle.db, `${token}x`)).toBe(false)
      expect(await confirmEmailChange(handle.db, token)).toBe(true)
      expect(await confirmEmailChange(handle.db, token)).toBe(false)
      const [confirmed] = await handle.db.select().from(s.users).where(eq(s.users.id, userId))
      expect(confirmed).toMatchObject({ email: 'lena.neu@example.org', pendingEmail: null })
    })

    it('stores the preferred language and the newsletter consent', async () => {
      await updatePreferences(handle.db, userId, { lang: 'de', preferredLanguage: 'en', newsletterConsent: true })
      expect(await accountSettings(handle.db, userId, 'no-session-token-here-xxxxxxxx')).toMatchObject({ preferredLanguage: 'en', newsletterConsent: true })
    })
  })
}

for (const backend of testBackends) {
  suite(
    backend.name,
    async () => {
      const database = await backend.open()
      // the suite closes the handle itself; dispose drops the database
      return { handle: database.handle, cleanup: database.dispose }
    },
    { skip: backend.skip },
  )
}
