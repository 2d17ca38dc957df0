import { createHmac } from 'node:crypto'
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm'
import type { FormDefinition, FormField } from '~/contract/forms-search'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { formEntries, formEntryFiles, formEntryValues, formFields, forms, tempUploads } from '~/server/db/schema'
import { getSecretKey } from '~/server/auth/secret.server'
import { deleteStoredFile, readStoredFile, storeFile } from '~/server/files/store.server'
import { m } from '~/server/i18n.server'
import { EMAIL_CONFIRM_SLUG, FIELD, MAX_FORM_FILE_BYTES, acceptedKinds, displayValue } from './forms.shared'
import type { FileKind, FormValues } from './forms.shared'
import { findOwnUploads } from './uploads.server'
import { enqueueFormConfirmation, enqueueFormNotice } from './form-notice.server'

/** At most this many entries per visitor in RATE_WINDOW_MINUTES, over all forms. */
export const RATE_LIMIT = 10
/**
 * At most this many from one network address: a bot that drops its cookies is held here, while visitors behind one
 * school or office network (or one proxy that the server does not trust for X-Forwarded-For) still get through.
 */
export const NETWORK_RATE_LIMIT = 60
export const RATE_WINDOW_MINUTES = 10

/** Who sent an entry: keyed hashes of the visitor's cookie key and of the network address when known. */
export interface Submitter {
  visitor: string
  network: string | null
}

const FILE_KINDS = new Set<string>(['image', 'pdf', 'audio', 'video', 'document'])
const isFileKind = (value: string): value is FileKind => FILE_KINDS.has(value)

/** The form of spec §3 in one language, with the e-mail confirmation `email2` appended. */
export async function getFormDefinition(db: Db, lang: Locale, id: number): Promise<FormDefinition | null> {
  const [form] = await db.select().from(forms).where(eq(forms.id, id)).limit(1)
  if (!form) return null
  const rows = await db.select().from(formFields).where(eq(formFields.formId, id)).orderBy(asc(formFields.position), asc(formFields.id))
  const fields: FormField[] = rows.map((row) => {
    const fieldType = row.fieldType
    const accept = row.accept?.split(',').map((kind) => kind.trim()).filter(isFileKind)
    return {
      id: row.id,
      label: row.label[lang],
      slug: row.slug,
      field_type: isFieldType(fieldType) ? fieldType : FIELD.text,
      required: row.required,
      visible: row.visible && fieldType !== FIELD.hidden,
      choices: row.choices?.[lang] ?? '',
      default: fieldType === FIELD.file ? null : (row.defaultValue ?? null),
      placeholder_text: row.placeholderText?.[lang] ?? '',
      help_text: row.helpText?.[lang] ?? '',
      ...(fieldType === FIELD.file ? { accept: accept && accept.length > 0 ? accept : undefined } : {}),
    }
  })
  fields.push({
    id: 0,
    label: m.forms_email_confirm_label({}, { locale: lang }),
    slug: EMAIL_CONFIRM_SLUG,
    field_type: 'emailconfirm',
    required: false,
    visible: true,
    choices: '',
    default: null,
    placeholder_text: '',
    help_text: '',
  })
  return { id: form.id, title: form.title[lang], intro: form.intro?.[lang] ?? '', fields, slug: form.slug[lang], success_text: form.successText[lang] }
}

const FIELD_TYPES = new Set<number>(Object.values(FIELD))
function isFieldType(value: number): value is FormField['field_type'] & number {
  return FIELD_TYPES.has(value)
}

/** A keyed hash: enough to count someone's entries, useless to anyone reading the table. */
export async function submitterKey(identity: string): Promise<string> {
  return createHmac('sha256', await getSecretKey()).update(`form-submitter:${identity}`).digest('hex').slice(0, 32)
}

export type EntryRefusal = { kind: 'rate-limited' } | { kind: 'invalid'; errors: Record<string, string> }

export class EntryRefused extends Error {
  constructor(readonly refusal: EntryRefusal) {
    super(refusal.kind)
    this.name = 'EntryRefused'
  }
}

