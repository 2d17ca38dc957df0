import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { fieldSchemas } from '~/features/back-office/field-schemas'
import { parseEpoch } from '~/lib/berlin-time'
import { CalendarDay } from '~/contract/shared'
import type { TermKind, VocabularyKind } from '~/contract/vocabularies'

// The field kinds of a collection description (decision 0031). Each kind knows its shape in the contract (`wire`, and
// `patch` for an update), its content rules with complaints in the editor's language (`rules`), the value of a new
// record (`empty`), its column (`column`: how the value goes into the database and comes back) and its input in the
// hub (the hub's screens switch on `kind`). Client-safe: no server import.

/** A label or text in the editor's language (a paraglide message without inputs). */
export type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string

export type Both = { de: string; en: string }
export type RichTextValue = { root: { type: string; version: number; [key: string]: unknown } }
export type BothRichText = { de: RichTextValue | null; en: RichTextValue | null }

/** How a value is stored: the SQL type of its column. */
export type ColumnType = 'text' | 'jsonb' | 'integer' | 'numeric' | 'float8' | 'timestamptz' | 'boolean' | 'date'

type Kind = 'text' | 'translated' | 'slug' | 'richText' | 'image' | 'link' | 'reference' | 'number' | 'decimal' | 'money' | 'datetime' | 'published' | 'status' | 'choice' | 'checkbox' | 'list' | 'count' | 'day' | 'term' | 'terms' | 'children' | 'multiple' | 'latest'

/** One field of a collection; `W` is its value in the contract. Methods, so that a field of any value fits `AnyField`. */
export interface Field<W, K extends Kind = Kind> {
  kind: K
  label: Message
  required: boolean
  /** a text input of several lines (text, translated) */
  multiline?: boolean
  /** the contract's shape of the value: what the API answers and a create accepts */
  wire: v.GenericSchema<W>
  /** what an update may name: the whole value, or (translated kinds) a language of it */
  patch: v.GenericSchema
  /** the content rules, with complaints in the editor's language */
  rules(lang: Locale): v.GenericSchema<W, W>
  empty(): W
  /** merges an update's value into the stored one (translated kinds: language by language) */
  merge(stored: W, patch: unknown): W
  column: ColumnType
  /** the stored value (as the database driver hands it over) as the contract's */
  read(stored: unknown): W
  /** the value as an SQL parameter of its column type (JSON as text) */
  write(value: W): string | number | boolean | null
  /** the list column's heading where the label is long for one */
  heading?: Message
  /** a help text under the input */
  hint?: Message
  /** translated: each language a link (a path of the site or a secure web address); text: an e-mail address, a web address or a telephone number */
  format?: 'link' | 'email' | 'web' | 'phone'
  /** a value the server works out for each record (a count): answered, never written, no column of its own */
  computed?: true
  /**
   * written with the record, in its save, but kept outside its row: entries of a vocabulary in a join table (`terms`),
   * sub-records in a table of their own (`list` with `rows`); the server part names the table
   */
  outside?: true
  /** choice: the column's own SQL type where it is an enum (the value is cast to it) */
  sqlType?: string
  /** the column's name where it is not the field's in snake_case (a timeslot's `visible` is its `status`) */
  stored?: string
  /** slug: whether no other record may have it (not where the address carries the id as well) */
  unique?: boolean
  /** list: what names one entry ("Mitwirkung 2"), and its button for a new one */
  item?: (inputs: { number: number }, options?: { locale?: Locale }) => string
  add?: Message
  /** choice, status: the options; slug: the fields it is suggested from, status: the one it is worked out from; reference: the collection it names; list: its sub-fields */
  options?: readonly { value: string; label: Message }[]
  from?: readonly string[]
  references?: string
  /** a reference in a list's entry: a new entry names the first record no other entry of the list names (a seat group's next price category) */
  firstFree?: true
  /** term, terms: the vocabulary it is an entry of; term, terms, reference: the complaint about an entry or record that does not exist */
  vocabulary?: VocabularyKind
  unknown?: Message
  fields?: Readonly<Record<string, AnyField>>
  /** children: the records of another table that belong to this one (a venue's rooms), written through their own endpoints */
  child?: ChildDescription
  /**
   * a field of a list's entry that applies only while the entry's values meet this (a form field's choices: only for
   * a choice type): the hub shows it only then, and otherwise it is written as its empty value
   */
  when?: (values: Readonly<Record<string, unknown>>) => boolean
  /** a remark under the input while the record's values meet `when` (a confirmation without an e-mail field to send it to) */
  note?: { when: (values: Readonly<Record<string, unknown>>) => boolean; message: Message }
  /** text: an empty text is stored as none (NULL) */
  orNull?: boolean
  /** one slug: the separator of the key made from its source (`_`: "wunsch_termin") */
  separator?: '-' | '_'
  /** translated: the input's label in one language, where "Label (Deutsch)" would not say enough */
  labelIn?: (inputs: { language: string }, options?: { locale?: Locale }) => string
  /** count: what the form says of it beside a list's entry, once it is more than none */
  says?: Counted
  /** list, rows: the entries carry their ids; rows keep them — changed in place, added, removed (see `RowsServer.keyed`) */
  keyed?: boolean
  /** list: a left-out field of an entry takes its empty value (an API's shorter entries) */
  partial?: boolean
  /** list: no two entries with the same value of this field (trimmed), the complaint at the later ones */
  distinct?: { field: string; message: Message }
  /** list: rules across an entry's fields, once they pass on their own; the complaint goes to the entry's `path` */
  entryChecks?: readonly { path: string; test: (entry: Readonly<Record<string, unknown>>) => boolean; message: Message }[]
  /** list: an entry's heading names it by the first of these fields that has a value (`none` while none has) */
  named?: { by: readonly string[]; message: (inputs: { number: number; label: string }, options?: { locale?: Locale }) => string; none: Message }
  /** list: what the form says while there are no entries; and whether a new record's form starts with one empty entry */
  none?: Message
  first?: boolean
  /** list: its entries keep no order of their own (a seat group's prices): they cannot be moved */
  unordered?: true
  /** list: the complaint about too many entries */
  tooMany?: (inputs: { max: number }, options?: { locale?: Locale }) => string
}

