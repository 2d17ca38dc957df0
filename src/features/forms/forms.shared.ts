import * as v from 'valibot'
import type { FormDefinition, FormField } from '~/contract/forms-search'
import type { Locale } from '~/contract/shared'
import { m } from '~/paraglide/messages'
import { FORM_FIELD_TYPES } from '~/server/db/values'

/** django-forms-builder field codes (the database's table of them); the appended e-mail confirmation is `emailconfirm`. */
export const FIELD = FORM_FIELD_TYPES

export const EMAIL_CONFIRM_SLUG = 'email2'
/** A field no person fills in: a value in it marks the entry as spam (the honeypot). */
export const HONEYPOT_FIELD = 'website_url'
/** One file at most this large, all files of one entry together at most MAX_FORM_FILE_BYTES. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024
export const MAX_FORM_FILE_BYTES = 20 * 1024 * 1024
export type FileKind = 'image' | 'pdf' | 'audio' | 'video' | 'document'
export const DEFAULT_FILE_KINDS: readonly FileKind[] = ['image', 'pdf', 'document']
/** What the browser's file picker offers for each kind; only a hint, the server decides by content. */
export const PICKER_TYPES: Record<FileKind, string> = {
  image: 'image/png,image/jpeg,image/gif,image/webp,image/avif',
  pdf: 'application/pdf',
  audio: 'audio/*',
  video: 'video/mp4,video/webm',
  document: '.docx,.xlsx,.txt',
}

export type FieldValue = string | string[] | boolean | null
export type FormValues = Record<string, FieldValue>
export type FormErrors = Record<string, string | false>

/** The form state of spec §3: models, errors per field (all false at first) and the file being uploaded. */
export interface FormState {
  models: FormValues
  errors: FormErrors
  file: null | { slug: string; progress: number }
}

export function isMultiValue(field: Pick<FormField, 'field_type'>): boolean {
  return field.field_type === FIELD.checkboxMultiple || field.field_type === FIELD.selectMultiple
}

export function choicesOf(field: Pick<FormField, 'choices'>): string[] {
  return field.choices
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean)
}

const TRUTHY = new Set(['true', '1', 'on', 'checked', 'yes'])

/** A single value per field, null for a file field, an array for the multi-value types 5 and 7. */
export function defaultValue(field: FormField): FieldValue {
  const raw = field.default
  if (field.field_type === FIELD.file) return null
  if (isMultiValue(field)) {
    if (Array.isArray(raw)) return raw
    return raw ? raw.split(',').map((choice) => choice.trim()).filter(Boolean) : []
  }
  const single = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')
  if (field.field_type === FIELD.checkbox) return TRUTHY.has(single.toLowerCase())
  return single
}

export function initialFormState(form: Pick<FormDefinition, 'fields'>): FormState {
  const models: FormValues = {}
  const errors: FormErrors = {}
  for (const field of form.fields) {
    models[field.slug] = defaultValue(field)
    errors[field.slug] = false
  }
  return { models, errors, file: null }
}

/** The e-mail field the confirmation repeats: the first visible field of type 3. */
export function emailFieldOf(form: Pick<FormDefinition, 'fields'>): FormField | undefined {
  return form.fields.find((field) => field.field_type === FIELD.email && field.visible)
}

export function acceptedKinds(field: Pick<FormField, 'accept'>): readonly FileKind[] {
  return field.accept && field.accept.length > 0 ? field.accept : DEFAULT_FILE_KINDS
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && year <= 2200
}

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value) ?? ISO_DATE_TIME.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (!isCalendarDate(year, month, day)) return null
  if (match[4] !== undefined && (Number(match[4]) > 23 || Number(match[5]) > 59)) return null
  return { year, month, day }
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10)
}

const isEmpty = (value: FieldValue | undefined) => value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0)

/**
 * The valibot schema of one field's value; the browser and the server validate with the same schema, so the
 * visitor sees the same texts before and after sending. Empty values are checked by `validateEntry` (required).
 */
