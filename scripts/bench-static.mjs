// Speed of the static generator, in one run against running Foyer servers (needs wrk and nginx: apt install wrk nginx-light):
//   node scripts/bench-static.mjs <data dir of the first server> <url of the first server> [url of a second instance on the same database]
// Waits until every instance has generated and recompressed its pages (GET /api/static-status/ as an editor), then prints: nginx vs
// Foyer serving the same generated page (ratio), uncached /de/programm renders (as an editor), and publish → first
// fresh response on each instance.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './sample-pages.mjs'

const [dataDir, base, second] = process.argv.slice(2)
if (!dataDir || !base) {
  console.error('usage: node scripts/bench-static.mjs <FOYER_DATA_DIR of the server> <server url> [second instance url]')
  process.exit(2)
}
const siteDir = path.resolve(dataDir, 'site')

function wrk(url, connections, seconds, headers = []) {
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...headers.flatMap((header) => ['-H', header]), url]
  const out = execFileSync('wrk', args, { encoding: 'utf8' })
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p50 = /50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?'
  const p99 = /99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? '?'
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? '0'
  return { rate, p50, p99, errors }
}

function startNginx() {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-nginx-'))
  const port = 3899
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log; daemon on;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types;
  server { listen 127.0.0.1:${port}; root ${siteDir}; location / { try_files $uri $uri/index.html =404; } } }`,
  )
  const started = spawnSync('nginx', ['-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' })
  if (started.status !== 0) throw new Error('nginx did not start')
  return { url: `http://127.0.0.1:${port}`, stop: () => spawnSync('nginx', ['-c', path.join(dir, 'nginx.conf'), '-s', 'stop']) }
}

const row = (label, r) => console.log(`${label.padEnd(46)} ${r.rate.toFixed(0).padStart(7)} req/s   p50 ${r.p50.padStart(8)}   p99 ${r.p99.padStart(8)}   non-2xx ${r.errors}`)

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
      if (waiting === 0 && recompressing === 0) break
      if (performance.now() - began > 600_000) throw new Error(`${instance} still has ${waiting} pages to generate and ${recompressing} to recompress after 10 minutes`)
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  console.log(`» generation settled (waited ${((performance.now() - began) / 1000).toFixed(0)} s)`)

  console.log(`» static pages: ${base} and nginx on ${siteDir}`)
  const nginx = startNginx()
  try {
    for (const pagePath of ['/de', '/de/programm']) {
      const n = wrk(`${nginx.url}${pagePath}/`, 50, 10)
      const f = wrk(`${base}${pagePath}`, 50, 10)
      row(`nginx ${pagePath} (50 connections)`, n)
      row(`Foyer ${pagePath} (50 connections)`, f)
      console.log(`${'ratio Foyer / nginx'.padEnd(46)} ${(f.rate / n.rate).toFixed(2)}`)
    }
  } finally {
    nginx.stop()
  }

  console.log('» uncached renders (a logged-in editor: no HTML cache, only the reads that do not depend on who asks)')
  // the editor's browser sends its session and its CSRF cookie; the first seconds warm the server up (JIT)
  const editorCookies = [`Cookie: sessionid=${session}; csrftoken=${csrfCookie}`]
  wrk(`${base}/de/programm`, 10, 3, editorCookies)
  row('/de/programm rendered (10 connections)', wrk(`${base}/de/programm`, 10, 10, editorCookies))

  console.log('» publish → first fresh response')
  const event = (await (await fetch(`${base}/de/api/events/?page_size=1`)).json()).results[0]
  const eventPath = `/de/programm/${event.slugs.de}/${event.id}`
  // an update names the version it was made on
  let version = (await (await page.request.get(`${base}/de/api/backoffice/events/${event.id}/`)).json()).updated_at
  for (let round = 1; round <= 3; round++) {
    const title = `${event.title} (${round})`
    const startedAt = performance.now()
    const answer = await page.request.post(`${base}/de/api/backoffice/events/${event.id}/`, { data: { title: { de: title }, updated_at: version }, headers: { 'X-CSRFToken': token } })
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
} finally {
  await browser.close()
}