/** A label that names a sub-record (and the language of its input). */
export type Named = (inputs: { name: string; language: string }, options?: { locale?: Locale }) => string
export type Counted = (inputs: { count: number }, options?: { locale?: Locale }) => string
/** A rule of a single value with its complaint (a form field's key: letters, digits, - and _). */
type ValueCheck = { test: (value: string) => boolean; message: Message }

/**
 * Sub-records of their own table (a venue's rooms): listed with the record, each changed, removed and added through
 * its own endpoints (`/{id}/{path}/`, `/{id}/{path}/{sub}/`), which raise the record's version and answer it whole.
 */
export interface ChildDescription<One extends string = string, Path extends string = string> {
  /** the endpoints' names: `backOffice{one}Create`, `…Update`, `…Delete` */
  one: One
  path: Path
  fields: Readonly<Record<string, AnyField>>
  /** the translated field that names a sub-record */
  title: string
  labels: {
    empty: Message
    add: Message
    added: Message
    saved: Message
    removed: Message
    removeConfirm: Message
    /** the inputs of a new sub-record's title, per language */
    newTitle: (inputs: { language: string }, options?: { locale?: Locale }) => string
    /** each writable field's input in a sub-record's row, naming the sub-record */
    fieldIn: Readonly<Record<string, Named>>
    /** what a sub-record's count field says (how many events take place in a room) */
    count?: Counted
  }
}

/** A field of any value (its methods take their values bivariantly, so every field fits). */
export type AnyField = Field<unknown>

const Text = v.pipe(v.string(), v.maxLength(100_000))
const BothWire = v.object({ de: Text, en: Text })
const BothPatch = v.object({ de: v.optional(Text), en: v.optional(Text) })
const RichTextWire = v.object({ root: v.looseObject({ type: v.string(), version: v.number() }) })
const BothRichTextWire = v.object({ de: v.nullable(RichTextWire), en: v.nullable(RichTextWire) })
const BothRichTextPatch = v.object({ de: v.optional(v.nullable(RichTextWire)), en: v.optional(v.nullable(RichTextWire)) })

const bothOf = (stored: unknown): Both => {
  const parsed = v.safeParse(v.object({ de: v.optional(v.string(), ''), en: v.optional(v.string(), '') }), stored)
  return parsed.success ? parsed.output : { de: '', en: '' }
}
/** A translated value with the languages an update names replaced (a language left out stays). */
const mergeBoth = <T>(stored: { de: T; en: T }, patch: { de?: T; en?: T } | undefined): { de: T; en: T } => ({
  de: patch?.de !== undefined ? patch.de : stored.de,
  en: patch?.en !== undefined ? patch.en : stored.en,
})
const parsed = <S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined => {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : undefined
}
const replace = <W>(stored: W, patch: unknown, wire: v.GenericSchema<W>): W => {
  const parsed = v.safeParse(wire, patch)
  return parsed.success ? parsed.output : stored
}
const json = (value: unknown) => JSON.stringify(value)

