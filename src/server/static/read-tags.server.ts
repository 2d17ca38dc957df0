import { Temporal } from 'temporal-polyfill'
import type { EndpointName } from '~/contract'
import type { ContractResponse } from '~/contract/client'
import type { Locale } from '~/contract/shared'
import { recordExpiry, recordTags } from './render-tags.server'

/**
 * The tags a read of each contract endpoint gives the page that shows it. Detail reads name their record
 * (`event:12`); lists name their collection (`events`, so that a new or deleted record regenerates them) and each
 * record they show; the layout's reads name the layout's parts. Writes and private reads name nothing: they are
 * never part of a shared page. Exhaustive, so a new endpoint cannot forget to say what it shows.
 */
type TagRule<K extends EndpointName> = (input: { lang: Locale; params: Record<string, string> }, output: ContractResponse<K>) => string[]
type TagRules = { [K in EndpointName]: TagRule<K> | null }

const ids = (prefix: string, rows: readonly { id: number }[]) => rows.map((row) => `${prefix}:${row.id}`)
const BERLIN = 'Europe/Berlin'

/** The next midnight in Europe/Berlin, when "today" and "upcoming" move on. */
export function nextMidnightInBerlin(now = Temporal.Now.instant()): number {
  const today = now.toZonedDateTimeISO(BERLIN).toPlainDate()
  return today.add({ days: 1 }).toZonedDateTime({ timeZone: BERLIN }).epochMilliseconds
}

/** An event list changes by itself at midnight and when one of its events starts (it may leave "upcoming"). */
function eventListExpiry(rows: readonly { date_start: string }[]): void {
  const now = Date.now()
  let expiry = nextMidnightInBerlin()
  for (const row of rows) {
    const start = Date.parse(row.date_start)
    if (start > now && start < expiry) expiry = start
  }
  recordExpiry(expiry)
}

const rules: TagRules = {
  pageEditorUser: null,
  navigation: ({ lang }) => [`nav:${lang}`],
  page: (_, page) => [`page:${page.id}`],
  containerBySlug: ({ params }) => [`container:${params.slug ?? ''}`],
  createModule: null,
  redirects: () => ['redirects'],
  settings: () => ['settings'],
  updateSettings: null,
  breakingNews: () => ['breaking-news'],
  openingHoursToday: () => {
    recordExpiry(nextMidnightInBerlin())
    return ['opening-hours']
  },
  userDetails: null,
  userLogout: null,
  errorLog: null,
  terms: () => ['legal'],
  imprint: () => ['legal'],
  privacyPolicy: () => ['legal'],
  events: (_, list) => {
    eventListExpiry(list.results)
    return ['events', ...ids('event', list.results)]
  },
  event: (_, event) => {
    eventListExpiry([event])
    return [`event:${event.id}`, ...(event.production ? [`production:${event.production.id}`] : [])]
  },
  teasers: () => {
    recordExpiry(nextMidnightInBerlin())
    return ['events', 'teasers']
  },
  calendar: () => {
    recordExpiry(nextMidnightInBerlin())
    return ['events']
  },
  rooms: () => ['taxonomy'],
  exhibitionTypes: () => ['taxonomy'],
  eventTags: () => ['taxonomy'],
  series: () => ['taxonomy', 'series'],
  genres: () => ['taxonomy'],
  shopCart: null,
  backOfficeEventUpdate: null,
  productions: (_, list) => ['productions', ...ids('production', list.results)],
  productionsByFilter: () => ['productions'],
  production: (_, production) => [`production:${production.id}`, 'events'],
  seasons: () => ['taxonomy'],
  productionTags: () => ['taxonomy'],
  articles: (_, list) => ['articles', ...ids('article', list.results)],
  article: (_, article) => [`article:${article.id}`],
  articlesTeaser: (_, list) => ids('article', list),
  articleCategories: () => ['taxonomy'],
  articleTags: () => ['taxonomy'],
  persons: (_, list) => ['persons', ...ids('person', list)],
  person: (_, person) => [`person:${person.id}`],
  personCategories: () => ['taxonomy'],
  venues: (_, list) => ['venues', ...ids('venue', list)],
  venue: (_, venue) => [`venue:${venue.id}`, 'events'],
  seriesDetail: (_, detail) => [`series:${detail.id}`, 'events'],
  form: (_, form) => [`form:${form.id}`],
  tempFile: null,
  formEntry: null,
  autocomplete: null,
  search: null,
  searchEvents: null,
  searchOthers: null,
}

/** Records, for the rendering in progress, what a read of `name` returned. */
export function recordReadTags<K extends EndpointName>(name: K, input: { lang: Locale; params: Record<string, string> }, output: ContractResponse<K>): void {
  const rule: TagRules[K] = rules[name]
  if (rule) recordTags(rule(input, output))
}
