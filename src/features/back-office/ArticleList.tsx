import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages'
import { api } from '~/contract/api'
import { ARTICLE_STATUSES } from '~/contract/back-office'
import type { ArticleStatus, BackOfficeArticleQuery } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import * as styles from '~/features/hub/hub.css'
import { hubHref } from './record-parts'
import { BulkActions, SelectRow, useBulkSelection } from './bulk'
import { FilterInput, FilterSelect, optionsOf, RecordList, numberParam, textParam, useAddressFilter, useFilterDraft } from './record-list'

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
  const [filter, setFilter] = useAddressFilter((params): BackOfficeArticleQuery => {
    const status = params.get('status') ?? ''
    return { category: numberParam(params, 'category'), tag: numberParam(params, 'tag'), status: isArticleStatus(status) ? status : undefined, q: textParam(params, 'q'), page: numberParam(params, 'page') }
  })
  const [draft, setDraft] = useFilterDraft(filter, () => ({ category: filter.category ? String(filter.category) : '', tag: filter.tag ? String(filter.tag) : '', status: filter.status ?? '', q: filter.q ?? '' }))
  const list = useQuery({ queryKey: ['back-office', 'articles', lang, filter], queryFn: () => api.call('backOfficeArticles', { params: { lang }, query: filter }), placeholderData: keepPreviousData })
  const options = useQuery(articleOptionsQuery(lang))
  const bulk = useBulkSelection(
    lang,
    async (selected, action: 'publish' | 'unpublish') => api.call('backOfficeArticlesBulk', { params: { lang }, body: { ids: selected, action } }),
    (count) => m.backoffice_bulk_articles_done({ count }, locale),
  )
  const day = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' })
  return (
    <RecordList
      lang={lang}
      newRecord={{ path: '/cms-hub/articles/new', label: m.backoffice_new_article({}, locale) }}
      filters={
        <>
          <FilterSelect lang={lang} label={m.backoffice_field_category({}, locale)} value={draft.category} options={optionsOf(options.data?.categories)} onChange={(category) => setDraft({ ...draft, category })} />
          <FilterSelect lang={lang} label={m.backoffice_field_tag({}, locale)} value={draft.tag} options={optionsOf(options.data?.tags)} onChange={(tag) => setDraft({ ...draft, tag })} />
          <FilterSelect
            lang={lang}
            label={m.backoffice_filter_status({}, locale)}
            value={draft.status}
            options={ARTICLE_STATUSES.map((status) => ({ value: status, label: articleStatusLabel(status, lang) }))}
            onChange={(status) => setDraft({ ...draft, status })}
          />
          <FilterInput label={m.backoffice_filter_search({}, locale)} value={draft.q} onChange={(q) => setDraft({ ...draft, q })} />
        </>
      }
      onFilter={() => {
        bulk.clear()
        setFilter({
          category: draft.category ? Number(draft.category) : undefined,
          tag: draft.tag ? Number(draft.tag) : undefined,
          status: isArticleStatus(draft.status) ? draft.status : undefined,
          q: draft.q.trim() || undefined,
        })
      }}
      list={list}
      page={filter.page ?? 1}
      onPage={(next) => setFilter({ ...filter, page: next })}
      countText={(count) => m.backoffice_article_count({ count }, locale)}
      emptyText={m.backoffice_article_empty({}, locale)}
      beforeTable={
        <BulkActions
          lang={lang}
          bulk={bulk}
          actions={[
            { action: 'publish', label: m.backoffice_bulk_publish({}, locale) },
            { action: 'unpublish', label: m.backoffice_bulk_unpublish({}, locale) },
          ]}
        />
      }
      headers={[
        m.backoffice_col_select({}, locale),
        m.backoffice_col_title({}, locale),
        m.backoffice_field_category({}, locale),
        m.backoffice_field_author({}, locale),
        m.backoffice_field_status({}, locale),
        m.backoffice_col_published({}, locale),
      ]}
      row={(article) => (
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
      )}
    />
  )
}
