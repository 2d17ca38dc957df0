import { useId, useState } from 'react'
import { m } from '~/paraglide/messages'
import { MediaLibrary } from '~/features/media/MediaLibrary'
import { imageValueFromMedia } from '~/features/media/media-values'
import { Dialog } from './Dialog'
import { EMPTY_IMAGE, type FieldProps, type ImageValue } from './types'
import * as styles from './fields.css'

/** An image from the media library (upload included): gives `image`, `image_obj` and `image_thumbnails`. */
export function ImageField({ id, label, lang, invalid, describedBy, value, onChange }: FieldProps<ImageValue>) {
  const [open, setOpen] = useState(false)
  const labelId = useId()
  const statusId = useId()
  const locale = { locale: lang }
  const src = value.image_thumbnails?.small ?? value.image_obj?.url ?? value.image ?? null
  const hasImage = Boolean(src)
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div id={statusId}>
        {src ? (
          <figure style={{ margin: 0 }}>
            <img className={styles.preview} src={src} alt={value.image_obj?.alt ?? ''} />
            <figcaption className={styles.muted}>{value.image_obj?.alt || value.image}</figcaption>
          </figure>
        ) : (
          <p className={styles.muted}>{m.editor_fields_image_none({}, locale)}</p>
        )}
      </div>
      <span className={styles.row}>
        <button
          id={id}
          type="button"
          className={styles.button}
          aria-haspopup="dialog"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')}
          onClick={() => setOpen(true)}
        >
          {hasImage ? m.editor_fields_image_change({}, locale) : m.editor_fields_image_choose({}, locale)}
        </button>
        {hasImage ? (
          <button type="button" className={styles.button} onClick={() => onChange(EMPTY_IMAGE)}>
            {m.editor_fields_image_remove({}, locale)}
          </button>
        ) : null}
      </span>
      <Dialog title={`${label}: ${m.editor_fields_image_choose({}, locale)}`} lang={lang} open={open} onClose={() => setOpen(false)}>
        <MediaLibrary
          lang={lang}
          kind="image"
          onPick={(item) => {
            onChange(imageValueFromMedia(item, lang))
            setOpen(false)
          }}
        />
      </Dialog>
    </div>
  )
}
