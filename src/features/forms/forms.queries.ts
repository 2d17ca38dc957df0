import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'

export const formQueries = {
  all: ['forms'] as const,
  definition: (lang: Locale, id: number) =>
    queryOptions({
      queryKey: [...formQueries.all, 'definition', lang, id],
      queryFn: () => api.call('form', { params: { lang, id: String(id) } }),
      staleTime: 60_000,
    }),
}
