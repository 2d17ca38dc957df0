// The server renders with React, the browser hydrates with Preact (decision 0015): the page the visitor
// keeps must be the page the server sent, and a page reached by a link must be the page a fresh load gives.
import { gzipSync } from 'node:zlib'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectHydrated, firstLinkOn, signInAsEditor, test } from './fixtures'

interface HeadLink {
  rel: string
  href: string
  hreflang: string | null
}

/**
 * Holds every script of the site back until the returned function is called: no script of the site has loaded in
 * this browser before (routing also keeps the browser's cache out of it).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held
    // a request of a page left before the release is gone by then
    await route.continue().catch(() => undefined)
  })
  return release
}

/** The stylesheets, canonical, alternates and icon a server answer names, by path. */
function headLinksOf(html: string, base: string): HeadLink[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => {
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(match[0])?.[1] ?? null
      return { rel: attribute('rel') ?? '', href: new URL(attribute('href') ?? '', base).href, hreflang: attribute('hreflang') }
    })
    .filter((link) => ['stylesheet', 'canonical', 'alternate', 'icon'].includes(link.rel))
}

/** The four public page types the weight and speed figures are taken on: home, programme, an event, an article. */
async function publicPageTypes(request: APIRequestContext): Promise<string[]> {
  return ['/de', '/de/programm', await firstLinkOn(request, '/de/programm', /^\/de\/programm\/[^/]+\/\d+$/), await firstLinkOn(request, '/de/mediathek-de', /^\/de\/mediathek-de\/(?!categories\/|tags\/)[^/]+\/\d+$/)]
}

/** The same links in the live document. */
function liveHeadLinks(page: Page): Promise<HeadLink[]> {
  return page.evaluate(() =>
    [...document.head.querySelectorAll('link')]
      .map((link) => ({ rel: link.getAttribute('rel') ?? '', href: new URL(link.getAttribute('href') ?? '', location.href).href, hreflang: link.getAttribute('hreflang') }))
      .filter((link) => ['stylesheet', 'canonical', 'alternate', 'icon'].includes(link.rel)),
  )
}

