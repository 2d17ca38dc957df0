import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'

export const cmsQueries = {
  all: ['cms-pages'] as const,
  page: (lang: Locale, path: string, versionId?: number) =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'page', lang, path, versionId ?? null],
      queryFn: () => api.call('page', { params: { lang, path: path || '' }, query: { version_id: versionId } }),
      staleTime: 30_000,
      retry: false,
    }),
}
