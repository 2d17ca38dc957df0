import { queryOptions } from '@tanstack/react-query'
import { api } from '~/contract/api'
import type { Locale } from '~/contract/shared'

/** The hub's dashboards; editors only, never cached for long. */
export const hubQueries = {
  all: ['hub'] as const,
  site: (lang: Locale) => queryOptions({ queryKey: [...hubQueries.all, 'site', lang], queryFn: () => api.call('dashboardSite', { params: { lang } }) }),
  backup: (lang: Locale) => queryOptions({ queryKey: [...hubQueries.all, 'backup', lang], queryFn: () => api.call('dashboardBackup', { params: { lang } }) }),
  errorLog: (lang: Locale, page: number, order: 'hits' | 'recent') =>
    queryOptions({
      queryKey: [...hubQueries.all, 'error-log', lang, page, order],
      queryFn: () => api.call('dashboardErrorLog', { params: { lang }, query: { page, order } }),
    }),
  cspViolations: (lang: Locale) =>
    queryOptions({ queryKey: [...hubQueries.all, 'csp-violations', lang], queryFn: () => api.call('dashboardCspViolations', { params: { lang } }) }),
  redirects: (lang: Locale) => queryOptions({ queryKey: [...hubQueries.all, 'redirects', lang], queryFn: () => api.call('hubRedirects', { params: { lang } }) }),
  topAlerts: (lang: Locale) => queryOptions({ queryKey: [...hubQueries.all, 'top-alerts', lang], queryFn: () => api.call('hubTopAlerts', { params: { lang } }) }),
  pageActivities: (lang: Locale, page: number, kind: 'save' | 'publish' | 'restore' | undefined) =>
    queryOptions({
      queryKey: [...hubQueries.all, 'page-activities', lang, page, kind ?? 'all'],
      queryFn: () => api.call('dashboardPageActivities', { params: { lang }, query: { page, kind } }),
    }),
  loginAttempts: (lang: Locale, page: number, outcome: 'succeeded' | 'failed' | 'throttled' | undefined) =>
    queryOptions({
      queryKey: [...hubQueries.all, 'login-attempts', lang, page, outcome ?? 'all'],
      queryFn: () => api.call('dashboardLoginAttempts', { params: { lang }, query: { page, outcome } }),
    }),
  mail: (lang: Locale, page: number, state: 'waiting' | 'sending' | 'sent' | 'failed' | undefined) =>
    queryOptions({
      queryKey: [...hubQueries.all, 'mail', lang, page, state ?? 'all'],
      queryFn: () => api.call('hubMail', { params: { lang }, query: { page, state } }),
    }),
  mailDetail: (lang: Locale, id: number) =>
    queryOptions({ queryKey: [...hubQueries.all, 'mail', lang, 'detail', id], queryFn: () => api.call('hubMailDetail', { params: { lang, id: String(id) } }) }),
  versions: (lang: Locale) => queryOptions({ queryKey: [...hubQueries.all, 'versions', lang], queryFn: () => api.call('dashboardVersions', { params: { lang } }) }),
  /** the preview links still open (not expired, not revoked) */
  previewLinks: (lang: Locale) => queryOptions({ queryKey: [...hubQueries.all, 'preview-links', lang], queryFn: () => api.call('dashboardPreviewLinks', { params: { lang } }) }),
  /** the venue's identity as the settings page edits it (administrators) */
  identity: (lang: Locale) => queryOptions({ queryKey: [...hubQueries.all, 'identity', lang], queryFn: () => api.call('hubSiteIdentity', { params: { lang } }) }),
  openingHours: (lang: Locale) =>
    queryOptions({ queryKey: [...hubQueries.all, 'opening-hours', lang], queryFn: () => api.call('hubOpeningHours', { params: { lang } }) }),
}