/** A moment as the database drivers hand it over (a Date, or PostgreSQL's text "2026-07-04 17:30:00.123+00") as an ISO instant; null when it is neither. */
export function instantOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  if (typeof value !== 'string') return null
  const text = value.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T').replace(/([+-]\d{2})$/, '$1:00')
  const epoch = Date.parse(text)
  return Number.isNaN(epoch) ? null : new Date(epoch).toISOString()
}

interface Options {
  required?: boolean
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const WEB = /^https?:\/\/[^\s]+$/

/** A text in one language (a name, an address line). */
function text(label: Message, options: Options & { max?: number; multiline?: boolean; format?: 'email' | 'web' | 'phone'; invalid?: Message; hint?: Message; orNull?: boolean } = {}): Field<string, 'text'> {
  const { required = false, max = 200, format } = options
  const wire = v.pipe(v.string(), v.maxLength(100_000))
  return {
    kind: 'text', label, required, multiline: options.multiline, format, hint: options.hint, orNull: options.orNull, wire, patch: wire, column: 'text',
    rules: (lang) => {
      const one = fieldSchemas(lang).text(max, required)
      const locale = { locale: lang }
      // `invalid`: the type's own wording of an address that is none
      if (format === 'email') return v.pipe(one, v.check((value) => value === '' || EMAIL.test(value), (options.invalid ?? m.backoffice_email_invalid)({}, locale)))
      if (format === 'web') return v.pipe(one, v.check((value) => value === '' || WEB.test(value), m.backoffice_website_invalid({}, locale)))
      return one
    },
    empty: () => '',
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'string' ? stored : ''),
    write: (value) => (options.orNull && value === '' ? null : value),
  }
}

/** A text in both languages (stored as `{ de, en }`); `format: 'link'`: a link in each language. */
function translated(label: Message, options: Options & { max?: number; multiline?: boolean; format?: 'link'; hint?: Message; labelIn?: Field<Both>['labelIn']; when?: Field<Both>['when'] } = {}): Field<Both, 'translated'> {
  const { required = false, max = 200 } = options
  return {
    kind: 'translated', label, required, multiline: options.multiline, format: options.format, hint: options.hint, labelIn: options.labelIn, when: options.when, wire: BothWire, patch: BothPatch, column: 'jsonb',
    rules: (lang) => {
      const { both, text, link } = fieldSchemas(lang)
      return both(options.format === 'link' ? link : text(max, required))
    },
    empty: () => ({ de: '', en: '' }),
    merge: (stored, patch) => mergeBoth(stored, parsed(BothPatch, patch)),
    read: bothOf,
    write: json,
  }
}

/** The address part per language, suggested from the field `from` (a translated title) while the record is new; unique per language. */
function slug(label: Message, from: string, options: { unique?: boolean } = {}): Field<Both, 'slug'> {
  return { ...translated(label, { required: true }), kind: 'slug', from: [from], unique: options.unique ?? true, rules: (lang) => fieldSchemas(lang).both(fieldSchemas(lang).slug) }
}

/**
 * One address part for both languages (a person's), suggested from the text fields `from` joined while the record is
 * new; unique. A key of a list's entry (a form field's, "wunsch_termin"): `separator: '_'`, suggested while the entry
 * is new from the German of a translated field, with its own length and rules (`checks`) instead of an address part's.
 */
function oneSlug(label: Message, from: readonly string[], options: { separator?: '-' | '_'; max?: number; checks?: readonly ValueCheck[] } = {}): Field<string, 'slug'> {
  const wire = v.pipe(v.string(), v.maxLength(1000))
  const { checks, max = 120 } = options
  return {
    kind: 'slug', label, required: true, from, separator: options.separator, wire, patch: wire, column: 'text',
    rules: (lang) => {
      if (!checks) return fieldSchemas(lang).slug
      const { locale, text } = fieldSchemas(lang)
      return checks.reduce<v.GenericSchema<string, string>>((schema, rule) => v.pipe(schema, v.check((value) => rule.test(value), rule.message({}, locale))), text(max, true))
    },
    empty: () => '',
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'string' ? stored : ''),
    write: (value) => value,
  }
}

