import { Fragment, useCallback, useEffect, useId, useState } from 'react'
import type { ReactNode } from 'react'
import * as v from 'valibot'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { DeleteRecord, hubHref, NO_OPTIONS, RecordEdit, RecordForm, RecordLinks, SaveFooter, useRecordSave } from '~/features/back-office/record-parts'
import { ChoiceGroup, ImageInput, suggestsSlug, useFieldWiring } from '~/features/back-office/field-wiring'
import { RichTextInput, storedRichText } from '~/features/back-office/rich-text-input'
import { amountInput, amountValue } from '~/features/back-office/money-input'
import { berlinTime } from '~/lib/berlin-time'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import type { WriteProblem } from '~/features/hub/api-errors'
import { FieldErrors, ProblemAlert } from '~/features/hub/HubPage'
import { useConfirm } from '~/ui/ConfirmDialog'
import { slugify } from '~/lib/slugify'
import { childFields, writableFields } from './collection'
import type { AnyCollection, Fields } from './collection'
import { perLanguage, writable } from './fields'
import type { AnyField, ChildDescription } from './fields'
import { collectionClient, collectionKeys, recordTitle, referenceQuery, useReferences, useTerms } from './client'
import type { AnyRecord } from './client'
import { isCollectionPath } from './registry'

// The edit screen of every collection (decision 0031): the description's fields as inputs by kind, the translated
// ones side by side per language, saved on the version the form started from (record-parts).

const LOCALES = ['de', 'en'] as const
type Wiring = ReturnType<typeof useFieldWiring>
type Draft = Record<string, unknown>
const Both = v.object({ de: v.string(), en: v.string() })
const BothRich = v.object({ de: v.unknown(), en: v.unknown() })
const Items = v.array(v.record(v.string(), v.unknown()))
const textOf = (value: unknown) => (typeof value === 'string' ? value : '')
const bothOf = (value: unknown) => v.parse(v.fallback(Both, { de: '', en: '' }), value)
const pad = (value: number) => String(value).padStart(2, '0')
/** A publishing state as its inputs hold it: published or not, and the moment (Berlin wall-clock time; empty: from the save on). */
const Publication = v.object({ on: v.boolean(), at: v.string() })
/** A moment as a datetime-local input holds it, in Europe/Berlin. */
function localMoment(value: unknown): string {
  if (typeof value !== 'string') return ''
  const time = berlinTime(Date.parse(value))
  return `${time.date}T${pad(time.hour)}:${pad(time.minute)}`
}

/** A stored value as its input holds it: amounts in the editor's notation, moments as Berlin wall-clock time, numbers as text. */
function formValue(field: AnyField, value: unknown, lang: Locale): unknown {
  if (field.kind === 'money') return typeof value === 'string' ? amountInput(value, lang) : ''
  if (field.kind === 'number') return typeof value === 'number' ? String(value) : ''
  // a fraction as the editor writes it: 50,1106 in German
  if (field.kind === 'decimal') return typeof value === 'number' ? (lang === 'de' ? String(value).replace('.', ',') : String(value)) : ''
  if (field.kind === 'datetime') return localMoment(value)
  if (field.kind === 'published') return { on: typeof value === 'string', at: localMoment(value) }
  // a choice stored as a number (a form field's type) is text in its select
  if (field.kind === 'choice' && field.column === 'integer') return typeof value === 'number' ? String(value) : ''
  if (field.kind === 'list' && field.fields) {
    const sub = field.fields
    return v.parse(v.fallback(Items, []), value).map((item) => ({ ...draftOf(sub, item, lang), [ENTRY_KEY]: newEntryKey(), ...(field.keyed && typeof item.id === 'number' ? { id: item.id } : {}) }))
  }
  return value
}

/** An entry of a list keeps its key while entries move (React's rows stay with their inputs); it is never sent. */
const ENTRY_KEY = '__key'
let entryKeys = 0
const newEntryKey = () => `entry-${++entryKeys}`

/** A number as the editor types it (`50,1106` in German); `NaN` for text that is none. */
const typedNumber = (value: unknown) => Number(textOf(value).trim().replace(',', '.'))
const isNumberField = (field: AnyField) => field.kind === 'number' || field.kind === 'decimal'

/** What an input holds as the contract's value; an amount that is none goes as typed, for the server to name. */
function bodyValue(field: AnyField, value: unknown): unknown {
  if (field.kind === 'money') return textOf(value).trim() === '' ? null : amountValue(textOf(value))
  if (isNumberField(field)) return textOf(value).trim() === '' ? null : typedNumber(value)
  if (field.kind === 'datetime') return textOf(value) === '' ? null : textOf(value)
  if (field.kind === 'published') {
    const state = v.parse(v.fallback(Publication, { on: false, at: '' }), value)
    // published without a moment: from now on
    return state.on ? state.at || new Date().toISOString() : null
  }
  if (field.kind === 'day' && !field.required) return textOf(value) === '' ? null : textOf(value)
  if (field.kind === 'choice' && field.column === 'integer') return Number(textOf(value))
  if (field.kind === 'list' && field.fields) {
    const sub = field.fields
    // keyed entries name their rows
    return v.parse(v.fallback(Items, []), value).map((item) => ({ ...bodyOf(sub, item), ...(field.keyed && typeof item.id === 'number' ? { id: item.id } : {}) }))
  }
  return value
}

