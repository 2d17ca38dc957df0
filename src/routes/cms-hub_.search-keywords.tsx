import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { HubPage, HubTable } from '~/features/hub/HubPage'
import { hubRoute } from '~/features/hub/hub-route'
import * as hubStyles from '~/features/hub/hub.css'
import { Loading } from '~/features/back-office/record-parts'
import { formatShortDate, formatTime } from '~/lib/format'
import * as styles from '~/features/search/keywords.css'

const SORTS = ['frequent', 'recent', 'no-results'] as const
const DashboardSearch = v.object({
  lang: v.fallback(v.optional(v.picklist(['de', 'en'])), undefined),
  sort: v.fallback(v.optional(v.picklist(SORTS)), undefined),
})

/** The hub's dashboard of search keywords (editors only): what visitors searched for, how often, with what result. */
export const Route = createFileRoute('/cms-hub_/search-keywords')({
  ...hubRoute,
  validateSearch: DashboardSearch,
  head: () => ({ meta: [{ title: m.search_keywords_title() }, { name: 'robots', content: 'noindex' }] }),
  component: function SearchKeywordsSection() {
    const lang = Route.useSearch().lang ?? 'de'
    return (
      <HubPage lang={lang} section="search-keywords" title={m.search_keywords_title({}, { locale: lang })}>
        <SearchKeywordsDashboard />
      </HubPage>
    )
  },
})

function SearchKeywordsDashboard() {
  const search = Route.useSearch()
  const lang = search.lang ?? 'de'
  const locale = { locale: lang }
  const sort = search.sort ?? 'frequent'
  const keywords = useQuery({
    queryKey: ['search', 'keywords', lang, sort],
    queryFn: () => api.call('searchKeywords', { params: { lang }, query: { sort } }),
    staleTime: 10_000,
  })
  const sortLabels = { frequent: m.search_keywords_sort_frequent, recent: m.search_keywords_sort_recent, 'no-results': m.search_keywords_sort_no_results }
  return (
    <section>
      <p className={hubStyles.muted}>{m.search_keywords_intro({}, locale)}</p>
      <nav aria-label={m.search_keywords_sort({}, locale)}>
        <ul className={hubStyles.tabList}>
          {SORTS.map((name) => (
            <li key={name}>
              <a className={hubStyles.tab} href={`/cms-hub/search-keywords?${lang === 'de' ? '' : 'lang=en&'}sort=${name}`} aria-current={name === sort ? 'page' : undefined}>
                {sortLabels[name]({}, locale)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={hubStyles.listCount}>
        {keywords.data ? m.search_keywords_total({ total: keywords.data.total }, locale) : null}
      </p>
      {keywords.data ? (
        <HubTable
          empty={m.search_keywords_empty({}, locale)}
          headers={[m.search_keywords_term({}, locale), m.search_keywords_lang({}, locale), m.search_keywords_searches({}, locale), m.search_keywords_results({}, locale), m.search_keywords_last({}, locale)]}
          rows={keywords.data.results.map((row) => (
            <tr key={`${row.lang}:${row.term}`}>
              <th scope="row">{row.term}</th>
              <td>{row.lang}</td>
              <td className={styles.number}>{row.searches}</td>
              <td className={styles.number}>{row.results}</td>
              <td>
                {formatShortDate(row.last_searched_at, lang)}, {formatTime(row.last_searched_at, lang)}
              </td>
            </tr>
          ))}
        />
      ) : (
        <Loading lang={lang} rows={6} />
      )}
    </section>
  )
}
