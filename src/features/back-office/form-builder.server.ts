import { and, asc, count, countDistinct, eq, ilike, inArray, max, ne, or, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { BackOfficeForm, BackOfficeFormCreate, BackOfficeFormField, BackOfficeFormFieldInput, BackOfficeFormListItem, BackOfficeFormQuery, BackOfficeFormUpdate } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { formEntries, formEntryFiles, formEntryValues, formFields, forms } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { FORM_FIELD_TYPES, FORM_RETENTION } from '~/server/db/values'
import { recordContentChange } from '~/server/static/revalidation.server'
import { duplicateSlugErrors, formFieldsSchema, formPath, hasChoices } from './form-input'
import type { FormBuilderFields, FormBuilderFieldsInput } from './form-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

type FormRow = typeof forms.$inferSelect
type FieldRow = typeof formFields.$inferSelect
type FieldInput = FormBuilderFields['fields'][number]

const formUrls = (row: { id: number; slug: Both }): Both => ({ de: formPath('de', row.slug.de, row.id), en: formPath('en', row.slug.en, row.id) })

/** What a change to a form makes stale: whatever read it (its page, its definition in the API). */
const formTags = (id: number): Tag[] => [tag.form(id)]

const fieldsOf = (tx: Db, formId: number) => tx.select().from(formFields).where(eq(formFields.formId, formId)).orderBy(asc(formFields.position), asc(formFields.id))

/** Per field key, how many entries of the form hold an answer in it. */
async function answersPerField(tx: Db, formId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ slug: formEntryValues.fieldSlug, value: countDistinct(formEntryValues.entryId) })
    .from(formEntryValues)
    .innerJoin(formEntries, eq(formEntries.id, formEntryValues.entryId))
    .where(and(eq(formEntries.formId, formId), ne(formEntryValues.value, '')))
    .groupBy(formEntryValues.fieldSlug)
  return new Map(rows.map((row) => [row.slug, row.value]))
}

const acceptList = (accept: string | null) => (accept ? accept.split(',').map((kind) => kind.trim()).filter(Boolean) : [])

function builderField(row: FieldRow, answers: Map<string, number>): BackOfficeFormField {
  return {
    id: row.id,
    label: row.label,
    slug: row.slug,
    field_type: row.fieldType,
    required: row.required,
    visible: row.visible,
    choices: both(row.choices),
    default_value: row.defaultValue ?? '',
    placeholder_text: both(row.placeholderText),
    help_text: both(row.helpText),
    accept: acceptList(row.accept),
    value_count: answers.get(row.slug) ?? 0,
  }
}

async function backOfficeForm(tx: Db, row: FormRow): Promise<BackOfficeForm> {
  const [fields, answers, [entries]] = await Promise.all([fieldsOf(tx, row.id), answersPerField(tx, row.id), tx.select({ value: count() }).from(formEntries).where(eq(formEntries.formId, row.id))])
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    intro: both(row.intro),
    success_text: row.successText,
    notify_email: row.notifyEmail ?? '',
    retention_months: row.retentionMonths,
    confirm_sender: row.confirmSender,
    fields: fields.map((field) => builderField(field, answers)),
    entry_count: entries?.value ?? 0,
    updated_at: row.updatedAt.toISOString(),
    urls: formUrls(row),
  }
}

export const FORMS_PAGE_SIZE = 25

/** The forms by title in the editor's language, with how many entries each has and when the last came in. */
export async function listFormsForBackOffice(db: Db, lang: Locale, query: BackOfficeFormQuery) {
  const page = query.page ?? 1
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null
  const where = pattern ? or(ilike(sql`${forms.title}->>'de'`, pattern), ilike(sql`${forms.title}->>'en'`, pattern)) : undefined
  const [rows, total] = await Promise.all([
    db
      .select({ id: forms.id, title: forms.title, slug: forms.slug, entries: count(formEntries.id), last: max(formEntries.createdAt) })
      .from(forms)
      .leftJoin(formEntries, eq(formEntries.formId, forms.id))
      .where(where)
      .groupBy(forms.id)
      .orderBy(sql`${forms.title}->>${lang}`, asc(forms.id))
      .limit(FORMS_PAGE_SIZE)
      .offset((page - 1) * FORMS_PAGE_SIZE),
    db.select({ value: count() }).from(forms).where(where),
  ])
  const results: BackOfficeFormListItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    entry_count: row.entries,
    last_entry_at: row.last ? new Date(row.last).toISOString() : null,
    url: formUrls(row)[lang],
  }))
  return { page, total: total[0]?.value ?? 0, results }
}

/** The language is the caller's habit for every back-office read; the builder shows both languages anyway. */
export async function formForBackOffice(db: Db, _lang: Locale, id: number): Promise<BackOfficeForm | null> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id))
  return row ? backOfficeForm(db, row) : null
}

export type FormWriteResult = { ok: true; form: BackOfficeForm } | Refusal

