import { useId, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { Dialog } from './Dialog'
import { EventPicker, eventName, formatEventDate } from './pickers/EventPicker'
import type { EventPickerValue, FieldProps } from './types'
import * as styles from './fields.css'
import { moveItem } from '~/lib/move-item'

function eventId(item: EventPickerValue[number]): number | null {
  const id = item.event
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null
}

/** The events of an event list, chosen with the event picker and put in order (EventItem `{ event }` each). */
export function EventPickerField({ id, label, lang, invalid, describedBy, value, onChange }: FieldProps<EventPickerValue>) {
  const locale = { locale: lang }
  const [open, setOpen] = useState(false)
  const labelId = useId()
  const listId = useId()
  const ids = useMemo(() => value.map(eventId).filter((event) => event !== null), [value])
  const known = useQuery({
    queryKey: ['event-picker', lang, 'ids', ids.join(',')],
    queryFn: () => api.call('eventPicker', { params: { lang }, query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
  })
  const byId = new Map((known.data?.results ?? []).map((event) => [event.id, event]))
  const titleOf = (event: number) => byId.get(event)?.title ?? value.find((item) => item.event === event)?.title ?? `#${event}`

  const move = (index: number, by: -1 | 1) => onChange(moveItem(value, index, by))

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {value.length === 0 ? (
        <p id={listId} className={styles.muted}>
          {m.editor_fields_events_none({}, locale)}
        </p>
      ) : (
        <ol id={listId} className={styles.list} aria-label={m.editor_fields_events_selected({}, locale)}>
          {value.map((item, index) => {
            const event = eventId(item)
            if (event === null) return null
            const title = titleOf(event)
            const found = byId.get(event)
            const name = eventName(title, found?.date_start, lang)
            return (
              <li key={event} className={styles.listItem}>
                <span>
                  <strong>{title}</strong>
                  {found ? <span className={styles.muted}> · {formatEventDate(found.date_start, lang)}</span> : null}
                </span>
                <span className={styles.row}>
                  <button type="button" className={styles.button} disabled={index === 0} onClick={() => move(index, -1)}>
                    <span aria-hidden="true">↑</span><span className={styles.visuallyHidden}>{m.editor_fields_move_up({ title: name }, locale)}</span>
                  </button>
                  <button type="button" className={styles.button} disabled={index === value.length - 1} onClick={() => move(index, 1)}>
                    <span aria-hidden="true">↓</span><span className={styles.visuallyHidden}>{m.editor_fields_move_down({ title: name }, locale)}</span>
                  </button>
                  <button type="button" className={styles.button} onClick={() => onChange(value.filter((_, position) => position !== index))}>
                    <span aria-hidden="true">✕</span><span className={styles.visuallyHidden}>{m.editor_fields_remove_item({ title: name }, locale)}</span>
                  </button>
                </span>
              </li>
            )
          })}
        </ol>
      )}
      <span className={styles.row}>
        <button id={id} type="button" className={styles.button} aria-haspopup="dialog" aria-invalid={invalid ? true : undefined} aria-describedby={[listId, describedBy].filter(Boolean).join(' ')} onClick={() => setOpen(true)}>
          {m.editor_fields_events_add({}, locale)}
        </button>
      </span>
      <Dialog title={m.editor_fields_eventpicker_title({}, locale)} lang={lang} open={open} onClose={() => setOpen(false)}>
        <EventPicker
          lang={lang}
          selected={ids}
          onToggle={(event) => {
            onChange(ids.includes(event.id) ? value.filter((item) => item.event !== event.id) : [...value, { event: event.id, title: event.title }])
          }}
        />
        <p className={styles.row}>
          <button type="button" className={styles.primary} onClick={() => setOpen(false)}>
            {m.editor_fields_eventpicker_done({}, locale)}
          </button>
        </p>
      </Dialog>
    </div>
  )
}
