import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/visitor-api'
import type { Locale } from '~/contract/shared'
import { anonymousUserDetails, maybeSignedIn } from '~/lib/signed-in'

/** Query keys and options of the site-wide data every layout reads. */
export const siteQueries = {
  all: ['site'] as const,
  settings: () =>
    queryOptions({
      queryKey: [...siteQueries.all, 'settings'],
      queryFn: () => api.call('settings', {}),
      staleTime: 30_000,
    }),
  navigation: (lang: Locale) =>
    queryOptions({
      queryKey: [...siteQueries.all, 'navigation', lang],
      queryFn: () => api.call('navigation', { params: { lang } }),
      staleTime: 5 * 60_000,
    }),
  /** the footer's sponsor logos: a site fragment, whose read names `sponsor-logos` */
  sponsorLogos: (lang: Locale) =>
    queryOptions({
      queryKey: [...siteQueries.all, 'sponsor-logos', lang],
      queryFn: () => api.call('sponsorLogos', { params: { lang } }),
      staleTime: 5 * 60_000,
    }),
  topAlerts: (lang: Locale) =>
    queryOptions({
      queryKey: [...siteQueries.all, 'top-alerts', lang],
      queryFn: () => api.call('breakingNews', { params: { lang } }),
      staleTime: 60_000,
    }),
  openingHours: (lang: Locale) =>
    queryOptions({
      queryKey: [...siteQueries.all, 'opening-hours', lang],
      queryFn: () => api.call('openingHoursToday', { params: { lang } }),
      staleTime: 5 * 60_000,
    }),
  userDetails: (lang: Locale) =>
    queryOptions({
      queryKey: [...siteQueries.all, 'user-details', lang],
      // a browser without the signed-in cookie knows the answer: no request for it (a CDN-served page stays one request)
      queryFn: () => (maybeSignedIn() ? api.call('userDetails', { params: { lang } }) : Promise.resolve(anonymousUserDetails(lang))),
      staleTime: 0,
      // asked again on every mount, whatever the clocks say: the answer a page brings was made at the server's time,
      // and a browser whose clock is behind it would take that answer for fresh and show a signed-in editor the
      // anonymous header (without the signed-in cookie the answer is known without a request)
      refetchOnMount: 'always',
    }),
}

/** Queries whose data a page carries in a site fragment's data block (src/lib/site-fragments.ts), not in its dehydrated state. */
export function isFragmentQuery(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === siteQueries.all[0] && (queryKey[1] === 'top-alerts' || queryKey[1] === 'navigation' || queryKey[1] === 'sponsor-logos')
}
