import { useCallback, useId } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { FilterOption, Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { productionQueries } from './productions.queries'
import type { ProductionFilterKey, ProductionsSearch } from './productions.shared'
import { chooseProductionFilter, isProductionListFiltered, isoToUrlDate, resetProductionFilters, urlDateToIso } from './productions.shared'
import { ProductionCard } from './ProductionCard'
import { LoadMoreButton, SectionPageHeader } from './page-blocks'
import { usePagedList } from './use-paged-list'
import * as blocks from './page-blocks.css'
import * as styles from './productions.css'

type FilterOptions = Record<ProductionFilterKey, FilterOption[]>

function useFilterOptions(lang: Locale): FilterOptions {
  const season = useQuery(productionQueries.options.season(lang))
  const exhibitionType = useQuery(productionQueries.options.exhibition_type(lang))
  const tag = useQuery(productionQueries.options.tag(lang))
  return { season: season.data ?? [], exhibition_type: exhibitionType.data ?? [], tag: tag.data ?? [] }
}

const filterLabels: Record<ProductionFilterKey, { label: () => string; all: () => string }> = {
  season: { label: () => m.productions_filter_season(), all: () => m.productions_all_seasons() },
  exhibition_type: { label: () => m.productions_filter_exhibition_type(), all: () => m.productions_all_types() },
  tag: { label: () => m.productions_filter_tag(), all: () => m.productions_all_tags() },
}

function FilterSelect({ filterKey, options, value, onChoose }: { filterKey: ProductionFilterKey; options: FilterOption[]; value: number | undefined; onChoose: (value: number | null) => void }) {
  const id = useId()
  const { label, all } = filterLabels[filterKey]
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label()}
      </label>
      <select
        id={id}
        className={styles.select}
        data-active={value !== undefined}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => onChoose(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{all()}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )
}

type SearchUpdate = (previous: ProductionsSearch) => ProductionsSearch

function ProductionFilters({ options, search, count, onChange }: { options: FilterOptions; search: ProductionsSearch; count: number | undefined; onChange: (update: SearchUpdate) => void }) {
  const dateId = useId()
  return (
    <form className={styles.filterBar} aria-label={m.productions_filters_label()} onSubmit={(event) => event.preventDefault()}>
      <FilterSelect filterKey="season" options={options.season} value={search.season} onChoose={(value) => onChange((previous) => chooseProductionFilter(previous, 'season', value))} />
      <FilterSelect
        filterKey="exhibition_type"
        options={options.exhibition_type}
        value={search.exhibition_type}
        onChoose={(value) => onChange((previous) => chooseProductionFilter(previous, 'exhibition_type', value))}
      />
      <FilterSelect filterKey="tag" options={options.tag} value={search.tag} onChoose={(value) => onChange((previous) => chooseProductionFilter(previous, 'tag', value))} />
      <div className={styles.field}>
        <label htmlFor={dateId} className={styles.fieldLabel}>
          {m.productions_filter_date()}
        </label>
        <input
          id={dateId}
          type="date"
          className={styles.dateControl}
          data-active={search.date !== undefined}
          value={urlDateToIso(search.date)}
          onChange={(event) => {
            const date = isoToUrlDate(event.target.value)
            onChange((previous) => {
              const next = { ...previous }
              if (date) next.date = date
              else delete next.date
              return next
            })
          }}
        />
      </div>
      <div className={styles.toolbarEnd}>
        <p className={styles.count} aria-live="polite">
          {count === undefined ? m.productions_loading() : m.productions_results_count({ count })}
        </p>
        {isProductionListFiltered(search) ? (
          <button type="button" className={styles.resetLink} onClick={() => onChange(() => resetProductionFilters())}>
            {m.programme_reset_filters()}
          </button>
        ) : null}
      </div>
    </form>
  )
}

/** The accumulated list for one filter; mounted with the filter as its key, so a new filter starts empty. */
function ProductionList({ lang, search, onReset }: { lang: Locale; search: ProductionsSearch; onReset: () => void }) {
  const queryClient = useQueryClient()
  const firstPage = queryClient.getQueryData(productionQueries.page(lang, search, 1).queryKey)
  const fetchPage = useCallback((page: number) => queryClient.fetchQuery(productionQueries.page(lang, search, page)), [queryClient, lang, search])
  const { state, hasMore, loadMore } = usePagedList(firstPage, fetchPage)

  if (state.items.length === 0) {
    if (state.loading || state.info === null) return <p role="status">{m.productions_loading()}</p>
    if (isProductionListFiltered(search)) {
      return (
        <div className={styles.emptyBlock} role="status">
          <h2>{m.programme_empty_title()}</h2>
          <p>{m.programme_empty_text()}</p>
          <button type="button" className={styles.resetButton} onClick={onReset}>
            {m.programme_reset_filters()}
          </button>
        </div>
      )
    }
    return <p className={blocks.empty}>{m.productions_none()}</p>
  }
  return (
    <>
      <ul className={blocks.grid2} aria-busy={state.loading}>
        {state.items.map((production, position) => (
          <li key={production.id}>
            <ProductionCard production={production} lang={lang} priority={position < 2} />
          </li>
        ))}
      </ul>
      {hasMore ? <LoadMoreButton loading={state.loading} onClick={loadMore} label={m.productions_load_more()} loadingLabel={m.productions_loading()} /> : null}
    </>
  )
}

/**
 * The productions: filters for season, exhibition type, tag and date, and the accumulated list. The URL is the
 * state: a filter change rewrites it, which starts a fresh list.
 */
export function ProductionsPage({ lang, search, onSearchChange }: { lang: Locale; search: ProductionsSearch; onSearchChange: (update: SearchUpdate) => void }) {
  const options = useFilterOptions(lang)
  const first = useQuery(productionQueries.page(lang, search, 1))
  return (
    <div className={styles.page}>
      <SectionPageHeader crumbs={[{ title: m.title_productions() }]} title={m.title_productions()} />
      <div className={container}>
        {/* the filter bar is where the visitor is: no scrolling; each change applies to the newest address, so quick changes add up */}
        <ProductionFilters options={options} search={search} count={first.data?.count} onChange={onSearchChange} />
        <ProductionList key={JSON.stringify(search)} lang={lang} search={search} onReset={() => onSearchChange(() => resetProductionFilters())} />
      </div>
    </div>
  )
}
