// Sends malformed requests to a running Foyer server on this machine and reports every answer ≥ 500 and every body
// that shows internals (SQL, parameters, stack traces, driver names). Bounded (a fixed number of requests, a few at a
// time, each with a timeout) and loopback only: it refuses any other host.
//
//   node scripts/fuzz.mjs http://127.0.0.1:3000 [requests=6000] [concurrency=6] [build dir=.output]
//
// The build dir is read for the ids of the server functions (they are hashes the browser learns from the bundle).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000')
const total = Math.max(1, Number(process.argv[3] ?? 6000))
const concurrency = Math.min(16, Math.max(1, Number(process.argv[4] ?? 6)))
const buildDir = process.argv[5] ?? process.env.FOYER_BUILD_DIR ?? '.output'
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error(`fuzz.mjs talks to loopback servers only, not ${base.hostname}`)
  process.exit(2)
}

/** What a body must never show a visitor. */
const INTERNALS = [
  /failed query/i,
  /\bselect\b[^<>]{0,200}\bfrom\b\s+"?[a-z_]+"?/i,
  /\binsert into\b/i,
  /\bupdate\s+"[a-z_]+"\s+set\b/i,
  /\bparams:\s/i,
  /\bat\s+[^\s()]+\s+\([^)]*\.(m?js|ts):\d+:\d+\)/,
  /node_modules\//,
  /\/work\/|\/home\/|\/srv\//,
  /\b(PostgresError|DrizzleQueryError|PGlite|ECONNREFUSED|TypeError|RangeError|ReferenceError|SyntaxError)\b/,
  /\bout of range for type\b|\binvalid input syntax\b|\bviolates\b.*\bconstraint\b/i,
  /Seroval Error/,
]

// ---- a seeded random source, so that a run can be repeated ----
let seed = Number(process.env.FUZZ_SEED ?? 20261123)
function random() {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff
  return seed / 0x7fffffff
}
const pick = (list) => list[Math.floor(random() * list.length)]

const BAD_IDS = ['0', '-1', '2147483647', '2147483648', '4294967296', '9007199254740993', '99999999999999999999999', '1e309', '1.5', '0x10', '%00', '1%00', 'abc', '%20', '-0', '+1', '1e3', 'NaN', 'Infinity', '007', ' 1', '%E2%80%8B1', '1;DROP TABLE events', "1'--", '%C0%AE', '%FF', '..%2F..%2Fetc%2Fpasswd']
const BAD_TEXT = ['', '%00', 'a%00b', '%FF%FE', "'", '"', '\\', '%', '%%', '%2', '<script>alert(1)</script>', 'x'.repeat(3000), '%E2%80%AE', '..', '../..', '%0d%0aSet-Cookie:x=1', '😀', 'null', 'undefined', '[]', '{}', '-1', '2147483648', 'de', 'fr', 'xx']
const LANGS = ['de', 'en', 'fr', 'xx', 'DE', '', '%00', 'de%00']
const PAGES = ['', 'programm', 'events', 'magazine', 'productions', 'team', 'series', 'venues', 'search', 'impressum', 'agb', 'datenschutz', 'user/profile', 'user/settings', 'forms/x']
const DETAIL_FAMILIES = ['events', 'magazine', 'productions', 'team', 'venues', 'series', 'forms', 'magazine/categories', 'magazine/tags']
const API_LISTS = ['events', 'productions', 'persons', 'venues', 'series', 'articles', 'articles-teaser', 'article-categories', 'article-tags', 'calendar', 'teasers', 'seasons', 'rooms', 'genres', 'event-tags', 'production-tags', 'exhibition-types', 'person-categories', 'search', 'search/autocomplete', 'search/events', 'search/others', 'opening-hours-today', 'breaking-news', 'imprint', 'agb', 'privacy-policy', 'productions/filter']
const API_DETAILS = ['events', 'productions', 'persons', 'venues', 'series', 'articles', 'forms', 'backoffice/events']
const QUERY_NAMES = ['page', 'page_size', 'limit', 'offset', 'id', 'ids', 'date', 'date_from', 'date_to', 'from', 'to', 'type', 'category', 'tag', 'venue', 'series', 'genre', 'q', 'query', 'search', 'lang', 'v', 'version_id', 'overlay', 'sort', 'ordering', 'season', 'production', 'event', 'room', 'person', 'is_highlight', 'utm_source']
const WEBSHOP = ['/webshop', '/webshop/checkout', '/webshop/orders', '/webshop/events', '/testshop', '/test.webshop', '/eventim.webshop', '/eventim-template', '/cms-hub']

