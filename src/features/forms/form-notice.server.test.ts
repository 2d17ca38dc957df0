import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { createEntry, getFormDefinition } from './forms.server'
import { FIELD, validateEntry } from './forms.shared'
import { acceptUpload } from './uploads.server'

// The notice of a new form entry: written with the entry, to the form's notice address, with links instead of files.

const VISITOR = `visitor-${'n'.repeat(30)}`
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`form entry notices on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let filesDir: string
    let formId: number

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      filesDir = mkdtempSync(path.join(tmpdir(), 'foyer-notice-files-'))
      process.env.FOYER_FILES_DIR = filesDir
      const [form] = await db
        .insert(s.forms)
        .values({ title: { de: 'Bewerbung\r\nBcc: x@evil.example', en: 'Application' }, slug: { de: 'bewerbung', en: 'application' }, successText: { de: 'Danke!', en: 'Thanks!' }, notifyEmail: 'bewerbung@foyer.example' })
        .returning({ id: s.forms.id })
      if (!form) throw new Error('form missing')
      formId = form.id
      await db.insert(s.formFields).values([
        { formId, position: 0, label: { de: 'Name', en: 'Name' }, slug: 'name', fieldType: FIELD.text, required: true },
        { formId, position: 1, label: { de: 'Newsletter', en: 'Newsletter' }, slug: 'newsletter', fieldType: FIELD.checkbox, required: false },
        { formId, position: 2, label: { de: 'Lebenslauf', en: 'CV' }, slug: 'lebenslauf', fieldType: FIELD.file, required: false, accept: 'pdf' },
      ])
    })
    afterAll(async () => {
      delete process.env.FOYER_FILES_DIR
      rmSync(filesDir, { recursive: true, force: true })
      await database?.dispose()
    })
    beforeEach(async () => {
      await db.delete(s.mailOutbox)
      await db.delete(s.formEntries)
    })

    async function submit(values: Record<string, unknown>, submitter: string) {
      const form = await getFormDefinition(db, 'en', formId)
      if (!form) throw new Error('form missing')
      const checked = validateEntry(form, values, 'en')
      expect(checked.errors).toEqual({})
      return createEntry(db, { form, values: checked.values, lang: 'en', visitorKey: VISITOR, submitter: { visitor: submitter, network: null } })
    }

    it('mails the values in German with a link to the file in the hub, not the file', async () => {
      const cv = await acceptUpload(db, { bytes: pdf, name: 'Lebenslauf Anna & Co.pdf', visitorKey: VISITOR })
      const entryId = await submit({ name: 'Anna <b>Albers</b>', newsletter: true, lebenslauf: cv.id }, 'notice-1')
      const [file] = await db.select().from(s.formEntryFiles).where(eq(s.formEntryFiles.entryId, entryId))
      const [mail] = await db.select().from(s.mailOutbox)
      expect(mail).toMatchObject({ kind: 'form-notice', recipient: 'bewerbung@foyer.example', locale: 'de', state: 'waiting', attachments: [] })
      // the form's title reaches the subject on one line
      expect(mail?.subject).toBe('Neuer Eintrag im Formular „Bewerbung Bcc: x@evil.example“')
      expect(mail?.text).toContain('Name: Anna <b>Albers</b>')
      expect(mail?.text).toContain('Newsletter: ja')
      expect(mail?.text).toContain(`Lebenslauf: Lebenslauf Anna & Co.pdf <http://localhost:3000/cms-hub/forms/files/${file?.id}>`)
      expect(mail?.text).toContain(`http://localhost:3000/cms-hub/forms/${formId}`)
      expect(mail?.html).toContain('Anna &#60;b&#62;Albers&#60;/b&#62;')
      expect(mail?.html).toContain(`<a href="http://localhost:3000/cms-hub/forms/files/${file?.id}">Lebenslauf Anna &#38; Co.pdf</a>`)
    })

    it('sends no notice for a form without a notice address, and keeps the entry when the address is unusable', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      await db.update(s.forms).set({ notifyEmail: null }).where(eq(s.forms.id, formId))
      await submit({ name: 'Ben' }, 'notice-2')
      expect(await db.$count(s.mailOutbox)).toBe(0)
      await db.update(s.forms).set({ notifyEmail: 'team@foyer.example\r\nBcc: x@evil.example' }).where(eq(s.forms.id, formId))
      await submit({ name: 'Cem' }, 'notice-3')
      expect(await db.$count(s.mailOutbox)).toBe(0)
      expect(await db.$count(s.formEntries)).toBe(2)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('notice address is not usable'))
      warn.mockRestore()
      await db.update(s.forms).set({ notifyEmail: 'bewerbung@foyer.example' }).where(eq(s.forms.id, formId))
    })
  })
}
