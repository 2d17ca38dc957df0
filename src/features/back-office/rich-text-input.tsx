import { useState } from 'react'
import type { Dispatch, SetStateAction } from 'react'
import * as v from 'valibot'
import { RichTextSchema } from '~/lib/rich-text/schema'
import type { RichTextState } from '~/lib/rich-text/schema'
import { RichTextField } from '~/features/editor-fields/RichTextField'
import { useHydrated } from '~/features/chrome/use-client'
import { FieldErrors } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'

/** A stored rich text as the rich text field reads it (null: none, or not a document the field knows). */
export function storedRichText(value: unknown): RichTextState | null {
  const parsed = v.safeParse(RichTextSchema, value)
  return parsed.success ? parsed.output : null
}

/**
 * A back-office rich text field in one language, with its field errors. The field reads its value when it mounts:
 * `mount` changes when a reloaded copy must replace what it shows. It needs the browser (Lexical), so it appears
 * once the page is interactive.
 */
export function RichTextInput({
  id,
  label,
  language,
  value,
  onChange,
  errors,
  mount,
}: {
  id: string
  label: string
  language: 'de' | 'en'
  value: RichTextState | null
  onChange: (value: RichTextState | null) => void
  errors: string[] | undefined
  mount: number
}) {
  const interactive = useHydrated()
  return (
    <div className={styles.field} lang={language}>
      {interactive ? (
        <RichTextField
          key={`${language}-${mount}`}
          id={id}
          label={label}
          lang={language}
          invalid={errors ? true : undefined}
          describedBy={errors ? `${id}-error` : undefined}
          value={value}
          onChange={onChange}
        />
      ) : null}
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  )
}

/**
 * The `fresh` of a form with rich text fields (for useRecordSave) and the `mount` of its RichTextInputs: after a
 * save the rich text fields keep what the editor typed (`keep` names them) and the other inputs take the stored
 * copy; a reloaded copy replaces everything and mounts the rich text fields anew.
 */
export function useRichTextFresh<R, D>(draftOf: (record: R) => D, keep: (before: D) => Partial<D>, setDraft: Dispatch<SetStateAction<D>>) {
  const [mount, setMount] = useState(0)
  const fresh = (current: R, why: 'saved' | 'reloaded') => {
    if (why === 'saved') {
      setDraft((before) => ({ ...draftOf(current), ...keep(before) }))
      return
    }
    setDraft(draftOf(current))
    setMount((count) => count + 1)
  }
  return { mount, fresh }
}
