import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '~/contract/shared'
import { siteQueries } from '~/features/site/site.queries'
import { HubSearch } from './hub-search'

/**
 * What every hub page's route shares: `?lang=` (German unless English is asked for), and the editor's details loaded
 * before the page renders (the hub shows the login form to anyone else).
 */
export const hubRoute = {
  validateSearch: HubSearch,
  loaderDeps: ({ search }: { search: { lang?: Locale } }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }: { context: { queryClient: QueryClient }; deps: { lang: Locale } }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
}

/** A record's id in a hub address: up to nine digits, anything else is not found. */
export const recordIdParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,9}$/.test(id)) throw notFound()
    return { id: Number(id) }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