/** A new record's slugs follow the fields they are made from until the editor types their own: `next` with them. */
function followSlugs(fields: Fields, before: Draft, next: Draft): Draft {
  const result = { ...next }
  // one slug made from a translated field (a form field's key from its label): from the German
  const one = (value: unknown) => (typeof value === 'string' ? value : bothOf(value).de)
  const source = (draft: Draft, from: readonly string[], language?: Locale) => from.map((name) => (language ? bothOf(draft[name])[language] : one(draft[name]))).join(' ').trim()
  for (const [name, field] of Object.entries(fields)) {
    const from = field.kind === 'slug' ? field.from : undefined
    if (!from) continue
    if (perLanguage(field)) {
      const slug = { ...bothOf(next[name]) }
      for (const language of LOCALES) {
        const was = source(before, from, language)
        const now = source(next, from, language)
        if (was !== now && suggestsSlug(was, slug[language])) slug[language] = slugify(now)
      }
      result[name] = slug
    } else {
      const was = source(before, from)
      const now = source(next, from)
      const current = textOf(next[name])
      if (was !== now && (field.separator === '_' ? current === '' || current === slugify(was, '_') : suggestsSlug(was, current))) result[name] = slugify(now, field.separator)
    }
  }
  return result
}

const draftOf = (fields: Fields, record: Record<string, unknown> | null, lang: Locale): Draft =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, record || !field.first || !field.fields ? formValue(field, record && name in record ? record[name] : field.empty(), lang) : [newEntry(field.fields, lang)]]))
/** A list's new entry: each field empty, with a key of its own. */
const newEntry = (fields: Fields, lang: Locale): Draft => ({ ...draftOf(fields, null, lang), [ENTRY_KEY]: newEntryKey() })
const bodyOf = (fields: Fields, draft: Draft): Draft => Object.fromEntries(Object.entries(writableFields(fields)).map(([name, field]) => [name, bodyValue(field, draft[name])]))

/**
 * The number fields whose text is no number, with the complaint of the field's own rules (JSON has no `NaN`: sent, it
 * would arrive as an empty field and clear the stored value). The errors' names are the body's paths.
 */
function unreadableNumbers(fields: Fields, draft: Draft, lang: Locale, prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const [name, field] of Object.entries(writableFields(fields))) {
    const value = draft[name]
    if (isNumberField(field) && textOf(value).trim() !== '' && !Number.isFinite(typedNumber(value))) {
      const checked = v.safeParse(field.rules(lang), Number.NaN)
      errors[`${prefix}${name}`] = checked.success ? [m.hub_check_fields({}, { locale: lang })] : [checked.issues[0].message]
    }
    if (field.kind === 'list' && field.fields) {
      const sub = field.fields
      v.parse(v.fallback(Items, []), value).forEach((item, index) => Object.assign(errors, unreadableNumbers(sub, item, lang, `${prefix}${name}.${index}.`)))
    }
  }
  return errors
}

const recordQuery = (collection: AnyCollection, lang: Locale, id: number) => ({
  queryKey: collectionKeys.record(collection, lang, id),
  queryFn: () => collectionClient(collection).get(lang, id),
})

/** The delete's question, with the record's count in it where the description counts something. */
function deleteQuestion(collection: AnyCollection, record: AnyRecord, lang: Locale): string {
  const question = collection.labels.deleteConfirm
  if (typeof question === 'function') return question({}, { locale: lang })
  const count = record[question.count]
  return question.message({ count: typeof count === 'number' ? count : 0 }, { locale: lang })
}

