import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import type { LinkTarget } from '~/contract/media'
import { LinkFinder } from '~/features/editor-fields/pickers/LinkFinder'
import { isPopup, postPick } from '~/features/editor-fields/admin-popup'

/** `/admin/link-finder`: the site's pages and entities by title; a pick gives the internal path. */
export const Route = createFileRoute('/admin/link-finder')({
  head: () => ({ meta: [{ title: m.editor_fields_linkfinder_title() }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: LinkFinderPage,
})

function LinkFinderPage() {
  const search = Route.useSearch()
  const lang = search.lang ?? 'de'
  const [picked, setPicked] = useState<LinkTarget | null>(null)
  return (
    <>
      <h1>{m.editor_fields_linkfinder_title({}, { locale: lang })}</h1>
      <LinkFinder
        lang={lang}
        onPick={(target) => {
          if (isPopup(search.popup) && postPick('link', { link: target.path, link_url: target.path })) return
          setPicked(target)
        }}
      />
      <p aria-live="polite">
        {picked ? (
          <>
            {m.editor_fields_chosen({ title: picked.title }, { locale: lang })} <code>{picked.path}</code>
          </>
        ) : null}
      </p>
    </>
  )
}
