import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { defineCollection } from '~/features/collections/collection'
import { field } from '~/features/collections/fields'
import { FORM_FIELD_TYPES, FORM_RETENTION } from '~/server/db/values'
import { EMAIL_CONFIRM_SLUG, FIELD } from './forms.shared'

const TYPE_LABELS = [m.backoffice_form_type_1, m.backoffice_form_type_2, m.backoffice_form_type_3, m.backoffice_form_type_4, m.backoffice_form_type_5, m.backoffice_form_type_6, m.backoffice_form_type_7, m.backoffice_form_type_8, m.backoffice_form_type_9, m.backoffice_form_type_10, m.backoffice_form_type_11, m.backoffice_form_type_12, m.backoffice_form_type_13, m.backoffice_form_type_14, m.backoffice_form_type_15]
/** The types a visitor chooses from a list of choices: they need choices in both languages, as many in each. */
const CHOICE_TYPES = new Set<unknown>([FIELD.checkboxMultiple, FIELD.select, FIELD.selectMultiple, FIELD.radio])
/** The types a visitor types into: they may show a placeholder. */
const TYPED = new Set<unknown>([FIELD.text, FIELD.textarea, FIELD.email, FIELD.number, FIELD.url])
const Choices = v.object({ de: v.string(), en: v.string() })
/** How many choices a field offers in one language (comma-separated). */
const choices = (entry: Readonly<Record<string, unknown>>, language: 'de' | 'en') => {
  const both = v.safeParse(Choices, entry.choices)
  return both.success ? both.output[language].split(',').filter((choice) => choice.trim()).length : 0
}
/** Whether one of the fields is an e-mail field: the confirmation to the sender goes there. */
const hasEmailField = (fields: unknown) => v.is(v.array(v.looseObject({ field_type: v.number() })), fields) && fields.some((entry) => entry.field_type === FIELD.email)
const months = { min: FORM_RETENTION.minMonths, max: FORM_RETENTION.maxMonths }

