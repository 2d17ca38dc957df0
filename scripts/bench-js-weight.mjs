// Measures the JavaScript an anonymous visitor downloads on the four main page types, in Debian's chromium.
// Usage: node scripts/bench-js-weight.mjs [baseUrl]   (start the demo server first, e.g. FOYER_DEMO=1 npm run start)
// Loads the home page, the programme, an event page and a magazine article (found through the site's own
// links) without cookies, collects every script the page fetches until the network is idle (script tags,
// modulepreloads and chunks imported while loading) and prints a table per page: bytes transferred, bytes
// uncompressed and the gzipped size (computed with zlib when the server sent the file uncompressed).
// It prints figures; it does not assert a budget.
import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { chromiumFlags, chromiumPath, samplePages } from './sample-pages.mjs'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const kb = (bytes) => (bytes / 1024).toFixed(1)

/** Loads `path` in a fresh context (no cache, no cookies) and returns the scripts it fetched. */
async function measure(browser, path) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const scripts = new Map()
  page.on('response', async (response) => {
    const request = response.request()
    const url = new URL(response.url())
    const isScript = request.resourceType() === 'script' || /\.m?js($|\?)/.test(url.pathname)
    if (!isScript || response.status() >= 300) return
    const entry = { url: url.pathname + url.search, done: undefined }
    scripts.set(response.url(), entry)
    entry.done = (async () => {
      const body = await response.body().catch(() => undefined)
      if (!body) return
      const encoding = (await response.headerValue('content-encoding').catch(() => null)) ?? ''
      const sizes = await request.sizes().catch(() => undefined)
      entry.raw = body.length
      entry.gzip = encoding.includes('gzip') && sizes ? sizes.responseBodySize : gzipSync(body, { level: 9 }).length
      entry.transferred = sizes ? sizes.responseBodySize : body.length
      entry.encoding = encoding || 'identity'
    })()
  })
  await page.goto(base + path, { waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await Promise.all([...scripts.values()].map((entry) => entry.done))
  const inline = await page.$$eval('script:not([src])', (nodes) => nodes.map((node) => node.textContent ?? ''))
  await context.close()
  const files = [...scripts.values()].filter((entry) => entry.raw !== undefined)
  const inlineText = inline.join('\n')
  return {
    path,
    files,
    inline: { count: inline.length, raw: Buffer.byteLength(inlineText), gzip: gzipSync(inlineText, { level: 9 }).length },
  }
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  const pages = await samplePages(base)
  const summary = []
  for (const { label, path } of pages) {
    if (!path) {
      console.log(`\n${label}: no page found through the site's links`)
      continue
    }
    const result = await measure(browser, path)
    const total = (key) => result.files.reduce((sum, file) => sum + file[key], 0)
    console.log(`\n${label}: ${base}${path}`)
    console.log(`  ${'script'.padEnd(58)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'sent KB'.padStart(8)}  encoding`)
    for (const file of result.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${file.url.slice(0, 58).padEnd(58)} ${kb(file.raw).padStart(8)} ${kb(file.gzip).padStart(8)} ${kb(file.transferred).padStart(8)}  ${file.encoding}`)
    }
    console.log(`  ${`inline scripts (${result.inline.count})`.padEnd(58)} ${kb(result.inline.raw).padStart(8)} ${kb(result.inline.gzip).padStart(8)}`)
    console.log(`  ${`total: ${result.files.length} files`.padEnd(58)} ${kb(total('raw')).padStart(8)} ${kb(total('gzip')).padStart(8)} ${kb(total('transferred')).padStart(8)}`)
    summary.push({ label, path, files: result.files.length, raw: total('raw'), gzip: total('gzip'), transferred: total('transferred'), inlineGzip: result.inline.gzip })
  }
  console.log('\nsummary (JavaScript files; inline scripts listed apart)')
  console.log(`  ${'page'.padEnd(10)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'sent KB'.padStart(8)} ${'inline gz KB'.padStart(12)}  path`)
  for (const row of summary) {
    console.log(`  ${row.label.padEnd(10)} ${String(row.files).padStart(5)} ${kb(row.raw).padStart(8)} ${kb(row.gzip).padStart(8)} ${kb(row.transferred).padStart(8)} ${kb(row.inlineGzip).padStart(12)}  ${row.path}`)
  }
} finally {
  await browser.close()
}
