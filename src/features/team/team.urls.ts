import type { Locale } from '~/contract/shared'

/** /{lang}/team/{slug}/{id}; a person's slug is the same in both languages. */
export function personUrl(lang: Locale, person: { id: number; slug: string }): string {
  return `/${lang}/team/${encodeURIComponent(person.slug)}/${person.id}`
}

export function teamUrl(lang: Locale): string {
  return `/${lang}/team`
}
