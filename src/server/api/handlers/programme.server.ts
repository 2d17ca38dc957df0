import { defineHandlers } from '../handler'
import {
  availableDates,
  getEvent,
  listEventTags,
  listEventTypes,
  listEvents,
  listExhibitionTypes,
  listGenres,
  listRooms,
  listSeriesOptions,
  listTeasers,
} from '~/features/programme/programme.server'
import { parseRouteIdParam } from './params'

export const programmeHandlers = defineHandlers({
  events: async ({ db, lang, query }) => {
    const { page = 1, page_size = 10, ...filter } = query
    return listEvents(db, lang, filter, page, page_size)
  },
  event: async ({ db, lang, params }) => getEvent(db, lang, parseRouteIdParam(params.id, lang)),
  teasers: async ({ db, lang, query }) => listTeasers(db, lang, query.date),
  calendar: async ({ db, query }) => ({ dates: await availableDates(db, query) }),
  rooms: async ({ db, lang }) => listRooms(db, lang),
  exhibitionTypes: async ({ db, lang, query }) => (query.scope === 'productions' ? listExhibitionTypes(db, lang) : listEventTypes(db, lang)),
  eventTags: async ({ db, lang }) => listEventTags(db, lang),
  series: async ({ db, lang }) => listSeriesOptions(db, lang),
  genres: async ({ db, lang }) => listGenres(db, lang),
})
