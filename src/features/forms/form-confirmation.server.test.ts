import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import type { Locale } from '~/contract/shared'
import { createEntry, getFormDefinition } from './forms.server'
import { FIELD, validateEntry } from './forms.shared'

// The confirmation to the sender: only when the editor switched it on and the form has an e-mail field, in the page's
// language, with the thank-you text and the values, in the entry's transaction.

const VISITOR = `visitor-${'c'.repeat(30)}`

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`form confirmations to the sender on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let formId: number

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const [form] = await db
        .insert(s.forms)
        .values({ title: { de: 'Kontakt', en: 'Contact' }, slug: { de: 'kontakt', en: 'contact' }, successText: { de: 'Danke, wir melden uns!', en: 'Thanks, we will be in touch!' }, notifyEmail: 'kasse@venue.example', confirmSender: true })
        .returning({ id: s.forms.id })
      if (!form) throw new Error('form missing')
      formId = form.id
      await db.insert(s.formFields).values([
        { formId, position: 0, label: { de: 'Name', en: 'Name' }, slug: 'name', fieldType: FIELD.text, required: true },
        { formId, position: 1, label: { de: 'E-Mail', en: 'E-mail' }, slug: 'email', fieldType: FIELD.email, required: false },
        { formId, position: 2, label: { de: 'Nachricht', en: 'Message' }, slug: 'nachricht', fieldType: FIELD.textarea, required: false },
      ])
    }, 120_000)
    afterAll(async () => {
      await database?.dispose()
    })
    beforeEach(async () => {
      await db.delete(s.mailOutbox)
      await db.delete(s.formEntries)
      await db.update(s.forms).set({ confirmSender: true }).where(eq(s.forms.id, formId))
    })

    async function submit(values: Record<string, unknown>, lang: Locale, submitter: string) {
      const form = await getFormDefinition(db, lang, formId)
      if (!form) throw new Error('form missing')
      const checked = validateEntry(form, values, lang)
      expect(checked.errors).toEqual({})
      return createEntry(db, { form, values: checked.values, lang, visitorKey: VISITOR, submitter: { visitor: submitter, network: null } })
    }

    const confirmations = () => db.select().from(s.mailOutbox).where(eq(s.mailOutbox.kind, 'form-confirmation'))

    it('confirms to the sender in the page language, with the thank-you text and the values', async () => {
      await submit({ name: 'Anna Albers', email: 'Anna@Example.org', email2: 'Anna@Example.org', nachricht: 'Two seats\nfor Friday, please.' }, 'en', 'confirm-1')
      const mails = await confirmations()
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail).toMatchObject({ recipient: 'anna@example.org', locale: 'en', subject: 'Your entry in the form “Contact” – localhost' })
      expect(mail?.text).toContain('Thanks, we will be in touch!')
      expect(mail?.text).toContain('Name: Anna Albers')
      expect(mail?.text).toContain('E-mail: anna@example.org')
      expect(mail?.text).toContain('Message: Two seats\nfor Friday, please.')
      // the venue's notice goes out beside it, in German
      expect((await db.select().from(s.mailOutbox).where(eq(s.mailOutbox.kind, 'form-notice')))[0]?.recipient).toBe('kasse@venue.example')
    })

    it('writes German for the German page', async () => {
      await submit({ name: 'Ben', email: 'ben@example.org', email2: 'ben@example.org' }, 'de', 'confirm-2')
      const [mail] = await confirmations()
      expect(mail?.subject).toBe('Ihre Angaben im Formular „Kontakt“ – localhost')
      expect(mail?.text).toContain('Danke, wir melden uns!')
      expect(mail?.text).toContain('Nachricht: (leer)')
    })

    it('sends none when the switch is off or no address was given', async () => {
      await submit({ name: 'Cora' }, 'de', 'confirm-3')
      await db.update(s.forms).set({ confirmSender: false }).where(eq(s.forms.id, formId))
      await submit({ name: 'Dora', email: 'dora@example.org', email2: 'dora@example.org' }, 'de', 'confirm-4')
      expect(await confirmations()).toEqual([])
      expect(await db.select().from(s.formEntries)).toHaveLength(2)
    })
  })
}
