import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'
import type { ProductionsSearch } from './productions.shared'

/** Query keys and options of the productions; option lists load once each (they hardly change). */
export const productionQueries = {
  all: ['productions'] as const,
  page: (lang: Locale, search: ProductionsSearch, page: number) =>
    queryOptions({
      queryKey: [...productionQueries.all, 'list', lang, search, page],
      queryFn: () => api.call('productions', { params: { lang }, query: { ...search, page } }),
      staleTime: 60_000,
    }),
  detail: (lang: Locale, id: number) =>
    queryOptions({
      queryKey: [...productionQueries.all, 'detail', lang, id],
      queryFn: () => api.call('production', { params: { lang, id: String(id) } }),
      staleTime: 60_000,
      retry: false,
    }),
  options: {
    season: (lang: Locale) =>
      queryOptions({ queryKey: [...productionQueries.all, 'options', 'season', lang], queryFn: () => api.call('seasons', { params: { lang } }), staleTime: Infinity }),
    exhibition_type: (lang: Locale) =>
      queryOptions({
        queryKey: [...productionQueries.all, 'options', 'exhibition_type', lang],
        queryFn: () => api.call('exhibitionTypes', { params: { lang }, query: { scope: 'productions' } }),
        staleTime: Infinity,
      }),
    tag: (lang: Locale) =>
      queryOptions({ queryKey: [...productionQueries.all, 'options', 'tag', lang], queryFn: () => api.call('productionTags', { params: { lang } }), staleTime: Infinity }),
  },
}
