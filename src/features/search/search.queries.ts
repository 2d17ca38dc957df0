import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { SearchCategory } from '~/contract/search'
import type { Locale } from '~/contract/shared'

export const searchQueries = {
  all: ['search'] as const,
  /** one address of the search page: counts, "Did you mean:" and one page of a category */
  results: (lang: Locale, query: string, category: SearchCategory, page: number) =>
    queryOptions({
      queryKey: [...searchQueries.all, 'results', lang, query, category, page],
      queryFn: () => api.call('search', { params: { lang }, query: { query, category, page } }),
      staleTime: 30_000,
      retry: false,
    }),
  /** suggestions while typing; the text is sent lower-cased (spec platform.md §5) */
  autocomplete: (lang: Locale, term: string) =>
    queryOptions({
      queryKey: [...searchQueries.all, 'autocomplete', lang, term.toLowerCase()],
      queryFn: () => api.call('autocomplete', { params: { lang }, query: { query: term.toLowerCase() } }),
      enabled: term.trim() !== '',
      staleTime: 60_000,
      retry: false,
      placeholderData: keepPreviousData,
    }),
}
