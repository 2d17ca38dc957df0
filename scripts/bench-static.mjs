// Speed of the static generator, in one run against running Foyer servers (needs wrk and nginx: apt install wrk nginx-light):
//   node scripts/bench-static.mjs <data dir of the first server> <url of the first server> [url of a second instance on the same database]
// Waits until every instance has generated and recompressed its pages (GET /api/static-status/ as an editor), then
// measures side by side, in this one run: nginx (one worker and `auto`), a ten-line node:http server sending the same
// bytes from memory ("Node's limit": Foyer's headers and the page; once more with four headers only, printed beside)
// and Foyer serving the same generated page, the plain server and Foyer taking turns three times (the median round
// counts; the CPU time each process spent per answer is printed beside, steadier than rates on a busy machine); the uncached renders of
// /de/programm (an editor, and an anonymous visitor asking for the programme of a day no one asked for before) as fractions
// of nginx's rate; the first server's RSS; publish → first fresh response on each instance. Absolute rates differ
// between machines, so the goals are ratios; the script prints them as a table and exits 1 when one is missed.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import http from 'node:http'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './sample-pages.mjs'

const [dataDir, base, second] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
// --only=site-wide: the site-wide changes alone (a new top alert on every page, a page into the menu)
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length)
if (!dataDir || !base) {
  console.error('usage: node scripts/bench-static.mjs <FOYER_DATA_DIR of the server> <server url> [second instance url]')
  process.exit(2)
}
const siteDir = path.resolve(dataDir, 'site')

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' })
} catch (error) {
  // wrk prints its version and exits 1; only a missing binary is an error here
  if (error.code === 'ENOENT') {
    console.error('wrk is missing: sudo apt-get install -y wrk')
    process.exit(2)
  }
}

/** wrk with one thread (its Lua script's counter, if any, is the run's); `extra`: headers as `-H` pairs or `-s script`. */
function wrk(url, connections, seconds, headers = [], extra = []) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headers.flatMap((header) => ['-H', header]), ...extra, url]
  const out = execFileSync('wrk', args, { encoding: 'utf8' })
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  const p50 = /50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?'
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?'
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0'
  return { rate, requests, p50, p99, errors }
}

/** Turns the plain server and Foyer take on a generated page, and the length of each (seconds). */
const ROUNDS = 3
const ROUND_SECONDS = 6

/** Days of the programme a cache-miss run asks for, per language. */
const DAYS = 365

/**
 * A wrk script asking for the programme of each coming day once, in German and English, from `offset` days on; `filter`
 * (e.g. one room's `&room=<id>`) makes another set of addresses, for warming up without asking any address the run then asks.
 */
function programmeDays(offset, filter = '') {
  return `local n = 0
request = function()
  local day = n % ${DAYS}
  local path = (math.floor(n / ${DAYS}) % 2 == 0) and "/de/programm" or "/en/events"
  n = n + 1
  return wrk.format(nil, path .. "?date=" .. os.date("!%d-%m-%Y", os.time() + (${offset} + day) * 86400 + 43200) .. "${filter}")
end`
}

/** wrk with a Lua script choosing each request. */
function wrkScript(base, connections, seconds, script) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'foyer-wrk-')), 'requests.lua')
  writeFileSync(file, script)
  return wrk(base, connections, seconds, [], ['-s', file])
}

function startNginx(workers) {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-nginx-'))
  const port = 3899
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes ${workers}; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon on;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types;
  server { listen 127.0.0.1:${port}; root ${siteDir}; location / { try_files $uri $uri/index.html =404; } } }`,
  )
  const started = spawnSync('nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
  if (started.status !== 0) throw new Error('nginx did not start')
  return { url: `http://127.0.0.1:${port}`, stop: () => spawnSync('nginx', ['-c', path.join(dir, 'nginx.conf'), '-s', 'stop']) }
}

