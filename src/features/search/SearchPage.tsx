import { m } from '~/paraglide/messages'
import { SEARCH_PAGE_SIZE } from '~/contract/search'
import type { SearchCategory, SearchCounts, SearchHit } from '~/contract/search'
import type { Locale } from '~/contract/shared'
import type { ContractResponse } from '~/contract/client'
import { formatLongDate, formatShortDate, formatTime } from '~/lib/format'
import { container } from '~/styles/layout.css'
import { SmartLink } from '~/features/chrome/SmartLink'
import { SearchCombobox, suggestionTypeLabel } from './SearchCombobox'
import { MarkedText } from './marked-text'
import { searchUrl } from './search.urls'
import * as styles from './search.css'

export type SearchAnswer = ContractResponse<'search'>

const CATEGORY_LABELS = {
  all: m.search_category_all,
  events: m.search_category_events,
  others: m.search_category_others,
  productions: m.search_category_productions,
  magazine: m.search_category_magazine,
  people: m.search_category_people,
  venues: m.search_category_venues,
  series: m.search_category_series,
  pages: m.search_category_pages,
} satisfies Record<SearchCategory, unknown>

/** The tabs: all and events always, the finer parts of "others" when they hold something (and the current one). */
export function visibleCategories(counts: SearchCounts, current: SearchCategory): SearchCategory[] {
  const finer: SearchCategory[] = ['productions', 'magazine', 'people', 'venues', 'series', 'pages']
  return ['all', 'events', ...(current === 'others' ? (['others'] as const) : []), ...finer.filter((category) => counts[category] > 0 || category === current)]
}

/** Page numbers around the current one, with the first and the last: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= pages))
  const sorted = [...shown].sort((a, b) => a - b)
  const out: (number | null)[] = []
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && page - previous > 1) out.push(null)
    out.push(page)
  })
  return out
}

function HitMeta({ hit, lang }: { hit: SearchHit; lang: Locale }) {
  if (hit.type === 'event' && hit.date) {
    const when = `${formatLongDate(hit.date, lang)}, ${formatTime(hit.date, lang)}`
    return <p className={styles.hitMeta}>{[when, hit.venue].filter(Boolean).join(' · ')}</p>
  }
  if (hit.type === 'production' && hit.date) {
    const range = hit.date_end ? `${formatShortDate(hit.date, lang)} – ${formatShortDate(hit.date_end, lang)}` : formatShortDate(hit.date, lang)
    return <p className={styles.hitMeta}>{[range, hit.subtitle].filter(Boolean).join(' · ')}</p>
  }
  if (hit.type === 'article' && hit.date) return <p className={styles.hitMeta}>{[formatShortDate(hit.date, lang), hit.subtitle].filter(Boolean).join(' · ')}</p>
  return hit.subtitle ? <p className={styles.hitMeta}>{hit.subtitle}</p> : null
}

function Hit({ hit, lang }: { hit: SearchHit; lang: Locale }) {
  return (
    <li className={styles.hit}>
      <p className={styles.hitType}>
        <span>{suggestionTypeLabel(hit.type, lang)}</span>
        {hit.type === 'event' && !hit.upcoming ? <span className={styles.pastTag}>{m.search_past_event({}, { locale: lang })}</span> : null}
      </p>
      <h3 className={styles.hitTitle}>
        <SmartLink className={styles.hitLink} href={hit.url}>
          <MarkedText text={hit.title_marked} />
        </SmartLink>
      </h3>
      <HitMeta hit={hit} lang={lang} />
      {hit.excerpt ? (
        <p className={styles.hitExcerpt}>
          <MarkedText text={hit.excerpt} />
        </p>
      ) : null}
    </li>
  )
}

function Pagination({ lang, query, category, page, pages }: { lang: Locale; query: string; category: SearchCategory; page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label={m.search_pagination({}, { locale: lang })}>
      <ul className={styles.pagination}>
        {page > 1 ? (
          <li>
            <SmartLink className={styles.pageLink} href={searchUrl(lang, query, category, page - 1)}>
              {m.search_previous_page({}, { locale: lang })}
            </SmartLink>
          </li>
        ) : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <SmartLink
                className={styles.pageLink}
                href={searchUrl(lang, query, category, number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={m.search_page_number({ page: number }, { locale: lang })}
              >
                {number}
              </SmartLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <SmartLink className={styles.pageLink} href={searchUrl(lang, query, category, page + 1)}>
              {m.search_next_page({}, { locale: lang })}
            </SmartLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/**
 * The search page (spec platform.md §2, §8): the embedded form, the categories with their counts, one page of
 * hits with the matched words highlighted, paging, and for a search without results the spec's texts with
 * "Did you mean:" and the corrected term as a link.
 */
export function SearchPage({ lang, query, category, page, answer }: { lang: Locale; query: string; category: SearchCategory; page: number; answer: SearchAnswer | null }) {
  const pages = answer ? Math.max(1, Math.ceil(answer.count / SEARCH_PAGE_SIZE)) : 0
  return (
    <section className={`${container} ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">{m.title_search({}, { locale: lang })}</h1>
      {/* a new text starts a new search: all categories, page 1 */}
      <SearchCombobox key={query} lang={lang} variant="page" initialText={query} classNames={{ form: styles.pageForm, input: styles.pageInput, action: styles.pageAction }} />
      {!answer ? <p className={styles.summary}>{m.search_prompt({}, { locale: lang })}</p> : null}
      {answer && answer.counts.all === 0 ? (
        <div className={styles.empty} role="status">
          <h2 className={styles.emptyTitle}>{m.search_no_results({}, { locale: lang })}</h2>
          <p className={styles.summary}>{m.search_try_another({}, { locale: lang })}</p>
          {answer.suggestion ? (
            <p className={styles.didYouMean}>
              {m.search_did_you_mean({}, { locale: lang })}{' '}
              <SmartLink href={searchUrl(lang, answer.suggestion)} className={styles.hitLink}>
                <strong>{answer.suggestion}</strong>
              </SmartLink>
            </p>
          ) : null}
        </div>
      ) : null}
      {answer && answer.counts.all > 0 ? (
        <>
          <p className={styles.summary} role="status">
            {m.search_results_for({ query, count: answer.counts.all }, { locale: lang })}
            {pages > 1 ? ` · ${m.search_page_of({ page, pages }, { locale: lang })}` : ''}
          </p>
          <nav aria-label={m.search_categories({}, { locale: lang })}>
            <ul className={styles.tabs}>
              {visibleCategories(answer.counts, category).map((name) => (
                <li key={name}>
                  <SmartLink className={styles.tab} href={searchUrl(lang, query, name)} aria-current={name === category ? 'page' : undefined}>
                    {CATEGORY_LABELS[name]({}, { locale: lang })}
                    <span className={styles.tabCount}>({answer.counts[name]})</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="visually-hidden">{m.search_results_heading({}, { locale: lang })}</h2>
          {answer.results.length ? (
            <ol className={styles.hits} start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
              {answer.results.map((hit) => (
                <Hit key={hit.id} hit={hit} lang={lang} />
              ))}
            </ol>
          ) : (
            <p className={styles.summary}>{m.search_no_results({}, { locale: lang })}</p>
          )}
          <Pagination lang={lang} query={query} category={category} page={page} pages={pages} />
        </>
      ) : null}
    </section>
  )
}
