import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { SiteIdentity } from './identity'
import { CalendarDay, NullableString, NumericId, PageNumber, Translatable, paged } from './shared'
import { MAIL_KINDS, MAIL_STATES } from '~/server/db/values'

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

/**
 * The server's scheduled backups (FOYER_BACKUP_DIR): the newest archive, the next run, and whether administrators
 * are warned (no backup for 48 hours while a schedule is set; always false for an editor who is not one).
 */
export const BackupStatus = v.object({
  scheduled: v.boolean(),
  keep: v.nullable(v.number()),
  next_at: NullableString,
  last: v.nullable(v.object({ at: v.string(), bytes: v.number() })),
  overdue: v.boolean(),
  /** why the last scheduled run failed (administrators only), null after a success */
  last_error: NullableString,
})
export type BackupStatus = v.InferOutput<typeof BackupStatus>

export const MissingPage = v.object({ id: v.number(), url: v.string(), hits: v.number(), first_seen: v.string(), last_seen: v.string() })
export type MissingPage = v.InferOutput<typeof MissingPage>

/** Content-Security-Policy violations this instance was told of since it started (issue 35), most frequent first. */
export const CspViolations = v.object({
  since: v.string(),
  total: v.number(),
  results: v.array(v.object({ directive: v.string(), blocked: v.string(), count: v.number(), lastSeen: v.string() })),
})
export type CspViolations = v.InferOutput<typeof CspViolations>

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

export const MailState = v.picklist(MAIL_STATES)
export const MailKind = v.picklist(MAIL_KINDS)
/** One mail of the outbox as the hub lists it. */
export const OutboxMailRow = v.object({
  id: v.number(),
  kind: MailKind,
  state: MailState,
  recipient: v.string(),
  lang: v.picklist(['de', 'en']),
  subject: v.string(),
  created_at: v.string(),
  sent_at: NullableString,
  attempts: v.number(),
  /** waiting: when the next attempt is due */
  next_attempt_at: NullableString,
  last_error: NullableString,
})
export type OutboxMailRow = v.InferOutput<typeof OutboxMailRow>
export const OutboxMailDetail = v.object({
  ...OutboxMailRow.entries,
  text: v.string(),
  html: v.string(),
  attachments: v.array(v.object({ filename: v.string(), content_type: v.string() })),
  transport_response: NullableString,
})
export type OutboxMailDetail = v.InferOutput<typeof OutboxMailDetail>
/** The venue's identity as the settings page edits it, with the version its save names. */
export const SiteIdentityCopy = v.object({ identity: SiteIdentity, updated_at: v.string() })
export type SiteIdentityCopy = v.InferOutput<typeof SiteIdentityCopy>

export const hubEndpoints = {
  /** the hub's dashboard: what visitors searched for (editors only) */
  searchKeywords: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/dashboard-search-keywords/',
    query: v.object({ sort: v.optional(v.picklist(['recent', 'frequent', 'no-results']), 'frequent') }),
    response: v.object({ total: v.number(), results: v.array(SearchKeywordRow) }),
  }),
  dashboardSite: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-site/', response: DashboardSite }),
  dashboardBackup: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-backup/', response: BackupStatus }),
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
  /** the mail outbox, newest first (administrators); `sending`: whether this server has a mail transport at all */
  hubMail: defineEndpoint({
    method: 'GET',
    path: '/{lang}/api/dashboard-mail/',
    query: v.object({ page: v.optional(PageNumber), state: v.optional(MailState) }),
    response: v.object({ ...paged(OutboxMailRow).entries, sending: v.boolean() }),
  }),
  hubMailDetail: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-mail/{id}/', response: OutboxMailDetail }),
  /** queues a mail again: a sent one as a new copy, a waiting or failed one due now */
  hubMailResend: defineEndpoint({ method: 'POST', path: '/{lang}/api/dashboard-mail/{id}/resend/', response: v.object({ id: v.number() }) }),
  dashboardCspViolations: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-csp-violations/', response: CspViolations }),
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
  /** the venue's identity (administrators): read, and saved on the copy it was made on (an older one: 409) */
  hubSiteIdentity: defineEndpoint({ method: 'GET', path: '/{lang}/api/dashboard-site-identity/', response: SiteIdentityCopy }),
  hubSiteIdentityUpdate: defineEndpoint({
    method: 'POST',
    path: '/{lang}/api/dashboard-site-identity/',
    // checked again, with messages in the editor's language, by the handler (identityFieldsSchema)
    body: v.object({ identity: SiteIdentity, updated_at: v.pipe(v.string(), v.isoTimestamp()) }),
    response: SiteIdentityCopy,
  }),
}