/** The forms of the site: their texts, where new entries are announced, how long they are kept, and their fields. */
export const formsCollection = defineCollection({
  names: { one: 'Form', many: 'Forms' },
  path: 'forms',
  labels: {
    many: m.forms_hub_title,
    new: m.backoffice_new_form,
    create: m.backoffice_create_form,
    edit: m.backoffice_edit_form,
    deleted: m.backoffice_form_deleted,
    deleteLabel: m.backoffice_delete_form,
    deleteConfirm: m.backoffice_delete_form_confirm,
    empty: m.backoffice_form_empty,
    count: m.backoffice_form_count,
    slugTaken: m.backoffice_form_slug_taken,
    staleCopy: m.backoffice_form_stale_copy,
    intro: m.forms_hub_intro,
    search: m.backoffice_filter_search,
    title: m.forms_hub_form,
  },
  fields: {
    title: field.translated(m.backoffice_field_title, { required: true }),
    slug: field.slug(m.backoffice_field_slug, 'title'),
    intro: field.translated(m.backoffice_form_intro, { max: 2000, multiline: true }),
    success_text: field.translated(m.backoffice_form_success_text, { required: true, max: 1000, multiline: true }),
    notify_email: field.text(m.backoffice_form_notify_email, { max: 254, format: 'email', invalid: m.backoffice_form_email_invalid, orNull: true }),
    retention_months: field.number(m.backoffice_form_retention, { required: true, ...months, initial: FORM_RETENTION.defaultMonths, invalid: m.backoffice_form_retention_invalid, hint: (_, options) => m.backoffice_form_retention_hint(months, options) }),
    confirm_sender: field.checkbox(m.backoffice_form_confirm_sender, false, {
      hint: m.backoffice_form_confirm_sender_help,
      // without an e-mail field the public form has nowhere to send it
      note: { when: (values) => values.confirm_sender === true && !hasEmailField(values.fields), message: m.backoffice_form_confirm_sender_no_email },
    }),
    fields: field.rows(
      m.backoffice_form_fields,
      {
        field_type: field.code(m.backoffice_form_field_type, Object.values(FORM_FIELD_TYPES).map((value) => ({ value, label: TYPE_LABELS[value - 1] ?? m.backoffice_form_type_1 })), FIELD.text, { invalid: m.backoffice_form_field_type_invalid, sqlType: 'smallint' }),
        slug: field.oneSlug(m.backoffice_form_field_key, ['label'], {
          separator: '_',
          max: 60,
          checks: [
            { test: (key) => /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(key), message: m.backoffice_form_field_slug_invalid },
            // the appended e-mail confirmation and the honeypot are the form's own
            { test: (key) => key !== EMAIL_CONFIRM_SLUG && key !== 'website_url', message: m.backoffice_form_field_slug_reserved },
          ],
        }),
        required: field.checkbox(m.backoffice_form_field_required),
        visible: field.checkbox(m.backoffice_form_field_visible, true),
        value_count: field.count(m.forms_hub_entries, { says: m.backoffice_form_field_answers }),
        label: field.translated(m.backoffice_form_field_label, { required: true, max: 300 }),
        choices: field.translated(m.backoffice_form_field_choices_name, { max: 2000, labelIn: m.backoffice_form_field_choices, when: (entry) => CHOICE_TYPES.has(entry.field_type) }),
        placeholder_text: field.translated(m.backoffice_form_field_placeholder, { max: 300, when: (entry) => TYPED.has(entry.field_type) }),
        help_text: field.translated(m.backoffice_form_field_help, { max: 1000 }),
        accept: field.multiple(
          m.backoffice_form_field_accept,
          [
            { value: 'image', label: m.forms_kind_image },
            { value: 'pdf', label: m.forms_kind_pdf },
            { value: 'audio', label: m.forms_kind_audio },
            { value: 'video', label: m.forms_kind_video },
            { value: 'document', label: m.forms_kind_document },
          ],
          { invalid: m.backoffice_form_field_type_invalid, when: (entry) => entry.field_type === FIELD.file },
        ),
        default_value: { ...field.text(m.backoffice_form_field_default, { max: 1000, hint: m.backoffice_form_field_default_hint, orNull: true }), when: (entry) => entry.field_type !== FIELD.file },
      },
      {
        keyed: true,
        partial: true,
        max: 60,
        tooMany: m.backoffice_form_too_many_fields,
        first: true,
        none: m.backoffice_form_no_fields,
        add: m.backoffice_form_add_field,
        item: m.backoffice_form_field_item,
        named: { by: ['label', 'slug'], message: m.backoffice_form_field_number, none: m.backoffice_form_field_new },
        distinct: { field: 'slug', message: m.backoffice_form_field_slug_taken },
        entryChecks: [
          { path: 'choices.de', test: (entry) => !CHOICE_TYPES.has(entry.field_type) || choices(entry, 'de') > 0, message: m.backoffice_form_choices_missing },
          { path: 'choices.en', test: (entry) => !CHOICE_TYPES.has(entry.field_type) || choices(entry, 'en') > 0, message: m.backoffice_form_choices_missing },
          { path: 'choices.en', test: (entry) => !CHOICE_TYPES.has(entry.field_type) || choices(entry, 'de') === choices(entry, 'en'), message: m.backoffice_form_choices_count },
          // a visitor never sees a hidden field: if it is required, only its default can fill it
          { path: 'default_value', test: (entry) => entry.required !== true || (entry.visible === true && entry.field_type !== FIELD.hidden) || entry.default_value !== '', message: m.backoffice_form_hidden_required },
        ],
      },
    ),
    entry_count: field.count(m.forms_hub_entries),
    last_entry_at: field.latest(m.forms_hub_last_entry),
  },
  title: 'title',
  columns: ['entry_count', 'last_entry_at'],
  search: ['title'],
  order: ['title'],
  access: 'editors',
  group: 'content',
  // the id keeps the address unique; the page itself sends another slug on
  address: (lang, record) => `/${lang}/forms/${record.slug[lang]}/${record.id}`,
  redirects: false,
  recordPage: { edit: m.forms_hub_edit_form, actions: m.forms_hub_actions, link: m.forms_hub_entries_of },
})
