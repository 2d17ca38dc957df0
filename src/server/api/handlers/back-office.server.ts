import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { m } from '~/server/i18n.server'
import { updateEventTexts } from '~/features/programme/event-writes.server'
import { parseRouteIdParam } from './params'

/** The back office's writes: editors only, checked on the server; CSRF is the pipeline's. */
export const backOfficeHandlers = defineHandlers({
  backOfficeEventUpdate: async ({ db, lang, params, body, user }) => {
    if (!(await user())) throw new HttpError(401, m.error_unauthorized({}, { locale: lang }))
    const updated = await updateEventTexts(db, parseRouteIdParam(params.id, lang), body)
    if (!updated) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    return updated
  },
})
