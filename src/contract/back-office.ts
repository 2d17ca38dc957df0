import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { CalendarDay, DbId, NullableString, NumericId, PageNumber, paged } from './shared'
import { EVENT_STATUSES, MAX_ENTRIES_PER_DELETION, PERSON_CREDIT_KINDS, STAFF_ROLES } from '~/server/db/values'
import type { JsonValue } from '~/server/db/module-tree'
import { collectionEndpoints } from '~/features/collections/collection'
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
// field errors in the editor's language (src/features/back-office/event-input.ts).

const BothLanguages = v.object({ de: v.string(), en: v.string() })
const Option = v.object({ id: v.number(), name: v.string() })

const JsonValueSchema: v.GenericSchema<JsonValue> = v.lazy(() =>
  v.union([v.string(), v.number(), v.boolean(), v.null(), v.array(JsonValueSchema), v.record(v.string(), JsonValueSchema)]),
)
/** Lexical's serialized state as stored (src/server/db/rich-text.ts); the service checks its size. */
const RichTextJson = v.object({ root: v.objectWithRest({ type: v.string(), version: v.number() }, JsonValueSchema) })
/** A rich text in both languages, null where a language has none. */
const RichTextBody = v.object({ de: v.nullable(RichTextJson), en: v.nullable(RichTextJson) })
/** The languages of a rich text an update changes (a language left out stays). */
const RichTextPatch = v.object({ de: v.optional(v.nullable(RichTextJson)), en: v.optional(v.nullable(RichTextJson)) })

/** A person credited on an event or a production: in the cast or the team, with a role in both languages. */
export const BackOfficeCredit = v.object({ person_id: v.number(), kind: v.picklist(PERSON_CREDIT_KINDS), role: BothLanguages })
export type BackOfficeCredit = v.InferOutput<typeof BackOfficeCredit>

export const BackOfficeEventListItem = v.object({
  id: v.number(),
  title: BothLanguages,
  date_start: v.string(),
  date_end: NullableString,
  status: v.picklist(EVENT_STATUSES),
  room: v.nullable(Option),
  is_bookable: v.boolean(),
  url: v.string(),
})
export type BackOfficeEventListItem = v.InferOutput<typeof BackOfficeEventListItem>

export const BackOfficePrice = v.object({ id: v.number(), sale_type_id: v.number(), amount: v.string() })
export const BackOfficeSeatGroup = v.object({
  id: v.number(),
  name: BothLanguages,
  capacity: v.number(),
  /** seats sold or held in carts: the capacity cannot go below it, and the group cannot be removed while it is above 0 */
  taken: v.number(),
  prices: v.array(BackOfficePrice),
})
export type BackOfficeSeatGroup = v.InferOutput<typeof BackOfficeSeatGroup>

/** A time of entry on the event's day (a tour, a slot of an exhibition night); each sells its own seats. */
export const BackOfficeTimeslot = v.object({
  id: v.number(),
  /** "HH:MM", Berlin time */
  time_start: v.string(),
  /** shown and sold; a hidden one keeps its tickets but sells no more */
  visible: v.boolean(),
  /** seats sold or held in this timeslot: it cannot be removed while this is above 0 */
  taken: v.number(),
})
export type BackOfficeTimeslot = v.InferOutput<typeof BackOfficeTimeslot>

export const BackOfficeEvent = v.object({
  id: v.number(),
  title: BothLanguages,
  subtitle: BothLanguages,
  slug: BothLanguages,
  teaser: BothLanguages,
  info: BothLanguages,
  /** rich text per language, null where there is none */
  description: RichTextBody,
  /** media path of the main image */
  image: NullableString,
  date_start: v.string(),
  date_end: NullableString,
  status: v.picklist(EVENT_STATUSES),
  room_id: v.nullable(v.number()),
  production_id: v.nullable(v.number()),
  event_type_id: v.nullable(v.number()),
  series_id: v.nullable(v.number()),
  genre_ids: v.array(v.number()),
  /** the event's tags, access features (audio description, sign language …) among them */
  tag_ids: v.array(v.number()),
  label_ids: v.array(v.number()),
  credits: v.array(BackOfficeCredit),
  is_bookable: v.boolean(),
  price_from: NullableString,
  seat_groups: v.array(BackOfficeSeatGroup),
  timeslots: v.array(BackOfficeTimeslot),
  /** the copy's version: an update must name it, so an outdated copy cannot overwrite a newer one */
  updated_at: v.string(),
  urls: BothLanguages,
})
export type BackOfficeEvent = v.InferOutput<typeof BackOfficeEvent>

/** What the event form offers to choose from. */
export const BackOfficeEventOptions = v.object({
  rooms: v.array(Option),
  productions: v.array(Option),
  event_types: v.array(Option),
  series: v.array(Option),
  genres: v.array(Option),
  tags: v.array(Option),
  labels: v.array(Option),
  /** the people who can be credited */
  persons: v.array(Option),
  /** the price categories (sale types), full price first */
  sale_types: v.array(v.object({ id: v.number(), name: v.string(), is_full_price: v.boolean() })),
})
export type BackOfficeEventOptions = v.InferOutput<typeof BackOfficeEventOptions>

const IsoDay = CalendarDay
export const BackOfficeEventQuery = v.object({
  from: v.optional(IsoDay),
  to: v.optional(IsoDay),
  status: v.optional(v.picklist(EVENT_STATUSES)),
  room: v.optional(NumericId),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: v.optional(PageNumber),
})
export type BackOfficeEventQuery = v.InferOutput<typeof BackOfficeEventQuery>