/**
 * Stores a validated entry with its files: the visitor's temporary uploads move into the entries' area and stop
 * being temporary, in one transaction with the entry (files copied first, removed again if the entry fails).
 */
export async function createEntry(
  db: Db,
  input: { form: FormDefinition; values: FormValues; lang: Locale; visitorKey: string; submitter: Submitter; now?: Date },
): Promise<number> {
  const now = input.now ?? new Date()
  const since = new Date(now.getTime() - RATE_WINDOW_MINUTES * 60_000)
  const recent = async (column: typeof formEntries.submitterKey | typeof formEntries.networkKey, key: string) =>
    (await db.select({ n: count() }).from(formEntries).where(and(eq(column, key), gt(formEntries.createdAt, since))))[0]?.n ?? 0
  if ((await recent(formEntries.submitterKey, input.submitter.visitor)) >= RATE_LIMIT) throw new EntryRefused({ kind: 'rate-limited' })
  if (input.submitter.network && (await recent(formEntries.networkKey, input.submitter.network)) >= NETWORK_RATE_LIMIT) throw new EntryRefused({ kind: 'rate-limited' })

  const fileFields = input.form.fields.filter((field) => field.field_type === FIELD.file)
  const wanted = fileFields.flatMap((field) => {
    const value = input.values[field.slug]
    return typeof value === 'string' && value ? [{ field, id: value }] : []
  })
  const uploads = await findOwnUploads(db, wanted.map((item) => item.id), input.visitorKey, now)
  const errors: Record<string, string> = {}
  let total = 0
  for (const { field, id } of wanted) {
    const upload = uploads.find((row) => row.id === id)
    if (!upload) errors[field.slug] = m.forms_file_expired({}, { locale: input.lang })
    else if (!acceptedKinds(field).includes(kindOfMime(upload.contentType))) errors[field.slug] = m.forms_file_type({}, { locale: input.lang })
    else total += upload.size
  }
  if (total > MAX_FORM_FILE_BYTES) {
    for (const { field } of wanted) errors[field.slug] ??= m.forms_files_too_large({ max: `${MAX_FORM_FILE_BYTES / 1024 / 1024} MB` }, { locale: input.lang })
  }
  if (Object.keys(errors).length > 0) throw new EntryRefused({ kind: 'invalid', errors })

  const moved: { field: string; upload: (typeof uploads)[number]; key: string; size: number }[] = []
  try {
    for (const { field, id } of wanted) {
      const upload = uploads.find((row) => row.id === id)
      if (!upload) continue
      const bytes = await readStoredFile('temp', upload.storagePath)
      if (!bytes) throw new EntryRefused({ kind: 'invalid', errors: { [field.slug]: m.forms_file_expired({}, { locale: input.lang }) } })
      const ext = upload.storagePath.split('.').pop() ?? 'bin'
      const stored = await storeFile('form-entries', bytes, ext)
      moved.push({ field: field.slug, upload, key: stored.key, size: stored.size })
    }
    const entryId = await db.transaction(async (tx) => {
      const [entry] = await tx.insert(formEntries).values({ formId: input.form.id, locale: input.lang, createdAt: now, submitterKey: input.submitter.visitor, networkKey: input.submitter.network }).returning({ id: formEntries.id })
      if (!entry) throw new Error('entry not stored')
      const values = input.form.fields
        .filter((field) => field.field_type !== 'emailconfirm' && field.field_type !== FIELD.file)
        .map((field) => ({ entryId: entry.id, fieldSlug: field.slug, value: storedValue(input.values[field.slug]) }))
      if (values.length > 0) await tx.insert(formEntryValues).values(values)
      const files =
        moved.length > 0
          ? await tx
              .insert(formEntryFiles)
              .values(moved.map((file) => ({ entryId: entry.id, fieldSlug: file.field, originalName: file.upload.originalName, contentType: file.upload.contentType, size: file.size, storageKey: file.key })))
              .returning({ id: formEntryFiles.id, fieldSlug: formEntryFiles.fieldSlug, name: formEntryFiles.originalName })
          : []
      if (moved.length > 0) await tx.delete(tempUploads).where(inArray(tempUploads.id, moved.map((file) => file.upload.id)))
      // the notice exists exactly when the entry does
      await enqueueFormNotice(tx, { formId: input.form.id, entryId: entry.id, values: input.values, files, createdAt: now })
      await enqueueFormConfirmation(tx, { formId: input.form.id, lang: input.lang, values: input.values, files })
      return entry.id
    })
    for (const file of moved) await deleteStoredFile('temp', file.upload.storagePath)
    return entryId
  } catch (error) {
    for (const file of moved) await deleteStoredFile('form-entries', file.key)
    throw error
  }
}