/** A rich text (Lexical) in both languages. */
function richText(label: Message): Field<BothRichText, 'richText'> {
  return {
    kind: 'richText', label, required: false, wire: BothRichTextWire, patch: BothRichTextPatch, column: 'jsonb',
    rules: (lang) => {
      const { richText: one } = fieldSchemas(lang)
      return v.object({ de: v.pipe(one, v.transform((value): RichTextValue | null => (value ? { root: value.root } : null))), en: v.pipe(one, v.transform((value): RichTextValue | null => (value ? { root: value.root } : null))) })
    },
    empty: () => ({ de: null, en: null }),
    merge: (stored, patch) => mergeBoth(stored, parsed(BothRichTextPatch, patch)),
    read: (stored) => {
      const parsed = v.safeParse(BothRichTextWire, stored)
      return parsed.success ? parsed.output : { de: null, en: null }
    },
    write: json,
  }
}

/** An image of the media library (its path), or none. */
function image(label: Message, options: Options = {}): Field<string | null, 'image'> {
  const { required = false } = options
  const wire = v.nullable(v.pipe(v.string(), v.maxLength(1000)))
  return {
    kind: 'image', label, required, wire, patch: wire, column: 'text',
    rules: (lang) => {
      const { image: one, required: needed } = fieldSchemas(lang)
      return required ? v.pipe(one, v.check((value) => Boolean(value), needed)) : one
    },
    empty: () => null,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'string' && stored ? stored : null),
    write: (value) => value || null,
  }
}

/** A link: a path of the site or a secure web address. */
function link(label: Message, options: Options = {}): Field<string, 'link'> {
  const { required = false } = options
  const wire = v.pipe(v.string(), v.maxLength(1000))
  return {
    kind: 'link', label, required, wire, patch: wire, column: 'text',
    rules: (lang) => {
      const { link: one, required: needed } = fieldSchemas(lang)
      return required ? v.pipe(one, v.nonEmpty(needed)) : one
    },
    empty: () => '',
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'string' ? stored : ''),
    write: (value) => value,
  }
}

/** A record of another collection (by id), or none; the hub offers that collection's records. */
function reference(label: Message, collection: string, options: Options & { unknown?: Message; firstFree?: boolean } = {}): Field<number | null, 'reference'> {
  const { required = false } = options
  const wire = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))
  return {
    kind: 'reference', label, required, wire, patch: wire, column: 'integer', references: collection, unknown: options.unknown, ...(options.firstFree ? { firstFree: true } : {}),
    rules: (lang) => (required ? v.pipe(wire, v.check((value) => value !== null, m.hub_required({}, { locale: lang }))) : wire),
    empty: () => null,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'number' ? stored : null),
    write: (value) => value,
  }
}

/** An entry of one of the back office's vocabularies (a person's category, a production's season), or none; the hub offers the vocabulary's entries. */
function term(label: Message, vocabulary: VocabularyKind, options: { unknown?: Message } = {}): Field<number | null, 'term'> {
  const wire = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))
  return {
    kind: 'term', label, required: false, wire, patch: wire, column: 'integer', vocabulary, unknown: options.unknown,
    rules: () => wire,
    empty: () => null,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'number' ? stored : null),
    write: (value) => value,
  }
}

/**
 * Entries of a vocabulary (a production's tags), kept in a join table the server part names and written in the
 * record's save; answered in the order of their ids, each once. The hub offers the vocabulary's entries as checkboxes.
 */
function terms(label: Message, vocabulary: TermKind, options: { unknown?: Message; max?: number } = {}): Field<number[], 'terms'> {
  const { max = 50 } = options
  const wire = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(max))
  return {
    kind: 'terms', label, required: false, outside: true, wire, patch: wire, column: 'integer', vocabulary, unknown: options.unknown,
    rules: () => v.pipe(wire, v.transform((ids) => [...new Set(ids)].toSorted((a, b) => a - b))),
    empty: () => [],
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => replace([], stored, wire),
    write: () => null,
  }
}

/** A whole number between `min` and `max`; `invalid`: the type's own wording of one outside, `initial`: a new record's (else `min` if required). */
function number(label: Message, options: Options & { min?: number; max?: number; invalid?: (inputs: { min: number; max: number }, options?: { locale?: Locale }) => string; hint?: Message; initial?: number } = {}): Field<number | null, 'number'> {
  const { required = false, min = 0, max = 1_000_000 } = options
  const wire = v.nullable(v.number())
  return {
    kind: 'number', label, required, hint: options.hint, wire, patch: wire, column: 'integer',
    rules: (lang) => {
      const locale = { locale: lang }
      const range = (options.invalid ?? m.collection_number_range)({ min, max }, locale)
      const one = v.nullable(v.pipe(v.number(range), v.integer(range), v.minValue(min, range), v.maxValue(max, range)))
      return required ? v.pipe(one, v.check((value) => value !== null, m.hub_required({}, locale))) : one
    },
    empty: () => options.initial ?? (required ? min : null),
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'number' ? stored : null),
    write: (value) => value,
  }
}

