import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getLegalText, legalPagePaths } from '~/features/cms-pages/cms-pages.server'
import { refuseDemoAccountsInProduction } from '~/server/auth/demo-accounts.server'
import { authenticate } from '~/server/auth/session.server'
import { hashPassword } from '~/server/auth/password.server'
import { createFirstAdministrator } from '~/server/auth/site-init.server'
import { type Db, prepareDatabase } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD } from './credentials'

const rows = async (db: Db, table: PgTable) => {
  const [row] = await db.select({ n: count() }).from(table)
  return row?.n ?? -1
}

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`a venue's own site on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      await prepareDatabase(database.handle, { demo: false })
    })
    afterAll(() => database?.dispose())

    it('starts empty: settings, a home page and the legal pages in both languages, no demo content, no account', async () => {
      expect(await rows(db, s.siteSettings)).toBe(1)
      for (const table of [s.users, s.events, s.productions, s.articles, s.persons, s.venues, s.navItems, s.forms]) expect(await rows(db, table)).toBe(0)
      expect(await rows(db, s.pages)).toBe(4)
      const paths = await db.select({ locale: s.pageTranslations.locale, path: s.pageTranslations.path, modules: s.pageTranslations.modules }).from(s.pageTranslations)
      expect(paths.map((row) => `${row.locale}:${row.path}`).sort()).toEqual(['de:', 'de:agb', 'de:datenschutz', 'de:impressum', 'en:', 'en:agb', 'en:datenschutz', 'en:impressum'])
      expect(paths.every((row) => row.modules.length === 0)).toBe(true)
      const imprint = await getLegalText(db, 'en', legalPagePaths.imprint)
      expect(imprint.title).toBe('Imprint')
      // a second start finds the site initialised and adds nothing
      await prepareDatabase(database.handle, { demo: false })
      expect(await rows(db, s.pages)).toBe(4)
    })

    it('site:init makes the first administrator once, with a strong password only', async () => {
      const weak = await createFirstAdministrator(db, { email: 'leitung@theater.example', firstName: 'Lea', lastName: 'Leitung', password: 'passwort123' })
      expect(weak).toEqual({ ok: false, message: expect.stringContaining('password') })
      const badMail = await createFirstAdministrator(db, { email: 'leitung@theater.example\r\nBcc: x@y.example', firstName: 'Lea', lastName: 'Leitung', password: 'Bühne-frei-2026!' })
      expect(badMail.ok).toBe(false)
      expect(await rows(db, s.users)).toBe(0)
      const first = await createFirstAdministrator(db, { email: ' Leitung@Theater.example ', firstName: 'Lea', lastName: 'Leitung', password: 'Bühne-frei-2026!' })
      expect(first).toMatchObject({ ok: true, email: 'leitung@theater.example' })
      const [account] = await db.select().from(s.users).where(eq(s.users.email, 'leitung@theater.example'))
      expect(account).toMatchObject({ isStaff: true, role: 'administrator', isActive: true, username: 'leitung' })
      expect(await authenticate(db, 'leitung@theater.example', 'Bühne-frei-2026!')).toBe(account?.id)
      const second = await createFirstAdministrator(db, { email: 'zweite@theater.example', firstName: 'Zoe', lastName: 'Zweite', password: 'Bühne-frei-2027!' })
      expect(second).toEqual({ ok: false, message: expect.stringContaining('administrator already') })
      expect(await rows(db, s.users)).toBe(1)
    })

    it('refuses to start on https while a demo account opens with its published password', async () => {
      const https = { siteOrigin: 'https://www.theater.example', allowDemoAccounts: false }
      await expect(refuseDemoAccountsInProduction(db, https)).resolves.toBeUndefined()
      await db.insert(s.users).values({ email: DEMO_EDITOR_EMAIL, username: 'redaktion', passwordHash: await hashPassword(DEMO_EDITOR_PASSWORD), isStaff: true, role: 'administrator' })
      await expect(refuseDemoAccountsInProduction(db, https)).rejects.toThrow(/redaktion@foyer\.example.*FOYER_ALLOW_DEMO_ACCOUNTS=1/s)
      // a local demo over http, or a public demo the operator declared, starts
      await expect(refuseDemoAccountsInProduction(db, { siteOrigin: 'http://localhost:3000', allowDemoAccounts: false })).resolves.toBeUndefined()
      await expect(refuseDemoAccountsInProduction(db, { ...https, allowDemoAccounts: true })).resolves.toBeUndefined()
      // the same account with a password of its own is no danger
      await db.update(s.users).set({ passwordHash: await hashPassword('Ein-eigenes-Passwort-2026') }).where(eq(s.users.email, DEMO_EDITOR_EMAIL))
      await expect(refuseDemoAccountsInProduction(db, https)).resolves.toBeUndefined()
    })
  })
}