function storedValue(value: FormValues[string] | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return Array.isArray(value) ? value.join(', ') : value
}

export function kindOfMime(mime: string): FileKind {
  if (mime.startsWith('image/')) return 'image'
  if (mime === 'application/pdf') return 'pdf'
  if (mime.startsWith('audio/')) return 'audio'
  if (mime.startsWith('video/')) return 'video'
  return 'document'
}

// ---- the hub: entries per form, their files, CSV ----

export interface EntryFileView {
  id: number
  fieldSlug: string
  name: string
  size: number
  contentType: string
}

export interface EntryView {
  id: number
  createdAt: Date
  locale: Locale
  values: Record<string, string>
  files: EntryFileView[]
}

export interface FormEntries {
  form: { id: number; title: string }
  columns: { slug: string; label: string; file: boolean }[]
  entries: EntryView[]
}

export async function listEntries(db: Db, lang: Locale, formId: number): Promise<FormEntries | null> {
  const definition = await getFormDefinition(db, lang, formId)
  if (!definition) return null
  const entries = await db.select().from(formEntries).where(eq(formEntries.formId, formId)).orderBy(desc(formEntries.createdAt), desc(formEntries.id))
  const ids = entries.map((entry) => entry.id)
  const values = ids.length > 0 ? await db.select().from(formEntryValues).where(inArray(formEntryValues.entryId, ids)) : []
  const files = ids.length > 0 ? await db.select().from(formEntryFiles).where(inArray(formEntryFiles.entryId, ids)).orderBy(asc(formEntryFiles.id)) : []
  return {
    form: { id: definition.id, title: definition.title },
    columns: definition.fields
      .filter((field) => field.field_type !== 'emailconfirm')
      .map((field) => ({ slug: field.slug, label: field.label, file: field.field_type === FIELD.file })),
    entries: entries.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      locale: entry.locale,
      values: Object.fromEntries(values.filter((value) => value.entryId === entry.id).map((value) => [value.fieldSlug, value.value])),
      files: files
        .filter((file) => file.entryId === entry.id)
        .map((file) => ({ id: file.id, fieldSlug: file.fieldSlug, name: file.originalName, size: file.size, contentType: file.contentType })),
    })),
  }
}

/** A CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet does not run it as a formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

export function entriesCsv(data: FormEntries, lang: Locale): string {
  const header = [m.forms_hub_entry_date({}, { locale: lang }), m.forms_hub_entry_language({}, { locale: lang }), ...data.columns.map((column) => column.label)]
  const lines = data.entries.map((entry) => [
    entry.createdAt.toISOString(),
    entry.locale,
    ...data.columns.map((column) =>
      column.file ? entry.files.filter((file) => file.fieldSlug === column.slug).map((file) => file.name).join(', ') : displayValue(entry.values[column.slug] ?? ''),
    ),
  ])
  // a byte-order mark, so spreadsheet programs read the umlauts as UTF-8
  return `\ufeff${[header, ...lines].map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`
}

export async function readEntryFile(db: Db, fileId: number): Promise<{ name: string; contentType: string; data: Buffer } | null> {
  const [file] = await db.select().from(formEntryFiles).where(eq(formEntryFiles.id, fileId)).limit(1)
  if (!file) return null
  const data = await readStoredFile('form-entries', file.storageKey)
  return data ? { name: file.originalName, contentType: file.contentType, data } : null
}