/** A number with a fraction between `min` and `max` (a coordinate), or none; `invalid` is the complaint about one outside. */
function decimal(label: Message, options: { min: number; max: number; invalid: (inputs: { min: number; max: number }, options?: { locale?: Locale }) => string }): Field<number | null, 'decimal'> {
  const { min, max } = options
  const wire = v.nullable(v.number())
  return {
    kind: 'decimal', label, required: false, wire, patch: wire, column: 'float8',
    rules: (lang) => {
      const complaint = options.invalid({ min, max }, { locale: lang })
      return v.nullable(v.pipe(v.number(complaint), v.finite(complaint), v.minValue(min, complaint), v.maxValue(max, complaint)))
    },
    empty: () => null,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'number' ? stored : null),
    write: (value) => value,
  }
}

const AMOUNT = /^\d{1,7}\.\d{2}$/

/** An amount of money in euros as the contract writes it ("24.50"); the hub's input takes it in the editor's locale ("24,50"). */
function money(label: Message, options: Options = {}): Field<string | null, 'money'> {
  const { required = false } = options
  const wire = v.nullable(v.pipe(v.string(), v.maxLength(20)))
  return {
    kind: 'money', label, required, wire, patch: wire, column: 'numeric',
    rules: (lang) => {
      const locale = { locale: lang }
      const one = v.nullable(v.pipe(v.string(), v.regex(AMOUNT, m.collection_money_invalid({}, locale))))
      return required ? v.pipe(one, v.check((value) => value !== null, m.hub_required({}, locale))) : one
    },
    empty: () => null,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'string' ? Number(stored).toFixed(2) : typeof stored === 'number' ? stored.toFixed(2) : null),
    write: (value) => value,
  }
}

const Moment = v.nullable(v.pipe(v.string(), v.maxLength(40)))
/** A moment as an ISO instant (typed as Berlin wall-clock time, or an instant), or none. */
const momentRules = (lang: Locale) => v.nullable(v.pipe(v.string(), v.check((value) => parseEpoch(value) !== null, m.collection_datetime_invalid({}, { locale: lang })), v.transform((value) => new Date(parseEpoch(value) ?? 0).toISOString())))

/** A moment, entered and shown in Europe/Berlin, in the contract an ISO instant. */
function datetime(label: Message, options: Options = {}): Field<string | null, 'datetime'> {
  const { required = false } = options
  return {
    kind: 'datetime', label, required, wire: Moment, patch: Moment, column: 'timestamptz',
    rules: (lang) => (required ? v.pipe(momentRules(lang), v.check((value) => value !== null, m.hub_required({}, { locale: lang }))) : momentRules(lang)),
    empty: () => null,
    merge: (stored, patch) => replace(stored, patch, Moment),
    read: instantOf,
    write: (value) => value,
  }
}

export const PUBLISHING_STATES = ['draft', 'scheduled', 'published'] as const
export type PublishingState = (typeof PUBLISHING_STATES)[number]

/** Draft without a publication moment, scheduled before it, published from then on. */
export function publishingState(at: string | null, now = Date.now()): PublishingState {
  if (at === null) return 'draft'
  return Date.parse(at) > now ? 'scheduled' : 'published'
}

/**
 * The publishing state of a record (a magazine article): `published_at`, the moment it appears (none: a draft; a
 * later one schedules it), and `status`, worked out from it when it is read (answered, never written). The hub shows
 * the state as a choice of draft or published with the moment beside it (published without one: from the save on);
 * the list filters by the state and publishes or takes back to draft many records at once.
 */
function publishing(labels: { at: Message; status: Message; draft: Message; scheduled: Message; published: Message; hint?: Message; heading?: Message }) {
  const states = PUBLISHING_STATES.map((value) => ({ value, label: labels[value] }))
  const wire = v.picklist(PUBLISHING_STATES)
  const published_at: Field<string | null, 'published'> = {
    kind: 'published', label: labels.at, heading: labels.heading, hint: labels.hint, required: false, wire: Moment, patch: Moment, column: 'timestamptz',
    rules: momentRules,
    empty: () => null,
    merge: (stored, patch) => replace(stored, patch, Moment),
    read: instantOf,
    write: (value) => value,
  }
  const status: Field<PublishingState, 'status'> = {
    kind: 'status', label: labels.status, required: false, computed: true, from: ['published_at'], options: states, wire, patch: v.never(), column: 'timestamptz',
    rules: () => wire,
    empty: () => 'draft',
    merge: (stored) => stored,
    // read from the column of the moment
    read: (stored) => publishingState(instantOf(stored)),
    write: () => null,
  }
  return { published_at, status }
}

