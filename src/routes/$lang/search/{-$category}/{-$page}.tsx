import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { pageTitle, siteDescription, siteIdentityOf } from '~/features/site/identity.shared'
import { siteOriginOf } from '~/lib/site-origin'
import { m } from '~/paraglide/messages'
import { SEARCH_CATEGORIES, SEARCH_QUERY_MAX } from '~/contract/search'
import type { SearchCategory } from '~/contract/search'
import { isContractError } from '~/contract/client'
import { SearchPage } from '~/features/search/SearchPage'
import { searchQueries } from '~/features/search/search.queries'

/** `q` as the address carries it (the router reads `?q=123` as a number); anything else counts as no text. */
const SearchParams = v.object({
  q: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform((value) => String(value).trim().slice(0, SEARCH_QUERY_MAX)))), undefined),
})

const isCategory = (value: string): value is SearchCategory => SEARCH_CATEGORIES.some((category) => category === value)

/** `/search`, `/search/{category}`, `/search/{category}/{page}`, and `/search/{page}` for all categories; else 404. */
function parseSearchParams(params: { category?: string; page?: string }): { category: SearchCategory; page: number } {
  const { category, page } = params
  if (category !== undefined && /^\d{1,4}$/.test(category) && page === undefined) return { category: 'all', page: Math.max(1, Number(category)) }
  if (category !== undefined && !isCategory(category)) throw notFound({ data: { reason: 'route' } })
  if (page !== undefined && (!/^\d{1,4}$/.test(page) || Number(page) < 1)) throw notFound({ data: { reason: 'route' } })
  return { category: category ?? 'all', page: page === undefined ? 1 : Number(page) }
}

export const Route = createFileRoute('/$lang/search/{-$category}/{-$page}')({
  validateSearch: SearchParams,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ context, params, deps }) => {
    const { queryClient, lang } = context
    const { category, page } = parseSearchParams(params)
    const query = deps.q
    // no CMS body class on the search route (spec platform.md §2)
    const base = { bodyClass: '', lang, query, category, page }
    if (!query) return { ...base, answer: null }
    const answer = await queryClient.ensureQueryData(searchQueries.results(lang, query, category, page)).catch((error: unknown) => {
      if (isContractError(error, 400)) return null
      throw error
    })
    // a page past the last one does not exist
    if (answer && page > 1 && answer.results.length === 0) throw notFound({ data: { reason: 'route' } })
    return { ...base, answer }
  },
  head: ({ loaderData, matches, params }) => {
    const title = loaderData?.query ? `${m.title_search()}: ${loaderData.query}` : m.title_search()
    const origin = siteOriginOf(matches)
    const identity = siteIdentityOf(matches)
    const description = siteDescription(identity, 'site', params.lang === 'en' ? 'en' : 'de', origin)
    // results are per query: never indexed (spec: noindex)
    return { meta: [{ title: pageTitle(title, identity, origin) }, { name: 'robots', content: 'noindex, follow' }, { name: 'description', content: description }] }
  },
  component: SearchRoute,
})

function SearchRoute() {
  const { lang, query, category, page, answer } = Route.useLoaderData()
  return <SearchPage lang={lang} query={query} category={category} page={page} answer={answer} />
}
