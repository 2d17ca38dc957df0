import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, formEntries, formEntryValues, formFields, forms } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { FORM_FIELD_TYPES } from '~/server/db/values'
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord } from '~/features/collections/service.server'
import type { RecordOf, UpdateOf } from '~/features/collections/collection'
import { getFormDefinition } from './forms.server'
import { formsServer } from './form-records.server'

type Form = RecordOf<typeof formsServer.collection.fields>
type FormCreate = Record<string, unknown> & { title: { de: string; en: string }; slug: { de: string; en: string } }
type FieldInput = Record<string, unknown> & { id?: number; slug: string; label: { de: string; en: string } }
const createForm = (db: Db, lang: 'de' | 'en', body: FormCreate) => createRecord(db, lang, formsServer, body)
const updateForm = (db: Db, lang: 'de' | 'en', id: number, patch: UpdateOf<typeof formsServer.collection.fields>) => updateRecord(db, lang, formsServer, id, patch)
const deleteForm = (db: Db, lang: 'de' | 'en', id: number) => deleteRecord(db, lang, formsServer, id)
const formForBackOffice = (db: Db, _lang: 'de', id: number) => readRecord(db, formsServer, id)
const listFormsForBackOffice = (db: Db, lang: 'de' | 'en', query: { q?: string }) => listRecords(db, lang, formsServer, query)

