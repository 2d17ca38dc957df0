import { m } from '~/paraglide/messages'
import type { MediaUse, MediaUseKind } from '~/contract/media'

type Lang = 'de' | 'en'

/** The record type of a place that uses an image, in the editor's language. */
export function mediaUseKindLabel(kind: MediaUseKind, lang: Lang): string {
  const locale = { locale: lang }
  switch (kind) {
    case 'page':
      return m.media_use_kind_page({}, locale)
    case 'container':
      return m.media_use_kind_container({}, locale)
    case 'event':
      return m.media_use_kind_event({}, locale)
    case 'production':
      return m.media_use_kind_production({}, locale)
    case 'article':
      return m.media_use_kind_article({}, locale)
    case 'person':
      return m.media_use_kind_person({}, locale)
    case 'venue':
      return m.media_use_kind_venue({}, locale)
    case 'series':
      return m.media_use_kind_series({}, locale)
    case 'event-teaser':
      return m.media_use_kind_event_teaser({}, locale)
    case 'sponsor':
      return m.media_use_kind_sponsor({}, locale)
    case 'settings':
      return m.media_use_kind_settings({}, locale)
  }
}

/** A place named for the editor: "Produktion „Hamlet“", a page with its language ("Seite „Start“ (en)"). */
export function mediaUsePlace(use: MediaUse, lang: Lang): string {
  if (use.kind === 'settings') return use.title || mediaUseKindLabel(use.kind, lang)
  const title = use.title || `#${use.id}`
  const named = m.media_use_place({ kind: mediaUseKindLabel(use.kind, lang), title }, { locale: lang })
  return use.locale ? `${named} (${use.locale})` : named
}

/** Where the editor changes the place: its hub screen, a page's own address (edited in place); null where there is none. */
export function mediaUseLink(use: MediaUse): string | null {
  switch (use.kind) {
    case 'page':
      return use.locale && use.path !== null ? `/${use.locale}/${use.path}` : '/cms-hub/pages'
    case 'container':
      return null
    case 'event':
      return `/cms-hub/events/${use.id}`
    case 'production':
      return `/cms-hub/productions/${use.id}`
    case 'article':
      return `/cms-hub/articles/${use.id}`
    case 'person':
      return `/cms-hub/persons/${use.id}`
    case 'venue':
      return `/cms-hub/venues/${use.id}`
    case 'series':
      return `/cms-hub/series/${use.id}`
    case 'event-teaser':
      return `/cms-hub/teasers/${use.id}`
    case 'sponsor':
      return `/cms-hub/sponsors/${use.id}`
    case 'settings':
      return '/cms-hub/settings'
  }
}
