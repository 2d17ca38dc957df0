import { useId, useState } from 'react'
import { m } from '~/paraglide/messages'
import { MediaLibrary } from '~/features/media/MediaLibrary'
import { Dialog } from './Dialog'
import type { FieldProps, MediaFieldKind, MediaValue } from './types'
import * as styles from './fields.css'

/**
 * A self-hosted file from the media library (VideoSH `file`, AudioSH `file`, HeroMedia `video`; `kind` filters the
 * library), or a path or web address typed in.
 */
export function MediaField({ id, label, lang, invalid, describedBy, value, onChange, kind = 'video', required }: FieldProps<MediaValue> & { kind?: MediaFieldKind; required?: boolean }) {
  const [open, setOpen] = useState(false)
  const locale = { locale: lang }
  const statusId = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="url"
        required={required}
        value={value ?? ''}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value.trim() === '' ? null : event.target.value)}
      />
      <span id={statusId} className={styles.muted}>
        {value ? '' : m.editor_fields_media_none({}, locale)}
      </span>
      <span className={styles.row}>
        <button type="button" className={styles.button} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {m.editor_fields_media_choose({}, locale)}
        </button>
        {value ? (
          <button type="button" className={styles.button} onClick={() => onChange(null)}>
            {m.editor_fields_media_remove({}, locale)}
          </button>
        ) : null}
      </span>
      <Dialog title={`${label}: ${m.editor_fields_media_choose({}, locale)}`} lang={lang} open={open} onClose={() => setOpen(false)}>
        <MediaLibrary
          lang={lang}
          kind={kind}
          onPick={(item) => {
            onChange(item.url)
            setOpen(false)
          }}
        />
      </Dialog>
    </div>
  )
}
