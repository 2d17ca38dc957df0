import { expect, expectHydrated, loginAsEditor, test } from './fixtures'
import type { Page } from '@playwright/test'

// the missing pages themselves, and the page data the app asks for one within the app
test.use({ allowConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] })

/** The missing-page log as the hub reads it: address → hits. */
async function loggedHits(editor: Page): Promise<Map<string, number>> {
  const answer = await editor.request.get('/de/api/dashboard-error-log/?order=recent')
  expect(answer.status()).toBe(200)
  const log: { results: { url: string; hits: number }[] } = await answer.json()
  return new Map(log.results.map((row) => [row.url, row.hits]))
}

test('the missing-page log counts every request once: a plain HTTP client, a browser that leaves at once, one that stays, one within the app', async ({ page, browser, request }) => {
  const unique = Date.now().toString(36)
  const editor = await browser.newPage()
  await loginAsEditor(editor)
  const invalidDate = '/de/programm?date=31-02-2031'
  const before = (await loggedHits(editor)).get(invalidDate) ?? 0
  // a crawler or link checker: no JavaScript, no cookies; asked twice
  const crawled = `/de/alte-adresse-${unique}`
  for (let visit = 0; visit < 2; visit++) expect((await request.get(crawled)).status()).toBe(404)
  // an invalid programme address keeps its query (trackers left out)
  expect((await request.get(`${invalidDate}&utm_source=${unique}`)).status()).toBe(404)

  // a visitor who leaves before the page has loaded
  const left = `/de/kurz-gesehen-${unique}`
  const quick = await browser.newPage()
  expect((await quick.goto(left, { waitUntil: 'commit' }))?.status()).toBe(404)
  await quick.close()

  // a visitor who stays: the server logged the document, the browser posts nothing for it
  const stayed = `/de/geblieben-${unique}`
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith('/api/dashboard-error-log/')) posts.push(sent.postData() ?? '')
  })
  expect((await page.goto(stayed))?.status()).toBe(404)
  await expectHydrated(page)
  // within the app the server never sees the page: the browser posts it
  const inside = `/de/innen-${unique}`
  const posted = page.waitForResponse((answer) => answer.url().endsWith('/api/dashboard-error-log/') && answer.request().method() === 'POST')
  await page.evaluate(async (href) => {
    const router: unknown = Reflect.get(window, '__TSR_ROUTER__')
    if (typeof router !== 'object' || router === null || !('navigate' in router) || typeof router.navigate !== 'function') throw new Error('no router')
    await router.navigate({ href })
  }, inside)
  expect((await posted).status()).toBe(200)
  expect(posts.map((body) => JSON.parse(body).url)).toEqual([inside])

  const hits = await loggedHits(editor)
  expect([crawled, left, stayed, inside, invalidDate].map((url) => [url, hits.get(url)])).toEqual([
    [crawled, 2],
    [left, 1],
    [stayed, 1],
    [inside, 1],
    [invalidDate, before + 1],
  ])
  await editor.close()
})
