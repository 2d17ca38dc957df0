import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'

export const teamQueries = {
  all: ['team'] as const,
  persons: (lang: Locale) => queryOptions({ queryKey: [...teamQueries.all, 'persons', lang], queryFn: () => api.call('persons', { params: { lang } }), staleTime: 5 * 60_000 }),
  categories: (lang: Locale) =>
    queryOptions({ queryKey: [...teamQueries.all, 'categories', lang], queryFn: () => api.call('personCategories', { params: { lang } }), staleTime: 5 * 60_000 }),
  person: (lang: Locale, id: number) =>
    queryOptions({ queryKey: [...teamQueries.all, 'person', lang, id], queryFn: () => api.call('person', { params: { lang, id: String(id) } }), staleTime: 60_000, retry: false }),
}
