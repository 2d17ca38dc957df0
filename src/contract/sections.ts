import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { FilterOption, Image, NullableString, NumericId, PageNumber, UrlDate, paged } from './shared'
import { EventListItem, PersonRef } from './programme'

const Slugs = v.object({ de: v.string(), en: v.string() })

export const ProductionListItem = v.object({
  id: v.number(),
  slug: v.string(),
  slugs: Slugs,
  kind: v.picklist(['show', 'exhibition']),
  title: v.string(),
  subtitle: NullableString,
  teaser: NullableString,
  /** YYYY-MM-DD of the premiere (or opening) and the last performance (or closing) */
  date_from: NullableString,
  date_to: NullableString,
  season: v.nullable(FilterOption),
  exhibition_type: v.nullable(FilterOption),
  tags: v.array(FilterOption),
  image: v.nullable(Image),
})
export type ProductionListItem = v.InferOutput<typeof ProductionListItem>

export const ProductionDetail = v.object({
  ...ProductionListItem.entries,
  /** Lexical JSON, validated where it is rendered */
  description: v.unknown(),
  images: v.array(Image),
  duration: NullableString,
  cast: v.array(PersonRef),
  team: v.array(PersonRef),
  /** upcoming events of the production, soonest first */
  events: v.array(EventListItem),
})
export type ProductionDetail = v.InferOutput<typeof ProductionDetail>

export const ProductionQuery = v.object({
  season: v.optional(NumericId),
  exhibition_type: v.optional(NumericId),
  tag: v.optional(NumericId),
  date: v.optional(UrlDate),
  page: v.optional(PageNumber),
})

/** The filter object of the productions variant that answers only results (spec programme.md §7). */
export const ProductionFilterBody = v.object({
  filter: v.pipe(
    v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.string(), v.number(), v.boolean()])),
    v.check((filter) => Object.keys(filter).length <= 20, 'at most 20 filter keys'),
  ),
})

export const ArticleTag = v.object({ id: v.number(), name: v.string(), slug: v.string(), slugs: Slugs })
export type ArticleTag = v.InferOutput<typeof ArticleTag>

export const ArticleCategory = v.object({ id: v.number(), name: v.string(), style_name: NullableString, slug: v.string(), slugs: Slugs })
export type ArticleCategory = v.InferOutput<typeof ArticleCategory>

export const ArticleListItem = v.object({
  id: v.number(),
  slug: v.string(),
  slugs: Slugs,
  title: v.string(),
  teaser: NullableString,
  published_at: v.string(),
  category: v.nullable(ArticleCategory),
  tags: v.array(ArticleTag),
  image: v.nullable(Image),
})
export type ArticleListItem = v.InferOutput<typeof ArticleListItem>

export const ArticleDetail = v.object({
  ...ArticleListItem.entries,
  /** Lexical JSON, validated where it is rendered */
  body: v.unknown(),
  author: v.nullable(PersonRef),
  related: v.array(ArticleListItem),
})
export type ArticleDetail = v.InferOutput<typeof ArticleDetail>

export const ArticleQuery = v.object({ category: v.optional(NumericId), tag: v.optional(NumericId), page: v.optional(PageNumber) })

export const PersonCategory = v.object({ id: v.number(), name: v.string() })
export type PersonCategory = v.InferOutput<typeof PersonCategory>

export const PersonListItem = v.object({
  id: v.number(),
  slug: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: NullableString,
  category: v.nullable(PersonCategory),
  portrait: v.nullable(Image),
})
export type PersonListItem = v.InferOutput<typeof PersonListItem>

export const PersonDetail = v.object({
  ...PersonListItem.entries,
  /** Lexical JSON, validated where it is rendered */
  biography: v.unknown(),
  productions: v.array(ProductionListItem),
  events: v.array(EventListItem),
})
export type PersonDetail = v.InferOutput<typeof PersonDetail>

export const Venue = v.object({
  id: v.number(),
  slug: v.string(),
  slugs: Slugs,
  name: v.string(),
  street: v.string(),
  postcode: v.string(),
  city: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  phone: NullableString,
  email: NullableString,
  website: NullableString,
  description: NullableString,
  accessibility: NullableString,
  image: v.nullable(Image),
  rooms: v.array(v.object({ id: v.number(), name: v.string() })),
})
export type Venue = v.InferOutput<typeof Venue>

/** The house's weekly opening hours (box office); weekday 0 = Monday … 6 = Sunday, times HH:MM:SS. */
export const OpeningHoursEntry = v.object({
  weekday: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  time_from: NullableString,
  time_to: NullableString,
  closed: v.boolean(),
})
export type OpeningHoursEntry = v.InferOutput<typeof OpeningHoursEntry>

export const VenueDetail = v.object({
  ...Venue.entries,
  opening_hours: v.array(OpeningHoursEntry),
  /** upcoming events in the venue's rooms, soonest first */
  events: v.array(EventListItem),
})
export type VenueDetail = v.InferOutput<typeof VenueDetail>

export const SeriesDetail = v.object({
  id: v.number(),
  slug: v.string(),
  slugs: Slugs,
  name: v.string(),
  description: NullableString,
  price: NullableString,
  image: v.nullable(Image),
  events: v.array(EventListItem),
})
export type SeriesDetail = v.InferOutput<typeof SeriesDetail>

export const sectionEndpoints = {
  productions: defineEndpoint({ method: 'GET', path: '/{lang}/api/productions/', query: ProductionQuery, response: paged(ProductionListItem) }),
  productionsByFilter: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/productions/filter/',
    body: ProductionFilterBody,
    response: v.array(ProductionListItem),
  }),
  production: defineEndpoint({ method: 'GET', path: '/{lang}/api/productions/{id}/', response: ProductionDetail }),
  seasons: defineEndpoint({ method: 'GET', path: '/{lang}/api/seasons/', response: v.array(FilterOption) }),
  productionTags: defineEndpoint({ method: 'GET', path: '/{lang}/api/production-tags/', response: v.array(FilterOption) }),
  articles: defineEndpoint({ method: 'GET', path: '/{lang}/api/articles/', query: ArticleQuery, response: paged(ArticleListItem) }),
  article: defineEndpoint({ method: 'GET', path: '/{lang}/api/articles/{id}/', response: ArticleDetail }),
  articlesTeaser: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/articles-teaser/',
    query: v.object({ ids: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}(,\d{1,10}){0,19}$/))) }),
    response: v.array(ArticleListItem),
  }),
  articleCategories: defineEndpoint({ method: 'GET', path: '/{lang}/api/article-categories/', response: v.array(ArticleCategory) }),
  articleTags: defineEndpoint({ method: 'GET', path: '/{lang}/api/article-tags/', response: v.array(ArticleTag) }),
  persons: defineEndpoint({ method: 'GET', path: '/{lang}/api/persons/', response: v.array(PersonListItem) }),
  person: defineEndpoint({ method: 'GET', path: '/{lang}/api/persons/{id}/', response: PersonDetail }),
  personCategories: defineEndpoint({ method: 'GET', path: '/{lang}/api/person-categories/', response: v.array(PersonCategory) }),
  venues: defineEndpoint({ method: 'GET', path: '/{lang}/api/venues/', response: v.array(Venue) }),
  venue: defineEndpoint({ method: 'GET', path: '/{lang}/api/venues/{id}/', response: VenueDetail }),
  seriesDetail: defineEndpoint({ method: 'GET', path: '/{lang}/api/series/{id}/', response: SeriesDetail }),
}
