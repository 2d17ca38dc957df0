import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { pagedAnswer } from '../paged'
import { m } from '~/server/i18n.server'
import { SEARCH_PAGE_SIZE } from '~/contract/search'
import type { SearchCategory } from '~/contract/search'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { autocomplete, runSearch } from '~/server/search/query.server'
import { listSearchKeywords, recordSearchKeyword } from '~/server/search/keywords.server'

async function pagedCategory(db: Db, lang: Locale, path: string, filter: object, query: string, category: SearchCategory, page: number) {
  const { counts, results, suggestion } = await runSearch(db, lang, query, category, page)
  return { counts, suggestion, answer: pagedAnswer({ path, filter, page, pageSize: SEARCH_PAGE_SIZE, total: counts[category], results }) }
}

/** The site search (spec platform.md §7); answers are per query and never part of a shared page. */
export const searchHandlers = defineHandlers({
  autocomplete: async ({ db, lang, query }) => ({ data: await autocomplete(db, lang, query.query) }),
  search: async ({ db, lang, query }) => {
    const page = query.page ?? 1
    const { counts, suggestion, answer } = await pagedCategory(db, lang, `/${lang}/api/search/`, { query: query.query, category: query.category }, query.query, query.category, page)
    // a new search (all categories, first page) is counted for the dashboard; paging and tabs are not
    if (page === 1 && query.category === 'all') await recordSearchKeyword(db, lang, query.query, counts.all)
    return { ...answer, query: query.query, category: query.category, counts, suggestion }
  },
  searchEvents: async ({ db, lang, query }) => {
    const { answer } = await pagedCategory(db, lang, `/${lang}/api/search/events/`, { query: query.query }, query.query, 'events', query.page ?? 1)
    return answer
  },
  searchOthers: async ({ db, lang, query }) => {
    const category = query.category ?? 'others'
    const { answer } = await pagedCategory(db, lang, `/${lang}/api/search/others/`, { query: query.query, category: query.category }, query.query, category, query.page ?? 1)
    return answer
  },
  searchKeywords: async ({ db, lang, query, user }) => {
    if (!(await user())) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
    return listSearchKeywords(db, query.sort)
  },
})