function query() {
  const n = 1 + Math.floor(random() * 3)
  const parts = []
  for (let i = 0; i < n; i++) parts.push(`${pick(QUERY_NAMES)}=${random() < 0.5 ? pick(BAD_IDS) : pick(BAD_TEXT)}`)
  if (random() < 0.1) parts.push('%00=%00', 'a[b]=1', '=', '&&')
  return `?${parts.join('&')}`
}

/** A seroval cross-JSON node for a plain JSON value (what the browser's server-function client sends). */
function seroval(value, counter = { i: 0 }) {
  if (value === null) return { t: 2, s: 0 }
  if (value === undefined) return { t: 2, s: 1 }
  if (value === true) return { t: 2, s: 2 }
  if (value === false) return { t: 2, s: 3 }
  if (typeof value === 'number') return { t: 0, s: value }
  if (typeof value === 'string') return { t: 1, s: value }
  if (Array.isArray(value)) return { t: 9, i: ++counter.i, a: value.map((item) => seroval(item, counter)), o: 0 }
  const keys = Object.keys(value)
  return { t: 10, i: ++counter.i, p: { k: keys, v: keys.map((key) => seroval(value[key], counter)) }, o: 0 }
}
// the browser's client sends seroval's toJSON form: the tree under `t`, feature flags `f`, no marks
const serverFnBody = (data) => JSON.stringify({ t: seroval({ data }, { i: -1 }), f: 127, m: [] })

function serverFunctions() {
  const ids = []
  const dir = path.join(buildDir, 'server', '_ssr')
  let files = []
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.mjs'))
  } catch {
    console.warn(`no build at ${dir}: server functions are fuzzed with made-up ids only`)
  }
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    for (const match of text.matchAll(/createServerRpc\(\{\s*id:\s*"([0-9a-f]+)",\s*name:\s*"([^"]+)"/g)) ids.push({ id: match[1], name: match[2] })
  }
  return ids
}

const BAD_DATA = () =>
  pick([
    undefined,
    null,
    42,
    'x',
    [],
    {},
    { id: pick([2147483648, -1, 0, 1.5, 1e308, 'abc']) },
    { eventId: 2147483648, ticketTypeId: -5, quantity: 1e9, lang: 'de' },
    { email: 'a%00@b.de', password: 'x'.repeat(500), lang: 'fr' },
    { email: 'redaktion@foyer.example', password: '\u0000', lang: 'de' },
    { status: 2147483648 },
    { lang: 'xx', page: -1 },
    { cartId: 'x'.repeat(500), code: '%00' },
    { eventId: pick([0, 2147483648, 9007199254740991]), lang: 'de' },
    { shopEventId: pick(['0', '2147483648', 'abc', '%00']), lang: 'de' },
    { slug: '\u0000', lang: 'en' },
  ])

