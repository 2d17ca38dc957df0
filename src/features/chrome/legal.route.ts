import type { QueryClient } from '@tanstack/react-query'
import { appConfig } from '../../../app.config'
import type { Locale } from '~/contract/shared'
import { legalQueries } from './legal.queries'
import type { LegalKind } from './legal.queries'

/** Loader of a legal route: the text, and no CMS body class (spec platform.md §2). */
export async function loadLegalText(queryClient: QueryClient, kind: LegalKind, lang: Locale) {
  const text = await queryClient.ensureQueryData(legalQueries.text(kind, lang))
  return { title: text.title, bodyClass: '' }
}

export function legalHead(title: string | undefined, fallback: string) {
  return { meta: [{ title: `${title ?? fallback} | ${appConfig.site.name}` }, { name: 'description', content: `${title ?? fallback} – ${appConfig.site.name}` }] }
}
