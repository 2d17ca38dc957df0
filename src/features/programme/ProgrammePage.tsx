import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { berlinTime, fromUrlDay, toUrlDay } from '~/lib/berlin-time'
import { useNow } from '~/features/chrome/use-client'
import type { IsoDate } from '~/lib/berlin-time'
import { smoothScrollTo } from '~/lib/smooth-scroll'
import { container } from '~/styles/layout.css'
import { Breadcrumb } from '~/features/cms-pages/PageHeader'
import { programmeQueries } from './programme.queries'
import type { FilterKey, ProgrammeSearch } from './programme.shared'
import { isFiltered, removeFilter, resetFilters, showsReset, toggleFilter } from './programme.shared'
import { FILTER_SCROLL_MS } from './programme.constants'
import { FilterChips, ProgrammeFilters } from './ProgrammeFilters'
import type { FilterOptions } from './ProgrammeFilters'
import { ProgrammeCalendar } from './ProgrammeCalendar'
import { ProgrammeList } from './ProgrammeList'
import * as styles from './programme.css'

export function useFilterOptions(lang: Locale): FilterOptions {
  const rooms = useQuery(programmeQueries.options.rooms(lang))
  const types = useQuery(programmeQueries.options.types(lang))
  const tags = useQuery(programmeQueries.options.tags(lang))
  const series = useQuery(programmeQueries.options.series(lang))
  const genres = useQuery(programmeQueries.options.genres(lang))
  return { room: rooms.data ?? [], type: types.data ?? [], tag: tags.data ?? [], series: series.data ?? [], genre: genres.data ?? [] }
}

/**
 * The event programme: filters, chips, calendar and the day-grouped list with infinite loading. The URL is the
 * state: every change rewrites it, which resets the list (a new query key) and scrolls smoothly to the top.
 */
export function ProgrammePage({ lang, search, onSearchChange, title }: { lang: Locale; search: ProgrammeSearch; onSearchChange: (next: ProgrammeSearch) => void; title: string }) {
  const today = berlinTime(useNow()).date
  const todayText = toUrlDay(today)
  const selectedDate = (search.date ? fromUrlDay(search.date) : null) ?? today
  const options = useFilterOptions(lang)
  const events = useInfiniteQuery(programmeQueries.events(lang, search))
  const teasers = useQuery(programmeQueries.teasers(lang, search.date))
  const filtered = isFiltered(search, todayText)

  const change = (next: ProgrammeSearch) => {
    onSearchChange(next)
    smoothScrollTo(0, FILTER_SCROLL_MS)
  }
  const chooseDate = (date: IsoDate) => {
    const next = { ...search }
    if (date === today) delete next.date
    else next.date = toUrlDay(date)
    change(next)
  }
  const loaded = events.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.intro}>
        <div>
          <Breadcrumb items={[{ title }]} />
          <h1 className={styles.title}>{title}</h1>
        </div>
        <p aria-live="polite">{events.data ? m.programme_results_count({ count: events.data.pages[0]?.count ?? 0 }) : m.programme_loading()}</p>
      </header>
      <div className={styles.toolbar}>
        <ProgrammeCalendar lang={lang} filters={{ room: search.room, type: search.type, tag: search.tag }} selected={selectedDate} today={today} onSelect={chooseDate} />
        <ProgrammeFilters options={options} search={search} onChoose={(key: FilterKey, value) => change(toggleFilter(search, key, value))} />
      </div>
      <FilterChips
        options={options}
        search={search}
        onRemove={(key) => change(removeFilter(search, key))}
        showReset={showsReset(search, todayText)}
        onReset={() => change(resetFilters(search))}
      />
      {events.isPending ? (
        <p role="status">{m.programme_loading()}</p>
      ) : (
        <ProgrammeList
          lang={lang}
          events={loaded}
          teasers={teasers.data ?? []}
          filtered={filtered}
          hasNextPage={events.hasNextPage}
          loadingMore={events.isFetchingNextPage}
          onLoadMore={() => {
            if (!events.isFetchingNextPage && events.hasNextPage) void events.fetchNextPage()
          }}
          onReset={() => change(resetFilters(search))}
        />
      )}
    </div>
  )
}