// shapes only, with generous bounds; what a field may hold is the service's to say, in the editor's language
const Text = v.pipe(v.string(), v.maxLength(5000))
const Both = v.object({ de: Text, en: Text })
/** The whole list of credits, in order (cast and team each keep the order given). */
const Credits = v.pipe(v.array(v.object({ person_id: DbId, kind: v.picklist(PERSON_CREDIT_KINDS), role: Both })), v.maxLength(100))
const partly = v.optional(v.object({ de: v.optional(Text), en: v.optional(Text) }))
const Instant = v.pipe(v.string(), v.isoTimestamp())

export const BackOfficeSeatGroupInput = v.object({
  /** an existing seat group of this event; without it a new one */
  id: v.optional(DbId),
  name: Both,
  capacity: v.number(),
  prices: v.pipe(v.array(v.object({ sale_type_id: DbId, amount: v.pipe(v.string(), v.maxLength(20)) })), v.maxLength(20)),
})
export type BackOfficeSeatGroupInput = v.InferOutput<typeof BackOfficeSeatGroupInput>
const SeatGroups = v.pipe(v.array(BackOfficeSeatGroupInput), v.maxLength(20))

export const BackOfficeTimeslotInput = v.object({
  /** an existing timeslot of this event; without it a new one */
  id: v.optional(DbId),
  time_start: v.pipe(v.string(), v.maxLength(20)),
  visible: v.boolean(),
})
export type BackOfficeTimeslotInput = v.InferOutput<typeof BackOfficeTimeslotInput>
const Timeslots = v.pipe(v.array(BackOfficeTimeslotInput), v.maxLength(48))
const Ids = v.pipe(v.array(DbId), v.maxLength(100))
/** How an event is classified: what the programme's filters, labels and series pages find it by. */
const Classification = {
  event_type_id: v.optional(v.nullable(DbId)),
  series_id: v.optional(v.nullable(DbId)),
  genre_ids: v.optional(Ids),
  tag_ids: v.optional(Ids),
  label_ids: v.optional(Ids),
  credits: v.optional(Credits),
}

export const BackOfficeEventCreate = v.object({
  title: Both,
  subtitle: v.optional(Both),
  slug: Both,
  teaser: v.optional(Both),
  info: v.optional(Both),
  description: v.optional(RichTextBody),
  image: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000)))),
  date_start: Instant,
  date_end: v.optional(v.nullable(Instant)),
  status: v.optional(v.picklist(EVENT_STATUSES)),
  room_id: v.optional(v.nullable(DbId)),
  production_id: v.optional(v.nullable(DbId)),
  is_bookable: v.optional(v.boolean()),
  price_from: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  ...Classification,
  seat_groups: v.optional(SeatGroups),
  timeslots: v.optional(Timeslots),
})
export type BackOfficeEventCreate = v.InferOutput<typeof BackOfficeEventCreate>

export const BackOfficeEventUpdate = v.object({
  updated_at: Instant,
  title: partly,
  subtitle: partly,
  slug: partly,
  teaser: partly,
  info: partly,
  description: v.optional(RichTextPatch),
  image: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1000)))),
  date_start: v.optional(Instant),
  date_end: v.optional(v.nullable(Instant)),
  status: v.optional(v.picklist(EVENT_STATUSES)),
  room_id: v.optional(v.nullable(DbId)),
  production_id: v.optional(v.nullable(DbId)),
  is_bookable: v.optional(v.boolean()),
  price_from: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  ...Classification,
  /** the event's whole offer: seat groups left out are removed (refused while they have sold or held seats) */
  seat_groups: v.optional(SeatGroups),
  /** all of the event's timeslots: those left out are removed (refused while they have sold or held seats) */
  timeslots: v.optional(Timeslots),
})
export type BackOfficeEventUpdate = v.InferOutput<typeof BackOfficeEventUpdate>

export const BackOfficeEventDuplicate = v.object({ date_start: Instant, date_end: v.optional(v.nullable(Instant)) })
export type BackOfficeEventDuplicate = v.InferOutput<typeof BackOfficeEventDuplicate>

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
  backOfficeEvents: defineEndpoint({ method: 'GET', path: '/{lang}/api/backoffice/events/', query: BackOfficeEventQuery, response: paged(BackOfficeEventListItem) }),
  backOfficeEventOptions: defineEndpoint({ method: 'GET', path: '/{lang}/api/backoffice/event-options/', response: BackOfficeEventOptions }),
  backOfficeEventCreate: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/events/', body: BackOfficeEventCreate, response: BackOfficeEvent }),
  // before `events/{id}/`: the first endpoint whose path matches answers
  backOfficeEventsBulk: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/backoffice/events/bulk/',
    body: v.object({
      ids: v.pipe(v.array(DbId), v.minLength(1), v.maxLength(200)),
      action: v.picklist(['cancel', 'schedule', 'bookable', 'not-bookable']),
    }),
    response: v.object({ changed: v.number() }),
  }),
  backOfficeEvent: defineEndpoint({ method: 'GET', path: '/{lang}/api/backoffice/events/{id}/', response: BackOfficeEvent }),
  backOfficeEventUpdate: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/events/{id}/', body: BackOfficeEventUpdate, response: BackOfficeEvent }),
  backOfficeEventDelete: defineEndpoint({ method: 'DELETE', path: '/{lang}/api/backoffice/events/{id}/', response: v.object({ ok: v.boolean() }) }),
  backOfficeEventDuplicate: defineEndpoint({ method: 'POST', path: '/{lang}/api/backoffice/events/{id}/duplicate/', body: BackOfficeEventDuplicate, response: BackOfficeEvent }),
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