const both = (de: string, en: string) => ({ de, en })
const field = (slug: string, overrides: Record<string, unknown> = {}): FieldInput => ({
  label: both(`Feld ${slug}`, `Field ${slug}`),
  slug,
  field_type: FORM_FIELD_TYPES.text,
  required: false,
  visible: true,
  ...overrides,
})
/** The builder sends back what it loaded: every field by its id, without its count of answers. */
const asSent = (form: Form): FieldInput[] => form.fields.map(({ value_count: _count, ...rest }) => rest)

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`forms on the collection description (the form builder) on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const newForm = (overrides: Record<string, unknown> = {}): FormCreate => ({
      title: both('Anmeldung Führung', 'Tour registration'),
      slug: both('anmeldung-fuehrung', 'tour-registration'),
      intro: both('Führungen hinter die Kulissen.', 'Tours behind the scenes.'),
      success_text: both('Danke!', 'Thank you!'),
      notify_email: 'fuehrungen@example.org',
      fields: [
        field('name', { required: true }),
        field('termin', { field_type: FORM_FIELD_TYPES.select, required: true, choices: both('Samstag, Sonntag', 'Saturday, Sunday') }),
        field('unterlagen', { field_type: FORM_FIELD_TYPES.file, accept: ['pdf'] }),
      ],
      ...overrides,
    })
    const created = async (overrides: Record<string, unknown> = {}) => {
      const result = await createForm(db, 'de', newForm(overrides))
      if (!result.ok) throw new Error(`not created: ${JSON.stringify(result)}`)
      return result.record
    }
    const answer = async (formId: number, values: Record<string, string>) => {
      const [entry] = await db.insert(formEntries).values({ formId, locale: 'de' }).returning()
      if (!entry) throw new Error('no entry')
      await db.insert(formEntryValues).values(Object.entries(values).map(([fieldSlug, value]) => ({ entryId: entry.id, fieldSlug, value })))
      return entry.id
    }

    it('creates a form whose public definition has the fields in order, in each language', async () => {
      const form = await created()
      // kept 12 months unless the editor says otherwise
      expect(form).toMatchObject({ entry_count: 0, retention_months: 12, confirm_sender: false, notify_email: 'fuehrungen@example.org', urls: { de: `/de/forms/anmeldung-fuehrung/${form.id}`, en: `/en/forms/tour-registration/${form.id}` } })
      const english = await getFormDefinition(db, 'en', form.id)
      expect(english?.title).toBe('Tour registration')
      expect(english?.fields.map((entry) => [entry.slug, entry.field_type, entry.label, entry.choices])).toEqual([
        ['name', FORM_FIELD_TYPES.text, 'Field name', ''],
        ['termin', FORM_FIELD_TYPES.select, 'Field termin', 'Saturday, Sunday'],
        ['unterlagen', FORM_FIELD_TYPES.file, 'Field unterlagen', ''],
        ['email2', 'emailconfirm', expect.any(String), ''],
      ])
      expect(english?.fields[2]?.accept).toEqual(['pdf'])
      expect((await db.select().from(contentChanges)).at(-1)?.tags).toEqual([`form:${form.id}`])
    })

    it('refuses what a visitor could not fill in, at the field, in the editor language', async () => {
      const result = await createForm(
        db,
        'en',
        newForm({
          slug: both('zweite', 'second'),
          notify_email: 'not an address',
          fields: [
            field('wahl', { field_type: FORM_FIELD_TYPES.radio, choices: both('Ja, Nein', '') }),
            field('mehr', { field_type: FORM_FIELD_TYPES.checkboxMultiple, choices: both('A, B, C', 'A, B') }),
            field('Telefon Nummer'),
            field('email2'),
            field('versteckt', { visible: false, required: true }),
            field('wahl', { label: both('', 'Twice') }),
            field('typ', { field_type: 99 }),
            field('datei', { field_type: FORM_FIELD_TYPES.file, accept: ['exe'] }),
          ],
        }),
      )
      expect(result).toMatchObject({ ok: false, status: 400 })
      const errors = result.ok || result.status !== 400 ? {} : result.errors
      expect(errors).toEqual({
        notify_email: ['Please enter a valid e-mail address.'],
        'fields.0.choices.en': ['A choice field needs at least one choice.', 'German and English need the same number of choices, in the same order.'],
        'fields.1.choices.en': ['German and English need the same number of choices, in the same order.'],
        'fields.2.slug': ['Only lower-case letters, digits, - and _ (e.g. “phone” or “preferred_date”).'],
        'fields.3.slug': ['The form uses this key itself; please choose another one.'],
        'fields.4.default_value': ['A hidden required field needs a default value – visitors never see it.'],
        'fields.5.slug': ['Another field of this form already has this key.'],
        'fields.5.label.de': ['This field is required!'],
        'fields.6.field_type': ['There is no such field type.'],
        'fields.7.accept.0': ['There is no such field type.'],
      })
      expect(await db.select().from(forms).where(eq(forms.title, both('Anmeldung Führung', 'Tour registration')))).toHaveLength(1)
    })

    it('reorders, renames and adds fields; a renamed key takes the answers already given with it', async () => {
      const form = await created({ slug: both('umbenennen', 'renaming') })
      await answer(form.id, { name: 'Ada', termin: 'Samstag', unterlagen: '' })
      const [name, termin, unterlagen] = asSent(form)
      if (!name || !termin || !unterlagen) throw new Error('fields missing')
      // the two keys swap, a field moves to the top and a new one comes last
      const result = await updateForm(db, 'de', form.id, {
        updated_at: form.updated_at,
        fields: [{ ...termin, slug: 'name' }, { ...name, slug: 'termin', label: both('Ihr Name', 'Your name') }, unterlagen, field('telefon')],
      })
      if (!result.ok) throw new Error(JSON.stringify(result))
      expect(result.record.fields.map((entry) => [entry.id, entry.slug, entry.value_count])).toEqual([
        [termin.id, 'name', 1],
        [name.id, 'termin', 1],
        [unterlagen.id, 'unterlagen', 0],
        [expect.any(Number), 'telefon', 0],
      ])
      const stored = await db.select().from(formEntryValues)
      expect(stored.filter((row) => row.value === 'Ada').map((row) => row.fieldSlug)).toEqual(['termin'])
      expect(stored.filter((row) => row.value === 'Samstag').map((row) => row.fieldSlug)).toEqual(['name'])
      expect((await getFormDefinition(db, 'en', form.id))?.fields[1]?.label).toBe('Your name')
    })

    it('keeps a field holding answers: removing it is refused and says so; hiding it is fine', async () => {
      const form = await created({ slug: both('antworten', 'answers') })
      const entry = await answer(form.id, { name: 'Grace', termin: '', unterlagen: '' })
      const [name, termin] = asSent(form)
      if (!name || !termin) throw new Error('fields missing')
      const refused = await updateForm(db, 'en', form.id, { updated_at: form.updated_at, fields: [termin] })
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { fields: ['The field “Field name” holds answers in 1 entry and cannot be removed. Hide it instead (untick “Visible”).'] } })
      expect(await db.select().from(formFields).where(eq(formFields.formId, form.id))).toHaveLength(3)
      // the empty answers of the file field go with it
      const hidden = await updateForm(db, 'de', form.id, { updated_at: form.updated_at, fields: [{ ...name, visible: false, required: false }, termin] })
      if (!hidden.ok) throw new Error(JSON.stringify(hidden))
      expect(hidden.record.fields.map((entry) => [entry.slug, entry.visible])).toEqual([['name', false], ['termin', true]])
      expect((await db.select().from(formEntryValues).where(eq(formEntryValues.entryId, entry))).map((row) => row.fieldSlug).sort()).toEqual(['name', 'termin'])
      const latest = await formForBackOffice(db, 'de', form.id)
      expect(latest?.entry_count).toBe(1)
    })

    it('refuses an outdated copy, a field of another form and a slug another form has', async () => {
      const form = await created({ slug: both('veraltet', 'outdated') })
      const other = await created({ slug: both('andere', 'other') })
      const first = await updateForm(db, 'de', form.id, { updated_at: form.updated_at, title: { de: 'Neu' } })
      expect(first.ok).toBe(true)
      expect(await updateForm(db, 'de', form.id, { updated_at: form.updated_at, title: { en: 'Lost' } })).toMatchObject({ ok: false, status: 409 })
      const fresh = await formForBackOffice(db, 'de', form.id)
      if (!fresh) throw new Error('gone')
      expect(fresh.title).toEqual(both('Neu', 'Tour registration'))
      const [foreign] = asSent(other)
      if (!foreign) throw new Error('fields missing')
      expect(await updateForm(db, 'de', form.id, { updated_at: fresh.updated_at, fields: [...asSent(fresh), { ...foreign, slug: 'fremd' }] })).toMatchObject({ ok: false, status: 400, errors: { 'fields.3': [expect.any(String)] } })
      expect(await updateForm(db, 'de', form.id, { updated_at: fresh.updated_at, slug: { de: 'andere' } })).toMatchObject({ ok: false, status: 400, errors: { 'slug.de': ['Ein anderes Formular hat schon diesen Kurznamen.'] } })
      expect(await db.select().from(formFields).where(eq(formFields.formId, form.id))).toHaveLength(3)
    })

    it('deletes a form without entries; one with entries is refused', async () => {
      const unused = await created({ slug: both('leer', 'empty') })
      expect(await deleteForm(db, 'de', unused.id)).toEqual({ ok: true })
      expect(await formForBackOffice(db, 'de', unused.id)).toBeNull()
      expect(await db.select().from(formFields).where(eq(formFields.formId, unused.id))).toEqual([])
      const used = await created({ slug: both('benutzt', 'used') })
      await answer(used.id, { name: 'Lin' })
      expect(await deleteForm(db, 'en', used.id)).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('1 entry') })
      expect(await formForBackOffice(db, 'de', used.id)).not.toBeNull()
      expect(await deleteForm(db, 'de', 999_999)).toMatchObject({ ok: false, status: 404 })
    })
    it('lists the forms by title with their entries counted and the last one dated, found by a title in either language', async () => {
      const listed = await created({ title: both('Zuschauerumfrage', 'Audience survey'), slug: both('umfrage', 'survey') })
      const entry = await answer(listed.id, { name: 'Mo' })
      const [stored] = await db.select().from(formEntries).where(eq(formEntries.id, entry))
      const found = await listFormsForBackOffice(db, 'en', { q: 'audience' })
      expect(found).toEqual({
        page: 1,
        total: 1,
        results: [{ id: listed.id, title: both('Zuschauerumfrage', 'Audience survey'), slug: both('umfrage', 'survey'), entry_count: 1, last_entry_at: stored?.createdAt.toISOString(), url: `/en/forms/survey/${listed.id}` }],
      })
      expect((await listFormsForBackOffice(db, 'de', { q: 'zuschauer' })).total).toBe(1)
      expect((await listFormsForBackOffice(db, 'de', { q: '%' })).total).toBe(0)
      const all = await listFormsForBackOffice(db, 'de', {})
      expect(all.total).toBe(all.results.length)
      expect(all.results.filter((form) => form.entry_count === 0).every((form) => form.last_entry_at === null)).toBe(true)
    })
  })
}
