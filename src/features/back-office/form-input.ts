import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { FORM_FIELD_TYPES, FORM_RETENTION } from '~/server/db/values'
import type { FormFieldType } from '~/server/db/values'
import { EMAIL_CONFIRM_SLUG, HONEYPOT_FIELD } from '~/features/forms/forms.shared'
import type { FileKind } from '~/features/forms/forms.shared'
import { fieldSchemas } from './field-schemas'

/** A form's public address in one language (the id keeps it unique; another slug is redirected by the page). */
export function formPath(lang: Locale, slug: string, id: number | string): string {
  return `/${lang}/forms/${slug}/${id}`
}

/** The field types in the order the builder offers them. */
export const FIELD_TYPE_ORDER: readonly FormFieldType[] = Object.values(FORM_FIELD_TYPES)
const FIELD_TYPE_CODES = new Set<number>(FIELD_TYPE_ORDER)
export const isFieldType = (value: number): value is FormFieldType => FIELD_TYPE_CODES.has(value)

/** The types a visitor chooses from a list of choices: they need choices in both languages, as many in each. */
const CHOICE_TYPES = new Set<number>([FORM_FIELD_TYPES.checkboxMultiple, FORM_FIELD_TYPES.select, FORM_FIELD_TYPES.selectMultiple, FORM_FIELD_TYPES.radio])
export const hasChoices = (type: number) => CHOICE_TYPES.has(type)
export const FILE_KINDS: readonly FileKind[] = ['image', 'pdf', 'audio', 'video', 'document']
const isFileKind = (value: string) => FILE_KINDS.some((kind) => kind === value)

/** A field's key in the stored entries: lower-case letters, digits, `-` and `_`. */
const FIELD_SLUG_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/
/** Keys the form itself uses: the appended e-mail confirmation and the honeypot. */
const RESERVED_SLUGS = new Set([EMAIL_CONFIRM_SLUG, HONEYPOT_FIELD])

const choiceCount = (choices: string) =>
  choices
    .split(',')
    .map((choice) => choice.trim())
    .filter(Boolean).length

export const MAX_FORM_FIELDS = 60

/**
 * What a form may hold, with every complaint in the editor's language, at the path of the field it concerns
 * (`fields.2.choices.en`). Create and update both check the whole form; an update: the stored one with the changes.
 */
export function formFieldsSchema(lang: Locale) {
  const { locale, required, text, both, slug } = fieldSchemas(lang)
  const field = v.pipe(
    v.object({
      id: v.optional(v.number()),
      label: both(text(300, true)),
      slug: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(required),
        v.maxLength(60, m.backoffice_too_long({ max: 60 }, locale)),
        v.regex(FIELD_SLUG_PATTERN, m.backoffice_form_field_slug_invalid({}, locale)),
        v.check((value) => !RESERVED_SLUGS.has(value), m.backoffice_form_field_slug_reserved({}, locale)),
      ),
      field_type: v.pipe(v.number(), v.check(isFieldType, m.backoffice_form_field_type_invalid({}, locale))),
      required: v.boolean(),
      visible: v.boolean(),
      choices: both(text(2000, false)),
      default_value: text(1000, false),
      placeholder_text: both(text(300, false)),
      help_text: both(text(1000, false)),
      accept: v.array(v.pipe(v.string(), v.check(isFileKind, m.backoffice_form_field_type_invalid({}, locale)))),
    }),
    v.forward(
      v.partialCheck([['field_type'], ['choices', 'de']], (input) => !hasChoices(input.field_type) || choiceCount(input.choices.de) > 0, m.backoffice_form_choices_missing({}, locale)),
      ['choices', 'de'],
    ),
    v.forward(
      v.partialCheck([['field_type'], ['choices', 'en']], (input) => !hasChoices(input.field_type) || choiceCount(input.choices.en) > 0, m.backoffice_form_choices_missing({}, locale)),
      ['choices', 'en'],
    ),
    v.forward(
      v.partialCheck(
        [['field_type'], ['choices', 'de'], ['choices', 'en']],
        (input) => !hasChoices(input.field_type) || choiceCount(input.choices.de) === choiceCount(input.choices.en),
        m.backoffice_form_choices_count({}, locale),
      ),
      ['choices', 'en'],
    ),
    // a visitor never sees a hidden field: if it is required, only its default can fill it
    v.forward(
      v.partialCheck(
        [['required'], ['visible'], ['field_type'], ['default_value']],
        (input) => !input.required || (input.visible && input.field_type !== FORM_FIELD_TYPES.hidden) || input.default_value !== '',
        m.backoffice_form_hidden_required({}, locale),
      ),
      ['default_value'],
    ),
  )
  const retentionInvalid = m.backoffice_form_retention_invalid({ min: FORM_RETENTION.minMonths, max: FORM_RETENTION.maxMonths }, locale)
  return v.object({
    title: both(text(200, true)),
    slug: both(slug),
    intro: both(text(2000, false)),
    success_text: both(text(1000, true)),
    notify_email: v.pipe(text(254, false), v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), m.backoffice_form_email_invalid({}, locale))),
    retention_months: v.pipe(
      v.number(),
      v.integer(retentionInvalid),
      v.minValue(FORM_RETENTION.minMonths, retentionInvalid),
      v.maxValue(FORM_RETENTION.maxMonths, retentionInvalid),
    ),
    fields: v.pipe(v.array(field), v.maxLength(MAX_FORM_FIELDS, m.backoffice_form_too_many_fields({ max: MAX_FORM_FIELDS }, locale))),
  })
}

export type FormBuilderFields = v.InferOutput<ReturnType<typeof formFieldsSchema>>
export type FormBuilderFieldsInput = v.InferInput<ReturnType<typeof formFieldsSchema>>

/** Two fields of one form with the same key would mix their answers: each repetition is named at its slug. */
export function duplicateSlugErrors(fields: readonly { slug: string }[], lang: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const seen = new Set<string>()
  fields.forEach((field, index) => {
    const key = field.slug.trim()
    if (seen.has(key)) errors[`fields.${index}.slug`] = [m.backoffice_form_field_slug_taken({}, { locale: lang })]
    seen.add(key)
  })
  return errors
}