/** One of a few values, each with its label in both languages; `initial` is a new record's. */
function choice<const V extends string>(label: Message, options: readonly { value: V; label: Message }[], initial: NoInfer<V>, stored: { sqlType?: string } = {}): Field<V, 'choice'> {
  const values = options.map((option) => option.value)
  const wire = v.picklist(values)
  return {
    kind: 'choice', label, required: true, wire, patch: wire, column: 'text', sqlType: stored.sqlType, options,
    rules: (lang) => v.picklist(values, m.collection_choice_invalid({}, { locale: lang })),
    empty: () => initial,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => replace(initial, stored, wire),
    write: (value) => value,
  }
}

/**
 * One of a few values stored as numbers (a form field's type code), each with its label; the contract takes any
 * number, the rules name one that is none of them (`invalid`). The hub's screens see the values as text.
 */
function code(label: Message, options: readonly { value: number; label: Message }[], initial: number, settings: { invalid?: Message; sqlType?: string } = {}): Field<number, 'choice'> {
  const values = options.map((option) => option.value)
  const wire = v.number()
  return {
    kind: 'choice', label, required: true, wire, patch: wire, column: 'integer', sqlType: settings.sqlType, options: options.map((option) => ({ value: String(option.value), label: option.label })),
    rules: (lang) => v.pipe(v.number(), v.check((value) => values.includes(value), (settings.invalid ?? m.collection_choice_invalid)({}, { locale: lang }))),
    empty: () => initial,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'number' ? stored : initial),
    write: (value) => value,
  }
}

/** Several of a few values (a file field's accepted kinds), stored as a comma-separated text (none: NULL); each value is checked (`invalid`). */
function multiple(label: Message, options: readonly { value: string; label: Message }[], settings: { invalid?: Message; max?: number; when?: Field<string[]>['when'] } = {}): Field<string[], 'multiple'> {
  const values = options.map((option) => option.value)
  const wire = v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(settings.max ?? 10))
  return {
    kind: 'multiple', label, required: false, wire, patch: wire, column: 'text', options, when: settings.when,
    rules: (lang) => v.array(v.pipe(v.string(), v.check((value) => values.includes(value), (settings.invalid ?? m.collection_choice_invalid)({}, { locale: lang })))),
    empty: () => [],
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => (typeof stored === 'string' ? stored.split(',').map((value) => value.trim()).filter(Boolean) : Array.isArray(stored) ? replace([], stored, wire) : []),
    write: (value) => (value.length > 0 ? value.join(',') : null),
  }
}

/** Yes or no; `hint`: a help text under it, `note`: a remark while the record's values call for it. */
function checkbox(label: Message, initial = false, options: { heading?: Message; hint?: Message; note?: Field<boolean>['note'] } = {}): Field<boolean, 'checkbox'> {
  const wire = v.boolean()
  return {
    kind: 'checkbox', label, heading: options.heading, hint: options.hint, note: options.note, required: false, wire, patch: wire, column: 'boolean',
    rules: () => wire,
    empty: () => initial,
    merge: (stored, patch) => replace(stored, patch, wire),
    read: (stored) => stored === true,
    write: (value) => value,
  }
}

type ValuesOf<F extends Record<string, AnyField>> = { [K in keyof F]: F[K] extends Field<infer W> ? W : never }
/** A list's entry: its fields' values, and (keyed entries) the id of its row once it has one. */
type EntryOf<F extends Record<string, AnyField>, K extends boolean> = ValuesOf<F> & (K extends true ? { id?: number } : unknown)

type ListOptions = { max?: number; item?: Field<unknown>['item']; add?: Message } & Pick<Field<unknown>, 'keyed' | 'partial' | 'distinct' | 'entryChecks' | 'named' | 'none' | 'first' | 'tooMany' | 'unordered' | 'hint'>
type Entry = Record<string, unknown>
const Entries = v.array(v.record(v.string(), v.unknown()))
/** A path of an issue inside a list's entry (`2.choices.en`), as valibot's issues carry it. */
const issuePath = (items: Entry[], index: number, path = ''): [v.IssuePathItem, ...v.IssuePathItem[]] => {
  const head: v.IssuePathItem = { type: 'array', origin: 'value', input: items, key: index, value: items[index] }
  let input: unknown = items[index]
  const rest = (path ? path.split('.') : []).map((key): v.IssuePathItem => {
    const parent = v.parse(v.fallback(v.record(v.string(), v.unknown()), {}), input)
    input = parent[key]
    return { type: 'object', origin: 'value', input: parent, key, value: input }
  })
  return [head, ...rest]
}

