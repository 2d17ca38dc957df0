import { useEffect, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import type { BackOfficeForm, BackOfficeFormField } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { FORM_FIELD_TYPES, FORM_RETENTION } from '~/server/db/values'
import type { FormFieldType } from '~/server/db/values'
import { FieldErrors } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, hubHref, NO_OPTIONS, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from './record-parts'
import { translatedTexts, useFieldWiring } from './field-wiring'
import { moveItem } from '~/lib/move-item'
import { slugify } from '~/lib/slugify'
import { FIELD_TYPE_ORDER, FILE_KINDS, formPath, hasChoices, isFieldType } from './form-input'

const LOCALES = ['de', 'en'] as const
type Language = (typeof LOCALES)[number]
type Both = { de: string; en: string }
const empty = (): Both => ({ de: '', en: '' })

const TYPE_LABELS: Record<FormFieldType, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  1: m.backoffice_form_type_1,
  2: m.backoffice_form_type_2,
  3: m.backoffice_form_type_3,
  4: m.backoffice_form_type_4,
  5: m.backoffice_form_type_5,
  6: m.backoffice_form_type_6,
  7: m.backoffice_form_type_7,
  8: m.backoffice_form_type_8,
  9: m.backoffice_form_type_9,
  10: m.backoffice_form_type_10,
  11: m.backoffice_form_type_11,
  12: m.backoffice_form_type_12,
  13: m.backoffice_form_type_13,
  14: m.backoffice_form_type_14,
  15: m.backoffice_form_type_15,
}
const KIND_LABELS = { image: m.forms_kind_image, pdf: m.forms_kind_pdf, audio: m.forms_kind_audio, video: m.forms_kind_video, document: m.forms_kind_document }
/** The types a visitor types into: they may show a placeholder. */
const TYPED = new Set<number>([FORM_FIELD_TYPES.text, FORM_FIELD_TYPES.textarea, FORM_FIELD_TYPES.email, FORM_FIELD_TYPES.number, FORM_FIELD_TYPES.url])

/** One field as the builder holds it: `key` keeps React's rows (and focus) stable while fields move. */
interface FieldDraft extends Omit<BackOfficeFormField, 'id'> {
  key: string
  id: number | undefined
  /** a new field's key follows its German label until the editor types one */
  keyTyped: boolean
}

type TextField = 'title' | 'slug' | 'intro' | 'success_text'

interface Draft {
  title: Both
  slug: Both
  intro: Both
  success_text: Both
  notify_email: string
  /** as typed; the server checks the number (1 to 120) */
  retention_months: string
  confirm_sender: boolean
  fields: FieldDraft[]
}

let nextKey = 0
const newKey = () => `form-field-${++nextKey}`

function draftOf(form: BackOfficeForm | null): Draft {
  return {
    title: form?.title ?? empty(),
    slug: form?.slug ?? empty(),
    intro: form?.intro ?? empty(),
    success_text: form?.success_text ?? empty(),
    notify_email: form?.notify_email ?? '',
    retention_months: String(form?.retention_months ?? FORM_RETENTION.defaultMonths),
    confirm_sender: form?.confirm_sender ?? false,
    fields: (form?.fields ?? []).map((field) => ({ ...field, key: newKey(), keyTyped: true })),
  }
}

const newField = (): FieldDraft => ({
  key: newKey(),
  id: undefined,
  keyTyped: false,
  label: empty(),
  slug: '',
  field_type: FORM_FIELD_TYPES.text,
  required: false,
  visible: true,
  choices: empty(),
  default_value: '',
  placeholder_text: empty(),
  help_text: empty(),
  accept: [],
  value_count: 0,
})

/** A field key from a label: "Wunschtermin (Samstag)" becomes "wunschtermin_samstag". */
const keyFromLabel = (label: string) => slugify(label, '_').slice(0, 60)

const formQuery = (lang: Locale, id: number) => ({
  queryKey: ['back-office', 'form-detail', lang, id],
  queryFn: () => api.call('backOfficeForm', { params: { lang, id: String(id) } }),
})

