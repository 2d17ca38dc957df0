import { Temporal } from 'temporal-polyfill'
import type { EndpointName } from '~/contract'
import type { ContractResponse } from '~/contract/client'
import type { Locale } from '~/contract/shared'
import { recordExpiry, recordTags } from './render-tags.server'
import { tag } from './tags'
import type { RecordKind, Tag } from './tags'
import { collectionReadRules } from '~/features/collections/collection'
import { sponsorsCollection } from '~/features/sponsors/sponsors.collection'
import { seriesCollection } from '~/features/series/series.collection'
import { teasersCollection } from '~/features/programme/teasers.collection'
import { personsCollection } from '~/features/team/persons.collection'
import { venuesCollection } from '~/features/venues/venues.collection'
import { productionsCollection } from '~/features/productions/productions.collection'
import { eventsCollection } from '~/features/events/events.collection'
import { articlesCollection } from '~/features/magazine/articles.collection'
import { formsCollection } from '~/features/forms/forms.collection'

/**
 * The tags a read of each contract endpoint gives the page that shows it. Detail reads name their record
 * (`event:12`); lists name their collection (`events`, so that a new or deleted record regenerates them) and each
 * record they show; the layout's reads name the layout's parts. Writes and private reads name nothing: they are
 * never part of a shared page. Exhaustive, so a new endpoint cannot forget to say what it shows.
 */
type TagRule<K extends EndpointName> = (input: { lang: Locale; params: Record<string, string> }, output: ContractResponse<K>) => Tag[]
type TagRules = { [K in EndpointName]: TagRule<K> | null }

const ids = (kind: RecordKind, rows: readonly { id: number }[]) => rows.map((row) => tag.record(kind, row.id))
const BERLIN = 'Europe/Berlin'

/** The next midnight in Europe/Berlin, when "today" and "upcoming" move on. */
export function nextMidnightInBerlin(now = Temporal.Now.instant()): number {
  const today = now.toZonedDateTimeISO(BERLIN).toPlainDate()
  return today.add({ days: 1 }).toZonedDateTime({ timeZone: BERLIN }).epochMilliseconds
}

/** The earliest of the events' starts and ends still to come, before `until`; `until` when none is. */
function nextEventMoment(rows: readonly { date_start: string; date_end?: string | null }[], until: number): number {
  const now = Date.now()
  let expiry = until
  for (const row of rows) {
    for (const moment of [Date.parse(row.date_start), Date.parse(row.date_end ?? '')]) {
      if (moment > now && moment < expiry) expiry = moment
    }
  }
  return expiry
}

/**
 * An event list changes by itself at midnight, when one of its events starts (it may leave "upcoming") and when one
 * ends (its booking button goes).
 */
function eventListExpiry(rows: readonly { date_start: string; date_end?: string | null }[]): void {
  recordExpiry(nextEventMoment(rows, nextMidnightInBerlin()))
}

