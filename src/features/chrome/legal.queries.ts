import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'

/** The three legal texts and their contract endpoints (terms /agb, privacy /datenschutz, imprint /impressum). */
export const legalEndpoints = { terms: 'terms', privacy: 'privacyPolicy', imprint: 'imprint' } as const
export type LegalKind = keyof typeof legalEndpoints

export const legalQueries = {
  all: ['legal'] as const,
  text: (kind: LegalKind, lang: Locale) =>
    queryOptions({
      queryKey: [...legalQueries.all, kind, lang],
      queryFn: () => api.call(legalEndpoints[kind], { params: { lang } }),
      staleTime: 10 * 60_000,
    }),
}
