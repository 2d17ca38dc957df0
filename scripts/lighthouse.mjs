// Lighthouse scores of the four main page types, in mobile mode, with Debian's chromium.
// Usage: node scripts/lighthouse.mjs [baseUrl]   (start the demo server first, e.g. FOYER_DEMO=1 npm run start)
// Audits the home page, the programme, an event page and a magazine article (found through the site's own
// links) as an anonymous visitor and prints performance, accessibility, best practices and SEO per page, its total
// blocking time and the machine's benchmark index, with the failing audits of each category below. It prints figures; it does not assert a budget.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { chromiumFlags, chromiumPath, samplePages } from './sample-pages.mjs'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

const pages = await samplePages(base)

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags })
const rows = []
try {
  for (const { label, path } of pages) {
    if (!path) {
      console.log(`${label}: no page found through the site's links`)
      continue
    }
    // mobile is Lighthouse's default form factor (emulated phone, simulated slow 4G and CPU slowdown)
    const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { lhr } = result
    const score = (id) => {
      const value = lhr.categories[id]?.score
      return value === null || value === undefined ? '–' : String(Math.round(value * 100))
    }
    rows.push({ label, path, scores: categories.map(score), lhr })
  }
} finally {
  await chrome.kill()
}

console.log(`\nLighthouse (mobile) against ${base}`)
// Lighthouse's benchmark index of this machine at each run: its mobile figures slow the CPU four times, so they depend
// on the machine, and the index lets runs on different machines be compared (issue 36)
console.log(`  ${'page'.padEnd(10)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'TBT'.padStart(7)} ${'bench'.padStart(6)}  path`)
for (const row of rows) {
  const blocking = row.lhr.audits['total-blocking-time']?.numericValue
  const tbt = blocking === undefined ? '–' : `${Math.round(blocking)} ms`
  console.log(`  ${row.label.padEnd(10)} ${row.scores.map((value) => value.padStart(5)).join(' ')} ${tbt.padStart(7)} ${String(Math.round(row.lhr.environment?.benchmarkIndex ?? 0)).padStart(6)}  ${row.path}`)
}

for (const row of rows) {
  const { lhr } = row
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
    .map((id) => `${id.replace(/-/g, ' ')} ${lhr.audits[id]?.displayValue ?? '–'}`)
    .join(', ')
  console.log(`\n${row.label} (${row.path}): ${metrics}`)
  for (const id of categories) {
    const failing = (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || id === 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
    for (const audit of failing) console.log(`  ${id}: ${audit.id} (${Math.round((audit.score ?? 0) * 100)}) ${audit.displayValue ?? ''} – ${audit.title}`)
  }
}
