import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { DatabaseHandle, Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { hashPassword } from '~/server/auth/password.server'
import { authenticate, createSession, getSessionUser } from '~/server/auth/session.server'
import { storeFile, storedFilePath } from '~/server/files/store.server'
import { testBackends } from '~/server/db/test-backends'
import { accountDataExport, deleteAccount } from '~/features/account/account-data.server'
import { deleteExpiredEntries, deleteFormEntries } from '~/features/forms/entry-deletion.server'
import { runRetention, startRetention } from './retention.server'

// Deletion, retention and the visitor's own data against a real database and real files: PGlite always, PostgreSQL
// too when TEST_DATABASE_URL is set (a database of its own, dropped afterwards).

const PASSWORD = 'Foyer-Besuch-2026'
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const DAY = 24 * 3600_000

function suite(name: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip ?? false)(`the visitor's data on ${name}`, () => {
    let handle: DatabaseHandle
    let cleanup: () => Promise<void>
    let filesDir: string
    let db: Db

    const newForm = async (title: string, retentionMonths?: number) => {
      const [form] = await db
        .insert(s.forms)
        .values({ title: { de: title, en: title }, slug: { de: title.toLowerCase(), en: title.toLowerCase() }, successText: { de: 'Danke', en: 'Thanks' }, retentionMonths })
        .returning({ id: s.forms.id })
      if (!form) throw new Error('form missing')
      return form.id
    }
    /** An entry with a value and, when asked, a stored file; returns its id and the file's path on disk. */
    const newEntry = async (formId: number, createdAt: Date, withFile = true) => {
      const [entry] = await db.insert(s.formEntries).values({ formId, locale: 'de', createdAt }).returning({ id: s.formEntries.id })
      if (!entry) throw new Error('entry missing')
      await db.insert(s.formEntryValues).values({ entryId: entry.id, fieldSlug: 'name', value: 'Anna' })
      if (!withFile) return { id: entry.id, file: null }
      const stored = await storeFile('form-entries', pdf, 'pdf')
      await db.insert(s.formEntryFiles).values({ entryId: entry.id, fieldSlug: 'cv', originalName: 'cv.pdf', contentType: 'application/pdf', size: stored.size, storageKey: stored.key })
      return { id: entry.id, file: storedFilePath('form-entries', stored.key) ?? '' }
    }
    const entryIds = async () => (await db.select({ id: s.formEntries.id }).from(s.formEntries)).map((row) => row.id).sort((a, b) => a - b)
    const valueCount = async () => (await db.select({ n: count() }).from(s.formEntryValues))[0]?.n ?? 0

    beforeAll(async () => {
      ;({ handle, cleanup } = await open())
      await handle.migrate()
      db = handle.db
      filesDir = mkdtempSync(path.join(tmpdir(), 'foyer-privacy-files-'))
      process.env.FOYER_FILES_DIR = filesDir
    })
    afterAll(async () => {
      delete process.env.FOYER_FILES_DIR
      rmSync(filesDir, { recursive: true, force: true })
      await handle?.close()
      await cleanup?.()
    })
    beforeEach(async () => {
      await db.delete(s.formEntries)
      await db.delete(s.forms)
    })

    it('gives every form twelve months by default and refuses a period outside 1 to 120 months', async () => {
      const formId = await newForm('Kontakt')
      expect((await db.select({ months: s.forms.retentionMonths }).from(s.forms).where(eq(s.forms.id, formId)))[0]?.months).toBe(12)
      await expect(db.update(s.forms).set({ retentionMonths: 0 }).where(eq(s.forms.id, formId))).rejects.toThrow()
      await expect(db.update(s.forms).set({ retentionMonths: 121 }).where(eq(s.forms.id, formId))).rejects.toThrow()
    })

    it("deletes one entry, then a selection, with their values and files, leaving the rest and other forms' entries alone", async () => {
      const formId = await newForm('Bewerbung')
      const otherForm = await newForm('Newsletter')
      const now = new Date()
      const [a, b, c, d] = [await newEntry(formId, now), await newEntry(formId, now), await newEntry(formId, now, false), await newEntry(formId, now)]
      const foreign = await newEntry(otherForm, now)
      if (!a || !b || !c || !d) throw new Error('entries missing')

      expect(await deleteFormEntries(db, formId, { ids: [a.id] })).toEqual({ entries: 1, files: 1 })
      expect(existsSync(a.file ?? '')).toBe(false)
      expect(existsSync(b.file ?? '')).toBe(true)

      // an id of another form is passed over, not deleted
      expect(await deleteFormEntries(db, formId, { ids: [b.id, c.id, foreign.id] })).toEqual({ entries: 2, files: 1 })
      expect(existsSync(b.file ?? '')).toBe(false)
      expect(existsSync(foreign.file ?? '')).toBe(true)
      expect(await entryIds()).toEqual([d.id, foreign.id])
      expect(await valueCount()).toBe(2)
    })

    it('deletes all entries of a form with their files, and answers null for a form that does not exist', async () => {
      const formId = await newForm('Vorsingen')
      const otherForm = await newForm('Führungen')
      const mine = [await newEntry(formId, new Date()), await newEntry(formId, new Date())]
      const foreign = await newEntry(otherForm, new Date())
      expect(await deleteFormEntries(db, formId, { all: true })).toEqual({ entries: 2, files: 2 })
      for (const entry of mine) expect(existsSync(entry.file ?? '')).toBe(false)
      expect(await entryIds()).toEqual([foreign.id])
      expect(await deleteFormEntries(db, 999_999, { all: true })).toBeNull()
    })

    it("keeps an entry just inside its form's period and deletes one just outside it, with its file", async () => {
      const yearly = await newForm('Jährlich')
      const monthly = await newForm('Monatlich', 1)
      const createdAt = new Date('2025-03-15T10:00:00Z')
      const kept = await newEntry(yearly, createdAt)
      const short = await newEntry(monthly, createdAt)

      // one second before twelve months: the yearly form's entry stays; the monthly form's is long gone
      const inside = new Date('2026-03-15T09:59:59Z')
      expect(await runRetention(db, inside)).toMatchObject({ entries: 1, files: 1 })
      expect(await entryIds()).toEqual([kept.id])
      expect(existsSync(short.file ?? '')).toBe(false)
      expect(existsSync(kept.file ?? '')).toBe(true)

      // one second after twelve months: it goes, with its file and its values
      expect(await runRetention(db, new Date('2026-03-15T10:00:01Z'))).toMatchObject({ entries: 1, files: 1 })
      expect(await entryIds()).toEqual([])
      expect(existsSync(kept.file ?? '')).toBe(false)
      expect(await valueCount()).toBe(0)
    })

    it('deletes each expired entry once when two workers run at the same time', async () => {
      const formId = await newForm('Massen', 1)
      const old = new Date(Date.now() - 90 * DAY)
      // more than one batch of entries; every tenth with a file
      const rows = await db
        .insert(s.formEntries)
        .values(Array.from({ length: 450 }, () => ({ formId, locale: 'de' as const, createdAt: old })))
        .returning({ id: s.formEntries.id })
      const withFiles = rows.filter((_, index) => index % 10 === 0)
      for (const row of withFiles) {
        const stored = await storeFile('form-entries', pdf, 'pdf')
        await db.insert(s.formEntryFiles).values({ entryId: row.id, fieldSlug: 'cv', originalName: 'cv.pdf', contentType: 'application/pdf', size: stored.size, storageKey: stored.key })
      }
      const fresh = await newEntry(formId, new Date())

      const now = new Date()
      const [one, two] = await Promise.all([deleteExpiredEntries(db, now), deleteExpiredEntries(db, now)])
      expect(one.entries + two.entries).toBe(450)
      expect(one.files + two.files).toBe(withFiles.length)
      expect(await entryIds()).toEqual([fresh.id])
    })

    it('runs on its own with an injected clock, and deletes expired mailed links with their sign-ups', async () => {
      const formId = await newForm('Uhr')
      const entry = await newEntry(formId, new Date('2020-01-01T00:00:00Z'))
      const later = new Date('2020-06-01T00:00:00Z')
      await db.insert(s.accountTokens).values([
        { purpose: 'sign-up', tokenHash: 'expired-sign-up', email: 'neu@example.org', locale: 'de', expiresAt: new Date(later.getTime() - 1000), signUp: { firstName: 'Nina', lastName: 'Neu', passwordHash: 'x', newsletterConsent: false } },
        { purpose: 'password-reset', tokenHash: 'open-reset', email: 'neu@example.org', locale: 'de', expiresAt: new Date(later.getTime() + 3600_000) },
      ])
      // the clock says it is 2020-06: the entry of 2020-01 is five months old and stays
      const stop = startRetention(async () => db, { clock: () => later, firstRunMs: 0, intervalMs: 60_000 })
      await expect.poll(async () => (await db.select({ hash: s.accountTokens.tokenHash }).from(s.accountTokens)).map((row) => row.hash)).toEqual(['open-reset'])
      await stop()
      expect(await entryIds()).toEqual([entry.id])

      // thirteen months later by the clock, the next run deletes it
      const stopLater = startRetention(async () => db, { clock: () => new Date('2021-02-01T00:00:00Z'), firstRunMs: 0, intervalMs: 60_000 })
      await expect.poll(entryIds).toEqual([])
      await stopLater()
      expect(existsSync(entry.file ?? '')).toBe(false)
    })

    describe('an account', () => {
      let userId: number
      let email: string
      let sessionToken: string
      let n = 0

      beforeEach(async () => {
        n++
        email = `lena${n}@example.org`
        const [user] = await db
          .insert(s.users)
          .values({ email, username: `lena${n}`, firstName: 'Lena', lastName: 'Lindner', passwordHash: await hashPassword(PASSWORD), newsletterConsent: true, preferredLanguage: 'en' })
          .returning({ id: s.users.id })
        userId = user?.id ?? 0
        const [order] = await db.insert(s.orders).values({ number: `F${n}-OWN`, email, userId, name: 'Lena Lindner', total: '30.00' }).returning({ id: s.orders.id })
        await db.insert(s.orderLines).values({ orderId: order?.id ?? 0, description: 'Ermäßigt', quantity: 3, unitAmount: '10.00' })
        await db.insert(s.orders).values({ number: `F${n}-TYPED`, email, name: 'Lena L.', total: '12.00' })
        await db.insert(s.orders).values({ number: `F${n}-OTHER`, email: 'else@example.org', name: 'Someone Else', total: '8.00' })
        sessionToken = (await createSession(db, userId, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')).token
        await createSession(db, userId, null)
      })

      it('downloads profile, preferences with the newsletter consent, sessions and its own orders with lines', async () => {
        const data = await accountDataExport(db, userId, new Date('2026-05-01T12:00:00Z'))
        expect(data).toMatchObject({
          exported_at: '2026-05-01T12:00:00.000Z',
          profile: { email, first_name: 'Lena', last_name: 'Lindner', pending_email: null },
          preferences: { preferred_language: 'en', newsletter_consent: true },
          orders: [{ number: `F${n}-OWN`, name: 'Lena Lindner', email, total: '30.00', lines: [{ description: 'Ermäßigt', quantity: 3, unit_amount: '10.00' }] }],
        })
        expect(data?.sessions).toHaveLength(2)
        expect(data?.sessions.map((session) => session.user_agent)).toContain('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')
        // never a session's key or a password hash
        const text = JSON.stringify(data)
        expect(text).not.toContain(sessionToken)
        expect(text).not.toMatch(/password|scrypt|csrf/i)
        expect(await accountDataExport(db, 999_999)).toBeNull()
      })

      it('is deleted only with its password: sessions, links and mails go, orders stay anonymised, login is impossible', async () => {
        await db.insert(s.accountTokens).values({ purpose: 'password-reset', tokenHash: `reset-${n}`, email, userId, locale: 'de', expiresAt: new Date(Date.now() + 3600_000) })
        await db.insert(s.mailOutbox).values({ kind: 'password-reset', recipient: email, locale: 'de', subject: 'Passwort', text: 'Hallo Lena', html: '<p>Hallo Lena</p>' })
        await db.insert(s.loginAttempts).values({ email, address: '127.0.0.1', outcome: 'succeeded' })

        expect(await deleteAccount(db, userId, { lang: 'de', password: 'falsch-geraten' })).toMatchObject({ ok: false, field: 'password' })
        expect(await getSessionUser(db, sessionToken)).not.toBeNull()

        expect(await deleteAccount(db, userId, { lang: 'en', password: PASSWORD })).toMatchObject({ ok: true })
        expect(await db.select().from(s.users).where(eq(s.users.id, userId))).toEqual([])
        expect(await db.select().from(s.sessions).where(eq(s.sessions.userId, userId))).toEqual([])
        expect(await getSessionUser(db, sessionToken)).toBeNull()
        expect(await authenticate(db, email, PASSWORD)).toBeNull()
        expect(await db.select().from(s.accountTokens).where(eq(s.accountTokens.email, email))).toEqual([])
        expect(await db.select().from(s.mailOutbox).where(eq(s.mailOutbox.recipient, email))).toEqual([])
        expect(await db.select().from(s.loginAttempts).where(eq(s.loginAttempts.email, email))).toEqual([])

        const kept = await db
          .select({ number: s.orders.number, name: s.orders.name, email: s.orders.email, userId: s.orders.userId, total: s.orders.total })
          .from(s.orders)
          .where(inArray(s.orders.number, [`F${n}-OWN`, `F${n}-TYPED`, `F${n}-OTHER`]))
          .orderBy(s.orders.number)
        expect(kept).toEqual([
          { number: `F${n}-OTHER`, name: 'Someone Else', email: 'else@example.org', userId: null, total: '8.00' },
          { number: `F${n}-OWN`, name: '', email: '', userId: null, total: '30.00' },
          { number: `F${n}-TYPED`, name: '', email: '', userId: null, total: '12.00' },
        ])
        const lines = await db.select({ quantity: s.orderLines.quantity }).from(s.orderLines).innerJoin(s.orders, eq(s.orders.id, s.orderLines.orderId)).where(eq(s.orders.number, `F${n}-OWN`))
        expect(lines).toEqual([{ quantity: 3 }])
      })

      it('refuses to delete a staff account this way', async () => {
        await db.update(s.users).set({ isStaff: true }).where(eq(s.users.id, userId))
        expect(await deleteAccount(db, userId, { lang: 'de', password: PASSWORD })).toMatchObject({ ok: false })
        expect(await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.id, userId))).toHaveLength(1)
      })
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