/** An address as an editor reads it: the placeholder "…" of an empty slug (or an umlaut) as typed, not percent-encoded. */
function readableAddress(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** One record of a collection, with its delete. */
export function CollectionEdit({ collection, lang, id }: { collection: AnyCollection; lang: Locale; id: number }) {
  const locale = { locale: lang }
  const client = collectionClient(collection)
  return (
    <RecordEdit
      lang={lang}
      list={`/cms-hub/${collection.path}`}
      record={recordQuery(collection, lang, id)}
      options={NO_OPTIONS}
      deletedText={collection.labels.deleted({}, locale)}
      render={(record, _options, onDeleted) => (
        <>
          <CollectionForm key={record.id} collection={collection} lang={lang} initial={record} />
          {collection.copy ? <CopyRecord collection={collection} lang={lang} record={record} /> : null}
          <DeleteRecord
            lang={lang}
            name={recordTitle(collection, record, lang)}
            label={collection.labels.deleteLabel({}, locale)}
            confirm={deleteQuestion(collection, record, lang)}
            list={collection.path}
            remove={() => client.remove(lang, record.id)}
            onDeleted={onDeleted}
          />
        </>
      )}
    />
  )
}

/** A new record: the same form, empty; saved, it opens at its own address. */
export function CollectionCreate({ collection, lang }: { collection: AnyCollection; lang: Locale }) {
  return <CollectionForm collection={collection} lang={lang} initial={null} />
}

function CollectionForm({ collection, lang, initial }: { collection: AnyCollection; lang: Locale; initial: AnyRecord | null }) {
  const locale = { locale: lang }
  const navigate = useNavigate()
  const client = collectionClient(collection)
  const [draft, setDraft] = useState(() => draftOf(collection.fields, initial, lang))
  const [mount, setMount] = useState(0)
  const record = useRecordSave<AnyRecord>({
    lang,
    initial,
    list: collection.path,
    queryOf: (id) => recordQuery(collection, lang, id),
    opened: async (created) => {
      if (!isCollectionPath(collection.path)) return
      const search = { lang: lang === 'de' ? undefined : lang }
      // beside a record's own hub page, its edit screen is one step further
      if (collection.recordPage) await navigate({ to: '/cms-hub/$collection/edit/$id', params: { collection: collection.path, id: created.id }, search })
      else await navigate({ to: '/cms-hub/$collection/$id', params: { collection: collection.path, id: created.id }, search })
    },
    fresh: (current, why) => {
      setDraft(draftOf(collection.fields, current, lang))
      if (why === 'reloaded') setMount((count) => count + 1)
    },
  })
  const isNew = record.saved === null
  // from the state as it is when the change applies (never a render's copy of it: a late callback would undo a later change)
  const change = useCallback((update: (current: Draft) => Draft) => setDraft((current) => (isNew ? followSlugs(collection.fields, current, update(current)) : update(current))), [collection.fields, isNew])
  const wiring = useFieldWiring(record.problem)
  const sectioned = new Set((collection.sections ?? []).flatMap((section) => section.fields))
  const entries = Object.entries(collection.fields).filter(([name]) => !sectioned.has(name))
  const translated = entries.filter(([, field]) => perLanguage(field))
  // the fields in one language stand above the languages' columns where the description names them first
  const firstTranslated = entries.findIndex(([, field]) => perLanguage(field))
  const single = (above: boolean) => entries.filter(([, field], at) => !perLanguage(field) && (firstTranslated === -1 || at < firstTranslated) === above)
  // a list's entries and a group of checkboxes take the form's width, the other inputs its column
  const wide = (field: AnyField) => field.kind === 'list' || field.kind === 'terms'
  const inputs = (fields: [string, AnyField][]) =>
    fields.map(([name, field]) => <FieldInput key={name} path={name} field={field} value={draft[name]} onChange={(value) => change((current) => ({ ...current, [name]: value }))} context={context} />)
  const singles = (above: boolean) => (
    <>
      <div className={styles.form}>{inputs(single(above).filter(([, field]) => !wide(field)))}</div>
      {/* the sections below the fields in one language, before the lists */}
      {above ? null : sections()}
      {single(above).some(([, field]) => wide(field)) ? <div className={styles.wideForm}>{inputs(single(above).filter(([, field]) => wide(field)))}</div> : null}
    </>
  )
  const sections = () => (collection.sections ?? []).map((section) => {
    const fields = section.fields.flatMap((name): [string, AnyField][] => (collection.fields[name] ? [[name, collection.fields[name]]] : []))
    return (
      <fieldset key={section.fields.join()} className={styles.wideForm}>
        <legend>{section.label({}, locale)}</legend>
        <div className={styles.inline}>{inputs(fields.filter(([, field]) => !wide(field)))}</div>
        {inputs(fields.filter(([, field]) => wide(field)))}
      </fieldset>
    )
  })
  const context: InputContext = { lang, wiring, mount, isNew, id: record.saved?.id, collection, values: bodyOf(collection.fields, draft) }

  const submit = async () => {
    const unreadable = unreadableNumbers(collection.fields, draft, lang)
    if (Object.keys(unreadable).length > 0) return record.refuse({ message: m.hub_check_fields({}, locale), fields: unreadable })
    const body = bodyOf(collection.fields, draft)
    await record.save({
      create: () => client.create(lang, body),
      update: (current) => client.update(lang, current.id, { ...body, updated_at: current.updated_at }),
    })
  }

  const form = (
    <RecordForm onSubmit={submit}>
      <RecordLinks lang={lang} list={`/cms-hub/${collection.path}`} urls={record.saved?.urls ?? null}>
        {collection.recordPage && record.saved ? (
          <>
            {' · '}
            <a href={hubHref(`/cms-hub/${collection.path}/${record.saved.id}`, lang)}>{collection.recordPage.link({ title: recordTitle(collection, record.saved, lang) }, locale)}</a>
          </>
        ) : null}
        {entries
          .filter(([, field]) => field.kind === 'status' && record.saved)
          .map(([name, field]) => (
            <Fragment key={name}>
              {' · '}
              {field.label({}, locale)}: {field.options?.find((option) => option.value === record.saved?.[name])?.label({}, locale)}
            </Fragment>
          ))}
      </RecordLinks>
      {single(true).length > 0 ? singles(true) : null}
      {translated.length > 0 ? (
        <div className={styles.languages}>
          {LOCALES.map((language) => (
            <fieldset key={language} className={styles.form}>
              <legend>{languageName(language, lang)}</legend>
              {translated.map(([name, field]) => (
                <TranslatedInput key={name} name={name} field={field} language={language} draft={draft} setDraft={change} context={context} />
              ))}
            </fieldset>
          ))}
        </div>
      ) : null}
      {single(false).length > 0 || (collection.sections ?? []).length > 0 ? singles(false) : null}
      <SaveFooter lang={lang} record={record} createLabel={collection.labels.create({}, locale)} />
    </RecordForm>
  )
  // sub-records are written on their own, once the record exists; each write is a new version the form's next save names
  const saved = record.saved
  return (
    <>
      {form}
      {saved ? childFields(collection.fields).map(({ name, child }) => <Children key={name} collection={collection} lang={lang} label={collection.fields[name]?.label({}, locale) ?? name} child={child} record={saved} items={saved[name]} onChanged={record.adopt} />) : null}
    </>
  )
}

interface InputContext {
  lang: Locale
  wiring: Wiring
  mount: number
  isNew: boolean
  /** the record's id once saved (a new record's address shows "…" for it) */
  id?: number
  collection: AnyCollection
  /** the record's values as the contract names them (a field's remark depends on them) */
  values: Draft
}

/** One language of a translated field; a new record's slug follows its title until the editor types their own. */
function TranslatedInput({ name, field, language, draft, setDraft, context }: { name: string; field: AnyField; language: Locale; draft: Draft; setDraft: (change: (current: Draft) => Draft) => void; context: InputContext }) {
  const { wiring, lang } = context
  const path = `${name}.${language}`
  const label = field.label({}, { locale: lang })
  if (field.kind === 'richText') {
    const value = v.parse(v.fallback(BothRich, { de: null, en: null }), draft[name])
    return (
      <RichTextInput
        id={wiring.fieldId(path)}
        label={label}
        language={language}
        value={storedRichText(value[language])}
        onChange={(next) => setDraft((current) => ({ ...current, [name]: { ...v.parse(v.fallback(BothRich, { de: null, en: null }), current[name]), [language]: next } }))}
        errors={wiring.errorsOf(path)}
        mount={context.mount}
      />
    )
  }
  const value = bothOf(draft[name])
  const update = (text: string) => setDraft((current) => ({ ...current, [name]: { ...bothOf(current[name]), [language]: text } }))
  // a slug shows the address it makes; a field may have a help text
  const address = field.kind === 'slug' ? context.collection.address : undefined
  const hintText = address ? m.backoffice_slug_preview({ path: readableAddress(address(language, { id: context.id ?? '…', slug: { ...value, [language]: value[language] || '…' } })) }, { locale: lang }) : field.hint?.({}, { locale: lang })
  const hintId = hintText ? `${wiring.fieldId(path)}-hint` : undefined
  const props = { ...wiring.described(path, hintId), value: value[language], lang: language, required: field.required, 'aria-required': field.required || undefined, inputMode: field.format === 'link' ? ('url' as const) : undefined }
  const input = field.multiline ? <textarea {...props} rows={4} onChange={(change) => update(change.currentTarget.value)} /> : <input {...props} onChange={(change) => update(change.currentTarget.value)} />
  const hint = hintText ? (
    <span id={hintId} className={styles.muted}>
      {hintText}
    </span>
  ) : undefined
  return wiring.field(path, label, input, hint)
}

/** The input of a field in one language (or of none), by its kind. */
function FieldInput({ path, field, value, onChange, context }: { path: string; field: AnyField; value: unknown; onChange: (value: unknown) => void; context: InputContext }) {
  const { wiring, lang } = context
  const locale = { locale: lang }
  const label = field.label({}, locale)
  const hintId = field.hint ? `${wiring.fieldId(path)}-hint` : undefined
  const common = { ...wiring.described(path, hintId), required: field.required, 'aria-required': field.required || undefined }
  const hint = field.hint ? (
    <span id={hintId} className={styles.muted}>
      {field.hint({}, locale)}
    </span>
  ) : undefined
  const line = (type: string, inputMode?: 'decimal' | 'numeric'): ReactNode => wiring.field(path, label, <input {...common} type={type} inputMode={inputMode} value={textOf(value)} onChange={(change) => onChange(change.currentTarget.value)} />, hint)
  switch (field.kind) {
    case 'text':
      if (field.multiline) return wiring.field(path, label, <textarea {...common} rows={4} value={textOf(value)} onChange={(change) => onChange(change.currentTarget.value)} />, hint)
      return line(field.format === 'email' ? 'email' : field.format === 'web' ? 'url' : field.format === 'phone' ? 'tel' : 'text')
    case 'decimal':
      return line('text', 'decimal')
    case 'link':
      return line('text')
    case 'number':
      return line('text', 'numeric')
    case 'money':
      return line('text', 'decimal')
    case 'datetime':
      return line('datetime-local')
    case 'published':
      return <PublishedInput path={path} field={field} value={value} onChange={onChange} context={context} />
    case 'day':
      return line('date')
    case 'image':
      return <ImageInput name={path} label={label} lang={lang} wiring={wiring} required={field.required} value={typeof value === 'string' && value ? value : null} onChange={onChange} />
    case 'checkbox': {
      const box = (
        <label>
          <input type="checkbox" checked={value === true} aria-describedby={hintId} onChange={(change) => onChange(change.currentTarget.checked)} /> {label}
        </label>
      )
      if (!field.hint) return box
      // a help text under it, and a remark while the record's values call for one
      return (
        <span className={styles.field}>
          {box}
          <span id={hintId} className={styles.muted}>
            {field.hint({}, locale)}
            {field.note?.when(context.values) ? ` ${field.note.message({}, locale)}` : null}
          </span>
        </span>
      )
    }
    case 'count':
      // beside a list's entry: what it says once there is something (answers a field holds)
      return field.says && typeof value === 'number' && value > 0 ? <p className={styles.muted}>{field.says({ count: value }, locale)}</p> : null
    case 'multiple': {
      const chosen = v.parse(v.fallback(v.array(v.string()), []), value)
      const errors = wiring.errorsOf(path) ?? wiring.errorsOf(`${path}.0`)
      const errorId = `${wiring.fieldId(path)}-error`
      return (
        <fieldset className={styles.inline} aria-describedby={errors ? errorId : undefined}>
          <legend>{label}</legend>
          {(field.options ?? []).map((option) => (
            <label key={option.value}>
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(change) => {
                  const others = chosen.filter((one) => one !== option.value)
                  onChange(change.currentTarget.checked ? [...others, option.value] : others)
                }}
              />{' '}
              {option.label({}, locale)}
            </label>
          ))}
          <FieldErrors id={errorId} errors={errors} />
        </fieldset>
      )
    }
    case 'choice':
      return wiring.field(
        path,
        label,
        <select {...common} value={textOf(value)} onChange={(change) => onChange(change.currentTarget.value)}>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label({}, locale)}
            </option>
          ))}
        </select>,
      )
    case 'slug': {
      // one slug for both languages: the hint shows both addresses it makes
      const address = context.collection.address
      const slug = textOf(value) || '…'
      const hintId = `${wiring.fieldId(path)}-hint`
      // a list entry's key makes no address
      const hint = address && !path.includes('.') ? m.backoffice_slug_preview({ path: LOCALES.map((language) => readableAddress(address(language, { id: context.id ?? '…', slug: { de: slug, en: slug } }))).join(' · ') }, locale) : null
      return wiring.field(
        path,
        label,
        <input {...wiring.described(path, hint ? hintId : undefined)} required aria-required value={textOf(value)} onChange={(change) => onChange(change.currentTarget.value)} />,
        hint ? (
          <span id={hintId} className={styles.muted}>
            {hint}
          </span>
        ) : undefined,
      )
    }
    case 'translated':
      // a translated field of a list's entry: an input per language, named with it
      return LOCALES.map((language) => {
        const both = bothOf(value)
        const at = `${path}.${language}`
        return (
          <Fragment key={language}>
            {wiring.field(at, field.labelIn ? field.labelIn({ language: languageName(language, lang) }, locale) : m.collection_field_in({ label, language: languageName(language, lang) }, locale), <input {...wiring.described(at)} lang={language} required={field.required} aria-required={field.required || undefined} value={both[language]} onChange={(change) => onChange({ ...both, [language]: change.currentTarget.value })} />)}
          </Fragment>
        )
      })
    case 'term':
      return <TermInput path={path} field={field} value={value} onChange={onChange} context={context} />
    case 'terms':
      return <TermsInput path={path} field={field} value={value} onChange={onChange} context={context} />
    case 'reference':
      return <ReferenceInput path={path} field={field} value={value} onChange={onChange} context={context} />
    case 'list':
      return <ListInput path={path} field={field} value={value} onChange={onChange} context={context} />
    default:
      return null
  }
}