/**
 * An ordered list of sub-records, each of the given fields (stored as JSON in the record's row); `item` names one.
 * Fields computed by the server (an entry's count) are answered, never written; a field with `when` applies only while
 * the entry meets it (else it is written empty); `entryChecks` and `distinct` are rules across an entry's or the
 * entries' fields; `keyed` entries carry their ids.
 */
function list<F extends Record<string, AnyField>, const K extends boolean = false>(label: Message, fields: F, options: ListOptions & { keyed?: K } = {}): Field<EntryOf<F, K>[], 'list'> {
  const { max = 100 } = options
  const own = Object.entries(fields).filter(([, field]) => field.computed !== true)
  const entries = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.computed || options.partial ? v.optional(field.wire) : field.wire]))
  const id: v.ObjectEntries = options.keyed ? { id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) } : {}
  const wire = v.pipe(v.array(v.looseObject({ ...entries, ...id })), v.maxLength(options.tooMany ? Math.max(max, 200) : max))
  const isValues = (value: unknown): value is EntryOf<F, K>[] => v.is(wire, value)
  // a left-out field takes its empty value; one that does not apply to the entry is written empty
  const complete = (entry: Entry): Entry => {
    const full: Entry = { ...entry }
    for (const [name, field] of own) if (!(name in full)) full[name] = field.empty()
    for (const [name, field] of own) if (field.when && !field.when(full)) full[name] = field.empty()
    return full
  }
  return {
    kind: 'list', label, required: false, wire: v.custom<EntryOf<F, K>[]>(isValues), patch: wire, column: 'jsonb', fields, item: options.item, add: options.add,
    keyed: options.keyed, partial: options.partial, distinct: options.distinct, entryChecks: options.entryChecks, named: options.named, none: options.none, first: options.first, tooMany: options.tooMany,
    ...(options.unordered ? { unordered: true } : {}), ...(options.hint ? { hint: options.hint } : {}),
    rules: (lang) => {
      const locale = { locale: lang }
      const id: v.ObjectEntries = options.keyed ? { id: v.optional(v.number()) } : {}
      const entry = v.pipe(v.object({ ...Object.fromEntries(own.map(([name, field]) => [name, field.rules(lang)])), ...id }), v.record(v.string(), v.unknown()))
      return v.pipe(
        v.custom<EntryOf<F, K>[]>(isValues),
        v.check((items) => items.length <= max, options.tooMany ? options.tooMany({ max }, locale) : m.collection_list_too_long({ max }, locale)),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const items = v.parse(Entries, dataset.value).map(complete)
          let failed = false
          const output = items.map((item, index) => {
            const checked = v.safeParse(entry, item)
            if (!checked.success) {
              failed = true
              for (const issue of checked.issues) addIssue({ message: issue.message, path: [...issuePath(items, index), ...(issue.path ?? [])] })
              return item
            }
            // the rules across the entry's fields, once they pass on their own
            for (const rule of options.entryChecks ?? []) {
              if (rule.test(checked.output)) continue
              failed = true
              addIssue({ message: rule.message({}, locale), path: issuePath(items, index, rule.path) })
            }
            return checked.output
          })
          // two entries with one value: the later ones are named
          if (options.distinct) {
            const { field: name, message } = options.distinct
            const seen = new Set<string>()
            items.forEach((item, index) => {
              const value = typeof item[name] === 'string' ? item[name].trim() : ''
              if (seen.has(value)) {
                failed = true
                addIssue({ message: message({}, locale), path: issuePath(items, index, name) })
              }
              seen.add(value)
            })
          }
          if (failed) return NEVER
          if (isValues(output)) return output
          addIssue({ message: m.hub_check_fields({}, locale) })
          return NEVER
        }),
      )
    },
    empty: () => [],
    merge: (stored, patch) => {
      const completed = isValues(patch) && options.partial ? patch.map((item) => complete({ ...item })) : patch
      return isValues(completed) ? completed : stored
    },
    read: (stored) => (isValues(stored) ? stored : []),
    write: json,
  }
}

/**
 * An ordered list of sub-records kept in a table of their own (a production's credits) and written in the record's
 * save, replaced whole: the server part names the table (`rows`). The list's shape, rules and input.
 */
function rows<F extends Record<string, AnyField>, const K extends boolean = false>(label: Message, fields: F, options: ListOptions & { keyed?: K } = {}): Field<EntryOf<F, K>[], 'list'> {
  return { ...list(label, fields, options), outside: true }
}

