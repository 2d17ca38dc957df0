// The visitor's main thread on a slowed phone, measured in the page itself: Chromium with its CPU slowed four times
// (DevTools' throttling, as a phone of the kind Lighthouse emulates), a 412 px mobile viewport and an empty cache.
// For each of the four page types it loads the page `runs` times, waits until the last hydration slice is done and
// the page has been quiet, and prints the median total blocking time (the time of each long task over 50 ms, after
// the first contentful paint), the same sum over the whole load, the number of long tasks and the longest.
// Usage: node scripts/bench-main-thread.mjs [baseUrl] [runs] [slowdown=4]   (start the demo server first, let it settle)
// A slowdown above 4 stands in for a slower machine than this one (Lighthouse's benchmarkIndex tells how much slower).
// Lighthouse simulates its figures from one unthrottled load, and they vary by a few hundred milliseconds from run
// to run on a 2-core machine; the median of applied throttling compares two builds more steadily. It prints
// figures; it does not assert a budget.
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath, samplePages } from './sample-pages.mjs'

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const runs = Number(process.argv[3] ?? 7)
const slowdown = Number(process.argv[4] ?? 4)
const pages = (await samplePages(base)).filter((page) => page.path)

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const results = new Map(pages.map(({ label }) => [label, []]))
try {
  // the page types take turns, so that a busy moment of the machine does not fall on one of them
  for (let run = 0; run < runs; run++) {
    for (const { label, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      await page.addInitScript(() => {
        const tasks = []
        Reflect.set(window, '__longTasks', tasks)
        Reflect.set(window, '__firstPaint', 0)
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration])
        }).observe({ type: 'longtask', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') Reflect.set(window, '__firstPaint', entry.startTime)
        }).observe({ type: 'paint', buffered: true })
      })
      const session = await context.newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      await page.goto(base + path, { waitUntil: 'load' })
      await page.waitForSelector('html[data-hydrated]', { timeout: 120_000 })
      // the work after hydration (effects, the consent dialog, idle loading) in the same window on every run
      await page.waitForTimeout(3_000)
      const { tasks, firstPaint } = await page.evaluate(() => ({ tasks: Reflect.get(window, '__longTasks'), firstPaint: Reflect.get(window, '__firstPaint') }))
      const blocking = (list) => list.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
      const afterPaint = tasks.filter(([start]) => start >= firstPaint)
      results.get(label).push({ tbt: blocking(afterPaint), all: blocking(tasks), count: afterPaint.length, longest: Math.max(0, ...afterPaint.map(([, duration]) => duration)) })
      await context.close()
    }
  }
} finally {
  await browser.close()
}

console.log(`\nMain thread of ${base} at a ${slowdown}× slower CPU, median of ${runs} loads per page`)
console.log(`  ${'page'.padEnd(10)} ${'TBT'.padStart(8)} ${'whole load'.padStart(11)} ${'long tasks'.padStart(11)} ${'longest'.padStart(9)}  runs (TBT)`)
for (const { label, path } of pages) {
  const rows = results.get(label)
  const ms = (value) => `${Math.round(value)} ms`
  console.log(
    `  ${label.padEnd(10)} ${ms(median(rows.map((row) => row.tbt))).padStart(8)} ${ms(median(rows.map((row) => row.all))).padStart(11)} ${String(median(rows.map((row) => row.count))).padStart(11)} ${ms(median(rows.map((row) => row.longest))).padStart(9)}  ${rows.map((row) => Math.round(row.tbt)).join(' / ')}  ${path}`,
  )
}