/** References by id (labels, described-by, controls) that name no element in the document. */
function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dangling: string[] = []
    for (const attribute of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        // a collapsed control may name a panel that is not rendered yet
        if (attribute === 'aria-controls' && element.getAttribute('aria-expanded') === 'false') continue
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${element.tagName.toLowerCase()}[${attribute}=${id}]`)
        }
      }
    }
    return dangling
  })
}

/**
 * Headings and links of the server's HTML that the document lacked when its last slice had hydrated (each
 * counted as often as it occurs). The init script below took that snapshot: later, a list that moves on with the
 * clock may rightly differ.
 */
function missingAfterHydration(page: Page, html: string): Promise<string[]> {
  return page.evaluate((sent) => {
    const items: unknown = Reflect.get(window, '__headingsAndLinks')
    const atHydration: unknown = Reflect.get(window, '__atHydration')
    if (typeof items !== 'function' || !Array.isArray(atHydration)) throw new Error('the init script did not run')
    const live = new Map<string, number>()
    for (const item of atHydration) live.set(String(item), (live.get(String(item)) ?? 0) + 1)
    const missing: string[] = []
    for (const item of items(new DOMParser().parseFromString(sent, 'text/html').body)) {
      const left = live.get(item) ?? 0
      if (left > 0) live.set(item, left - 1)
      else missing.push(item)
    }
    return missing
  }, html)
}

test.describe('hydration', () => {
  test('every slice of the page hydrates, once, into the elements the server sent, and the page works', async ({ page }) => {
    await page.addInitScript(() => {
      const items = (root: ParentNode) =>
        [...root.querySelectorAll('h1, h2, h3, a[href]')]
          // a parser without scripts reads what <noscript> holds as elements, the browser as text
          .filter((element) => !element.closest('noscript'))
          .map((element) => `${element.tagName} ${element.getAttribute('href') ?? ''} ${(element.textContent ?? '').trim()}`)
      Reflect.set(window, '__headingsAndLinks', items)
      // elements of the body that hydration takes away: a slice that missed its element makes new ones instead
      const removed: string[] = []
      Reflect.set(window, '__removedWhileHydrating', removed)
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes') {
            if (record.target === document.documentElement && record.attributeName === 'data-hydrated') Reflect.set(window, '__atHydration', items(document.body))
            continue
          }
          if (document.documentElement.hasAttribute('data-hydrated')) continue
          if (!(record.target instanceof Element) || !record.target.closest('body')) continue
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.tagName !== 'SCRIPT') removed.push(`${record.target.tagName}>${node.tagName}`)
          }
        }
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
    })
    // the header, the page, the footer and the sticky navigation hydrate in tasks of their own, each day of the
    // programme too (src/lib/hydration-slices.tsx); the time zone's rules load in one more task before them
    for (const path of ['/de', '/de/programm', '/en/events', '/de/mediathek-de']) {
      const answer = await page.goto(path)
      const html = (await answer?.text()) ?? ''
      await expectHydrated(page)
      expect(html).toContain('<main')
      expect(await page.evaluate(() => Reflect.get(window, '__removedWhileHydrating')), path).toEqual([])
      expect(await missingAfterHydration(page, html), path).toEqual([])
      await expect(page.locator('main')).toHaveCount(1)
      await expect(page.locator('header')).not.toHaveCount(0)
      await expect(page.locator('footer')).toHaveCount(1)
      const tasks = Number(await page.locator('html').getAttribute('data-hydrated'))
      if (path === '/de/programm') {
        const days = await page.locator('main ol > li > h2').count()
        expect(days).toBeGreaterThan(0)
        // the header, the main, the footer and the sticky navigation, then each day of the programme
        expect(tasks, path).toBe(4 + days)
      } else {
        expect(tasks, path).toBeGreaterThanOrEqual(4)
      }
    }
    // the last slice answers: the footer's cookie settings open the dialog
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).last().click()
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible()
  })

  test('a tap while the last slices still wait hydrates them at once, and the tap works', async ({ page }) => {
    // the slices' tasks are held back (they are messages on a MessageChannel) until the test lets them go: the
    // footer has certainly not hydrated when the tap comes
    await page.addInitScript(() => {
      const held: Array<() => void> = []
      let holding = true
      Reflect.set(window, '__letSlicesGo', () => {
        holding = false
        for (const post of held.splice(0)) post()
      })
      const Channel = window.MessageChannel
      window.MessageChannel = class extends Channel {
        constructor() {
          super()
          const port = this.port2
          const post = port.postMessage.bind(port)
          port.postMessage = (message: unknown) => {
            if (holding) held.push(() => post(message))
            else post(message)
          }
        }
      }
    })
    await page.goto('/de')
    await expect(page.locator('html')).toHaveAttribute('data-hydrating', '')
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).last().click()
    await expect(page.getByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeVisible()
    // the tap did it: the slices' own tasks have not run yet
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
    await page.evaluate(() => Reflect.get(window, '__letSlicesGo')())
    await expect(page.locator('html')).toHaveAttribute('data-hydrated')
  })

  test('a tap on a button before the script of the page has even loaded is kept, and acted on once the page hydrates', async ({ page }) => {
    // every script is held back from the start until the tap has come
    const release = await holdScripts(page)
    // the page to go back to is no link of the next page's (a mistaken tap on a link would land elsewhere)
    await page.goto('/de/programm', { waitUntil: 'domcontentloaded' })
    await page.goto('/de/ueber-uns/geschichte', { waitUntil: 'domcontentloaded' })
    // the layout settles first (images, fonts): on a busy machine a late image moved a link under the pointer. A lazy
    // image below the fold (the footer's sponsor logos) loads only when scrolled to, and moves nothing above it
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top > innerHeight)))
    await page.evaluate(async () => {
      await document.fonts.ready
    })
    await page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('button', { name: /Zurück/ }).click()
    // no script of the page has run: still the page tapped on, not hydrating
    await expect(page).toHaveURL(/\/de\/ueber-uns\/geschichte$/)
    expect(await page.locator('html').getAttribute('data-hydrating')).toBeNull()
    release()
    await expect(page).toHaveURL(/\/de\/programm$/)
    await expectHydrated(page)
  })

  test('a choice in a filter before the script of the page has even loaded is kept, and acted on once the page hydrates', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/de/produktionen', { waitUntil: 'domcontentloaded' })
    await page.getByLabel('Spielzeit', { exact: true }).selectOption({ index: 1 })
    // no script of the page has run: the list box shows the choice, the address is still the list's
    await expect(page).toHaveURL(/\/de\/produktionen$/)
    expect(await page.locator('html').getAttribute('data-hydrating')).toBeNull()
    release()
    await expect(page).toHaveURL(/\/de\/produktionen\?season=\d+$/)
    await expectHydrated(page)
  })

  test('the hydrated page keeps the head the server sent, and every id reference finds its element', async ({ page }) => {
    // a stylesheet taken out of the head and put back makes the browser match every style of the page again
    await page.addInitScript(() => {
      const removed: string[] = []
      Reflect.set(window, '__stylesheetsRemoved', removed)
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') removed.push(node.getAttribute('href') ?? '')
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    for (const path of ['/de', '/de/programm', '/en/events']) {
      const answer = await page.goto(path)
      const html = (await answer?.text()) ?? ''
      await expectHydrated(page)
      expect(await page.evaluate(() => Reflect.get(window, '__stylesheetsRemoved')), path).toEqual([])
      const sent = headLinksOf(html, page.url())
      expect(sent.filter((link) => link.rel === 'stylesheet').length, path).toBeGreaterThan(0)
      expect(sent.some((link) => link.rel === 'canonical'), path).toBe(true)
      const live = await liveHeadLinks(page)
      for (const link of sent) expect(live, `${path}: ${link.rel} ${link.href}`).toContainEqual(link)
      // React's ids from the server and the browser's agree once hydrated
      expect(await danglingReferences(page), path).toEqual([])
      await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3))
    }
  })

  test('a page reached by a link has the head, language and references of a fresh load', async ({ page, browser }) => {
    await page.goto('/de')
    await expectHydrated(page)
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Produktionen' }).click()
    await expect(page).toHaveURL(/\/de\/produktionen$/)
    await expect(page.locator('h1')).toContainText('Produktionen')
    await expect(page).toHaveTitle(/^Produktionen/)

    const fresh = await browser.newPage()
    try {
      const answer = await fresh.goto(page.url())
      const sent = headLinksOf((await answer?.text()) ?? '', page.url())
      const live = await liveHeadLinks(page)
      // every stylesheet the page needs, its canonical address and its alternates, none of the home page's
      for (const link of sent) expect(live, `${link.rel} ${link.href}`).toContainEqual(link)
      expect(live.filter((link) => link.rel === 'canonical')).toHaveLength(1)
      expect(live.filter((link) => link.rel === 'alternate').map((link) => link.href).sort()).toEqual(sent.filter((link) => link.rel === 'alternate').map((link) => link.href).sort())
      expect(await danglingReferences(page)).toEqual([])
    } finally {
      await fresh.close()
    }

    // the language switch, followed in the browser, changes the document's language
    await page.getByRole('link', { name: /^Sprache wechseln/ }).click()
    await expect(page).toHaveURL(/\/en\//)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  // decision 0016: the fetcher (seroval's serialiser) is not part of a visitor's first download
  test('the server-function fetcher loads with the first server-function call, and the call works', async ({ page }) => {
    const fetchers: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/serverFnFetcher-[\w-]+\.js$/.test(request.url())) fetchers.push(request.url())
    })
    for (const path of ['/de', '/de/programm', '/cms-hub']) {
      await page.goto(path)
      await expectHydrated(page)
      await page.waitForLoadState('networkidle')
    }
    expect(fetchers).toEqual([])

    // signing in is a server function: its answer logs the editor in
    await signInAsEditor(page)
    expect(fetchers).toHaveLength(1)
  })

  test('the entry script asks the browser to compile it while it downloads, and the page hydrates with it', async ({ page, request }) => {
    // the entry as the server's page names it (the tag leaves the document once it has run)
    const html = await (await request.get('/de')).text()
    const entry = /<script type="module" async="" src="(\/assets\/index-[\w-]+\.js)">/.exec(html)?.[1]
    expect(entry).toBeDefined()
    // V8's explicit compile hint must be the file's first line, as browsers receive it (compressed or not)
    for (const encoding of ['br', 'gzip', 'identity']) {
      const script = await request.get(entry ?? '', { headers: { 'accept-encoding': encoding } })
      expect(script.status()).toBe(200)
      expect((await script.text()).startsWith('//# allFunctionsCalledOnLoad\n'), encoding).toBe(true)
    }
    // a lazy chunk (the public layout's) has no hint: only what runs on every first page is compiled ahead
    const lazy = /<link rel="modulepreload" href="(\/assets\/site-[\w-]+\.js)"/.exec(html)?.[1]
    expect(lazy).toBeDefined()
    expect((await (await request.get(lazy ?? '')).text()).startsWith('//#')).toBe(false)
    // and the page hydrates with them
    await page.goto('/de')
    await expectHydrated(page)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', /^\d+$/)
  })

  test("a public page's first paint waits for the layout's one stylesheet and a few of the page's own", async ({ request }) => {
    // each stylesheet in the head blocks the first paint; the layout's modules were eleven chunks with one each
    const pages = await publicPageTypes(request)
    for (const path of pages) {
      const html = await (await request.get(path)).text()
      const sheets = headLinksOf(html, 'http://foyer.test').filter((link) => link.rel === 'stylesheet')
      expect(sheets.filter((link) => /\/assets\/site-[\w-]+\.css$/.test(link.href)), path).toHaveLength(1)
      expect(sheets.length, `${path}: ${sheets.map((link) => link.href).join(' ')}`).toBeLessThanOrEqual(8)
    }
  })

  test("a visitor's page loads at most 150 KB of JavaScript, gzipped, and none of the back office's", async ({ page, request }) => {
    const scripts = new Set<string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.status() < 300) scripts.add(response.url())
    })
    const pages = await publicPageTypes(request)
    for (const path of pages) {
      scripts.clear()
      await page.goto(path)
      await expectHydrated(page)
      let gzipped = 0
      for (const url of scripts) {
        const body = await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).body()
        gzipped += gzipSync(body, { level: 9 }).length
        // a label of the series' back-office form: the collections' descriptions load with the hub's screens only
        expect(body.toString('utf8'), url).not.toContain('Im Filter des Programms zeigen')
      }
      expect(scripts.size, path).toBeGreaterThan(0)
      expect(gzipped, `${path}: ${[...scripts].join(' ')}`).toBeLessThanOrEqual(150 * 1024)
    }
  })

  test("a public page's dates need no Intl formatter while it loads (a renderer's first one loads the platform's locale data)", async ({ page, request }) => {
    await page.addInitScript(() => {
      const made: string[] = []
      Reflect.set(window, '__intlMade', made)
      for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
        Reflect.set(Intl, name, new Proxy(Intl[name], { construct: (target, args) => (made.push(`${name} ${JSON.stringify(args)}`), Reflect.construct(target, args)) }))
      }
    })
    // the home page (its event list module), the programme, an event and an article, in both languages
    for (const path of ['/de', '/en', '/de/programm', await firstLinkOn(request, '/de/programm', /^\/de\/programm\/[^/]+\/\d+$/), await firstLinkOn(request, '/en/mediathek-en', /^\/en\/mediathek-en\/(?!categories\/|tags\/)[^/]+\/\d+$/)]) {
      await page.goto(path)
      await expectHydrated(page)
      // hydrated, every date of the page has been rendered in the browser: none of them made a formatter
      expect(await page.evaluate(() => Reflect.get(window, '__intlMade')), path).toEqual([])
    }
  })
})
