import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'

/** The page tree and the menus (editors only). */
export const pageTreeQueries = {
  all: ['page-tree'] as const,
  tree: (lang: Locale) => queryOptions({ queryKey: [...pageTreeQueries.all, 'tree', lang], queryFn: () => api.call('pageTree', { params: { lang } }) }),
  links: (lang: Locale, id: number) => queryOptions({ queryKey: [...pageTreeQueries.all, 'links', lang, id], queryFn: () => api.call('pageTreeLinks', { params: { lang, id: String(id) } }) }),
  /** the menu of `menu`, answered in the hub's language `lang` */
  navigation: (lang: Locale, menu: Locale) =>
    queryOptions({ queryKey: [...pageTreeQueries.all, 'navigation', lang, menu], queryFn: () => api.call('navigationEditor', { params: { lang }, query: { menu } }) }),
}