const empty = (): Both => ({ de: '', en: '' })

/** A field as sent, with what it left out filled in as empty. */
const fieldInput = (field: BackOfficeFormFieldInput): FormBuilderFieldsInput['fields'][number] => ({
  id: field.id,
  label: field.label,
  slug: field.slug,
  field_type: field.field_type,
  required: field.required,
  visible: field.visible,
  choices: field.choices ?? empty(),
  default_value: field.default_value ?? '',
  placeholder_text: field.placeholder_text ?? empty(),
  help_text: field.help_text ?? empty(),
  accept: field.accept ?? [],
})

function checkFields(lang: Locale, input: FormBuilderFieldsInput): { ok: true; fields: FormBuilderFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(formFieldsSchema(lang), input)
  if (!result.success) return { ok: false, errors: { ...duplicateSlugErrors(input.fields, lang), ...fieldErrors(result.issues) } }
  const duplicates = duplicateSlugErrors(result.output.fields, lang)
  return Object.keys(duplicates).length > 0 ? { ok: false, errors: duplicates } : { ok: true, fields: result.output }
}

/** No other form has the slug in the same language (the id keeps the address unique, but two alike confuse). */
async function checkSlugs(tx: Db, lang: Locale, fields: FormBuilderFields, id?: number): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {}
  for (const language of ['de', 'en'] as const) {
    const same = sql`${forms.slug}->>${language} = ${fields.slug[language]}`
    const clash = await tx
      .select({ id: forms.id })
      .from(forms)
      .where(id === undefined ? same : and(same, ne(forms.id, id)))
      .limit(1)
    if (clash.length > 0) errors[`slug.${language}`] = [m.backoffice_form_slug_taken({}, { locale: lang })]
  }
  return errors
}

const formColumns = (fields: FormBuilderFields) => ({
  title: fields.title,
  slug: fields.slug,
  intro: optional(fields.intro),
  successText: fields.success_text,
  notifyEmail: fields.notify_email || null,
  retentionMonths: fields.retention_months,
})

/** A field's columns; choices only where the type offers them, accepted kinds only on file fields. */
const fieldColumns = (field: FieldInput, position: number) => ({
  position,
  label: field.label,
  slug: field.slug,
  fieldType: field.field_type,
  required: field.required,
  visible: field.visible,
  choices: hasChoices(field.field_type) ? optional(field.choices) : null,
  defaultValue: field.default_value || null,
  placeholderText: optional(field.placeholder_text),
  helpText: optional(field.help_text),
  accept: field.field_type === FORM_FIELD_TYPES.file && field.accept.length > 0 ? field.accept.join(',') : null,
})

