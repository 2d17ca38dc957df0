import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'

/** The page tree and the menus (editors only). */
export const pageTreeQueries = {
  all: ['page-tree'] as const,
  tree: (lang: Locale) => queryOptions({ queryKey: [...pageTreeQueries.all, 'tree', lang], queryFn: () => api.call('pageTree', { params: { lang } }) }),
  links: (lang: Locale, id: number) => queryOptions({ queryKey: [...pageTreeQueries.all, 'links', lang, id], queryFn: () => api.call('pageTreeLinks', { params: { lang, id: String(id) } }) }),
  navigation: (lang: Locale) => queryOptions({ queryKey: [...pageTreeQueries.all, 'navigation', lang], queryFn: () => api.call('navigationEditor', { params: { lang } }) }),
}
