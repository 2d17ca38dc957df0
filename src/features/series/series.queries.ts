import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'

export const seriesQueries = {
  all: ['series'] as const,
  detail: (lang: Locale, id: number) =>
    queryOptions({ queryKey: [...seriesQueries.all, 'detail', lang, id], queryFn: () => api.call('seriesDetail', { params: { lang, id: String(id) } }), staleTime: 60_000, retry: false }),
}
