import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { NullableString, PageNumber, paged } from './shared'

/** What a hit is; the search page's finer categories group them. */
export const SEARCH_TYPES = ['event', 'production', 'article', 'person', 'venue', 'series', 'page'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

/** The categories of the search page (`/{lang}/search/{category}`): all, events, others, and finer parts of others. */
export const SEARCH_CATEGORIES = ['all', 'events', 'others', 'productions', 'magazine', 'people', 'venues', 'series', 'pages'] as const
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number]

export const SEARCH_PAGE_SIZE = 10
export const SEARCH_QUERY_MAX = 200

/**
 * A search text: trimmed, 1 to 200 characters. Titles and excerpts of hits mark the matched words with U+E000
 * (start) and U+E001 (end); a client shows them highlighted and never as markup.
 */
export const SearchQuery = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_QUERY_MAX))

export const SearchHit = v.object({
  id: v.string(),
  type: v.picklist(SEARCH_TYPES),
  title: v.string(),
  /** the title with the matched words marked */
  title_marked: v.string(),
  subtitle: NullableString,
  url: v.string(),
  /** a passage of the text with the matched words marked */
  excerpt: NullableString,
  /** events: the start; productions: the first day; articles: the publication */
  date: NullableString,
  date_end: NullableString,
  /** events: room and venue */
  venue: NullableString,
  /** events: whether it is still to come */
  upcoming: v.boolean(),
})
export type SearchHit = v.InferOutput<typeof SearchHit>

export const SearchCounts = v.object({
  all: v.number(),
  events: v.number(),
  others: v.number(),
  productions: v.number(),
  magazine: v.number(),
  people: v.number(),
  venues: v.number(),
  series: v.number(),
  pages: v.number(),
})
export type SearchCounts = v.InferOutput<typeof SearchCounts>

export const SearchSuggestion = v.object({
  type: v.picklist(SEARCH_TYPES),
  title: v.string(),
  subtitle: NullableString,
  url: v.string(),
  date: NullableString,
})
export type SearchSuggestion = v.InferOutput<typeof SearchSuggestion>


const pagedHits = paged(SearchHit)

export const searchEndpoints = {
  /** suggestions while typing: titles that start with the text (or resemble it), each with its type and link */
  autocomplete: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/autocomplete/',
    query: v.object({ query: SearchQuery }),
    response: v.object({ data: v.array(SearchSuggestion) }),
  }),
  /** counts of every category, "Did you mean:", and one page of a category (all by default) */
  search: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/',
    query: v.object({ query: SearchQuery, category: v.optional(v.picklist(SEARCH_CATEGORIES), 'all'), page: v.optional(PageNumber) }),
    response: v.object({
      ...pagedHits.entries,
      query: v.string(),
      category: v.picklist(SEARCH_CATEGORIES),
      counts: SearchCounts,
      suggestion: NullableString,
    }),
  }),
  searchEvents: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/events/',
    query: v.object({ query: SearchQuery, page: v.optional(PageNumber) }),
    response: pagedHits,
  }),
  /** everything but events; `category` narrows it to one finer category */
  searchOthers: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/search/others/',
    query: v.object({
      query: SearchQuery,
      page: v.optional(PageNumber),
      category: v.optional(v.picklist(['productions', 'magazine', 'people', 'venues', 'series', 'pages'])),
    }),
    response: pagedHits,
  }),
}
