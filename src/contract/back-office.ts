import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { DbId, NullableString, PageNumber, paged } from './shared'
import { MAX_ENTRIES_PER_DELETION, STAFF_ROLES } from '~/server/db/values'
import { actionEndpoints, collectionEndpoints } from '~/features/collections/collection'
import { eventsCollection } from '~/features/events/events.collection'
import { sponsorsCollection } from '~/features/sponsors/sponsors.collection'
import { seriesCollection } from '~/features/series/series.collection'
import { teasersCollection } from '~/features/programme/teasers.collection'
import { personsCollection } from '~/features/team/persons.collection'
import { venuesCollection } from '~/features/venues/venues.collection'
import { productionsCollection } from '~/features/productions/productions.collection'
import { articlesCollection } from '~/features/magazine/articles.collection'
import { formsCollection } from '~/features/forms/forms.collection'

// The back office's resources (spec platform.md §7: list GET, show GET …/{id}/, create POST …/, update POST …/{id}/,
// delete DELETE …/{id}/), editors only (the user list: administrators only). The contract checks the shape; the service checks the content and answers
// field errors in the editor's language (src/features/collections/service.server.ts).

// shapes only, with generous bounds; what a field may hold is the service's to say, in the editor's language
const Text = v.pipe(v.string(), v.maxLength(5000))
const Both = v.object({ de: Text, en: Text })
const partly = v.optional(v.object({ de: v.optional(Text), en: v.optional(Text) }))
const Instant = v.pipe(v.string(), v.isoTimestamp())

/** The records of tables the hub offers in a reference field that are no collection of their own (an event's room, type and price category). */
export const CHOICE_KINDS = ['rooms', 'event-types', 'sale-types'] as const
export type ChoiceKind = (typeof CHOICE_KINDS)[number]
/** One of them as the hub's select offers it: the id, and the name in the editor's language. */
export const BackOfficeChoice = v.object({ value: v.string(), label: v.string() })

/** The account kinds of the user list: the staff roles, and visitors' accounts (no role that counts). */
export const ACCOUNT_KINDS = [...STAFF_ROLES, 'visitor'] as const
export const BackOfficeUser = v.object({
  id: v.number(),
  email: v.string(),
  username: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  kind: v.picklist(ACCOUNT_KINDS),
  is_active: v.boolean(),
  last_login_at: NullableString,
  /** the account's version: a change must name it */
  updated_at: v.string(),
})
export type BackOfficeUser = v.InferOutput<typeof BackOfficeUser>
/** An administrator changes an account's role (a visitor's account made staff, or back) or its access. */
export const BackOfficeUserUpdate = v.object({
  updated_at: v.pipe(v.string(), v.isoTimestamp()),
  kind: v.picklist(ACCOUNT_KINDS),
  is_active: v.boolean(),
})
export type BackOfficeUserUpdate = v.InferOutput<typeof BackOfficeUserUpdate>
export const BackOfficeUserQuery = v.object({
  kind: v.optional(v.picklist(ACCOUNT_KINDS)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: v.optional(PageNumber),
})
export type BackOfficeUserQuery = v.InferOutput<typeof BackOfficeUserQuery>

/** An open invitation into the staff (administrators only). */
export const BackOfficeInvitation = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  locale: v.picklist(['de', 'en']),
  invited_by: NullableString,
  created_at: v.string(),
  expires_at: v.string(),
})
export type BackOfficeInvitation = v.InferOutput<typeof BackOfficeInvitation>
export const BackOfficeInvitationCreate = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email(), v.regex(/^[^\r\n]*$/)),
  role: v.picklist(STAFF_ROLES),
  /** the language of the mail and of the hub for the invited person */
  locale: v.picklist(['de', 'en']),
})
export type BackOfficeInvitationCreate = v.InferOutput<typeof BackOfficeInvitationCreate>


const Name = v.pipe(v.string(), v.maxLength(500))
const Position = v.pipe(v.number(), v.minValue(-1_000_000_000), v.maxValue(1_000_000_000))

export const BackOfficePersonCreate = v.object({
  first_name: Name,
  last_name: Name,
  slug: Name,
  role: v.optional(Both),
  category_id: v.optional(v.nullable(DbId)),
  position: v.optional(Position),
})
export type BackOfficePersonCreate = v.InferOutput<typeof BackOfficePersonCreate>

/** An update names the fields it changes (POST …/{id}/ and PATCH alike); the others stay as stored. */
export const BackOfficePersonUpdate = v.object({
  updated_at: Instant,
  first_name: v.optional(Name),
  last_name: v.optional(Name),
  slug: v.optional(Name),
  role: partly,
  category_id: v.optional(v.nullable(DbId)),
  position: v.optional(Position),
})
export type BackOfficePersonUpdate = v.InferOutput<typeof BackOfficePersonUpdate>


/** Entries of a form to delete with their files: the named ones (of this form), or all. */
export const BackOfficeFormEntriesDeletion = v.union([
  v.strictObject({ ids: v.pipe(v.array(DbId), v.minLength(1), v.maxLength(MAX_ENTRIES_PER_DELETION)) }),
  v.strictObject({ all: v.literal(true) }),
])
export type BackOfficeFormEntriesDeletion = v.InferOutput<typeof BackOfficeFormEntriesDeletion>

export const backOfficeEndpoints = {
  // the collections described once (decision 0031)
  ...collectionEndpoints(sponsorsCollection),
  ...collectionEndpoints(seriesCollection),
  ...collectionEndpoints(teasersCollection),
  ...collectionEndpoints(personsCollection),
  ...collectionEndpoints(venuesCollection),
  ...collectionEndpoints(productionsCollection),
  ...collectionEndpoints(articlesCollection),
  ...collectionEndpoints(formsCollection),
  // before `events/{id}/`: the first endpoint whose path matches answers
  ...actionEndpoints(eventsCollection),
  ...collectionEndpoints(eventsCollection),
  backOfficeChoices: defineEndpoint({ method: 'GET', path: '/{lang}/api/backoffice/choices/{kind}/', response: v.array(BackOfficeChoice) }),
  backOfficeFormEntriesDelete: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/backoffice/forms/{id}/entries/delete/',
    body: BackOfficeFormEntriesDeletion,
    response: v.object({ entries: v.number(), files: v.number() }),
  }),
  /** administrators only */
  backOfficeUsers: defineEndpoint({ method: 'GET', path: '/{lang}/api/backoffice/users/', query: BackOfficeUserQuery, response: paged(BackOfficeUser) }),
  backOfficeUserUpdate: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/users/{id}/', body: BackOfficeUserUpdate, response: BackOfficeUser }),
  /** administrators only */
  backOfficeInvitations: defineEndpoint({ method: 'GET', path: '/{lang}/api/backoffice/invitations/', response: v.array(BackOfficeInvitation) }),
  backOfficeInvitationCreate: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/invitations/', body: BackOfficeInvitationCreate, response: BackOfficeInvitation }),
  backOfficeInvitationResend: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/invitations/{id}/resend/', response: BackOfficeInvitation }),
  backOfficeInvitationDelete: defineEndpoint({ method: 'DELETE', path: '/{lang}/api/backoffice/invitations/{id}/', response: v.object({ ok: v.boolean() }) }),
}
