import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import type { Locale } from '~/contract/shared'
import { container } from '~/styles/layout.css'
import { LoadMoreButton } from '~/features/productions/page-blocks'
import { usePagedList } from '~/features/productions/use-paged-list'
import * as blocks from '~/features/productions/page-blocks.css'
import { ArticleCard } from './ArticleCard'
import { MagazineHeadline } from './MagazineHeadline'
import { magazineQueries } from './magazine.queries'
import type { ArticleFilter } from './magazine.shared'
import * as styles from './magazine.css'

/** The accumulated article list of one filter; mounted with the filter as its key. */
function ArticleList({ lang, filter }: { lang: Locale; filter: ArticleFilter }) {
  const queryClient = useQueryClient()
  const firstPage = queryClient.getQueryData(magazineQueries.list(lang, filter, 1).queryKey)
  const fetchPage = useCallback((page: number) => queryClient.fetchQuery(magazineQueries.list(lang, filter, page)), [queryClient, lang, filter])
  const { state, hasMore, loadMore } = usePagedList(firstPage, fetchPage)
  if (state.items.length === 0) {
    if (state.loading || state.info === null) return <p role="status">{m.magazine_loading()}</p>
    return <p className={blocks.empty}>{m.magazine_empty()}</p>
  }
  return (
    <>
      <ul className={blocks.grid3} aria-busy={state.loading}>
        {state.items.map((article, position) => (
          <li key={article.id}>
            <ArticleCard article={article} lang={lang} priority={position < 3} />
          </li>
        ))}
      </ul>
      {hasMore ? <LoadMoreButton loading={state.loading} onClick={loadMore} label={m.magazine_load_more()} loadingLabel={m.magazine_loading()} /> : null}
    </>
  )
}

/**
 * The magazine overview, a category or a tag: the magazine headline with search box and category strip, then
 * the paged list of articles, newest first.
 */
export function MagazineListPage(props: { lang: Locale; filter: ArticleFilter; crumbs: { title: string; url?: string }[]; listTitle: string }) {
  const { lang, filter, crumbs, listTitle } = props
  const first = useQuery(magazineQueries.list(lang, filter, 1))
  const count = first.data?.count
  return (
    <div className={styles.page}>
      <MagazineHeadline lang={lang} crumbs={crumbs} activeCategory={filter.category} />
      <section className={container} aria-labelledby="magazine-list-title">
        <div className={styles.listHeader}>
          <h2 id="magazine-list-title" className={styles.listTitle}>
            {listTitle}
          </h2>
          {count !== undefined ? <p className={styles.listCount}>{m.magazine_articles_count({ count })}</p> : null}
        </div>
        <ArticleList key={JSON.stringify(filter)} lang={lang} filter={filter} />
      </section>
    </div>
  )
}