/** An entry of a vocabulary, chosen by its name (the vocabularies are short: all of it). */
function TermInput({ path, field, value, onChange, context }: { path: string; field: AnyField; value: unknown; onChange: (value: unknown) => void; context: InputContext }) {
  const { wiring, lang } = context
  const terms = useTerms({ [path]: field }, lang)[path] ?? []
  return wiring.field(
    path,
    field.label({}, { locale: lang }),
    <select {...wiring.described(path)} value={typeof value === 'number' ? String(value) : ''} onChange={(change) => onChange(change.currentTarget.value ? Number(change.currentTarget.value) : null)}>
      <option value="">{m.collection_choose({}, { locale: lang })}</option>
      {terms.map((entry) => (
        <option key={entry.value} value={entry.value}>
          {entry.label}
        </option>
      ))}
    </select>,
  )
}

/** Entries of a vocabulary, each a checkbox (the vocabularies are short: all of it). */
function TermsInput({ path, field, value, onChange, context }: { path: string; field: AnyField; value: unknown; onChange: (value: unknown) => void; context: InputContext }) {
  const { wiring, lang } = context
  const terms = useTerms({ [path]: field }, lang)[path] ?? []
  const selected = v.parse(v.fallback(v.array(v.number()), []), value)
  return <ChoiceGroup legend={field.label({}, { locale: lang })} options={terms.map((entry) => ({ id: Number(entry.value), name: entry.label }))} selected={selected} onChange={onChange} errorId={`${wiring.fieldId(path)}-error`} errors={wiring.errorsOf(path)} />
}

