import type { EventListItem } from '~/contract/programme'
import type { Locale } from '~/contract/shared'
import { localizePathname } from '~/lib/i18n/localized-paths'

export function eventUrl(lang: Locale, event: Pick<EventListItem, 'id' | 'slugs'>): string {
  return localizePathname(`/${lang}/events/${encodeURIComponent(event.slugs[lang])}/${event.id}`)
}

export function programmeUrl(lang: Locale): string {
  return localizePathname(`/${lang}/events`)
}
