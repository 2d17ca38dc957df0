import { useState } from 'react'
import type { InputHTMLAttributes } from 'react'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import * as styles from './controls.css'

/**
 * A file input in the editor's language: the native control says "Choose File" in the browser's language, so it
 * stays (focusable, labelled by the caller's label) behind a button-like face and the chosen file's name.
 */
export function FileInput({ lang, id, onFiles, ...rest }: { lang: Locale; id: string; onFiles?: (files: FileList | null) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'>) {
  const [names, setNames] = useState<string[]>([])
  const locale = { locale: lang }
  return (
    <span className={styles.fileField}>
      <span className={styles.fileButton}>
        <input
          {...rest}
          id={id}
          type="file"
          className={styles.fileNative}
          onChange={(event) => {
            const files = event.currentTarget.files
            setNames(files ? Array.from(files, (file) => file.name) : [])
            onFiles?.(files)
            rest.onChange?.(event)
          }}
        />
        <span aria-hidden="true">{m.ui_file_choose({}, locale)}</span>
      </span>
      <span className={styles.fileName}>{names.length > 0 ? names.join(', ') : m.ui_file_none({}, locale)}</span>
    </span>
  )
}