/**
 * A publishing state: draft or published (the status field worked out from it names the choice), with the moment
 * beside it — published without one: from the save on; a later one schedules the record.
 */
function PublishedInput({ path, field, value, onChange, context }: { path: string; field: AnyField; value: unknown; onChange: (value: unknown) => void; context: InputContext }) {
  const { wiring, lang } = context
  const locale = { locale: lang }
  const state = v.parse(v.fallback(Publication, { on: false, at: '' }), value)
  const [statusName, status] = Object.entries(context.collection.fields).find(([, other]) => other.kind === 'status' && other.from?.includes(path)) ?? [`${path}-state`, undefined]
  const stateLabel = (state: string) => status?.options?.find((option) => option.value === state)?.label({}, locale) ?? state
  const hintId = field.hint ? `${wiring.fieldId(path)}-hint` : undefined
  return (
    <>
      {wiring.field(
        statusName,
        (status?.label ?? field.label)({}, locale),
        <select {...wiring.described(statusName)} value={state.on ? 'published' : 'draft'} onChange={(change) => onChange({ ...state, on: change.currentTarget.value === 'published' })}>
          <option value="draft">{stateLabel('draft')}</option>
          <option value="published">{stateLabel('published')}</option>
        </select>,
      )}
      {wiring.field(
        path,
        field.label({}, locale),
        <input {...wiring.described(path, hintId)} type="datetime-local" disabled={!state.on} value={state.at} onChange={(change) => onChange({ ...state, at: change.currentTarget.value })} />,
        field.hint ? (
          <span id={hintId} className={styles.muted}>
            {field.hint({}, locale)}
          </span>
        ) : undefined,
      )}
    </>
  )
}