/** Creates a form with its fields in both languages; its page shows it on commit. */
export async function createForm(db: Db, lang: Locale, input: BackOfficeFormCreate): Promise<FormWriteResult> {
  const checked = checkFields(lang, {
    title: input.title,
    slug: input.slug,
    intro: input.intro ?? empty(),
    success_text: input.success_text,
    notify_email: input.notify_email ?? '',
    retention_months: input.retention_months ?? FORM_RETENTION.defaultMonths,
    fields: input.fields.map(fieldInput),
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  const { fields } = checked
  return db.transaction(async (tx): Promise<FormWriteResult> => {
    const clashes = await checkSlugs(tx, lang, fields)
    if (Object.keys(clashes).length > 0) return invalid(lang, clashes)
    const [row] = await tx.insert(forms).values({ ...formColumns(fields), confirmSender: input.confirm_sender ?? false }).returning()
    if (!row) throw new Error('form insert returned nothing')
    if (fields.fields.length > 0) await tx.insert(formFields).values(fields.fields.map((field, position) => ({ formId: row.id, ...fieldColumns(field, position) })))
    await recordContentChange(tx, formTags(row.id))
    return { ok: true, form: await backOfficeForm(tx, row) }
  })
}

/** A stored field as the builder would send it back unchanged. */
const storedFieldInput = (row: FieldRow): BackOfficeFormFieldInput => {
  const { value_count: _count, ...field } = builderField(row, new Map())
  return field
}

/** Moves the stored answers of a form's entries from one field key to another. */
async function moveAnswers(tx: Db, formId: number, from: string, to: string) {
  const entriesOfForm = tx.select({ id: formEntries.id }).from(formEntries).where(eq(formEntries.formId, formId))
  await tx.update(formEntryValues).set({ fieldSlug: to }).where(and(eq(formEntryValues.fieldSlug, from), inArray(formEntryValues.entryId, entriesOfForm)))
  await tx.update(formEntryFiles).set({ fieldSlug: to }).where(and(eq(formEntryFiles.fieldSlug, from), inArray(formEntryFiles.entryId, entriesOfForm)))
}

/**
 * Applies an editor's changes (POST and PATCH alike: what is named), if the copy they edited is still the current one:
 * an older copy is refused (409), never merged over it. `fields`, when named, is the new list in its order: a renamed
 * field key takes the answers already given with it; a field that holds answers cannot be removed (only hidden).
 */
export async function updateForm(db: Db, lang: Locale, id: number, patch: BackOfficeFormUpdate): Promise<FormWriteResult> {
  return db.transaction(async (tx): Promise<FormWriteResult> => {
    const [current] = await tx.select().from(forms).where(eq(forms.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) return { ok: false, status: 409, message: m.backoffice_form_stale_copy({}, { locale: lang }) }
    const stored = await fieldsOf(tx, id)
    const checked = checkFields(lang, {
      title: { ...current.title, ...patch.title },
      slug: { ...current.slug, ...patch.slug },
      intro: { ...both(current.intro), ...patch.intro },
      success_text: { ...current.successText, ...patch.success_text },
      notify_email: patch.notify_email ?? current.notifyEmail ?? '',
      retention_months: patch.retention_months ?? current.retentionMonths,
      fields: (patch.fields ?? stored.map(storedFieldInput)).map(fieldInput),
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const { fields } = checked

    // a field is named by an id of this form, once; anything else is not a copy of this form
    const errors: Record<string, string[]> = {}
    const named = new Set<number>()
    fields.fields.forEach((field, index) => {
      if (field.id === undefined) return
      if (named.has(field.id) || !stored.some((row) => row.id === field.id)) errors[`fields.${index}`] = [m.backoffice_form_stale_copy({}, { locale: lang })]
      named.add(field.id)
    })
    const answers = await answersPerField(tx, id)
    const removed = stored.filter((row) => !named.has(row.id))
    const refusals = removed.filter((row) => (answers.get(row.slug) ?? 0) > 0)
    if (refusals.length > 0) errors.fields = refusals.map((row) => m.backoffice_form_field_has_answers({ label: row.label[lang], count: answers.get(row.slug) ?? 0 }, { locale: lang }))
    Object.assign(errors, await checkSlugs(tx, lang, fields, id))
    if (Object.keys(errors).length > 0) return invalid(lang, errors)

    if (removed.length > 0) {
      await tx.delete(formFields).where(inArray(formFields.id, removed.map((row) => row.id)))
      // what is left under a removed key is empty answers only: a new field of that key starts without them
      const entriesOfForm = tx.select({ id: formEntries.id }).from(formEntries).where(eq(formEntries.formId, id))
      await tx.delete(formEntryValues).where(and(inArray(formEntryValues.fieldSlug, removed.map((row) => row.slug)), inArray(formEntryValues.entryId, entriesOfForm)))
    }
    // renamed keys go through a key of their own first, so that two fields may swap theirs
    const renamed = fields.fields.flatMap((field) => {
      const before = stored.find((row) => row.id === field.id)
      return before && before.slug !== field.slug ? [{ id: before.id, from: before.slug, to: field.slug }] : []
    })
    for (const rename of renamed) {
      await tx.update(formFields).set({ slug: `~${rename.id}` }).where(eq(formFields.id, rename.id))
      await moveAnswers(tx, id, rename.from, `~${rename.id}`)
    }
    for (const rename of renamed) await moveAnswers(tx, id, `~${rename.id}`, rename.to)
    for (const [position, field] of fields.fields.entries()) {
      if (field.id !== undefined) await tx.update(formFields).set(fieldColumns(field, position)).where(eq(formFields.id, field.id))
    }
    const added = fields.fields.flatMap((field, position) => (field.id === undefined ? [{ formId: id, ...fieldColumns(field, position) }] : []))
    if (added.length > 0) await tx.insert(formFields).values(added)

    const [row] = await tx
      .update(forms)
      .set({ ...formColumns(fields), confirmSender: patch.confirm_sender ?? current.confirmSender, updatedAt: nextVersion(current.updatedAt) })
      .where(eq(forms.id, id))
      .returning()
    if (!row) return notFound(lang)
    await recordContentChange(tx, formTags(id))
    return { ok: true, form: await backOfficeForm(tx, row) }
  })
}

export type FormDeleteResult = { ok: true } | Refusal

/** Deletes a form without entries; one with entries is refused (they would go with it). */
export async function deleteForm(db: Db, lang: Locale, id: number): Promise<FormDeleteResult> {
  return db.transaction(async (tx): Promise<FormDeleteResult> => {
    const [current] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, id)).for('update')
    if (!current) return notFound(lang)
    const [entries] = await tx.select({ value: count() }).from(formEntries).where(eq(formEntries.formId, id))
    if ((entries?.value ?? 0) > 0) return { ok: false, status: 409, message: m.backoffice_form_in_use({ count: entries?.value ?? 0 }, { locale: lang }) }
    await tx.delete(forms).where(eq(forms.id, id))
    await recordContentChange(tx, formTags(id))
    return { ok: true }
  })
}