/** One form and its fields, both languages side by side; every save names the version it started from. */
export function FormEdit({ lang, id }: { lang: Locale; id: number }) {
  return (
    <RecordEdit
      lang={lang}
      list="/cms-hub/forms"
      record={formQuery(lang, id)}
      options={NO_OPTIONS}
      deletedText={m.backoffice_form_deleted({}, { locale: lang })}
      render={(form, _options, onDeleted) => (
        <>
          <FormBuilder key={form.id} lang={lang} initial={form} />
          <DeleteRecord
            lang={lang}
            name={form.title[lang] || form.title.de}
            label={m.backoffice_delete_form({}, { locale: lang })}
            confirm={m.backoffice_delete_form_confirm({}, { locale: lang })}
            list="forms"
            remove={() => api.call('backOfficeFormDelete', { params: { lang, id: String(form.id) } })}
            onDeleted={onDeleted}
          />
        </>
      )}
    />
  )
}

/** A new form: the same builder, empty but for a first field; saved, it opens as an existing form. */
export function FormCreate({ lang }: { lang: Locale }) {
  return <FormBuilder lang={lang} initial={null} />
}

function FormBuilder({ lang, initial }: { lang: Locale; initial: BackOfficeForm | null }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const [draft, setDraft] = useState(() => (initial ? draftOf(initial) : { ...draftOf(null), fields: [newField()] }))
  /** the element to focus once the fields have moved, been added or removed */
  const [focusTarget, setFocusTarget] = useState<string | null>(null)
  const record = useRecordSave({
    lang,
    initial,
    list: 'forms',
    queryOf: (id) => formQuery(lang, id),
    opened: (created) => navigate({ to: '/cms-hub/forms/edit/$id', params: { id: created.id }, search: { lang: lang === 'de' ? undefined : lang } }),
    fresh: (current) => setDraft(draftOf(current)),
  })
  const { saved } = record
  const wiring = useFieldWiring(record.problem)
  const { described, field, fieldId, errorsOf } = wiring
  useEffect(() => {
    if (!focusTarget) return
    document.getElementById(focusTarget)?.focus()
    setFocusTarget(null)
  }, [focusTarget])

  const languageName = (language: Language) => (language === 'de' ? m.hub_lang_de({}, locale) : m.hub_lang_en({}, locale))
  const text = translatedTexts<TextField, Draft>(wiring, draft, setDraft, { lang, slugFrom: saved ? undefined : { title: 'title', slug: 'slug' }, required: ['title', 'slug', 'success_text'], slugPath: (language, slug) => formPath(language, slug, saved?.id ?? '…'), rows: 3 })

  const setField = (index: number, next: FieldDraft) => setDraft({ ...draft, fields: draft.fields.map((entry, at) => (at === index ? next : entry)) })
  const move = (index: number, by: -1 | 1) => {
    const moved = draft.fields[index]
    if (!moved) return
    setDraft({ ...draft, fields: moveItem(draft.fields, index, by) })
    setFocusTarget(`${moved.key}-legend`)
  }
  const add = () => {
    const added = newField()
    setDraft({ ...draft, fields: [...draft.fields, added] })
    setFocusTarget(fieldId(`fields.${draft.fields.length}.field_type`))
  }
  const remove = (index: number) => {
    const fields = draft.fields.filter((_, at) => at !== index)
    setDraft({ ...draft, fields })
    const next = fields[index] ?? fields[index - 1]
    setFocusTarget(next ? `${next.key}-legend` : `${fieldId('fields')}-add`)
  }

  const fieldEditor = (entry: FieldDraft, index: number) => {
    const path = `fields.${index}`
    const number = index + 1
    const name = entry.label[lang] || entry.label.de || entry.slug || m.backoffice_form_field_new({}, locale)
    const perLanguage = (part: 'label' | 'choices' | 'placeholder_text' | 'help_text', label: (language: string) => string) => (
      <div className={styles.languages}>
        {LOCALES.map((language) =>
          field(
            `${path}.${part}.${language}`,
            label(languageName(language)),
            <input
              {...described(`${path}.${part}.${language}`)}
              lang={language}
              required={part === 'label'}
              value={entry[part][language]}
              onChange={(change) => {
                const value = change.currentTarget.value
                const next = { ...entry, [part]: { ...entry[part], [language]: value } }
                setField(index, part === 'label' && language === 'de' && !entry.keyTyped ? { ...next, slug: keyFromLabel(value) } : next)
              }}
            />,
          ),
        )}
      </div>
    )
    return (
      <fieldset key={entry.key} className={styles.wideForm} style={{ maxWidth: 'none' }} aria-describedby={errorsOf(path) ? `${fieldId(path)}-error` : undefined}>
        <legend id={`${entry.key}-legend`} tabIndex={-1}>
          {m.backoffice_form_field_number({ number, label: name }, locale)}
        </legend>
        <FieldErrors id={`${fieldId(path)}-error`} errors={errorsOf(path)} />
        <div className={styles.inline}>
          {field(
            `${path}.field_type`,
            m.backoffice_form_field_type({}, locale),
            <select
              {...described(`${path}.field_type`)}
              value={String(entry.field_type)}
              onChange={(change) => {
                const type = Number(change.currentTarget.value)
                if (isFieldType(type)) setField(index, { ...entry, field_type: type })
              }}
            >
              {FIELD_TYPE_ORDER.map((type) => (
                <option key={type} value={String(type)}>
                  {TYPE_LABELS[type]({}, locale)}
                </option>
              ))}
            </select>,
          )}
          {field(
            `${path}.slug`,
            m.backoffice_form_field_key({}, locale),
            <input {...described(`${path}.slug`)} required value={entry.slug} onChange={(change) => setField(index, { ...entry, slug: change.currentTarget.value, keyTyped: true })} />,
          )}
          <label>
            <input type="checkbox" checked={entry.required} onChange={(change) => setField(index, { ...entry, required: change.currentTarget.checked })} /> {m.backoffice_form_field_required({}, locale)}
          </label>
          <label>
            <input type="checkbox" checked={entry.visible} onChange={(change) => setField(index, { ...entry, visible: change.currentTarget.checked })} /> {m.backoffice_form_field_visible({}, locale)}
          </label>
        </div>
        {entry.value_count > 0 ? <p className={styles.muted}>{m.backoffice_form_field_answers({ count: entry.value_count }, locale)}</p> : null}
        {perLanguage('label', (language) => m.backoffice_form_field_label({ language }, locale))}
        {hasChoices(entry.field_type) ? perLanguage('choices', (language) => m.backoffice_form_field_choices({ language }, locale)) : null}
        {TYPED.has(entry.field_type) ? perLanguage('placeholder_text', (language) => m.backoffice_form_field_placeholder({ language }, locale)) : null}
        {perLanguage('help_text', (language) => m.backoffice_form_field_help({ language }, locale))}
        {entry.field_type === FORM_FIELD_TYPES.file ? (
          <fieldset className={styles.inline} aria-describedby={errorsOf(`${path}.accept`) ? `${fieldId(`${path}.accept`)}-error` : undefined}>
            <legend>{m.backoffice_form_field_accept({}, locale)}</legend>
            {FILE_KINDS.map((kind) => (
              <label key={kind}>
                <input
                  type="checkbox"
                  checked={entry.accept.includes(kind)}
                  onChange={(change) => {
                    const others = entry.accept.filter((accepted) => accepted !== kind)
                    setField(index, { ...entry, accept: change.currentTarget.checked ? [...others, kind] : others })
                  }}
                />{' '}
                {KIND_LABELS[kind]({}, locale)}
              </label>
            ))}
            <FieldErrors id={`${fieldId(`${path}.accept`)}-error`} errors={errorsOf(`${path}.accept.0`)} />
          </fieldset>
        ) : (
          field(
            `${path}.default_value`,
            m.backoffice_form_field_default({}, locale),
            <input {...described(`${path}.default_value`, `${entry.key}-default-hint`)} value={entry.default_value} onChange={(change) => setField(index, { ...entry, default_value: change.currentTarget.value })} />,
            <span id={`${entry.key}-default-hint`} className={styles.muted}>
              {m.backoffice_form_field_default_hint({}, locale)}
            </span>,
          )
        )}
        <p className={styles.inline}>
          {index > 0 ? (
            <button type="button" className={styles.button} onClick={() => move(index, -1)}>
              {m.backoffice_form_move_field_up({ number }, locale)}
            </button>
          ) : null}
          {index < draft.fields.length - 1 ? (
            <button type="button" className={styles.button} onClick={() => move(index, 1)}>
              {m.backoffice_form_move_field_down({ number }, locale)}
            </button>
          ) : null}
          <button type="button" className={styles.button} onClick={() => remove(index)}>
            {m.backoffice_form_remove_field({ number }, locale)}
          </button>
        </p>
      </fieldset>
    )
  }

  const submit = async () => {
    const fields = draft.fields.map(({ key: _key, keyTyped: _typed, value_count: _count, ...entry }) => entry)
    const months = /^\s*\d{1,4}\s*$/.test(draft.retention_months) ? Number.parseInt(draft.retention_months, 10) : 0
    const body = { title: draft.title, slug: draft.slug, intro: draft.intro, success_text: draft.success_text, notify_email: draft.notify_email, retention_months: months, confirm_sender: draft.confirm_sender, fields }
    await record.save({
      create: () => api.call('backOfficeFormCreate', { params: { lang }, body }),
      update: (current) => api.call('backOfficeFormUpdate', { params: { lang, id: String(current.id) }, body: { ...body, updated_at: current.updated_at } }),
    })
  }

  return (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list="/cms-hub/forms" urls={saved?.urls ?? null}>
        {saved ? (
          <>
            {' · '}
            <a href={hubHref(`/cms-hub/forms/${saved.id}`, lang)}>{m.forms_hub_entries_of({ title: saved.title[lang] }, locale)}</a>
          </>
        ) : null}
      </RecordLinks>
      <div className={styles.languages}>
        {LOCALES.map((language) => (
          <fieldset key={language} className={styles.form}>
            <legend>{languageName(language)}</legend>
            {text('title', language, m.backoffice_field_title({}, locale))}
            {text('slug', language, m.backoffice_field_slug({}, locale))}
            {text('intro', language, m.backoffice_form_intro({}, locale), true)}
            {text('success_text', language, m.backoffice_form_success_text({}, locale), true)}
          </fieldset>
        ))}
      </div>
      {field(
        'notify_email',
        m.backoffice_form_notify_email({}, locale),
        <input {...described('notify_email')} type="email" value={draft.notify_email} onChange={(change) => setDraft({ ...draft, notify_email: change.currentTarget.value })} />,
      )}
      {field(
        'retention_months',
        m.backoffice_form_retention({}, locale),
        <input
          {...described('retention_months', `${fieldId('retention_months')}-hint`)}
          type="number"
          inputMode="numeric"
          min={FORM_RETENTION.minMonths}
          max={FORM_RETENTION.maxMonths}
          step={1}
          required
          value={draft.retention_months}
          onChange={(change) => setDraft({ ...draft, retention_months: change.currentTarget.value })}
        />,
        <span id={`${fieldId('retention_months')}-hint`} className={styles.muted}>
          {m.backoffice_form_retention_hint({ min: FORM_RETENTION.minMonths, max: FORM_RETENTION.maxMonths }, locale)}
        </span>,
      )}
      <div className={styles.form}>
        <label>
          <input type="checkbox" name="confirm_sender" aria-describedby={`${fieldId('confirm_sender')}-help`} checked={draft.confirm_sender} onChange={(change) => setDraft({ ...draft, confirm_sender: change.currentTarget.checked })} />{' '}
          {m.backoffice_form_confirm_sender({}, locale)}
        </label>
        <p id={`${fieldId('confirm_sender')}-help`} className={styles.muted}>
          {m.backoffice_form_confirm_sender_help({}, locale)}
          {draft.confirm_sender && !draft.fields.some((entry) => entry.field_type === FORM_FIELD_TYPES.email) ? ` ${m.backoffice_form_confirm_sender_no_email({}, locale)}` : null}
        </p>
      </div>

      <fieldset className={styles.wideForm} style={{ maxWidth: 'none' }} aria-describedby={errorsOf('fields') ? `${fieldId('fields')}-error` : undefined}>
        <legend>{m.backoffice_form_fields({}, locale)}</legend>
        <FieldErrors id={`${fieldId('fields')}-error`} errors={errorsOf('fields')} />
        {draft.fields.length === 0 ? <p className={styles.muted}>{m.backoffice_form_no_fields({}, locale)}</p> : null}
        {draft.fields.map(fieldEditor)}
        <p>
          <button type="button" id={`${fieldId('fields')}-add`} className={styles.button} onClick={add}>
            {m.backoffice_form_add_field({}, locale)}
          </button>
        </p>
      </fieldset>

      <SaveFooter lang={lang} record={record} createLabel={m.backoffice_create_form({}, locale)} />
    </RecordForm>
  )
}
