import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'

export const venueQueries = {
  all: ['venues'] as const,
  list: (lang: Locale) => queryOptions({ queryKey: [...venueQueries.all, 'list', lang], queryFn: () => api.call('venues', { params: { lang } }), staleTime: 5 * 60_000 }),
  detail: (lang: Locale, id: number) =>
    queryOptions({ queryKey: [...venueQueries.all, 'detail', lang, id], queryFn: () => api.call('venue', { params: { lang, id: String(id) } }), staleTime: 60_000, retry: false }),
}