/** A record of another collection, chosen by title (every record of it, page by page). */
function ReferenceInput({ path, field, value, onChange, context }: { path: string; field: AnyField; value: unknown; onChange: (value: unknown) => void; context: InputContext }) {
  const { wiring, lang } = context
  const options = useQuery(referenceQuery(field, lang))
  return wiring.field(
    path,
    field.label({}, { locale: lang }),
    <select {...wiring.described(path)} required={field.required} aria-required={field.required || undefined} value={typeof value === 'number' ? String(value) : ''} onChange={(change) => onChange(change.currentTarget.value ? Number(change.currentTarget.value) : null)}>
      <option value="">{m.collection_choose({}, { locale: lang })}</option>
      {(options.data ?? []).map((item) => (
        <option key={item.value} value={item.value}>
          {item.label}
        </option>
      ))}
    </select>,
  )
}

/**
 * An ordered list of sub-records: each one's fields (those that apply to it), moved up or down, removed, and new ones
 * added at the end; the focus follows the entry moved, the one added, or the next after a removal.
 */
function ListInput({ path, field, value, onChange, context }: { path: string; field: AnyField; value: unknown; onChange: (value: unknown) => void; context: InputContext }) {
  const { wiring, lang } = context
  const locale = { locale: lang }
  const items = v.parse(v.fallback(Items, []), value)
  const fields = field.fields ?? {}
  const sub = Object.entries(fields)
  const [focus, setFocus] = useState<string | null>(null)
  useEffect(() => {
    if (!focus) return
    document.getElementById(focus)?.focus()
    setFocus(null)
  }, [focus])
  const legendId = (item: Draft) => `${wiring.fieldId(path)}-${textOf(item[ENTRY_KEY])}`
  const addId = `${wiring.fieldId(path)}-add`
  const move = (from: number, to: number) => {
    const next = [...items]
    const [moved] = next.splice(from, 1)
    if (moved) next.splice(to, 0, moved)
    onChange(next)
    if (moved) setFocus(legendId(moved))
  }
  const remove = (index: number) => {
    const next = items.filter((_, at) => at !== index)
    onChange(next)
    const following = next[index] ?? next[index - 1]
    setFocus(following ? legendId(following) : addId)
  }
  // a reference a new entry takes from the first record no other entry names (a seat group's next price category)
  const offered = useReferences(Object.fromEntries(sub.filter(([, one]) => one.kind === 'reference' && one.firstFree)), lang)
  const add = () => {
    const entry = newEntry(fields, lang)
    for (const [name, options] of Object.entries(offered)) {
      const taken = new Set(items.map((item) => String(item[name])))
      const free = options.find((option) => !taken.has(option.value)) ?? options[0]
      if (free) entry[name] = Number(free.value)
    }
    onChange([...items, entry])
    const first = sub.find(([, one]) => writable(one))?.[0]
    if (first) setFocus(wiring.fieldId(`${path}.${items.length}.${first}`))
  }
  // a new entry's key follows what it is made from until the editor types one
  const changeEntry = (index: number, name: string, next: unknown) =>
    onChange(items.map((entry, at) => (at === index ? (typeof entry.id === 'number' ? { ...entry, [name]: next } : followSlugs(fields, entry, { ...entry, [name]: next })) : entry)))
  const listErrors = wiring.errorsOf(path)
  const entryName = (item: Draft, number: number) => {
    if (!field.named) return (field.item ?? m.collection_list_item)({ number }, locale)
    const label = field.named.by.map((name) => (typeof item[name] === 'string' ? textOf(item[name]) : bothOf(item[name])[lang] || bothOf(item[name]).de)).find(Boolean)
    return field.named.message({ number, label: label || field.named.none({}, locale) }, locale)
  }
  return (
    <fieldset className={styles.wideForm} aria-describedby={[field.hint ? `${wiring.fieldId(path)}-hint` : '', listErrors ? `${wiring.fieldId(path)}-error` : ''].filter(Boolean).join(' ') || undefined}>
      <legend>{field.label({}, locale)}</legend>
      {field.hint ? (
        <p id={`${wiring.fieldId(path)}-hint`} className={styles.muted}>
          {field.hint({}, locale)}
        </p>
      ) : null}
      <FieldErrors id={`${wiring.fieldId(path)}-error`} errors={listErrors} />
      {items.length === 0 && field.none ? <p className={styles.muted}>{field.none({}, locale)}</p> : null}
      {items.map((item, index) => {
        const name = (field.item ?? m.collection_list_item)({ number: index + 1 }, locale)
        const at = `${path}.${index}`
        // what applies to the entry: judged on its values as the contract names them
        const values = bodyOf(fields, item)
        return (
          <fieldset key={textOf(item[ENTRY_KEY]) || index} className={styles.wideForm} aria-describedby={wiring.errorsOf(at) ? `${wiring.fieldId(at)}-error` : undefined}>
            <legend id={legendId(item)} tabIndex={-1}>
              {entryName(item, index + 1)}
            </legend>
            <FieldErrors id={`${wiring.fieldId(at)}-error`} errors={wiring.errorsOf(at)} />
            {/* the one-language fields in a row, a translated one's languages side by side */}
            {rowsOf(sub.filter(([, subField]) => !subField.when || subField.when(values))).map((row) => (
              <div key={row[0]?.[0]} className={row[0]?.[1].kind === 'translated' ? styles.languages : styles.inline}>
                {row.map(([name, subField]) => (
                  <FieldInput key={name} path={`${at}.${name}`} field={subField} value={item[name]} onChange={(next) => changeEntry(index, name, next)} context={context} />
                ))}
              </div>
            ))}
            <div className={styles.inline}>
              {field.unordered ? null : (
                <>
                  <button type="button" className={styles.button} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    {m.collection_list_up({ name }, locale)}
                  </button>
                  <button type="button" className={styles.button} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                    {m.collection_list_down({ name }, locale)}
                  </button>
                </>
              )}
              <button type="button" className={styles.button} onClick={() => remove(index)}>
                {m.collection_list_remove({ name }, locale)}
              </button>
            </div>
          </fieldset>
        )
      })}
      <p>
        <button type="button" id={addId} className={styles.button} onClick={add}>
          {(field.add ?? m.collection_list_add)({}, locale)}
        </button>
      </p>
    </fieldset>
  )
}

