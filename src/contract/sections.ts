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
  description: v.unknown(),
  images: v.array(Image),
  duration: NullableString,
  cast: v.array(PersonRef),
  team: v.array(PersonRef),
  events: v.array(EventListItem),
})

export const ProductionQuery = v.object({
  season: v.optional(NumericId),
  exhibition_type: v.optional(NumericId),
  tag: v.optional(NumericId),
  date: v.optional(UrlDate),
  page: v.optional(PageNumber),
})

export const ArticleCategory = v.object({ id: v.number(), name: v.string(), style_name: NullableString, slug: v.string() })
export type ArticleCategory = v.InferOutput<typeof ArticleCategory>

export const ArticleListItem = v.object({
  id: v.number(),
  slug: v.string(),
  slugs: Slugs,
  title: v.string(),
  teaser: NullableString,
  published_at: v.string(),
  category: v.nullable(ArticleCategory),
  tags: v.array(v.object({ id: v.number(), name: v.string(), slug: v.string() })),
  image: v.nullable(Image),
})
export type ArticleListItem = v.InferOutput<typeof ArticleListItem>

export const ArticleDetail = v.object({
  ...ArticleListItem.entries,
  body: v.unknown(),
  author: v.nullable(PersonRef),
  related: v.array(ArticleListItem),
})

export const PersonCategory = v.object({ id: v.number(), name: v.string() })
export const PersonListItem = v.object({
  id: v.number(),
  slug: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  role: NullableString,
  category: v.nullable(PersonCategory),
  portrait: v.nullable(Image),
})
export const PersonDetail = v.object({
  ...PersonListItem.entries,
  biography: v.unknown(),
  productions: v.array(ProductionListItem),
  events: v.array(EventListItem),
})

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

export const sectionEndpoints = {
  productions: defineEndpoint({ method: 'GET', path: '/{lang}/api/productions/', query: ProductionQuery, response: paged(ProductionListItem) }),
  productionsByFilter: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/productions/filter/',
    body: v.object({ filter: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])) }),
    response: v.array(ProductionListItem),
  }),
  production: defineEndpoint({ method: 'GET', path: '/{lang}/api/productions/{id}/', response: ProductionDetail }),
  seasons: defineEndpoint({ method: 'GET', path: '/{lang}/api/seasons/', response: v.array(FilterOption) }),
  productionTags: defineEndpoint({ method: 'GET', path: '/{lang}/api/production-tags/', response: v.array(FilterOption) }),
  articles: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/articles/',
    query: v.object({ category: v.optional(NumericId), tag: v.optional(NumericId), page: v.optional(PageNumber) }),
    response: paged(ArticleListItem),
  }),
  article: defineEndpoint({ method: 'GET', path: '/{lang}/api/articles/{id}/', response: ArticleDetail }),
  articlesTeaser: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/articles-teaser/',
    query: v.object({ ids: v.optional(v.pipe(v.string(), v.regex(/^\d+(,\d+)*$/))) }),
    response: v.array(ArticleListItem),
  }),
  articleCategories: defineEndpoint({ method: 'GET', path: '/{lang}/api/article-categories/', response: v.array(ArticleCategory) }),
  articleTags: defineEndpoint({ method: 'GET', path: '/{lang}/api/article-tags/', response: v.array(v.object({ id: v.number(), name: v.string(), slug: v.string() })) }),
  persons: defineEndpoint({ method: 'GET', path: '/{lang}/api/persons/', response: v.array(PersonListItem) }),
  person: defineEndpoint({ method: 'GET', path: '/{lang}/api/persons/{id}/', response: PersonDetail }),
  personCategories: defineEndpoint({ method: 'GET', path: '/{lang}/api/person-categories/', response: v.array(PersonCategory) }),
  venues: defineEndpoint({ method: 'GET', path: '/{lang}/api/venues/', response: v.array(Venue) }),
  venue: defineEndpoint({ method: 'GET', path: '/{lang}/api/venues/{id}/', response: Venue }),
  seriesDetail: defineEndpoint({ method: 'GET', path: '/{lang}/api/series/{id}/', response: SeriesDetail }),
}
