import { describe, expect, it } from 'vitest'
import type { FormField } from '~/contract/forms-search'
import { FIELD, defaultValue, initialFormState, validateEntry } from './forms.shared'

let nextId = 1
function field(slug: string, field_type: FormField['field_type'], extra: Partial<FormField> = {}): FormField {
  return { id: nextId++, label: slug, slug, field_type, required: false, visible: true, choices: '', default: null, placeholder_text: '', help_text: '', ...extra }
}

const REQUIRED_DE = 'Dieses Feld ist erforderlich!'
const REQUIRED_EN = 'This field is required!'

/** One form with every field type of the django-forms-builder numbering, all required. */
const everyType: FormField[] = [
  field('name', FIELD.text, { required: true }),
  field('nachricht', FIELD.textarea, { required: true }),
  field('email', FIELD.email, { required: true }),
  field('datenschutz', FIELD.checkbox, { required: true }),
  field('werkstaetten', FIELD.checkboxMultiple, { required: true, choices: 'Kostüm, Kulisse, Maske' }),
  field('anliegen', FIELD.select, { required: true, choices: 'Karten, Presse' }),
  field('bereiche', FIELD.selectMultiple, { required: true, choices: 'Technik, Pädagogik' }),
  field('newsletter', FIELD.radio, { required: true, choices: 'Ja, Nein' }),
  field('lebenslauf', FIELD.file, { required: true }),
  field('termin', FIELD.date, { required: true }),
  field('gespraech', FIELD.dateTime, { required: true }),
  field('quelle', FIELD.hidden, { visible: false, default: 'website' }),
  field('anzahl', FIELD.number, { required: true }),
  field('portfolio', FIELD.url, { required: true }),
  field('geburtsdatum', FIELD.dateOfBirth, { required: true }),
  field('email2', 'emailconfirm'),
]
const form = { fields: everyType }

const valid = {
  name: 'Anna Beispiel',
  nachricht: 'Hallo',
  email: 'Anna@Example.org',
  email2: 'anna@example.org',
  datenschutz: true,
  werkstaetten: ['Kostüm', 'Maske'],
  anliegen: 'Presse',
  bereiche: ['Technik'],
  newsletter: 'Nein',
  lebenslauf: '0b8f2a7e-4d1c-4e8a-9c3b-5f6a7b8c9d0e',
  termin: '2026-12-05',
  gespraech: '2026-12-05T10:30',
  anzahl: '2',
  portfolio: 'https://example.org/arbeiten',
  geburtsdatum: '2004-05-06',
}

describe('form state defaults (spec platform.md §3)', () => {
  it('holds a single value per field, null for files, arrays for types 5 and 7, and no errors', () => {
    const state = initialFormState({ fields: [...everyType, field('mehr', FIELD.checkboxMultiple, { choices: 'a, b', default: 'a, b' }), field('an', FIELD.checkbox, { default: 'true' })] })
    expect(state.models).toEqual({
      name: '',
      nachricht: '',
      email: '',
      datenschutz: false,
      werkstaetten: [],
      anliegen: '',
      bereiche: [],
      newsletter: '',
      lebenslauf: null,
      termin: '',
      gespraech: '',
      quelle: 'website',
      anzahl: '',
      portfolio: '',
      geburtsdatum: '',
      email2: '',
      mehr: ['a', 'b'],
      an: true,
    })
    expect(Object.values(state.errors).every((error) => error === false)).toBe(true)
    expect(state.file).toBeNull()
  })

  it('keeps a default of a single-value field', () => {
    expect(defaultValue(field('anzahl', FIELD.number, { default: '1' }))).toBe('1')
    expect(defaultValue(field('f', FIELD.file, { default: 'x' }))).toBeNull()
  })
})