/** An entry's fields in rows: each translated one a row of its own, the others together. */
function rowsOf(fields: [string, AnyField][]): [string, AnyField][][] {
  const rows: [string, AnyField][][] = []
  for (const entry of fields) {
    const last = rows.at(-1)
    if (last && entry[1].kind !== 'translated' && last[0]?.[1].kind !== 'translated') last.push(entry)
    else rows.push([entry])
  }
  return rows
}

const languageName = (language: Locale, lang: Locale) => (language === 'de' ? m.hub_lang_de({}, { locale: lang }) : m.hub_lang_en({}, { locale: lang }))

/**
 * A copy of the record with one field new (an event for another date, `collection.copy`): made at once, it opens for
 * its own changes. The field's complaint stands at its input.
 */
function CopyRecord({ collection, lang, record }: { collection: AnyCollection; lang: Locale; record: AnyRecord }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const id = useId()
  const copy = collection.copy
  const field = copy ? collection.fields[copy.field] : undefined
  if (!copy || !field) return null
  const errors = problem?.fields[copy.field]
  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={async (submit) => {
        submit.preventDefault()
        setProblem(null)
        try {
          const created = await collectionClient(collection).copy(lang, record.id, { [copy.field]: bodyValue(field, value) })
          if (!isCollectionPath(collection.path)) return
          await navigate({ to: '/cms-hub/$collection/$id', params: { collection: collection.path, id: created.id }, search: { lang: lang === 'de' ? undefined : lang } })
        } catch (error) {
          setProblem(writeProblem(error, lang))
        }
      }}
    >
      <fieldset className={styles.inline}>
        <legend>{copy.legend({}, locale)}</legend>
        <span className={styles.field}>
          <label htmlFor={id}>{copy.label({}, locale)}</label>
          <input
            id={id}
            type={field.kind === 'datetime' ? 'datetime-local' : 'text'}
            required
            value={value}
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? `${id}-error` : undefined}
            onChange={(change) => setValue(change.currentTarget.value)}
          />
          <FieldErrors id={`${id}-error`} errors={errors} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {copy.submit({}, locale)}
        </button>
      </fieldset>
      <ProblemAlert problem={problem && !errors ? problem : null} />
    </form>
  )
}

/**
 * A record's sub-records of one kind (a venue's rooms): each changed or removed on its own, new ones added at the end.
 * Every write names the record's version and answers the record, which the form adopts (its inputs stay).
 */
