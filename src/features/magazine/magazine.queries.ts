import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'
import { getMagazinePageData } from './magazine.functions'
import type { ArticleFilter } from './magazine.shared'

export const magazineQueries = {
  all: ['magazine'] as const,
  list: (lang: Locale, filter: ArticleFilter, page: number) =>
    queryOptions({
      queryKey: [...magazineQueries.all, 'articles', lang, filter, page],
      queryFn: () => api.call('articles', { params: { lang }, query: { ...filter, page } }),
      staleTime: 60_000,
    }),
  article: (lang: Locale, id: number) =>
    queryOptions({
      queryKey: [...magazineQueries.all, 'article', lang, id],
      queryFn: () => api.call('article', { params: { lang, id: String(id) } }),
      staleTime: 60_000,
      retry: false,
    }),
  /** a failure gives an empty category strip (spec programme.md §8) */
  categories: (lang: Locale) =>
    queryOptions({
      queryKey: [...magazineQueries.all, 'categories', lang],
      queryFn: () => api.call('articleCategories', { params: { lang } }).catch(() => []),
      staleTime: 5 * 60_000,
    }),
  tags: (lang: Locale) =>
    queryOptions({ queryKey: [...magazineQueries.all, 'tags', lang], queryFn: () => api.call('articleTags', { params: { lang } }), staleTime: 5 * 60_000 }),
  /** the editors' page of the magazine for the headline; null when there is none */
  headlinePage: (lang: Locale) =>
    queryOptions({ queryKey: [...magazineQueries.all, 'headline-page', lang], queryFn: () => getMagazinePageData({ data: { lang } }), staleTime: 5 * 60_000 }),
}
