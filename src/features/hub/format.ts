import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'

/** What made a page version, in the editor's words (the versions dialog, the banner, page activities). */
export function versionKindText(kind: 'save' | 'publish' | 'restore', lang: Locale): string {
  const t = { locale: lang }
  return kind === 'publish' ? m.versions_kind_publish({}, t) : kind === 'restore' ? m.versions_kind_restore({}, t) : m.versions_kind_save({}, t)
}

/** Date and time in Berlin, as the venue's editors read them. */
export function formatInstant(iso: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso))
}

/** A calendar day (YYYY-MM-DD), as the venue's editors read it. */
export function formatDay(day: string, lang: Locale): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}
