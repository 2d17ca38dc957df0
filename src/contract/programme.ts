import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { DbId, FilterOption, Image, NullableString, NumericId, PageNumber, UrlDate, paged } from './shared'

export const PriceItem = v.object({
  id: v.number(),
  price: v.string(),
  sale_type_id: v.number(),
  seat_group: v.nullable(v.number()),
  text: v.string(),
  name: v.string(),
  has_discounts: v.boolean(),
})
export type PriceItem = v.InferOutput<typeof PriceItem>

export const SeatGroup = v.object({
  id: v.number(),
  seat_group: v.string(),
  status: v.number(),
  prices: v.array(PriceItem),
  text: v.string(),
})
export type SeatGroup = v.InferOutput<typeof SeatGroup>

export const Timeslot = v.object({ id: v.number(), time_start: v.string(), block_id: v.number(), status: v.number() })
export type Timeslot = v.InferOutput<typeof Timeslot>

export const EventLabel = v.object({ id: v.string(), name: v.string() })

export const EventListItem = v.object({
  id: v.number(),
  slug: v.string(),
  slugs: v.object({ de: v.string(), en: v.string() }),
  title: v.string(),
  subtitle: NullableString,
  date_start: v.string(),
  date_end: NullableString,
  status: v.string(),
  event_type_new: v.nullable(FilterOption),
  room: v.nullable(v.object({ id: v.number(), name: v.string(), venue: v.object({ id: v.number(), name: v.string(), slug: v.string() }) })),
  labels: v.array(EventLabel),
  info: NullableString,
  price_from: NullableString,
  ticket_url: NullableString,
  has_seat_groups: v.boolean(),
  has_paid_prices: v.boolean(),
  image: v.nullable(Image),
  production: v.nullable(v.object({ id: v.number(), slug: v.string(), title: v.string() })),
})
export type EventListItem = v.InferOutput<typeof EventListItem>

export const CurrentEventData = v.object({
  ticket_url: NullableString,
  seat_groups: v.array(SeatGroup),
  prices: v.array(PriceItem),
  timeslots: v.array(Timeslot),
  id_jet: v.nullable(v.number()),
  date_start: v.string(),
})
export type CurrentEventData = v.InferOutput<typeof CurrentEventData>

export const PersonRef = v.object({ id: v.number(), name: v.string(), slug: v.string(), role: v.string() })

export const EventDetail = v.object({
  ...EventListItem.entries,
  teaser: NullableString,
  description: v.unknown(),
  images: v.array(Image),
  cast: v.array(PersonRef),
  team: v.array(PersonRef),
  tags: v.array(FilterOption),
  series: v.nullable(v.object({ id: v.number(), name: v.string(), slug: v.string() })),
  currentEventData: CurrentEventData,
})
export type EventDetail = v.InferOutput<typeof EventDetail>

export const EventTeaser = v.object({
  id: v.number(),
  name: v.string(),
  position: v.string(),
  link: NullableString,
  preline: NullableString,
  subline: NullableString,
  headline: v.string(),
  link_text: NullableString,
  image_obj: v.nullable(Image),
  image_thumbnails: v.object({ large: NullableString }),
})
export type EventTeaser = v.InferOutput<typeof EventTeaser>

export const EventFilterQuery = v.object({
  room: v.optional(NumericId),
  type: v.optional(v.union([NumericId, v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))])),
  tag: v.optional(NumericId),
  series: v.optional(NumericId),
  genre: v.optional(NumericId),
  date: v.optional(UrlDate),
})

export const programmeEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/events/',
    query: v.object({
      ...EventFilterQuery.entries,
      page: v.optional(PageNumber),
      page_size: v.optional(v.pipe(PageNumber, v.maxValue(100))),
    }),
    response: paged(EventListItem),
  }),
  event: defineEndpoint({ method: 'GET', path: '/{lang}/api/events/{id}/', response: EventDetail }),
  teasers: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/teasers/',
    query: v.object({ date: v.optional(UrlDate) }),
    response: v.array(EventTeaser),
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/calendar/',
    query: v.object({ date: v.optional(UrlDate), room: v.optional(NumericId), type: v.optional(v.string()), tag: v.optional(NumericId) }),
    response: v.object({ dates: v.array(v.string()) }),
  }),
  rooms: defineEndpoint({ method: 'GET', path: '/{lang}/api/rooms/', response: v.array(FilterOption) }),
  /** the programme's type filter (id = slug); `scope=productions` lists the exhibition types of productions */
  exhibitionTypes: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/exhibition-types/',
    query: v.object({ scope: v.optional(v.picklist(['events', 'productions']), 'events') }),
    response: v.array(FilterOption),
  }),
  eventTags: defineEndpoint({ method: 'GET', path: '/{lang}/api/event-tags/', response: v.array(FilterOption) }),
  series: defineEndpoint({ method: 'GET', path: '/{lang}/api/series/', response: v.array(FilterOption) }),
  genres: defineEndpoint({ method: 'GET', path: '/{lang}/api/genres/', response: v.array(FilterOption) }),
}

export const CartRequest = v.object({
  quantities: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20))), v.minLength(1), v.maxLength(20)),
  event_jet_id: DbId,
  sale_type_ids: v.pipe(v.array(DbId), v.minLength(1), v.maxLength(20)),
  seat_group: v.optional(v.nullable(DbId)),
  block_id: v.optional(v.nullable(DbId)),
  request_id: v.optional(v.pipe(v.string(), v.maxLength(80))),
})
export type CartRequest = v.InferOutput<typeof CartRequest>

export const CartResponse = v.object({
  tickets_quantity: v.optional(v.number()),
  cart_url: v.optional(v.string()),
  response_code: v.optional(v.number()),
  expires_at: v.optional(v.string()),
})
export type CartResponse = v.InferOutput<typeof CartResponse>

export const bookingEndpoints = {
  shopCart: defineEndpoint({ method: 'POST', path: '/{lang}/api/shop-cart/', body: CartRequest, response: CartResponse }),
}
