import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/contract/shared'
import { siteIdentityOf, siteName } from '~/features/site/identity.shared'
import { siteOriginOf } from '~/lib/site-origin'
import { legalQueries } from './legal.queries'
import type { LegalKind } from './legal.queries'

/** Loader of a legal route: the text, and no CMS body class (spec platform.md §2). */
export async function loadLegalText(queryClient: QueryClient, kind: LegalKind, lang: Locale) {
  const text = await queryClient.ensureQueryData(legalQueries.text(kind, lang))
  return { title: text.title, bodyClass: '' }
}

/** `matches`: the route's matches, whose root loaded the venue's name with the settings. */
export function legalHead(title: string | undefined, fallback: string, matches: ReadonlyArray<{ loaderData?: unknown }>) {
  const name = siteName(siteIdentityOf(matches), siteOriginOf(matches))
  return { meta: [{ title: `${title ?? fallback} | ${name}` }, { name: 'description', content: `${title ?? fallback} – ${name}` }] }
}
