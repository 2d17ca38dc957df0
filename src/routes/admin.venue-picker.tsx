import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { VenuePick } from '~/contract/media'
import { VenuePicker } from '~/features/editor-fields/pickers/VenuePicker'
import { isPopup, postPick } from '~/features/editor-fields/admin-popup'

/** `/admin/venue-picker`: the venues; a pick gives the venue module's `venue` and `venue_obj`. */
export const Route = createFileRoute('/admin/venue-picker')({
  head: () => ({ meta: [{ title: m.editor_fields_venuepicker_title() }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: VenuePickerPage,
})

function VenuePickerPage() {
  const search = Route.useSearch()
  const lang = search.lang ?? 'de'
  const [picked, setPicked] = useState<VenuePick | null>(null)
  return (
    <>
      <h1>{m.editor_fields_venuepicker_title({}, { locale: lang })}</h1>
      <VenuePicker
        lang={lang}
        selectedId={picked?.id ?? null}
        onPick={(venue) => {
          if (isPopup(search.popup) && postPick('venue', { venue: venue.id, venue_obj: venue })) return
          setPicked(venue)
        }}
      />
      <p aria-live="polite">{picked ? m.editor_fields_chosen({ title: picked.name }, { locale: lang }) : null}</p>
    </>
  )
}
