import { useId } from 'react'
import type { ReactNode } from 'react'
import type { WriteProblem } from '~/features/hub/api-errors'
import { FieldErrors } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import type { Locale } from '~/contract/shared'
import { m } from '~/paraglide/messages'
import { MediaField } from '~/features/editor-fields/MediaField'
import { useHydrated } from '~/features/chrome/use-client'
import { slugify } from '~/lib/slugify'

/**
 * How a back-office form ties its inputs to their labels and to the field errors of the last refused write: `field`
 * wraps one input with its label, hint and errors; `described` gives an input its id, `aria-invalid` and
 * `aria-describedby` (a hint's id first, then its errors). Field names are the contract's (`title.de`, `prices.0`).
 * Until the form has hydrated its inputs are read-only: the first render after hydration writes the form's state into
 * every input, and what an editor had typed before it would be lost without a word.
 */
export function useFieldWiring(problem: WriteProblem | null) {
  const base = useId()
  const interactive = useHydrated()
  const fieldId = (name: string) => `${base}-${name.replaceAll('.', '-')}`
  const errorsOf = (name: string) => problem?.fields[name]
  const described = (name: string, hint?: string) => {
    const errors = errorsOf(name)
    const ids = [hint, errors ? `${fieldId(name)}-error` : undefined].filter(Boolean).join(' ')
    return { id: fieldId(name), 'aria-invalid': errors ? true : undefined, 'aria-describedby': ids || undefined, readOnly: interactive ? undefined : true }
  }
  const field = (name: string, label: string, input: ReactNode, hint?: ReactNode) => (
    <span className={styles.field}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {input}
      {hint}
      <FieldErrors id={`${fieldId(name)}-error`} errors={errorsOf(name)} />
    </span>
  )
  return { fieldId, errorsOf, described, field }
}

/** A group of checkboxes, one per option, for a list of ids (`errorId`: where the group's field errors show). */
export function ChoiceGroup({
  legend,
  options,
  selected,
  onChange,
  errorId,
  errors,
}: {
  legend: string
  options: readonly { id: number; name: string }[]
  selected: readonly number[]
  onChange: (next: number[]) => void
  errorId: string
  errors: string[] | undefined
}) {
  if (options.length === 0) return null
  return (
    <fieldset className={styles.inline} aria-describedby={errors ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id}>
          <input
            type="checkbox"
            checked={selected.includes(option.id)}
            onChange={(change) => {
              const others = selected.filter((entry) => entry !== option.id)
              onChange(change.currentTarget.checked ? [...others, option.id] : others)
            }}
          />{' '}
          {option.name}
        </label>
      ))}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  )
}

/** An image from the media library (the picker the editor uses), with the field errors of `name`. */
export function ImageInput({
  name = 'image',
  label,
  lang,
  wiring,
  value,
  onChange,
  required,
}: {
  name?: string
  label: string
  lang: Locale
  wiring: ReturnType<typeof useFieldWiring>
  value: string | null
  onChange: (value: string | null) => void
  required?: boolean
}) {
  const wired = wiring.described(name)
  return (
    <>
      <MediaField id={wired.id} label={label} lang={lang} kind="image" required={required} invalid={wired['aria-invalid']} describedBy={wired['aria-describedby']} value={value} onChange={onChange} />
      <FieldErrors id={`${wiring.fieldId(name)}-error`} errors={wiring.errorsOf(name)} />
    </>
  )
}

type Both = { de: string; en: string }

/**
 * The inputs of a record's translated texts: `text(name, language, label, multiline)` gives the input (or textarea)
 * of one language with its label and errors (at `name.language`) and, for the slug, a preview of the address it
 * makes (`slugPath`). The names in `required` are marked required. `slugFrom` (a new record's) suggests the slug of
 * each language from its title as the editor types it, for as long as the slug is empty or still the suggestion: one
 * typed by hand stays.
 */
export function translatedTexts<K extends string, D extends Record<K, Both>>(
  wiring: ReturnType<typeof useFieldWiring>,
  draft: D,
  setDraft: (next: D) => void,
  options: { lang: Locale; required: readonly K[]; slugPath?: (language: Locale, slug: string) => string; rows?: number; slugFrom?: { title: K; slug: K } },
) {
  return (name: K, language: Locale, label: string, multiline = false) => {
    const path = `${name}.${language}`
    const props = { ...wiring.described(path), value: draft[name][language], lang: language, required: options.required.includes(name) }
    const update = (value: string) => {
      const next = { ...draft, [name]: { ...draft[name], [language]: value } }
      const follow = options.slugFrom
      if (follow && name === follow.title && suggestsSlug(draft[follow.title][language], draft[follow.slug][language])) {
        setDraft({ ...next, [follow.slug]: { ...draft[follow.slug], [language]: slugify(value) } })
        return
      }
      setDraft(next)
    }
    const hint =
      name === 'slug' && options.slugPath ? (
        <span className={styles.muted}>{m.backoffice_slug_preview({ path: options.slugPath(language, draft[name][language] || '…') }, { locale: options.lang })}</span>
      ) : undefined
    return wiring.field(
      path,
      label,
      multiline ? <textarea {...props} rows={options.rows ?? 4} onChange={(change) => update(change.currentTarget.value)} /> : <input {...props} onChange={(change) => update(change.currentTarget.value)} />,
      hint,
    )
  }
}

/** Whether a slug still follows its title: empty, or what the title suggests (an editor's own slug is kept). */
export const suggestsSlug = (title: string, slug: string): boolean => slug === '' || slug === slugify(title)