/** One malformed request: method, path, headers and body. */
function nextRequest(csrf, functions) {
  const lang = random() < 0.8 ? pick(['de', 'en']) : pick(LANGS)
  const kind = random()
  if (kind < 0.2) return { path: `/${lang}/${pick(DETAIL_FAMILIES)}/${pick(BAD_TEXT.slice(0, 12))}/${pick(BAD_IDS)}` }
  if (kind < 0.3) return { path: `/${lang}/${pick(PAGES)}${query()}` }
  if (kind < 0.42) return { path: `/${lang}/api/${pick(API_DETAILS)}/${pick(BAD_IDS)}/${random() < 0.5 ? query() : ''}` }
  if (kind < 0.52) return { path: `/${lang}/api/${pick(API_LISTS)}/${query()}` }
  if (kind < 0.58) return { path: `${pick(WEBSHOP)}${random() < 0.5 ? `/${pick(BAD_IDS)}` : ''}${random() < 0.6 ? `?lang=${pick(LANGS)}` : query()}` }
  if (kind < 0.62) return { path: `/${lang}/pageeditor-api/${pick(['nav', 'user', 'redirect', 'page/%00', 'page/de/x', 'container/by-slug/%00', 'settings', pick(BAD_TEXT.slice(0, 10))])}${random() < 0.5 ? query() : ''}` }
  if (kind < 0.66) return { path: `/${pick(BAD_TEXT.slice(0, 16))}/${pick(BAD_TEXT.slice(0, 16))}` }
  if (kind < 0.7) return { path: `/media/${pick(BAD_IDS)}/${pick(BAD_TEXT.slice(0, 10))}${random() < 0.5 ? query() : ''}` }
  if (kind < 0.74) return { path: `/${lang}/api/events/${pick(BAD_IDS)}/ics/` }
  if (kind < 0.9 && functions.length > 0) {
    const fn = pick(functions)
    const id = random() < 0.9 ? fn.id : pick(['0', 'x', 'a'.repeat(64), '%00', '..'])
    const body = random() < 0.75 ? serverFnBody(BAD_DATA()) : pick(['', '{', 'null', '[]', '{"t":99}', '{"t":10,"i":0}', '"x"', 'x'.repeat(2000), '{"t":{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":1}]},"o":0},"f":127,"m":[]}'])
    if (random() < 0.3) return { path: `/_serverFn/${id}?payload=${encodeURIComponent(body)}`, headers: { 'x-tsr-serverfn': 'true' } }
    return { method: 'POST', path: `/_serverFn/${id}`, headers: { 'content-type': random() < 0.9 ? 'application/json' : pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']), 'x-tsr-serverfn': 'true', 'x-csrftoken': csrf.token, cookie: csrf.cookie, origin: base.origin, 'sec-fetch-site': 'same-origin' }, body }
  }
  // contract writes with garbage bodies (a valid CSRF token, so the bodies are what is tested)
  const target = pick([`/${lang}/api/shop-cart/`, '/api/dashboard-error-log/', `/${lang}/api/forms-entries/`, `/${lang}/api/user-logout/`, `/${lang}/api/backoffice/events/${pick(BAD_IDS)}/`, `/${lang}/pageeditor-api/page/de`, `/${lang}/api/temp-files/`])
  const body = pick(['', '{', 'null', '[]', '{"url":null}', '{"url":"' + 'x'.repeat(3000) + '"}', '{"event":2147483648,"quantity":-1}', '{"event_id":"%00","tickets":[{"id":1e99}]}', '{"form":2147483648,"data":{}}', '\u0000', '{"a":"\\u0000"}'])
  return { method: pick(['POST', 'POST', 'PATCH', 'DELETE', 'PUT']), path: target, headers: { 'content-type': pick(['application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded']), 'x-csrftoken': csrf.token, cookie: csrf.cookie, origin: base.origin }, body }
}

async function csrfSession() {
  const answer = await fetch(new URL('/api/csrf/', base))
  const { token } = await answer.json()
  const cookie = (answer.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).find((pair) => pair.startsWith('csrftoken=')) ?? `csrftoken=${token}`
  return { token, cookie }
}

const csrf = await csrfSession()
const functions = serverFunctions()
const failures = new Map()
const leaks = new Map()
const statuses = new Map()
let sent = 0
let errors = 0
const startedAt = Date.now()

async function one() {
  const request = nextRequest(csrf, functions)
  const url = base.origin + request.path
  let status = 0
  let body = ''
  try {
    const answer = await fetch(url, { method: request.method ?? 'GET', headers: { accept: random() < 0.5 ? 'text/html' : 'application/json', ...request.headers }, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(30_000) })
    status = answer.status
    body = await answer.text()
  } catch (error) {
    // a URL the client itself refuses to send is not the server's fault
    if (error instanceof TypeError && /Invalid URL|invalid/i.test(String(error.message))) return
    errors++
    if (errors <= 5) console.warn('request failed', request.method ?? 'GET', request.path.slice(0, 120), String(error))
    return
  }
  statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const label = `${request.method ?? 'GET'} ${request.path.slice(0, 140)}`
  // every server error counts, a 501 and a 503 of the queues too: a fuzzer that excuses a status stops seeing it
  if (status >= 500) failures.set(label, `${status} ${body.slice(0, 160).replace(/\s+/g, ' ')}`)
  for (const pattern of INTERNALS) {
    const match = body.match(pattern)
    if (match) {
      leaks.set(label, `${status} …${body.slice(Math.max(0, (match.index ?? 0) - 60), (match.index ?? 0) + 100).replace(/\s+/g, ' ')}…`)
      break
    }
  }
}

async function worker() {
  while (sent < total) {
    sent++
    await one()
  }
}
await Promise.all(Array.from({ length: concurrency }, worker))

const seconds = (Date.now() - startedAt) / 1000
const count5xx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
console.log(`${total} requests in ${seconds.toFixed(1)} s to ${base.origin} (${functions.length} server functions known)`)
console.log('statuses:', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))
console.log(`answers >= 500: ${count5xx}`)
console.log(`bodies showing internals: ${leaks.size}`)
console.log(`requests that failed on the network: ${errors}`)
for (const [label, detail] of [...failures].slice(0, 40)) console.log(`  5xx  ${label}\n       ${detail}`)
for (const [label, detail] of [...leaks].slice(0, 40)) console.log(`  leak ${label}\n       ${detail}`)
process.exit(count5xx > 0 || leaks.size > 0 ? 1 : 0)
