import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { ARTICLE_STATUSES } from '~/contract/back-office'
import type { ArticleStatus, BackOfficeArticleQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import { useHydrated } from '~/features/chrome/use-client'
import { writeProblem } from '~/features/hub/api-errors'
import { Pager } from '~/features/hub/HubPage'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'
import { BulkActions, SelectRow, useBulkSelection } from './bulk'

const PAGE_SIZE = 25

export const articleOptionsQuery = (lang: Locale) => ({
  queryKey: ['back-office', 'article-options', lang],
  queryFn: () => api.call('backOfficeArticleOptions', { params: { lang } }),
  staleTime: 60_000,
})

export function articleStatusLabel(status: ArticleStatus, lang: Locale): string {
  const locale = { locale: lang }
  if (status === 'draft') return m.backoffice_article_status_draft({}, locale)
  if (status === 'scheduled') return m.backoffice_article_status_scheduled({}, locale)
  return m.backoffice_article_status_published({}, locale)
}

const isArticleStatus = (value: string): value is ArticleStatus => ARTICLE_STATUSES.some((status) => status === value)

/** The magazine's articles with filters (category, tag, status, title) and paging: drafts first, then the newest. */
export function ArticleList({ lang }: { lang: Locale }) {
  const locale = { locale: lang }
  const interactive = useHydrated()
  const [filter, setFilter] = useState<BackOfficeArticleQuery>({})
  const [draft, setDraft] = useState({ category: '', tag: '', status: '', q: '' })
  const list = useQuery({ queryKey: ['back-office', 'articles', lang, filter], queryFn: () => api.call('backOfficeArticles', { params: { lang }, query: filter }) })
  const options = useQuery(articleOptionsQuery(lang))
  const ids = { category: useId(), tag: useId(), status: useId(), q: useId() }
  const bulk = useBulkSelection(
    lang,
    async (selected, action: 'publish' | 'unpublish') => api.call('backOfficeArticlesBulk', { params: { lang }, body: { ids: selected, action } }),
    (count) => m.backoffice_bulk_articles_done({ count }, locale),
  )
  const page = filter.page ?? 1
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  const day = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })
  return (
    <section>
      <p>
        <a href={hubHref('/cms-hub/articles/new', lang)}>{m.backoffice_new_article({}, locale)}</a>
      </p>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault()
          bulk.clear()
          setFilter({
            category: draft.category ? Number(draft.category) : undefined,
            tag: draft.tag ? Number(draft.tag) : undefined,
            status: isArticleStatus(draft.status) ? draft.status : undefined,
            q: draft.q.trim() || undefined,
          })
        }}
      >
        <span className={styles.field}>
          <label htmlFor={ids.category}>{m.backoffice_field_category({}, locale)}</label>
          <select id={ids.category} value={draft.category} onChange={(event) => setDraft({ ...draft, category: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, locale)}</option>
            {(options.data?.categories ?? []).map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.tag}>{m.backoffice_field_tag({}, locale)}</label>
          <select id={ids.tag} value={draft.tag} onChange={(event) => setDraft({ ...draft, tag: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, locale)}</option>
            {(options.data?.tags ?? []).map((tag) => (
              <option key={tag.id} value={String(tag.id)}>
                {tag.name}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.status}>{m.backoffice_filter_status({}, locale)}</label>
          <select id={ids.status} value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value })}>
            <option value="">{m.backoffice_all({}, locale)}</option>
            {ARTICLE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {articleStatusLabel(status, lang)}
              </option>
            ))}
          </select>
        </span>
        <span className={styles.field}>
          <label htmlFor={ids.q}>{m.backoffice_filter_search({}, locale)}</label>
          <input id={ids.q} type="search" value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })} />
        </span>
        <button type="submit" className={styles.button} disabled={!interactive}>
          {m.backoffice_filter({}, locale)}
        </button>
      </form>

      <p role="status">{list.data ? m.backoffice_article_count({ count: list.data.count }, locale) : list.error ? writeProblem(list.error, lang).message : null}</p>

      <BulkActions
        lang={lang}
        bulk={bulk}
        actions={[
          { action: 'publish', label: m.backoffice_bulk_publish({}, locale) },
          { action: 'unpublish', label: m.backoffice_bulk_unpublish({}, locale) },
        ]}
      />

      {list.data && list.data.results.length === 0 ? <p>{m.backoffice_article_empty({}, locale)}</p> : null}
      {list.data && list.data.results.length > 0 ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">{m.backoffice_col_select({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_title({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_field_category({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_field_author({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_field_status({}, locale)}</th>
              <th className={styles.cell} scope="col">{m.backoffice_col_published({}, locale)}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.results.map((article) => (
              <tr key={article.id}>
                <td className={styles.cell}>
                  <SelectRow label={m.backoffice_select_article({ title: article.title[lang] || article.title.de }, locale)} checked={bulk.selected.has(article.id)} onChange={(checked) => bulk.toggle(article.id, checked)} />
                </td>
                <td className={styles.cell}>
                  <a href={hubHref(`/cms-hub/articles/${article.id}`, lang)}>{article.title[lang] || article.title.de}</a>
                </td>
                <td className={styles.cell}>{article.category?.name ?? '—'}</td>
                <td className={styles.cell}>{article.author?.name ?? '—'}</td>
                <td className={styles.cell}>{articleStatusLabel(article.status, lang)}</td>
                <td className={styles.cell}>{article.published_at ? day.format(new Date(article.published_at)) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager lang={lang} page={page} pages={pages} onPage={(next) => setFilter({ ...filter, page: next })} />
    </section>
  )
}
