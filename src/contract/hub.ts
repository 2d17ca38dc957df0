import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { CalendarDay, NullableString, NumericId, PageNumber, Translatable, paged } from './shared'

// The CMS hub's dashboards and the site-wide things editors run from it (spec platform.md §7 dashboard-* families).

export const SearchKeywordRow = v.object({
  term: v.string(),
  lang: v.picklist(['de', 'en']),
  searches: v.number(),
  results: v.number(),
  first_searched_at: v.string(),
  last_searched_at: v.string(),
})
export type SearchKeywordRow = v.InferOutput<typeof SearchKeywordRow>

export const DashboardSite = v.object({
  is_site_online: v.boolean(),
  is_shop_online: v.boolean(),
  counts: v.object({
    pages: v.number(),
    upcoming_events: v.number(),
    productions: v.number(),
    articles: v.number(),
    persons: v.number(),
    venues: v.number(),
    series: v.number(),
    redirects: v.number(),
    missing_pages_7_days: v.number(),
  }),
  last_change_at: NullableString,
})
export type DashboardSite = v.InferOutput<typeof DashboardSite>

export const MissingPage = v.object({ id: v.number(), url: v.string(), hits: v.number(), first_seen: v.string(), last_seen: v.string() })
export type MissingPage = v.InferOutput<typeof MissingPage>

export const LoginAttemptOutcome = v.picklist(['succeeded', 'failed', 'throttled'])
// throttled attempts come as one row per address and minute: `count` says how many it stands for
export const LoginAttemptRow = v.object({ id: v.number(), email: v.string(), address: v.string(), outcome: LoginAttemptOutcome, at: v.string(), count: v.number() })
export type LoginAttemptRow = v.InferOutput<typeof LoginAttemptRow>

export const RedirectEntry = v.object({ id: v.number(), old_path: v.string(), new_path: v.string(), created_at: v.string() })
export type RedirectEntry = v.InferOutput<typeof RedirectEntry>

/** Checked again, with messages in the editor's language, by the handler (`checkRedirect`). */
const RedirectInput = v.object({
  old_path: v.pipe(v.string(), v.maxLength(500)),
  new_path: v.pipe(v.string(), v.maxLength(500)),
  /** the error-log entry this redirect answers; it leaves the log */
  missing_page: v.optional(NumericId),
})

const Instant = v.nullable(v.pipe(v.string(), v.isoTimestamp()))

export const TopAlertEntry = v.object({
  id: v.number(),
  title: Translatable,
  text: Translatable,
  link: v.object({ de: v.string(), en: v.string() }),
  link_title: v.object({ de: v.string(), en: v.string() }),
  is_active: v.boolean(),
  online_from: NullableString,
  online_to: NullableString,
})
export type TopAlertEntry = v.InferOutput<typeof TopAlertEntry>

const ShortText = v.pipe(v.string(), v.maxLength(300))
const TopAlertInput = v.object({
  title: v.object({ de: ShortText, en: ShortText }),
  text: v.object({ de: v.pipe(v.string(), v.maxLength(1000)), en: v.pipe(v.string(), v.maxLength(1000)) }),
  link: v.object({ de: ShortText, en: ShortText }),
  link_title: v.object({ de: ShortText, en: ShortText }),
  is_active: v.boolean(),
  online_from: Instant,
  online_to: Instant,
})
export type TopAlertInput = v.InferOutput<typeof TopAlertInput>

const TimeOfDay = v.nullable(v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)))
export const WeeklyHours = v.object({
  weekday: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  time_from: TimeOfDay,
  time_to: TimeOfDay,
  closed: v.boolean(),
})
export type WeeklyHours = v.InferOutput<typeof WeeklyHours>
export const HoursException = v.object({
  id: v.number(),
  date: v.string(),
  time_from: TimeOfDay,
  time_to: TimeOfDay,
  closed: v.boolean(),
  alternative_text: v.object({ de: v.string(), en: v.string() }),
})
export type HoursException = v.InferOutput<typeof HoursException>
const HoursExceptionInput = v.object({
  date: CalendarDay,
  time_from: TimeOfDay,
  time_to: TimeOfDay,
  closed: v.boolean(),
  alternative_text: v.object({ de: ShortText, en: ShortText }),
})
export type HoursExceptionInput = v.InferOutput<typeof HoursExceptionInput>

const Ok = v.object({ ok: v.boolean() })

export const hubEndpoints = {
  /** the hub's dashboard: what visitors searched for (editors only) */
  searchKeywords: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/dashboard-search-keywords/',
    query: v.object({ sort: v.optional(v.picklist(['recent', 'frequent', 'no-results']), 'frequent') }),
    response: v.object({ total: v.number(), results: v.array(SearchKeywordRow) }),
  }),
  dashboardSite: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-site/', response: DashboardSite }),
  dashboardErrorLog: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/dashboard-error-log/',
    query: v.object({ page: v.optional(PageNumber), order: v.optional(v.picklist(['hits', 'recent'])) }),
    response: paged(MissingPage),
  }),
  /** the editor login attempts the throttle logged (failed, delayed, succeeded), newest first */
  dashboardLoginAttempts: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/dashboard-login-attempts/',
    query: v.object({ page: v.optional(PageNumber), outcome: v.optional(LoginAttemptOutcome) }),
    response: paged(LoginAttemptRow),
  }),
  dashboardErrorLogDelete: defineEndpoint({ method: 'DELETE', path: '/{lang}/api/dashboard-error-log/{id}/', response: Ok }),
  hubRedirects: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-redirects/', response: v.array(RedirectEntry) }),
  hubRedirectCreate: defineEndpoint({ method: 'POST', path: '/{lang}/api/dashboard-redirects/', body: RedirectInput, response: RedirectEntry }),
  hubRedirectUpdate: defineEndpoint({ method: 'POST', path: '/{lang}/api/dashboard-redirects/{id}/', body: RedirectInput, response: RedirectEntry }),
  hubRedirectDelete: defineEndpoint({ method: 'DELETE', path: '/{lang}/api/dashboard-redirects/{id}/', response: Ok }),
  hubTopAlerts: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-top-alerts/', response: v.array(TopAlertEntry) }),
  hubTopAlertCreate: defineEndpoint({ method: 'POST', path: '/{lang}/api/dashboard-top-alerts/', body: TopAlertInput, response: TopAlertEntry }),
  hubTopAlertUpdate: defineEndpoint({ method: 'POST', path: '/{lang}/api/dashboard-top-alerts/{id}/', body: TopAlertInput, response: TopAlertEntry }),
  hubTopAlertDelete: defineEndpoint({ method: 'DELETE', path: '/{lang}/api/dashboard-top-alerts/{id}/', response: Ok }),
  hubOpeningHours: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/dashboard-opening-hours/',
    response: v.object({ weekly: v.array(WeeklyHours), exceptions: v.array(HoursException) }),
  }),
  hubOpeningHoursUpdate: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/dashboard-opening-hours/',
    body: v.object({ weekly: v.pipe(v.array(WeeklyHours), v.length(7)) }),
    response: v.object({ weekly: v.array(WeeklyHours), exceptions: v.array(HoursException) }),
  }),
  hubHoursExceptionCreate: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/dashboard-opening-hours/exceptions/',
    body: HoursExceptionInput,
    response: HoursException,
  }),
  hubHoursExceptionDelete: defineEndpoint({ method: 'DELETE', path: '/{lang}/api/dashboard-opening-hours/exceptions/{id}/', response: Ok }),
}
