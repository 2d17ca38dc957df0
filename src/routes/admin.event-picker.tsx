import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { EventPickerField } from '~/features/editor-fields/EventPickerField'
import type { EventPickerValue } from '~/features/editor-fields/types'
import { isPopup, postPick } from '~/features/editor-fields/admin-popup'
import * as styles from '~/features/editor-fields/fields.css'

/** `/admin/event-picker`: events by title and date, several in an order of the editor's choosing. */
export const Route = createFileRoute('/admin/event-picker')({
  head: () => ({ meta: [{ title: m.editor_fields_eventpicker_title() }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: EventPickerPage,
})

function EventPickerPage() {
  const search = Route.useSearch()
  const lang = search.lang ?? 'de'
  const [value, setValue] = useState<EventPickerValue>([])
  return (
    <>
      <h1>{m.editor_fields_eventpicker_title({}, { locale: lang })}</h1>
      <EventPickerField id="admin-events" label={m.editor_fields_events_selected({}, { locale: lang })} lang={lang} value={value} onChange={setValue} />
      {isPopup(search.popup) ? (
        <p className={styles.row}>
          <button type="button" className={styles.primary} onClick={() => postPick('events', value)}>
            {m.editor_fields_eventpicker_done({}, { locale: lang })}
          </button>
        </p>
      ) : null}
    </>
  )
}
