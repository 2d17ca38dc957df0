import { useId, useState } from 'react'
import { m } from '~/paraglide/messages'
import { Dialog } from './Dialog'
import { VenuePicker } from './pickers/VenuePicker'
import type { FieldProps, VenuePickerValue } from './types'
import * as styles from './fields.css'

/** A venue (VenueModule / VenueItem): `venue` and `venue_obj` as the venue picker gives them. */
export function VenuePickerField({ id, label, lang, invalid, describedBy, value, onChange }: FieldProps<VenuePickerValue>) {
  const locale = { locale: lang }
  const [open, setOpen] = useState(false)
  const labelId = useId()
  const statusId = useId()
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <p id={statusId}>
        {value ? m.editor_fields_chosen({ title: value.venue_obj?.name ?? `#${value.venue}` }, locale) : <span className={styles.muted}>{m.editor_fields_venue_none({}, locale)}</span>}
      </p>
      <span className={styles.row}>
        <button id={id} type="button" className={styles.button} aria-haspopup="dialog" aria-invalid={invalid ? true : undefined} aria-describedby={[statusId, describedBy].filter(Boolean).join(' ')} onClick={() => setOpen(true)}>
          {m.editor_fields_venue_choose({}, locale)}
        </button>
      </span>
      <Dialog title={m.editor_fields_venuepicker_title({}, locale)} lang={lang} open={open} onClose={() => setOpen(false)}>
        <VenuePicker
          lang={lang}
          selectedId={value?.venue ?? null}
          onPick={(venue) => {
            onChange({ venue: venue.id, venue_obj: venue })
            setOpen(false)
          }}
        />
      </Dialog>
    </div>
  )
}
