import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'
import type { ProgrammeSearch } from './programme.shared'
import { EVENTS_PAGE_SIZE } from './programme.constants'

/** Query keys and options of the programme; option lists load once each (they hardly change). */
export const programmeQueries = {
  all: ['programme'] as const,
  events: (lang: Locale, search: ProgrammeSearch) =>
    infiniteQueryOptions({
      queryKey: [...programmeQueries.all, 'events', lang, search],
      queryFn: ({ pageParam }) => api.call('events', { params: { lang }, query: { ...search, page: pageParam, page_size: EVENTS_PAGE_SIZE } }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
      staleTime: 60_000,
    }),
  teasers: (lang: Locale, date: string | undefined) =>
    queryOptions({
      queryKey: [...programmeQueries.all, 'teasers', lang, date ?? null],
      queryFn: () => api.call('teasers', { params: { lang }, query: { date } }),
      staleTime: 5 * 60_000,
    }),
  calendar: (lang: Locale, search: Pick<ProgrammeSearch, 'room' | 'type' | 'tag'>) =>
    queryOptions({
      queryKey: [...programmeQueries.all, 'calendar', lang, search],
      queryFn: () =>
        api.call('calendar', { params: { lang }, query: { room: search.room, tag: search.tag, type: search.type === undefined ? undefined : String(search.type) } }),
      staleTime: 5 * 60_000,
    }),
  options: {
    rooms: (lang: Locale) => queryOptions({ queryKey: [...programmeQueries.all, 'options', 'rooms', lang], queryFn: () => api.call('rooms', { params: { lang } }), staleTime: Infinity }),
    types: (lang: Locale) =>
      queryOptions({ queryKey: [...programmeQueries.all, 'options', 'types', lang], queryFn: () => api.call('exhibitionTypes', { params: { lang }, query: { scope: 'events' } }), staleTime: Infinity }),
    tags: (lang: Locale) => queryOptions({ queryKey: [...programmeQueries.all, 'options', 'tags', lang], queryFn: () => api.call('eventTags', { params: { lang } }), staleTime: Infinity }),
    series: (lang: Locale) => queryOptions({ queryKey: [...programmeQueries.all, 'options', 'series', lang], queryFn: () => api.call('series', { params: { lang } }), staleTime: Infinity }),
    genres: (lang: Locale) => queryOptions({ queryKey: [...programmeQueries.all, 'options', 'genres', lang], queryFn: () => api.call('genres', { params: { lang } }), staleTime: Infinity }),
  },
  event: (lang: Locale, id: number) =>
    queryOptions({ queryKey: [...programmeQueries.all, 'event', lang, id], queryFn: () => api.call('event', { params: { lang, id: String(id) } }), staleTime: 60_000, retry: false }),
}
