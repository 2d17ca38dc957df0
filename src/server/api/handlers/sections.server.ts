import * as v from 'valibot'
import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { m } from '~/server/i18n.server'
import { getProduction, listProductionTags, listProductions, listProductionsByFilter, listSeasons } from '~/features/productions/productions.server'
import { ProductionFilterObject } from '~/features/productions/productions.shared'
import { getArticle, listArticleCategories, listArticleTags, listArticleTeasers, listArticles } from '~/features/magazine/magazine.server'
import { parseIdList } from '~/features/magazine/magazine.shared'
import { getPerson, listPersonCategories, listPersons } from '~/features/team/team.server'
import { getVenue, listVenues } from '~/features/venues/venues.server'
import { getSeries } from '~/features/series/series.server'
import { parseRouteIdParam } from './params'

/** Productions, magazine, team, venues and series (spec programme.md §7). */
export const sectionHandlers = defineHandlers({
  productions: async ({ db, lang, query }) => {
    const { page = 1, ...filter } = query
    return listProductions(db, lang, filter, page)
  },
  productionsByFilter: async ({ db, lang, body }) => {
    const filter = v.safeParse(ProductionFilterObject, body.filter)
    if (!filter.success) throw new HttpError(400, m.error_bad_request({}, { locale: lang }), { filter: filter.issues.map((issue) => issue.message) })
    return listProductionsByFilter(db, lang, filter.output)
  },
  production: async ({ db, lang, params }) => getProduction(db, lang, parseRouteIdParam(params.id, lang)),
  seasons: async ({ db }) => listSeasons(db),
  productionTags: async ({ db, lang }) => listProductionTags(db, lang),
  articles: async ({ db, lang, query }) => {
    const { page = 1, ...filter } = query
    return listArticles(db, lang, filter, page)
  },
  article: async ({ db, lang, params }) => getArticle(db, lang, parseRouteIdParam(params.id, lang)),
  articlesTeaser: async ({ db, lang, query }) => listArticleTeasers(db, lang, parseIdList(query.ids)),
  articleCategories: async ({ db, lang }) => listArticleCategories(db, lang),
  articleTags: async ({ db, lang }) => listArticleTags(db, lang),
  persons: async ({ db, lang }) => listPersons(db, lang),
  person: async ({ db, lang, params }) => getPerson(db, lang, parseRouteIdParam(params.id, lang)),
  personCategories: async ({ db, lang }) => listPersonCategories(db, lang),
  venues: async ({ db, lang }) => listVenues(db, lang),
  venue: async ({ db, lang, params }) => getVenue(db, lang, parseRouteIdParam(params.id, lang)),
  seriesDetail: async ({ db, lang, params }) => getSeries(db, lang, parseRouteIdParam(params.id, lang)),
})