const rules: TagRules = {
  // the collections' hub endpoints show nothing public (decision 0031); their public reads name their tags below
  ...collectionReadRules(sponsorsCollection),
  ...collectionReadRules(seriesCollection),
  ...collectionReadRules(teasersCollection),
  ...collectionReadRules(personsCollection),
  ...collectionReadRules(venuesCollection),
  ...collectionReadRules(productionsCollection),
  ...collectionReadRules(articlesCollection),
  ...collectionReadRules(formsCollection),
  // the sponsors module; the footer's logo area on every page reads `sponsorLogos`, a site fragment
  sponsors: () => [tag.collection('sponsors')],
  sponsorLogos: () => [tag.site('sponsor-logos')],
  pageEditorUser: null,
  navigation: ({ lang }) => [tag.nav(lang)],
  page: (_, page) => [tag.page(page.id)],
  containerBySlug: ({ params }) => [tag.container(params.slug ?? '')],
  createModule: null,
  editorSection: null,
  saveModule: null,
  deleteModule: null,
  reorderModule: null,
  restoreSection: null,
  // drafts, versions, locks and their dashboards: editors only
  pageVersions: null,
  pageVersion: null,
  compareVersion: null,
  publishPage: null,
  discardDraft: null,
  restoreVersion: null,
  schedulePage: null,
  cancelSchedule: null,
  pageLock: null,
  pageUnlock: null,
  takePageOffline: null,
  pageSettings: null,
  updatePageSettings: null,
  dashboardPageActivities: null,
  dashboardVersions: null,
  previewLinkCreate: null,
  dashboardPreviewLinks: null,
  previewLinkRevoke: null,
  // a preview is for its link's holders alone: never part of a shared page or read cache
  previewPage: null,
  deleteContainer: null,
  redirects: () => [tag.site('redirects')],
  // the answer carries the site-offline switch too: a switch drops it from the read cache (no page is regenerated for it)
  settings: () => [tag.site('settings'), tag.site('site-switch')],
  updateSettings: null,
  breakingNews: () => [tag.site('breaking-news')],
  // the week's hours and the exceptions to come: the browser picks today's, so the answer does not expire at midnight
  // (it did while it held today's alone, and every page of the site was rendered again each night)
  openingHoursToday: () => [tag.site('opening-hours')],
  userDetails: null,
  userLogout: null,
  errorLog: null,
  // the hub's dashboards: editors only, never part of a public page
  dashboardSite: null,
  dashboardBackup: null,
  dashboardErrorLog: null,
  dashboardCspViolations: null,
  dashboardErrorLogDelete: null,
  dashboardLoginAttempts: null,
  hubMail: null,
  hubMailDetail: null,
  hubMailResend: null,
  hubRedirects: null,
  // the page tree and the menu editor: editors only
  pageTree: null,
  pageTreeCreate: null,
  pageTreeUpdate: null,
  pageTreeMove: null,
  pageTreeCopy: null,
  pageTreeLinks: null,
  pageTreeDelete: null,
  pageTreeRestore: null,
  navigationEditor: null,
  navigationSave: null,
  hubRedirectCreate: null,
  hubRedirectUpdate: null,
  hubRedirectDelete: null,
  hubTopAlerts: null,
  hubTopAlertCreate: null,
  hubTopAlertUpdate: null,
  hubTopAlertDelete: null,
  hubOpeningHours: null,
  hubOpeningHoursUpdate: null,
  hubSiteIdentity: null,
  hubSiteIdentityUpdate: null,
  hubHoursExceptionCreate: null,
  hubHoursExceptionDelete: null,
  terms: () => [tag.site('legal')],
  imprint: () => [tag.site('legal')],
  privacyPolicy: () => [tag.site('legal')],
  events: (_, list) => {
    eventListExpiry(list.results)
    return [tag.collection('events'), ...ids('event', list.results)]
  },
  // an event's page changes when the event starts and when it ends (the booking button goes), not at midnight
  event: (_, event) => {
    const next = nextEventMoment([event], Number.POSITIVE_INFINITY)
    if (next !== Number.POSITIVE_INFINITY) recordExpiry(next)
    return [tag.event(event.id), ...(event.production ? [tag.production(event.production.id)] : [])]
  },
  teasers: () => {
    recordExpiry(nextMidnightInBerlin())
    return [tag.collection('events'), tag.collection('teasers')]
  },
  calendar: () => {
    recordExpiry(nextMidnightInBerlin())
    return [tag.collection('events')]
  },
  rooms: () => [tag.collection('taxonomy')],
  exhibitionTypes: () => [tag.collection('taxonomy')],
  eventTags: () => [tag.collection('taxonomy')],
  series: () => [tag.collection('taxonomy'), tag.collection('series')],
  genres: () => [tag.collection('taxonomy')],
  shopCart: null,
  ...collectionReadRules(eventsCollection),
  backOfficeEventsBulk: null,
  backOfficeEventCopy: null,
  backOfficeChoices: null,
  backOfficeUsers: null,
  backOfficeUserUpdate: null,
  backOfficeInvitations: null,
  backOfficeInvitationCreate: null,
  backOfficeInvitationResend: null,
  backOfficeInvitationDelete: null,
  backOfficeFormEntriesDelete: null,
  backOfficeVocabulary: null,
  backOfficeVocabularyCreate: null,
  backOfficeVocabularyUpdate: null,
  backOfficeVocabularyDelete: null,
  // productions still running today: one whose last day has passed leaves at midnight
  productions: (_, list) => {
    recordExpiry(nextMidnightInBerlin())
    return [tag.collection('productions'), ...ids('production', list.results)]
  },
  productionsByFilter: () => {
    recordExpiry(nextMidnightInBerlin())
    return [tag.collection('productions')]
  },
  // detail pages list their upcoming events with booking buttons: they change when one of them begins or ends
  production: (_, production) => {
    eventListExpiry(production.events)
    return [tag.production(production.id), tag.collection('events')]
  },
  seasons: () => [tag.collection('taxonomy')],
  productionTags: () => [tag.collection('taxonomy')],
  articles: (_, list) => [tag.collection('articles'), ...ids('article', list.results)],
  article: (_, article) => [tag.article(article.id)],
  articlesTeaser: (_, list) => ids('article', list),
  articleCategories: () => [tag.collection('taxonomy')],
  articleTags: () => [tag.collection('taxonomy')],
  persons: (_, list) => [tag.collection('persons'), ...ids('person', list)],
  // a person's page lists their events from today on
  person: (_, person) => {
    eventListExpiry(person.events)
    return [tag.person(person.id)]
  },
  personCategories: () => [tag.collection('taxonomy')],
  venues: (_, list) => [tag.collection('venues'), ...ids('venue', list)],
  venue: (_, venue) => {
    eventListExpiry(venue.events)
    return [tag.venue(venue.id), tag.collection('events')]
  },
  seriesDetail: (_, detail) => {
    eventListExpiry(detail.events)
    return [tag.series(detail.id), tag.collection('events')]
  },
  form: (_, form) => [tag.form(form.id)],
  tempFile: null,
  // the media library and the pickers: editors' reads and writes, on no public page
  mediaList: null,
  mediaTags: null,
  mediaBulkTags: null,
  mediaBulkAlt: null,
  mediaUpload: null,
  mediaDetail: null,
  mediaUpdate: null,
  mediaDelete: null,
  linkFinder: null,
  eventPicker: null,
  venuePicker: null,
  formEntry: null,
  autocomplete: null,
  search: null,
  searchEvents: null,
  searchOthers: null,
  searchKeywords: null,
}

/** A read that names what it shows: the same for every anonymous visitor, so its answer may be shared. */
export function isSharedRead(name: EndpointName): boolean {
  return rules[name] !== null
}

/** Records, for the rendering in progress, what a read of `name` returned. */
export function recordReadTags<K extends EndpointName>(name: K, input: { lang: Locale; params: Record<string, string> }, output: ContractResponse<K>): void {
  const rule: TagRules[K] = rules[name]
  if (rule) recordTags(rule(input, output))
}
