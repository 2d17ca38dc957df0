import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { siteQueries } from '~/features/site/site.queries'
import { DashboardLayout } from '~/features/chrome/DefaultLayout'
import { formatShortDate, formatTime } from '~/lib/format'
import * as styles from '~/features/search/keywords.css'

const SORTS = ['frequent', 'recent', 'no-results'] as const
const DashboardSearch = v.object({
  lang: v.fallback(v.optional(v.picklist(['de', 'en'])), undefined),
  sort: v.fallback(v.optional(v.picklist(SORTS)), undefined),
})

/** The hub's dashboard of search keywords (editors only): what visitors searched for, how often, with what result. */
export const Route = createFileRoute('/cms-hub_/search-keywords')({
  validateSearch: DashboardSearch,
  loaderDeps: ({ search }) => ({ lang: search.lang ?? 'de' }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(siteQueries.userDetails(deps.lang))
    return { bodyClass: '' }
  },
  head: () => ({ meta: [{ title: m.search_keywords_title() }, { name: 'robots', content: 'noindex' }] }),
  component: SearchKeywordsDashboard,
})

function SearchKeywordsDashboard() {
  const search = Route.useSearch()
  const lang = search.lang ?? 'de'
  const sort = search.sort ?? 'frequent'
  const user = useQuery(siteQueries.userDetails(lang))
  const loggedIn = user.data?.is_logged_in ?? false
  const keywords = useQuery({
    queryKey: ['search', 'keywords', lang, sort],
    queryFn: () => api.call('searchKeywords', { params: { lang }, query: { sort } }),
    enabled: loggedIn,
    staleTime: 10_000,
  })
  const sortLabels = { frequent: m.search_keywords_sort_frequent, recent: m.search_keywords_sort_recent, 'no-results': m.search_keywords_sort_no_results }
  return (
    <DashboardLayout>
      <div className={styles.dashboard}>
        <p>
          <a href={`/cms-hub?lang=${lang}`}>{m.search_keywords_back({}, { locale: lang })}</a>
        </p>
        <h1>{m.search_keywords_title({}, { locale: lang })}</h1>
        {!loggedIn ? (
          <p>{m.search_keywords_login({}, { locale: lang })}</p>
        ) : (
          <>
            <p>{m.search_keywords_intro({}, { locale: lang })}</p>
            <nav aria-label={m.search_keywords_sort({}, { locale: lang })}>
              <ul className={styles.sorts}>
                {SORTS.map((name) => (
                  <li key={name}>
                    <a className={styles.sortLink} href={`/cms-hub/search-keywords?lang=${lang}&sort=${name}`} aria-current={name === sort ? 'page' : undefined}>
                      {sortLabels[name]({}, { locale: lang })}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {keywords.data ? <p>{m.search_keywords_total({ total: keywords.data.total }, { locale: lang })}</p> : null}
            {keywords.data && keywords.data.results.length === 0 ? <p>{m.search_keywords_empty({}, { locale: lang })}</p> : null}
            {keywords.data && keywords.data.results.length > 0 ? (
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col" className={styles.cell}>
                        {m.search_keywords_term({}, { locale: lang })}
                      </th>
                      <th scope="col" className={styles.cell}>
                        {m.search_keywords_lang({}, { locale: lang })}
                      </th>
                      <th scope="col" className={styles.number}>
                        {m.search_keywords_searches({}, { locale: lang })}
                      </th>
                      <th scope="col" className={styles.number}>
                        {m.search_keywords_results({}, { locale: lang })}
                      </th>
                      <th scope="col" className={styles.cell}>
                        {m.search_keywords_last({}, { locale: lang })}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {keywords.data.results.map((row) => (
                      <tr key={`${row.lang}:${row.term}`}>
                        <th scope="row" className={styles.cell}>
                          {row.term}
                        </th>
                        <td className={styles.cell}>{row.lang}</td>
                        <td className={styles.number}>{row.searches}</td>
                        <td className={styles.number}>{row.results}</td>
                        <td className={styles.cell}>
                          {formatShortDate(row.last_searched_at, lang)}, {formatTime(row.last_searched_at, lang)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        )}
      </div>
    </DashboardLayout>
  )
}