/**
 * Node's own limit: a plain node:http server sending the page's bytes from memory, in a process of its own. `headers`
 * (a flat list, as `writeHead` takes them) are the answer's headers: Foyer's own for "the same bytes", or the four a
 * minimal server would send.
 */
async function startPlainNode(file, headers) {
  const port = 3898
  const source = `const body = require('fs').readFileSync(${JSON.stringify(file)});
const headers = ${JSON.stringify(headers)};
require('http').createServer((req, res) => {
  res.writeHead(200, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}).listen(${port}, '127.0.0.1', () => console.log('ready'))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve)
    child.once('exit', (code) => reject(new Error(`the plain Node server exited (${code})`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill()
      }),
  }
}

/**
 * The headers Foyer sends with a page's uncompressed answer (as wrk asks for it), less those Node adds per connection:
 * the plain server then sends the same bytes, headers and body, as Foyer does.
 */
function foyerHeaders(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity' } }, (response) => {
        response.resume()
        if (response.headers['x-foyer-cache'] !== 'STATIC') reject(new Error(`${url} is not answered from the generated site`))
        const headers = []
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          const name = response.rawHeaders[index] ?? ''
          if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(name)) headers.push(name, response.rawHeaders[index + 1] ?? '')
        }
        resolve(headers)
      })
      .on('error', reject)
  })
}

/** The process listening on the server's port (Linux: ss). */
function pidOf(url) {
  const listing = spawnSync('ss', ['-Hltnp', `sport = :${new URL(url).port}`], { encoding: 'utf8' }).stdout
  return /pid=(\d+)/.exec(listing)?.[1] ?? null
}

/** The CPU time a process has used so far, user and system, in seconds (Linux: /proc/<pid>/stat). */
function cpuSeconds(pid) {
  // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/** wrk against a server whose process is known: the run's figures and the server's CPU time per answer, in µs. */
function wrkMeasured(url, pid, connections, seconds) {
  const before = pid ? cpuSeconds(pid) : 0
  const run = wrk(url, connections, seconds)
  const cpu = pid && run.requests ? ((cpuSeconds(pid) - before) / run.requests) * 1e6 : NaN
  return { ...run, cpu }
}

/** The resident memory of the process listening on the server's port and the database it runs on (Linux: ss and /proc). */
function rssOf(url) {
  const pid = pidOf(url)
  if (!pid) return null
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  // the server's own environment says which database it uses (this script may have been started without it)
  let environment = ''
  try {
    environment = readFileSync(`/proc/${pid}/environ`, 'utf8')
  } catch {
    environment = ''
  }
  const postgres = environment.split('\0').some((entry) => entry.startsWith('DATABASE_URL=postgres'))
  return { mb: kb / 1024, postgres }
}

const goals = []
/** A goal of the speed issue: printed with the figure, and the exit status says whether all were met. */
function goal(label, figure, met, shown) {
  goals.push({ label, shown, met })
  return figure
}

const row = (label, r) => console.log(`${label.padEnd(46)} ${r.rate.toFixed(0).padStart(7)} req/s   p50 ${r.p50.padStart(8)}   p99 ${r.p99.padStart(8)}   non-2xx ${r.errors}`)

/** The addresses of every generated page (the manifest's list), as a visitor asks for them. */
function generatedPaths() {
  const manifest = JSON.parse(readFileSync(path.join(siteDir, '.foyer-manifest.json'), 'utf8'))
  return Object.keys(manifest.pages).map((key) => key.split('/').map(encodeURIComponent).join('/'))
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 })

/**
 * A page's HTML as the server sends it uncompressed, on a kept-alive connection: the asking costs this script as
 * little as it can (fetch and decoding brotli in here took two to four times as long on a 2-core machine, and the
 * figures below are bounded by how fast every page can be asked for).
 */
function pageText(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: keepAlive, headers: { 'accept-encoding': 'identity' } }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * Asks for each page (plain GET, 16 at a time) until it shows the change, again 10 ms after each answer that does not
 * (as the publish → fresh measure does: 16 clients asking in a tight loop would take the CPU the change needs); the
 * slowest page and its time since `startedAt`.
 */
async function everyPageShows(paths, instance, startedAt, shows) {
  const left = [...paths]
  const slowest = { path: '', ms: 0 }
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let next = left.shift(); next !== undefined; next = left.shift()) {
        for (;;) {
          const html = await pageText(instance + next)
          if (shows(html, next.startsWith('/en') ? 'en' : 'de')) break
          if (performance.now() - startedAt > 60_000) throw new Error(`${instance}${next} does not show the change after 60 s`)
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        const ms = performance.now() - startedAt
        if (ms > slowest.ms) Object.assign(slowest, { path: next, ms })
      }
    }),
  )
  return slowest
}

/** The desktop menu of a page's HTML (its site fragment), '' when the page shows none. */
function menuOf(html) {
  const start = html.indexOf('<div data-fragment="menu"')
  return start < 0 ? '' : html.slice(start, html.indexOf('data-fragment-end="menu"', start))
}

/**
 * A menu change: a published German page that is not in the menu is put into it from the page tree (as the tree's
 * switch does), then every German page that shows the menu is asked for until its menu links to the page; the same
 * for taking it out again.
 */
async function menuChange(page, token) {
  const { pages } = await (await page.request.get(`${base}/de/api/page-tree/`)).json()
  const entry = pages.find((candidate) => !candidate.in_menu && !candidate.protected && candidate.locales.de.state === 'published' && candidate.parent_id !== null)
  if (!entry) throw new Error('no published page outside the menu')
  const link = `href="${entry.locales.de.url}"`
  const german = generatedPaths().filter((candidate) => candidate.startsWith('/de'))
  // pages without a menu (landing pages) are not asked for
  const withMenu = (await Promise.all(german.map(async (pagePath) => (menuOf(await (await fetch(base + pagePath)).text()) ? pagePath : null)))).filter(Boolean)
  console.log(`» a page into the German menu → in the menu of every German page (${withMenu.length} pages, plain GETs, 16 at a time)`)
  let revision = entry.revision
  for (const inMenu of [true, false]) {
    const startedAt = performance.now()
    const answer = await page.request.post(`${base}/de/api/page-tree/${entry.id}/`, { data: { revision, in_menu: inMenu }, headers: { 'X-CSRFToken': token } })
    if (answer.status() !== 200) throw new Error(`the page tree answered ${answer.status()} ${await answer.text()}`)
    revision += 1
    const slowest = await everyPageShows(withMenu, base, startedAt, (html) => menuOf(html).includes(link) === inMenu)
    const seconds = slowest.ms / 1000
    if (inMenu) goal(`a page into the menu → on every German page of ${base} ≤ 2 s`, seconds, seconds <= 2, `${seconds.toFixed(2)} s (last: ${slowest.path})`)
    else console.log(`out of the menu again: gone from every German page after ${seconds.toFixed(2)} s (last: ${slowest.path})`)
  }
}

/**
 * A site-wide change: a new top alert saved as an editor, then every public page of the tree (the manifest's list)
 * asked for as a visitor would (plain GET, no cookie) until each shows it; the same for its removal. Prints the
 * time until the last page showed the change on each instance.
 */
async function siteWideChange(page, token) {
  const paths = generatedPaths()
  console.log(`» a new top alert → on every public page (${paths.length} pages, plain GETs, 16 at a time)`)
  // what the asking itself takes: every page once, nothing changed (the figures below include it). The instances are
  // asked side by side, as below: one after the other, the second's figure would include the asking of the first
  const instances = [base, second].filter(Boolean)
  const pass = performance.now()
  await Promise.all(instances.map((instance) => everyPageShows(paths, instance, pass, () => true)))
  console.log(`asking for every page once, without a change (${instances.length} instance(s) side by side): ${((performance.now() - pass) / 1000).toFixed(2)} s`)
  const word = Math.random().toString(36).slice(2, 8)
  const title = { de: `Die Vorstellung heute entfällt ${word}`, en: `Tonight's performance is cancelled ${word}` }
  const empty = { de: '', en: '' }
  const created = await page.request.post(`${base}/de/api/dashboard-top-alerts/`, {
    data: { title, text: empty, link: empty, link_title: empty, is_active: true, online_from: null, online_to: null },
    headers: { 'X-CSRFToken': token },
  })
  if (created.status() !== 200) throw new Error(`the top alert was not saved: ${created.status()} ${await created.text()}`)
  const startedAt = performance.now()
  const { id } = await created.json()
  const shown = await Promise.all(instances.map((instance) => everyPageShows(paths, instance, startedAt, (html, lang) => html.includes(title[lang]))))
  for (const [at, instance] of instances.entries()) {
    const seconds = (shown[at]?.ms ?? Infinity) / 1000
    goal(`new top alert on every page of ${instance} ≤ 2 s`, seconds, seconds <= 2, `${seconds.toFixed(2)} s (last: ${shown[at]?.path})`)
  }
  const removedAt = performance.now()
  const removed = await page.request.delete(`${base}/de/api/dashboard-top-alerts/${id}/`, { headers: { 'X-CSRFToken': token } })
  if (removed.status() !== 200) throw new Error(`the top alert was not removed: ${removed.status()}`)
  const gone = await Promise.all(instances.map((instance) => everyPageShows(paths, instance, removedAt, (html, lang) => !html.includes(title[lang]))))
  for (const [at, instance] of instances.entries()) console.log(`top alert removed: gone from every page of ${instance} after ${((gone[at]?.ms ?? Infinity) / 1000).toFixed(2)} s (last: ${gone[at]?.path})`)
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  const page = await browser.newPage()
  await page.goto(`${base}/cms-hub`)
  await page.getByLabel('E-Mail-Adresse').fill('redaktion@foyer.example')
  await page.getByLabel('Passwort').fill('Foyer-Demo-2026')
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.getByRole('button', { name: 'Abmelden' }).waitFor()
  await page.request.get(`${base}/api/csrf/`)
  const csrfCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? ''
  const token = decodeURIComponent(csrfCookie)
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'sessionid')?.value

  // a server that is still generating or recompressing (a fresh start, a new build) has less CPU to give: measure
  // once every instance is done
  const began = performance.now()
  for (const instance of [base, second].filter(Boolean)) {
    for (;;) {
      const { waiting, recompressing } = await (await page.request.get(`${instance}/api/static-status/`)).json()
      // the site-wide change alone needs the pages generated, not yet recompressed
      if (waiting === 0 && (recompressing === 0 || only === 'site-wide')) break
      if (performance.now() - began > 600_000) throw new Error(`${instance} still has ${waiting} pages to generate and ${recompressing} to recompress after 10 minutes`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  console.log(`» generation settled (waited ${((performance.now() - began) / 1000).toFixed(0)} s)`)

  if (only === 'site-wide') {
    await siteWideChange(page, token)
    await menuChange(page, token)
  } else {
    console.log(`» static pages: ${base}, nginx and a plain Node server on ${siteDir} (wrk -t1 -c50; nginx 10 s, plain Node and Foyer ${ROUNDS} turns of ${ROUND_SECONDS} s)`)
    let nginxOneRate = 0
    for (const pagePath of ['/de', '/de/programm']) {
      const one = startNginx(1)
      const n1 = wrk(`${one.url}${pagePath}/`, 50, 10)
      one.stop()
      const auto = startNginx('auto')
      const nAuto = wrk(`${auto.url}${pagePath}/`, 50, 10)
      auto.stop()
      const file = path.join(siteDir, ...pagePath.split('/').filter(Boolean), 'index.html')
      const minimal = await startPlainNode(file, ['content-type', 'text/html; charset=utf-8', 'content-length', String(readFileSync(file).length), 'cache-control', 'public, max-age=0, s-maxage=31536000', 'etag', '"x"'])
      let pMinimal
      try {
        pMinimal = wrk(`${minimal.url}/`, 50, 10)
      } finally {
        await minimal.stop()
      }
      // the plain server and Foyer take turns, ROUNDS times: this machine's speed moves by a third from one run to the
      // next, so one run each compares moments, not servers. The ratio is the median of the rounds' ratios.
      const plain = await startPlainNode(file, await foyerHeaders(`${base}${pagePath}`))
      const foyerPid = pidOf(base)
      const rounds = []
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const p = wrkMeasured(`${plain.url}/`, plain.pid, 50, ROUND_SECONDS)
          const f = wrkMeasured(`${base}${pagePath}`, foyerPid, 50, ROUND_SECONDS)
          rounds.push({ p, f, ratio: f.rate / p.rate })
        }
      } finally {
        await plain.stop()
      }
      rounds.sort((a, b) => a.ratio - b.ratio)
      const { p, f } = rounds[Math.floor(rounds.length / 2)] ?? rounds[0]
      row(`nginx ${pagePath} (one worker)`, n1)
      row(`nginx ${pagePath} (worker_processes auto)`, nAuto)
      row(`plain node:http ${pagePath} (same body, 4 headers)`, pMinimal)
      row(`plain node:http ${pagePath} (same bytes: Foyer's headers)`, p)
      row(`Foyer ${pagePath}`, f)
      console.log(`  ${ROUNDS} rounds of ${ROUND_SECONDS} s, plain → Foyer: ${rounds.map((r) => `${r.p.rate.toFixed(0)} → ${r.f.rate.toFixed(0)} (${r.ratio.toFixed(2)})`).join(', ')}; the median round above`)
      // what each server's process spent per answer, in CPU time (user and system): steadier than rates on a busy machine
      const cpu = (key) => rounds.map((r) => r[key].cpu).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ?? NaN
      console.log(`  CPU per answer (median): plain ${cpu('p').toFixed(1)} µs, Foyer ${cpu('f').toFixed(1)} µs (plain ÷ Foyer ${(cpu('p') / cpu('f')).toFixed(2)})`)
      if (pagePath === '/de') nginxOneRate = n1.rate
      const toNode = f.rate / p.rate
      console.log(`  Foyer ÷ plain Node with 4 headers: ${(f.rate / pMinimal.rate).toFixed(2)}; Foyer's headers cost the plain server ${((1 - p.rate / pMinimal.rate) * 100).toFixed(0)} % of its rate`)
      const toNginx = f.rate / n1.rate
      goal(`${pagePath}: Foyer ÷ plain Node ≥ 0.9`, toNode, toNode >= 0.9, toNode.toFixed(2))
      goal(`${pagePath}: Foyer ÷ nginx (one worker) ≥ 0.6`, toNginx, toNginx >= 0.6, toNginx.toFixed(2))
    }

    console.log('» uncached renders of /de/programm (10 connections, 10 s after 3 s of warming up)')
    // the editor's browser sends its session and its CSRF cookie: no HTML cache, only the reads that do not depend on who asks
    const editorCookies = [`Cookie: sessionid=${session}; csrftoken=${csrfCookie}`]
    wrk(`${base}/de/programm`, 10, 3, editorCookies)
    const editor = wrk(`${base}/de/programm`, 10, 10, editorCookies)
    row('editor (signed in)', editor)
    // an anonymous visitor's cache miss: every request another address the HTML cache has not seen, the programme from
    // another day of the coming year in German and English (730 addresses, each asked once; a made-up session cookie
    // would only measure the session lookup: such a visitor is anonymous and gets the generated page)
    // long enough to count, short enough that no address comes round again (a repeat is a cache hit, not a
    // rendering): the editor's rate tells about how many the server renders a second
    const seconds = Math.max(2, Math.min(4, Math.floor((0.9 * DAYS * 2) / Math.max(editor.rate, 1))))
    // warmed up as the editor's run is, on addresses the run does not ask (one room's programme): the first anonymous
    // renderings after the editor's run are slower, and in a run of 2 s their ten would be the p99 alone
    // (the first room the site's own list names; a site without rooms: the days of the year after)
    const [room] = await (await page.request.get(`${base}/de/api/rooms/`)).json().catch(() => [])
    wrkScript(`${base}`, 10, 2, room ? programmeDays(0, `&room=${encodeURIComponent(room.id)}`) : programmeDays(DAYS))
    const anonymous = wrkScript(`${base}`, 10, seconds, programmeDays(0))
    row(`anonymous cache miss (?date=, ${anonymous.requests} of ${DAYS * 2} addresses)`, anonymous)
    if (anonymous.requests > DAYS * 2) console.log(`  (${anonymous.requests - DAYS * 2} requests repeated an address: some came from the HTML cache)`)
    const ms = (text) => {
      const [, value, unit] = /^([\d.]+)(us|ms|s)$/.exec(text) ?? []
      return value === undefined ? Infinity : Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1)
    }
    const editorShare = nginxOneRate / editor.rate
    goal('editor render ≥ 1/80 of nginx, p99 ≤ 100 ms', editorShare, editorShare <= 80 && ms(editor.p99) <= 100, `1/${editorShare.toFixed(0)}, p99 ${editor.p99}`)
    const anonymousShare = nginxOneRate / anonymous.rate
    goal('anonymous render ≥ 1/30 of nginx, p99 ≤ 50 ms', anonymousShare, anonymousShare <= 30 && ms(anonymous.p99) <= 50, `1/${anonymousShare.toFixed(0)}, p99 ${anonymous.p99}`)
    const rss = rssOf(base)
    if (rss !== null) {
      const limit = rss.postgres ? 250 : 400
      goal(`RSS of ${base} ≤ ${limit} MB (${rss.postgres ? 'PostgreSQL' : 'PGlite'})`, rss.mb, rss.mb <= limit, `${rss.mb.toFixed(0)} MB`)
    }

    await siteWideChange(page, token)
    await menuChange(page, token)

    console.log('» publish → first fresh response')
    const event = (await (await fetch(`${base}/de/api/events/?page_size=1`)).json()).results[0]
    const eventPath = `/de/programm/${event.slugs.de}/${event.id}`
    // an update names the version it was made on
    let version = (await (await page.request.get(`${base}/de/api/backoffice/events/${event.id}/`)).json()).updated_at
    for (let round = 1; round <= 3; round++) {
      const title = `${event.title} (${round})`
      const startedAt = performance.now()
      const answer = await page.request.post(`${base}/de/api/backoffice/events/${event.id}/`, {
        data: { title: { de: title }, updated_at: version },
        headers: { 'X-CSRFToken': token },
      })
      if (answer.status() !== 200) throw new Error(`update answered ${answer.status()}`)
      const written = performance.now()
      version = (await answer.json()).updated_at
      const results = await Promise.all(
        [base, second].filter(Boolean).map(async (instance) => {
          for (;;) {
            const html = await (await fetch(instance + eventPath)).text()
            if (html.includes(title)) return `${instance}: ${(performance.now() - startedAt).toFixed(0)} ms`
            if (performance.now() - startedAt > 10_000) return `${instance}: not fresh after 10 s`
            await new Promise((resolve) => setTimeout(resolve, 10))
          }
        }),
      )
      console.log(`round ${round}: write ${(written - startedAt).toFixed(0)} ms; fresh on ${results.join('; ')}`)
    }
    await page.request.post(`${base}/de/api/backoffice/events/${event.id}/`, { data: { title: { de: event.title }, updated_at: version }, headers: { 'X-CSRFToken': token } })
  }
} finally {
  await browser.close()
}

console.log('» goals')
for (const { label, shown, met } of goals) console.log(`${met ? 'met   ' : 'MISSED'} ${label.padEnd(52)} ${shown}`)
if (goals.some((entry) => !entry.met)) process.exitCode = 1