describe('validateEntry', () => {
  it('accepts a complete entry and normalises it', () => {
    const { values, errors } = validateEntry(form, valid, 'de')
    expect(errors).toEqual({})
    expect(values).toMatchObject({ email: 'anna@example.org', datenschutz: true, werkstaetten: ['Kostüm', 'Maske'], quelle: 'website', anzahl: '2' })
  })

  it('shows the spec text at every required field of an empty entry, in both languages, and nothing at email2', () => {
    const de = validateEntry(form, {}, 'de').errors
    const required = everyType.filter((item) => item.required).map((item) => item.slug)
    expect(Object.keys(de).sort()).toEqual([...required].sort())
    expect(new Set(Object.values(de))).toEqual(new Set([REQUIRED_DE]))
    expect(new Set(Object.values(validateEntry(form, {}, 'en').errors))).toEqual(new Set([REQUIRED_EN]))
  })

  it('refuses a wrong e-mail address with the spec text and a confirmation that does not match', () => {
    expect(validateEntry(form, { ...valid, email: 'anna@', email2: 'anna@' }, 'de').errors.email).toBe('Ungültige E-Mail-Adresse!')
    expect(validateEntry(form, { ...valid, email: 'anna-at-example', email2: 'anna-at-example' }, 'en').errors.email).toBe('Invalid e-mail address!')
    expect(validateEntry(form, { ...valid, email2: 'anna@example.com' }, 'en').errors.email2).toBe('The e-mail addresses do not match.')
    expect(validateEntry(form, { ...valid, email2: '' }, 'de').errors.email2).toBe('Die E-Mail-Adressen stimmen nicht überein.')
  })

  it('checks each field type by its rules', () => {
    const error = (slug: string, value: unknown) => validateEntry(form, { ...valid, [slug]: value }, 'en').errors[slug]
    expect(error('name', 'x'.repeat(1001))).toMatch(/at most 1000/)
    expect(error('nachricht', 'x'.repeat(10_001))).toMatch(/at most 10000/)
    expect(error('datenschutz', false)).toBe(REQUIRED_EN)
    expect(error('datenschutz', 'on')).toBeUndefined()
    expect(error('werkstaetten', ['Kostüm', 'Schwertkampf'])).toBe('Please choose one of the options offered.')
    expect(error('werkstaetten', 'Maske')).toBeUndefined()
    expect(error('anliegen', 'Beschwerde')).toBe('Please choose one of the options offered.')
    expect(error('bereiche', ['Technik', 'Gastro'])).toBe('Please choose one of the options offered.')
    expect(error('newsletter', 'Vielleicht')).toBe('Please choose one of the options offered.')
    expect(error('lebenslauf', '../../etc/passwd')).toBe('Please check this entry.')
    expect(error('termin', '2026-02-30')).toBe('Please enter a valid date.')
    expect(error('termin', '05-12-2026')).toBe('Please enter a valid date.')
    expect(error('gespraech', '2026-12-05T25:00')).toBe('Please enter a valid date.')
    expect(error('gespraech', '2026-12-05')).toBe('Please enter a valid date.')
    expect(error('anzahl', 'zwei')).toBe('Please enter a number.')
    expect(error('anzahl', '2,5')).toBeUndefined()
    expect(error('portfolio', 'javascript:alert(1)')).toBe('Please enter a full address starting with https://.')
    expect(error('portfolio', 'example.org')).toBe('Please enter a full address starting with https://.')
    expect(error('geburtsdatum', '2099-01-01')).toBe('The date cannot be in the future.')
    expect(error('geburtsdatum', 'gestern')).toBe('Please enter a valid date.')
  })

  it('keeps what the visitor typed beside the errors', () => {
    const { values } = validateEntry(form, { ...valid, anzahl: 'zwei', name: '  Anna  ' }, 'de')
    expect(values.anzahl).toBe('zwei')
    expect(values.name).toBe('Anna')
  })

  it('drops unknown keys and lets optional fields stay empty', () => {
    const optional = { fields: [field('telefon', FIELD.text), field('foto', FIELD.file), field('wahl', FIELD.selectMultiple, { choices: 'a, b' })] }
    const { values, errors } = validateEntry(optional, { fremd: 'x', telefon: '' }, 'de')
    expect(errors).toEqual({})
    expect(values).toEqual({ telefon: '', foto: null, wahl: [] })
  })
})
