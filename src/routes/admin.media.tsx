import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { MEDIA_KINDS } from '~/contract/media'
import { MediaLibrary } from '~/features/media/MediaLibrary'
import { imageValueFromMedia } from '~/features/media/media-values'
import { isPopup, postPick } from '~/features/editor-fields/admin-popup'

/** `/admin/media`: the media library; with `?popup=1` (and `kind=image`) the image picker of the spec's admin popups. */
export const Route = createFileRoute('/admin/media')({
  validateSearch: v.object({ kind: v.optional(v.picklist(MEDIA_KINDS)) }),
  head: () => ({ meta: [{ title: m.media_title() }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: MediaPage,
})

function MediaPage() {
  const search = Route.useSearch()
  const lang = search.lang ?? 'de'
  const popup = isPopup(search.popup)
  return (
    <>
      <h1>{m.media_title({}, { locale: lang })}</h1>
      <MediaLibrary
        lang={lang}
        kind={search.kind}
        onPick={popup ? (item) => postPick('media', item.kind === 'image' ? imageValueFromMedia(item, lang) : item.url) : undefined}
      />
    </>
  )
}
