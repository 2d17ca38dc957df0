import type { PersonDetail } from '~/contract/sections'
import type { Locale } from '~/contract/shared'
import type { SiteIdentity } from '~/contract/identity'
import { absoluteUrl, organizer } from '~/features/productions/production-structured-data'
import { productionUrl } from '~/features/productions/productions.urls'

/** A team member as a schema.org Person: name, role, portrait, the house and the productions they work on. */
export function personJsonLd(person: PersonDetail, lang: Locale, pageUrl: string, origin: string, identity: SiteIdentity) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: `${person.first_name} ${person.last_name}`,
    givenName: person.first_name,
    familyName: person.last_name,
    url: absoluteUrl(pageUrl, origin),
    ...(person.role ? { jobTitle: person.role } : {}),
    ...(person.portrait ? { image: absoluteUrl(person.portrait.url, origin) } : {}),
    worksFor: organizer(identity, origin),
    ...(person.productions.length
      ? { subjectOf: person.productions.map((production) => ({ '@type': 'EventSeries', name: production.title, url: absoluteUrl(productionUrl(lang, production), origin) })) }
      : {}),
  }
}