function Children({ collection, lang, label, child, record, items, onChanged }: { collection: AnyCollection; lang: Locale; label: string; child: ChildDescription; record: AnyRecord; items: unknown; onChanged: (record: AnyRecord) => void }) {
  const locale = { locale: lang }
  const client = collectionClient(collection).child(child)
  const interactive = useHydrated()
  const [title, setTitle] = useState({ de: '', en: '' })
  const [problem, setProblem] = useState<WriteProblem | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const headingId = useId()
  const wiring = useFieldWiring(problem)
  const confirmation = useConfirm(lang)
  const rows = v.parse(v.fallback(Items, []), items)
  const attempt = async (call: () => Promise<AnyRecord>, done: string) => {
    setProblem(null)
    setStatus(null)
    try {
      onChanged(await call())
      setStatus(done)
      return true
    } catch (error) {
      setProblem(writeProblem(error, lang))
      return false
    }
  }
  const nameOf = (row: Record<string, unknown>) => bothOf(row[child.title])[lang] || bothOf(row[child.title]).de
  return (
    <section className={styles.children} aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {rows.length === 0 ? <p>{child.labels.empty({}, locale)}</p> : null}
      {rows.map((row) => {
        const id = typeof row.id === 'number' ? row.id : 0
        const name = nameOf(row)
        return (
          <ChildRow
            key={`${id}-${record.updated_at}`}
            lang={lang}
            child={child}
            row={row}
            name={name}
            disabled={!interactive}
            onSave={(values) => attempt(() => client.update(lang, record.id, id, { ...values, updated_at: record.updated_at }), child.labels.saved({}, locale))}
            onRemove={async () => {
              if (!(await confirmation.ask({ title: m.ui_confirm_remove_title({ name }, locale), text: child.labels.removeConfirm({}, locale), confirmLabel: m.ui_remove({}, locale), danger: true }))) return
              void attempt(() => client.remove(lang, record.id, id), child.labels.removed({}, locale))
            }}
          />
        )
      })}
      <form
        className={styles.childRow}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault()
          if (await attempt(() => client.create(lang, record.id, { [child.title]: title, updated_at: record.updated_at }), child.labels.added({}, locale))) setTitle({ de: '', en: '' })
        }}
      >
        {LOCALES.map((language) => {
          const path = `${child.title}.${language}`
          return (
            <Fragment key={language}>
              {wiring.field(
                path,
                child.labels.newTitle({ language: languageName(language, lang) }, locale),
                <input
                  {...wiring.described(path)}
                  className={styles.input}
                  lang={language}
                  required
                  aria-required
                  value={title[language]}
                  onChange={(change) => {
                    const next = change.currentTarget.value
                    setTitle((current) => ({ ...current, [language]: next }))
                  }}
                />,
              )}
            </Fragment>
          )
        })}
        <span className={styles.childActions}>
          <button type="submit" className={styles.button} disabled={!interactive}>
            {child.labels.add({}, locale)}
          </button>
        </span>
      </form>
      <ProblemAlert problem={problem} />
      <p role="status">{status}</p>
      {confirmation.dialog}
    </section>
  )
}

/** One sub-record: its translated texts and checkboxes, its counts, saved or removed on its own. */
function ChildRow({ lang, child, row, name, disabled, onSave, onRemove }: { lang: Locale; child: ChildDescription; row: Record<string, unknown>; name: string; disabled: boolean; onSave: (values: Record<string, unknown>) => Promise<boolean>; onRemove: () => Promise<void> }) {
  const locale = { locale: lang }
  const own = Object.entries(writableFields(child.fields))
  const [values, setValues] = useState(() => Object.fromEntries(own.map(([field]) => [field, row[field]])))
  const base = useId()
  const labelOf = (field: string, language: string) => child.labels.fieldIn[field]?.({ name, language }, locale) ?? field
  const counts = Object.entries(child.fields).filter(([, field]) => field.kind === 'count')
  return (
    <form
      noValidate
      className={styles.childRow}
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault()
        void onSave(values)
      }}
    >
      {own
        .filter(([, kind]) => perLanguage(kind))
        .map(([field, kind]) =>
          LOCALES.map((language) => (
            <span key={`${field}-${language}`} className={styles.field}>
              <label htmlFor={`${base}-${field}-${language}`}>{labelOf(field, languageName(language, lang))}</label>
              <input id={`${base}-${field}-${language}`} className={styles.input} lang={language} required={kind.required} aria-required={kind.required || undefined} value={bothOf(values[field])[language]} onChange={(change) => {
                const text = change.currentTarget.value
                setValues((current) => ({ ...current, [field]: { ...bothOf(current[field]), [language]: text } }))
              }} />
            </span>
          )),
        )}
      <span className={styles.childActions}>
        {own
          .filter(([, kind]) => kind.kind === 'checkbox')
          .map(([field]) => (
            <label key={field}>
              <input type="checkbox" checked={values[field] === true} onChange={(change) => {
                const checked = change.currentTarget.checked
                setValues((current) => ({ ...current, [field]: checked }))
              }} /> {labelOf(field, '')}
            </label>
          ))}
        {counts.map(([field]) => (
          <span key={field} className={styles.childCount}>
            {child.labels.count?.({ count: typeof row[field] === 'number' ? row[field] : 0 }, locale)}
          </span>
        ))}
        <span className={styles.childButtons}>
          <button type="submit" className={styles.button} disabled={disabled}>
            {m.collection_child_save({ name }, locale)}
          </button>
          <button type="button" className={styles.button} disabled={disabled} onClick={() => void onRemove()}>
            {m.hub_remove_entry({ item: name }, locale)}
          </button>
        </span>
      </span>
    </form>
  )
}