const pad = (value: number) => String(value).padStart(2, '0')
// node-postgres hands a date over as local midnight, PGlite and postgres.js as text
const dayOf = (stored: unknown): string | null => (stored instanceof Date ? `${stored.getFullYear()}-${pad(stored.getMonth() + 1)}-${pad(stored.getDate())}` : typeof stored === 'string' && stored ? stored.slice(0, 10) : null)

/** A day of the calendar (YYYY-MM-DD), required: e.g. the day a teaser sits in the programme; `{ required: false }`: or none (a production's first day). */
function day(label: Message): Field<string, 'day'>
function day(label: Message, options: { required: false }): Field<string | null, 'day'>
function day(label: Message, options?: { required: false }): Field<string, 'day'> | Field<string | null, 'day'> {
  const wire = v.pipe(v.string(), v.maxLength(20))
  const base = { kind: 'day', label, column: 'date', write: (value: string | null) => value || null } as const
  if (options) {
    const none = v.nullable(wire)
    return {
      ...base, required: false, wire: none, patch: none,
      rules: (lang) => v.nullable(v.pipe(v.string(), v.trim(), v.check((value) => v.is(CalendarDay, value), m.backoffice_day_invalid({}, { locale: lang })))),
      empty: () => null,
      merge: (stored: string | null, patch: unknown) => replace(stored, patch, none),
      read: dayOf,
    }
  }
  return {
    ...base, required: true, wire, patch: wire,
    rules: (lang) => {
      const { required, locale } = fieldSchemas(lang)
      // an empty day is said to be missing, not to be an invalid date as well
      return v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.check((value) => value === '' || v.is(CalendarDay, value), m.backoffice_day_invalid({}, locale)))
    },
    empty: () => '',
    merge: (stored: string, patch: unknown) => replace(stored, patch, wire),
    read: (stored) => dayOf(stored) ?? '',
  }
}

/** How many records of another table name this one (a series' events): the server part says which; read only. `says`: its remark beside a list's entry. */
function count(label: Message, options: { says?: Counted } = {}): Field<number, 'count'> {
  const wire = v.pipe(v.number(), v.integer(), v.minValue(0))
  return {
    kind: 'count', label, says: options.says, required: false, computed: true, wire, patch: v.never(), column: 'integer',
    rules: () => wire,
    empty: () => 0,
    merge: (stored) => stored,
    read: (stored) => (typeof stored === 'number' ? stored : 0),
    write: () => null,
  }
}

/** The newest moment of the rows of another table that name the record (a form's last entry), or none: the server part says which; read only. */
function latest(label: Message): Field<string | null, 'latest'> {
  return {
    kind: 'latest', label, required: false, computed: true, wire: Moment, patch: v.never(), column: 'timestamptz',
    rules: () => Moment,
    empty: () => null,
    merge: (stored) => stored,
    read: instantOf,
    write: () => null,
  }
}

type ChildValues<F extends Record<string, AnyField>> = ValuesOf<F> & { id: number }

/** The sub-records of another table (a venue's rooms), answered with the record in their order; read only here. */
function children<const One extends string, const Path extends string, F extends Record<string, AnyField>>(label: Message, child: ChildDescription<One, Path> & { fields: F }): Field<ChildValues<F>[], 'children'> & { child: ChildDescription<One, Path> } {
  const entries = Object.fromEntries(Object.entries(child.fields).map(([name, field]) => [name, field.wire]))
  const wire = v.array(v.looseObject({ ...entries, id: v.number() }))
  const isValues = (value: unknown): value is ChildValues<F>[] => v.is(wire, value)
  return {
    kind: 'children', label, required: false, computed: true, child, wire: v.custom<ChildValues<F>[]>(isValues), patch: v.never(), column: 'jsonb',
    rules: () => v.custom<ChildValues<F>[]>(isValues),
    empty: () => [],
    merge: (stored) => stored,
    read: (stored) => (isValues(stored) ? stored : []),
    write: () => null,
  }
}

/** The field kinds of a collection description. */
export const field = { text, translated, slug, oneSlug, term, terms, richText, image, link, reference, number, decimal, money, datetime, publishing, choice, checkbox, list, rows, count, day, children, code, multiple, latest }

/** Whether the field holds a value per language (its inputs stand in the languages' columns). */
export const perLanguage = (field: AnyField) => field.column === 'jsonb' && (field.kind === 'translated' || field.kind === 'slug' || field.kind === 'richText')

/** Whether an editor writes the field (a computed one is only answered). */
export const writable = (field: AnyField) => field.computed !== true