export function fieldSchema(field: FormField, lang: Locale): v.GenericSchema<unknown, FieldValue> {
  const text = (max: number) => v.pipe(v.string(m.forms_invalid_value({}, { locale: lang })), v.trim(), v.maxLength(max, m.forms_too_long({ max }, { locale: lang })))
  const choices = choicesOf(field)
  const oneOf = v.pipe(v.string(), v.check((value) => choices.includes(value), m.forms_invalid_choice({}, { locale: lang })))
  switch (field.field_type) {
    case FIELD.text:
    case FIELD.hidden:
      return text(1000)
    case FIELD.textarea:
      return text(10_000)
    case FIELD.email:
    case 'emailconfirm':
      return v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, m.forms_invalid_email({}, { locale: lang })), v.email(m.forms_invalid_email({}, { locale: lang })))
    case FIELD.checkbox:
      return v.pipe(
        v.union([v.boolean(), v.picklist(['on', 'true', '1', 'false', ''])], m.forms_invalid_value({}, { locale: lang })),
        v.transform((value) => value === true || value === 'on' || value === 'true' || value === '1'),
      )
    case FIELD.checkboxMultiple:
    case FIELD.selectMultiple:
      return v.pipe(
        v.union([v.array(v.string()), v.pipe(v.string(), v.transform((value) => [value]))], m.forms_invalid_choice({}, { locale: lang })),
        v.check((values) => values.every((value) => choices.includes(value)), m.forms_invalid_choice({}, { locale: lang })),
        v.transform((values) => [...new Set(values)]),
      )
    case FIELD.select:
    case FIELD.radio:
      return oneOf
    case FIELD.file:
      // the id of the visitor's temporary upload; the server checks that it is theirs
      return v.pipe(v.string(m.forms_invalid_value({}, { locale: lang })), v.uuid(m.forms_invalid_value({}, { locale: lang })))
    case FIELD.date:
      return v.pipe(v.string(), v.check((value) => ISO_DATE.test(value) && parseIsoDate(value) !== null, m.forms_invalid_date({}, { locale: lang })))
    case FIELD.dateOfBirth:
      return v.pipe(
        v.string(),
        v.check((value) => ISO_DATE.test(value) && parseIsoDate(value) !== null, m.forms_invalid_date({}, { locale: lang })),
        v.check((value) => value <= todayIso(), m.forms_date_in_future({}, { locale: lang })),
      )
    case FIELD.dateTime:
      return v.pipe(v.string(), v.check((value) => ISO_DATE_TIME.test(value) && parseIsoDate(value) !== null, m.forms_invalid_date({}, { locale: lang })))
    case FIELD.number:
      return v.pipe(
        v.union([v.number(), v.string()], m.forms_invalid_number({}, { locale: lang })),
        v.transform((value) => String(value).trim().replace(',', '.')),
        v.check((value) => /^-?\d{1,12}(\.\d{1,6})?$/.test(value), m.forms_invalid_number({}, { locale: lang })),
      )
    case FIELD.url:
      return v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(2000, m.forms_too_long({ max: 2000 }, { locale: lang })),
        v.check((value) => {
          try {
            const url = new URL(value)
            return url.protocol === 'https:' || url.protocol === 'http:'
          } catch {
            return false
          }
        }, m.forms_invalid_url({}, { locale: lang })),
      )
  }
}

export interface ValidatedEntry {
  values: FormValues
  errors: Record<string, string>
}

/**
 * Checks a submission against the form: required fields, each field's schema, the e-mail confirmation.
 * Unknown keys are dropped; invisible fields keep their default unless a value was sent.
 */
export function validateEntry(form: Pick<FormDefinition, 'fields'>, submitted: Record<string, unknown>, lang: Locale): ValidatedEntry {
  const values: FormValues = {}
  const errors: Record<string, string> = {}
  for (const field of form.fields) {
    if (field.field_type === 'emailconfirm') continue
    const raw = submitted[field.slug]
    const given: FieldValue = raw === undefined ? (field.visible ? (isMultiValue(field) ? [] : field.field_type === FIELD.checkbox ? false : field.field_type === FIELD.file ? null : '') : defaultValue(field)) : toFieldValue(raw)
    const trimmed = typeof given === 'string' ? given.trim() : given
    if (isEmpty(trimmed)) {
      if (field.required) errors[field.slug] = m.forms_required({}, { locale: lang })
      values[field.slug] = isMultiValue(field) ? [] : field.field_type === FIELD.checkbox ? false : field.field_type === FIELD.file ? null : ''
      continue
    }
    const result = v.safeParse(fieldSchema(field, lang), trimmed)
    if (result.success) values[field.slug] = result.output
    else {
      errors[field.slug] = result.issues[0].message
      values[field.slug] = given
    }
  }
  const email = emailFieldOf(form)
  const confirmation = form.fields.find((field) => field.field_type === 'emailconfirm')
  if (email && confirmation) {
    const typed = values[email.slug]
    const repeated = toFieldValue(submitted[confirmation.slug])
    const repeatedText = typeof repeated === 'string' ? repeated.trim().toLowerCase() : ''
    values[confirmation.slug] = typeof repeated === 'string' ? repeated : ''
    if (typeof typed === 'string' && typed !== '' && !errors[email.slug] && repeatedText !== typed) {
      errors[confirmation.slug] = m.forms_email_mismatch({}, { locale: lang })
    }
  }
  return { values, errors }
}

function toFieldValue(raw: unknown): FieldValue {
  if (raw === null || raw === undefined) return null
  if (typeof raw === 'string' || typeof raw === 'boolean') return raw
  if (typeof raw === 'number') return String(raw)
  if (Array.isArray(raw)) return raw.filter((item): item is string => typeof item === 'string')
  return null
}

/** The value as an editor reads it in the hub and the CSV export. */
export function displayValue(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? '✓' : ''
  return Array.isArray(value) ? value.join(', ') : value
}
