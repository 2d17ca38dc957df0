import { defineHandlers } from '../handler'
import { HttpError } from '../http-error'
import { pagedAnswer } from '../paged'
import { m } from '~/server/i18n.server'
import { listUsersForBackOffice, updateAccount, USERS_PAGE_SIZE } from '~/features/back-office/users.server'
import { deleteFormEntries } from '~/features/forms/entry-deletion.server'
import { inviteStaff, listInvitations, resendInvitation, withdrawInvitation } from '~/features/back-office/invitations.server'
import type { InvitationWriteResult } from '~/features/back-office/invitations.server'
import { siteOrigin } from '~/lib/site-origin'
import { requireAdministrator, requireEditor } from './access.server'
import { parseRouteIdParam } from './params'
import * as v from 'valibot'
import { CHOICE_KINDS } from '~/contract/back-office'
import { actionHandlers, collectionHandlers } from '~/features/collections/handlers.server'
import { choicesOf } from '~/features/collections/choices.server'
import { eventsServer } from '~/features/events/event-records.server'
import { sponsorsServer } from '~/features/sponsors/sponsors.server'
import { seriesServer } from '~/features/series/series.server'
import { teasersServer } from '~/features/programme/teasers.server'
import { personsServer } from '~/features/team/persons.server'
import { venuesServer } from '~/features/venues/venue-records.server'
import { productionsServer } from '~/features/productions/production-records.server'
import { articlesServer } from '~/features/magazine/article-records.server'
import { formsServer } from '~/features/forms/form-records.server'

function writtenInvitation(result: InvitationWriteResult) {
  if (result.ok) return result.invitation
  throw new HttpError(result.status, result.message, result.status === 400 ? result.errors : undefined)
}

export const backOfficeHandlers = defineHandlers({
  // the collections described once (decision 0031)
  ...collectionHandlers(sponsorsServer),
  ...collectionHandlers(seriesServer),
  ...collectionHandlers(teasersServer),
  ...collectionHandlers(personsServer),
  ...collectionHandlers(venuesServer),
  ...collectionHandlers(productionsServer),
  ...collectionHandlers(articlesServer),
  ...collectionHandlers(formsServer),
  ...actionHandlers(eventsServer),
  ...collectionHandlers(eventsServer),
  backOfficeChoices: async ({ db, lang, params, user }) => {
    await requireEditor(user, lang)
    const kind = v.safeParse(v.picklist(CHOICE_KINDS), params.kind)
    if (!kind.success) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    return choicesOf(db, lang, kind.output)
  },
  backOfficeFormEntriesDelete: async ({ db, lang, params, body, user }) => {
    await requireEditor(user, lang)
    const deleted = await deleteFormEntries(db, parseRouteIdParam(params.id, lang), body)
    if (!deleted) throw new HttpError(404, m.error_route_not_found({}, { locale: lang }))
    return deleted
  },
  backOfficeUsers: async ({ db, lang, query, user, request }) => {
    await requireAdministrator(user, lang, request)
    const { page, total, results } = await listUsersForBackOffice(db, query)
    const { page: _page, ...filter } = query
    return pagedAnswer({ path: `/${lang}/api/backoffice/users/`, filter, page, pageSize: USERS_PAGE_SIZE, total, results })
  },
  backOfficeUserUpdate: async ({ db, lang, params, body, user, request }) => {
    const administrator = await requireAdministrator(user, lang, request)
    const result = await updateAccount(db, lang, administrator.id, parseRouteIdParam(params.id, lang), body)
    if (result.ok) return result.account
    throw new HttpError(result.status, result.message, result.status === 400 ? result.errors : undefined)
  },
  backOfficeInvitations: async ({ db, lang, user, request }) => {
    await requireAdministrator(user, lang, request)
    return listInvitations(db)
  },
  backOfficeInvitationCreate: async ({ db, lang, body, user, request }) => {
    const administrator = await requireAdministrator(user, lang, request)
    return writtenInvitation(await inviteStaff(db, lang, administrator.id, body, siteOrigin()))
  },
  backOfficeInvitationResend: async ({ db, lang, params, user, request }) => {
    const administrator = await requireAdministrator(user, lang, request)
    return writtenInvitation(await resendInvitation(db, lang, administrator.id, parseRouteIdParam(params.id, lang), siteOrigin()))
  },
  backOfficeInvitationDelete: async ({ db, lang, params, user, request }) => {
    await requireAdministrator(user, lang, request)
    const result = await withdrawInvitation(db, lang, parseRouteIdParam(params.id, lang))
    if (!result.ok) throw new HttpError(result.status, result.message)
    return { ok: true }
  },
})
