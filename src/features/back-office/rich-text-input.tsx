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
