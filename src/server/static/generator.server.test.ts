import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { redirects, siteSettings } from '~/server/db/schema'
import { forgetRedirects, forgetSiteSettings } from '~/features/site/site.server'
import { metaPolicy } from '~/server/http/security-headers'
import { StaticGenerator } from './generator.server'
import type { GeneratorOptions, PageRenderer, RetryTimer } from './generator.server'
import { OFFLINE_MARKER, StaticSite, pageFile } from './static-site.server'
import type { ServedPage } from './static-site.server'
import { tag } from './tags'
import type { Tag } from './tags'
import { recordTags } from './render-tags.server'
import { fragmentOf } from './fragments'
import { menuLinkAttributes } from '~/features/chrome/header/menu-paths'

/** A page's HTML as text, held or read back from its brotli copy (the tree's pages let their HTML go once written). */
function textOf(site: StaticSite, page: ServedPage | null | undefined): string | undefined {
  return page ? site.htmlOf(page).toString() : undefined
}

/** A renderer that holds each rendering until the test lets it finish. */
function heldRenderer(): { render: PageRenderer; started: Promise<void>; release: () => void } {
  let release = () => {}
  let markStarted = () => {}
  const started = new Promise<void>((resolve) => (markStarted = resolve))
  const gate = new Promise<void>((resolve) => (release = resolve))
  const render: PageRenderer = async (request) => {
    markStarted()
    await gate
    return new Response(`<!doctype html><title>${new URL(request.url).pathname}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
  return { render, started, release }
}

/** A clock for retries that the test moves itself: each retry waits, with its pause, until the test runs it. */
function heldRetries(): { timer: RetryTimer; waiting: { ms: number; run: () => void; cancelled: boolean }[] } {
  const waiting: { ms: number; run: () => void; cancelled: boolean }[] = []
  const timer: RetryTimer = (run, ms) => {
    const entry = { ms, run, cancelled: false }
    waiting.push(entry)
    return () => (entry.cancelled = true)
  }
  return { timer, waiting }
}

/** Retries after no real time, their pauses noted. */
function promptRetries(): { timer: RetryTimer; pauses: number[] } {
  const pauses: number[] = []
  const timer: RetryTimer = (run, ms) => {
    pauses.push(ms)
    const handle = setTimeout(run, 0)
    return () => clearTimeout(handle)
  }
  return { timer, pauses }
}

describe.each(testBackends)('the static generator and the redirect table ($name)', ({ skip, open }) => {
  let database: TestDatabase
  let root: string
  beforeAll(async () => {
    if (skip) return
    database = await open()
    root = await mkdtemp(path.join(tmpdir(), 'foyer-static-'))
  }, 120_000)
  /** every generator made here: stopped and its manifest written before the tree is removed */
  const generators: StaticGenerator[] = []
  /** `dir`: a tree of the test's own, when it reads the manifest (other tests' generators write theirs) */
  const newGenerator = (render: PageRenderer, dir = root, options?: GeneratorOptions): StaticGenerator => {
    const generator = new StaticGenerator(render, database.handle.db, dir, options)
    generators.push(generator)
    return generator
  }
  afterAll(async () => {
    if (skip) return
    for (const generator of generators) {
      await generator.stop()
      await generator.site.flush()
    }
    await database.dispose()
    await rm(root, { recursive: true, force: true })
    forgetRedirects()
  })

  it.skipIf(skip)('a page generated while its path became a redirect does not stay in the tree', async () => {
    const held = heldRenderer()
    const generator = newGenerator(held.render)
    forgetRedirects()
    const generating = generator.generate('/de/spielstaetten/alte-halle')
    await held.started
    // the address moves while the old page is still rendering
    await database.handle.db.insert(redirects).values({ oldPath: '/de/spielstaetten/alte-halle', newPath: '/de/spielstaetten/neue-halle' })
    await generator.followOwnChange(['redirects'])
    held.release()
    expect(await generating).toBeNull()
    expect(generator.site.get('/de/spielstaetten/alte-halle')).toBeUndefined()
    await expect(readFile(pageFile(root, '/de/spielstaetten/alte-halle'))).rejects.toThrow()
  })

  it.skipIf(skip)('a missing page a visitor asked for before the queue reached it is not rendered again by the queue', async () => {
    const renders = new Map<string, number>()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let markStarted = () => {}
    const started = new Promise<void>((resolve) => (markStarted = resolve))
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1)
      if (pathname === '/de/erste') {
        markStarted()
        await gate
      }
      return new Response(`<!doctype html><title>${pathname}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const generator = newGenerator(render, await mkdtemp(path.join(root, 'asked-')))
    forgetRedirects()
    // the start queues the pages missing from the tree; the first one renders while a visitor asks for the second
    generator.enqueue(['/de/erste', '/de/zweite'], false)
    await started
    expect(textOf(generator.site, await generator.generate('/de/zweite'))).toContain('<title>/de/zweite</title>')
    release()
    await generator.settled()
    expect(renders.get('/de/erste')).toBe(1)
    expect(renders.get('/de/zweite')).toBe(1)
  })

  it.skipIf(skip)('a page of an address without a redirect is generated, and leaves when a redirect replaces it', async () => {
    const held = heldRenderer()
    held.release()
    const generator = newGenerator(held.render)
    forgetRedirects()
    const page = await generator.generate('/de/spielstaetten/werkhalle')
    expect(textOf(generator.site, page)).toContain('<title>/de/spielstaetten/werkhalle</title>')
    expect(generator.site.get('/de/spielstaetten/werkhalle')?.etag).toBe(page?.etag)
    await database.handle.db.insert(redirects).values({ oldPath: '/de/spielstaetten/werkhalle', newPath: '/de/spielstaetten/halle-2' })
    await generator.followOwnChange(['redirects'])
    expect(generator.site.get('/de/spielstaetten/werkhalle')).toBeUndefined()
  })

  it.skipIf(skip)('a generated page carries its policy in a <meta> before its scripts; the manifest keeps the whole policy', async () => {
    const policy = "default-src 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'self'; report-uri /api/csp-report/"
    const render: PageRenderer = async () =>
      new Response('<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Probe</title><script>1</script></head><body></body></html>', {
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
      })
    const generator = newGenerator(render)
    forgetRedirects()
    const page = await generator.generate('/de/spielstaetten/probebuehne')
    const html = textOf(generator.site, page) ?? ''
    expect(html).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}"><title>`)
    expect(metaPolicy(policy)).toBe("default-src 'self'; script-src 'self' 'sha256-abc='")
    expect(page?.csp).toBe(policy)
    // a page asked for now is served from memory at once, its files follow
    await generator.site.flush()
    expect((await readFile(pageFile(root, '/de/spielstaetten/probebuehne'))).toString()).toBe(html)
  })

  it.skipIf(skip)('the tree holds the site-offline marker exactly while the site is switched off', async () => {
    const held = heldRenderer()
    held.release()
    const dir = await mkdtemp(path.join(root, 'offline-'))
    const generator = newGenerator(held.render, dir)
    const marker = path.join(dir, OFFLINE_MARKER)
    const switchSite = async (online: boolean) => {
      await database.handle.db.insert(siteSettings).values({ id: 1, isSiteOnline: online }).onConflictDoUpdate({ target: siteSettings.id, set: { isSiteOnline: online } })
      await generator.followOwnChange([tag.site('settings')])
    }
    try {
      await switchSite(false)
      expect(generator.online).toBe(false)
      expect(existsSync(marker)).toBe(true)
      // switched off twice: still one marker; on again: gone
      await switchSite(false)
      expect(existsSync(marker)).toBe(true)
      await switchSite(true)
      expect(generator.online).toBe(true)
      expect(existsSync(marker)).toBe(false)
    } finally {
      await database.handle.db.update(siteSettings).set({ isSiteOnline: true })
      forgetSiteSettings()
    }
  })

  it.skipIf(skip)('the site switch renders no page again; a page changed while the site was off is generated once it is on', async () => {
    const renders = new Map<string, number>()
    let version = 'alt'
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1)
      // every page reads the settings, and with them the switch
      recordTags([tag.site('settings'), tag.site('site-switch'), ...(pathname === '/de/spielplan' ? [tag.event(61)] : [])])
      return new Response(`<!doctype html><title>${pathname} ${version}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const generator = newGenerator(render, await mkdtemp(path.join(root, 'switch-')))
    forgetRedirects()
    const switchSite = async (online: boolean, id: number) => {
      await database.handle.db.insert(siteSettings).values({ id: 1, isSiteOnline: online }).onConflictDoUpdate({ target: siteSettings.id, set: { isSiteOnline: online } })
      forgetSiteSettings()
      generator.onChange({ id, tags: [tag.site('site-switch')], changedAt: new Date() })
      // the switch is read back before the generator settles
      await expect.poll(() => generator.online).toBe(online)
      await generator.settled()
    }
    try {
      await generator.generate('/de', true)
      await generator.generate('/de/spielplan', true)
      await switchSite(false, 41)
      // an event changes while the site is off: its page is not rendered now
      version = 'neu'
      generator.onChange({ id: 42, tags: [tag.event(61)], changedAt: new Date() })
      await generator.settled()
      expect(renders.get('/de/spielplan')).toBe(1)
      await switchSite(true, 43)
      // on again: the changed page is generated, the other one is not rendered again
      await expect.poll(() => renders.get('/de/spielplan')).toBe(2)
      await generator.settled()
      expect(textOf(generator.site, generator.site.get('/de/spielplan'))).toContain('/de/spielplan neu')
      expect(renders.get('/de')).toBe(1)
      // the shop switch or an HTML block shows on every page: each is rendered again
      generator.onChange({ id: 44, tags: [tag.site('settings')], changedAt: new Date() })
      await expect.poll(() => renders.get('/de')).toBe(2)
    } finally {
      await database.handle.db.update(siteSettings).set({ isSiteOnline: true })
      forgetSiteSettings()
    }
  })

  it.skipIf(skip)('a regeneration goes from the shallow pages to the deep ones, and a page a visitor was served goes next', async () => {
    const order: string[] = []
    const held = heldRenderer()
    const render: PageRenderer = async (request) => {
      order.push(new URL(request.url).pathname)
      return held.render(request)
    }
    const generator = newGenerator(render)
    forgetRedirects()
    generator.enqueue(['/de/programm/probe/7', '/en/about/history', '/de', '/en/events/rehearsal/7'], true)
    await held.started
    expect(order).toEqual(['/de'])
    expect(generator.waiting).toBe(4)
    // a visitor is served the old rehearsal page, the deepest, while the front page renders
    generator.served('/en/events/rehearsal/7')
    // a page that is not waiting is not put in the queue by being served
    generator.served('/de/spielstaetten/nirgendwo')
    held.release()
    await expect.poll(() => order.length).toBe(4)
    expect(order).toEqual(['/de', '/en/events/rehearsal/7', '/en/about/history', '/de/programm/probe/7'])
    await expect.poll(() => generator.waiting).toBe(0)
  })

  it.skipIf(skip)('a page queued by a change while a rendering of it that began before the change is under way is rendered again after it', async () => {
    let version = 'alt'
    let renders = 0
    const held = { gate: Promise.resolve(), started: () => {} }
    const render: PageRenderer = async (request) => {
      renders++
      recordTags([tag.page(42)])
      // what the rendering read, before it waits
      const read = version
      held.started()
      await held.gate
      return new Response(`<!doctype html><title>${new URL(request.url).pathname} ${read}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const generator = newGenerator(render, await mkdtemp(path.join(root, 'in-flight-')))
    forgetRedirects()
    await generator.generate('/de/seite-42')
    // a visitor's ask renders the page (it read the old state), the change comes in meanwhile
    let release = () => {}
    held.gate = new Promise<void>((resolve) => (release = resolve))
    const started = new Promise<void>((resolve) => (held.started = resolve))
    const asked = generator.generate('/de/seite-42')
    await started
    version = 'neu'
    generator.onChange({ id: 21, tags: [tag.page(42)], changedAt: new Date() })
    release()
    expect(textOf(generator.site, await asked)).toContain('alt')
    await generator.settled()
    expect(renders).toBe(3)
    expect(textOf(generator.site, generator.site.get('/de/seite-42'))).toContain('/de/seite-42 neu')
  })

  it.skipIf(skip)('a page rendering while a change it shows comes in, though its version in the tree does not show it (or there is none yet), is rendered again', async () => {
    let version = 'alt'
    /** the tags the next renderings record, per path */
    const shows = new Map<string, Tag[]>()
    const renders = new Map<string, number>()
    const held = { gate: Promise.resolve(), started: () => {} }
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1)
      recordTags(shows.get(pathname) ?? [])
      // what the rendering read, before it waits
      const read = version
      held.started()
      await held.gate
      return new Response(`<!doctype html><title>${pathname} ${read}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const hold = () => {
      let release = () => {}
      held.gate = new Promise<void>((resolve) => (release = resolve))
      const started = new Promise<void>((resolve) => (held.started = resolve))
      return { started, release }
    }
    const generator = newGenerator(render, await mkdtemp(path.join(root, 'missed-')))
    forgetRedirects()

    // 1. a page not generated yet, asked for by a visitor: the change comes in while it renders
    shows.set('/de/neu', [tag.page(51)])
    let gate = hold()
    const asked = generator.generate('/de/neu')
    await gate.started
    version = 'neu'
    generator.onChange({ id: 31, tags: [tag.page(51)], changedAt: new Date() })
    gate.release()
    expect(textOf(generator.site, await asked)).toContain('/de/neu alt')
    await generator.settled()
    expect(renders.get('/de/neu')).toBe(2)
    expect(textOf(generator.site, generator.site.get('/de/neu'))).toContain('/de/neu neu')

    // 2. a page whose version in the tree did not show the record, rendering again now (an expiry) with it in its list
    version = 'alt'
    shows.set('/de', [tag.page(1)])
    await generator.generate('/de')
    shows.set('/de', [tag.page(1), tag.event(52)])
    gate = hold()
    generator.enqueue(['/de'], true)
    await gate.started
    version = 'neu'
    generator.onChange({ id: 32, tags: [tag.event(52)], changedAt: new Date() })
    gate.release()
    await generator.settled()
    expect(renders.get('/de')).toBe(3)
    expect(textOf(generator.site, generator.site.get('/de'))).toContain('/de neu')

    // 3. a change the rendering turns out not to show renders nothing again
    gate = hold()
    generator.enqueue(['/de'], true)
    await gate.started
    generator.onChange({ id: 33, tags: [tag.event(53)], changedAt: new Date() })
    gate.release()
    await generator.settled()
    expect(renders.get('/de')).toBe(4)
  })

  it.skipIf(skip)('a new top alert replaces the fragment in every page of its language without rendering them, the front pages rendered anew', async () => {
    let alertText = 'Sturm'
    const renders = new Map<string, number>()
    const held = { gate: Promise.resolve(), started: () => {} }
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1)
      recordTags([tag.site('breaking-news')])
      // the alert as the rendering read it, before it waits
      const text = alertText
      held.started()
      await held.gate
      const fragment = pathname.endsWith('/ohne')
        ? ''
        : `<div data-fragment="top-alert" class="f">${text ? `<section><h2>${text} ${pathname.slice(1, 3)}</h2></section>` : ''}<script type="application/json" data-fragment-end="top-alert">${JSON.stringify({ alerts: text ? [text] : [] })}</script></div>`
      return new Response(`<!doctype html><body>${fragment}<main>${pathname}</main></body>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const dir = await mkdtemp(path.join(root, 'fragments-'))
    const generator = newGenerator(render, dir)
    forgetRedirects()
    const paths = ['/de', '/de/programm', '/de/haus/ohne', '/en', '/en/programme']
    for (const pagePath of paths) await generator.generate(pagePath)
    const before = new Map(paths.map((pagePath) => [pagePath, generator.site.get(pagePath)]))
    expect(textOf(generator.site, before.get('/de/programm'))).toContain('Sturm de')

    alertText = 'Hitze'
    generator.onChange({ id: 1, tags: [tag.site('breaking-news')], changedAt: new Date() })
    await generator.settled()

    // the front pages rendered again; the others kept their rendering, with the new fragment of their language
    expect(Object.fromEntries(renders)).toEqual({ '/de': 2, '/de/programm': 1, '/de/haus/ohne': 2, '/en': 2, '/en/programme': 1 })
    const programme = generator.site.get('/de/programm')
    expect(textOf(generator.site, programme)).toBe(textOf(generator.site, before.get('/de/programm'))?.replace('Sturm de', 'Hitze de').replace('["Sturm"]', '["Hitze"]'))
    expect(textOf(generator.site, generator.site.get('/en/programme'))).toContain('Hitze en')
    expect(programme?.etag).not.toBe(before.get('/de/programm')?.etag)
    expect(programme?.tags).toEqual(before.get('/de/programm')?.tags)
    expect(brotliDecompressSync(programme?.br ?? Buffer.alloc(0)).toString()).toBe(textOf(generator.site, programme))
    // the gzip copy, once written, from its file
    expect(gunzipSync((programme?.br && generator.site.gzipOf(programme)) || Buffer.alloc(0)).toString()).toBe(textOf(generator.site, programme))
    expect(programme?.brotli).toBe('prompt')
    // the files follow, for a server sending the tree as it is
    await generator.site.flush()
    expect((await readFile(pageFile(dir, '/de/programm'))).toString()).toContain('Hitze de')

    // the alert removed: the empty fragment replaces the full one
    alertText = ''
    generator.onChange({ id: 2, tags: [tag.site('breaking-news')], changedAt: new Date() })
    await generator.settled()
    expect(textOf(generator.site, generator.site.get('/en/programme'))).toBe(`<!doctype html><body><div data-fragment="top-alert" class="f"><script type="application/json" data-fragment-end="top-alert">{"alerts":[]}</script></div><main>/en/programme</main></body>`.replace('<!doctype html><body>', textOf(generator.site, before.get('/en/programme'))?.split('<div')[0] ?? ''))

    // two changes in a row: the first leaves its compression to the second, and no page is left without its copies
    alertText = 'Regen'
    generator.onChange({ id: 21, tags: [tag.site('breaking-news')], changedAt: new Date() })
    generator.onChange({ id: 22, tags: [tag.site('breaking-news')], changedAt: new Date() })
    await generator.settled()
    expect(generator.site.uncompressedPages()).toEqual([])
    for (const pagePath of ['/de/programm', '/en/programme']) {
      const page = generator.site.get(pagePath)
      expect(textOf(generator.site, page)).toContain(`Regen ${pagePath.slice(1, 3)}`)
      expect(brotliDecompressSync(page?.br ?? Buffer.alloc(0)).toString()).toBe(textOf(generator.site, page))
    }
    await generator.site.flush()
    expect((await readFile(pageFile(dir, '/en/programme'))).toString()).toContain('Regen en')

    // a page rendering while the alert changes gets the newer fragment when it is done
    let release = () => {}
    held.gate = new Promise<void>((resolve) => (release = resolve))
    const started = new Promise<void>((resolve) => (held.started = resolve))
    const rendering = generator.generate('/de/programm')
    await started
    alertText = 'Nebel'
    // the front page renders (and waits) too: the change completes once both are let go
    const changed = (generator.onChange({ id: 3, tags: [tag.site('breaking-news')], changedAt: new Date() }), generator.settled())
    release()
    await rendering
    await changed
    expect(textOf(generator.site, generator.site.get('/de/programm'))).toContain('Nebel de')
    // a recompression gives way while the queue still works (its loop ends a moment after the last page): asked again
    await expect
      .poll(async () => {
        await generator.polish()
        return generator.site.get('/de/programm')?.brotli
      })
      .toBe('best')
  })

  it.skipIf(skip)('a menu change replaces the menus in every page of its language, each marking its own links; the pages showing the rest of the change are rendered', async () => {
    let entries = ['/de/besuch', '/de/programm']
    const renders = new Map<string, number>()
    /** the menus as React writes them (SmartLink, menuLinkAttributes): one link per entry, the page's own marked */
    const menus = (pathname: string) => {
      const links = entries.map((url) => `<li><a href="${url}" class="l" ${Object.entries(menuLinkAttributes(pathname, url)).map(([name, value]) => `${name}="${value}"`).join(' ')}>${url}</a></li>`).join('')
      return (
        `<div data-fragment="menu" class="c"><nav><ul>${links}</ul></nav><script type="application/json" data-fragment-end="menu">null</script></div>` +
        `<div data-fragment="menu-drawer" class="c"><nav><ul>${links}</ul></nav><script type="application/json" data-fragment-end="menu-drawer">null</script></div>`
      )
    }
    const body = (pathname: string) => {
      const footer = `<div data-fragment="footer-menu" class="c"><script type="application/json" data-fragment-end="footer-menu">${JSON.stringify(entries)}</script></div>`
      // a landing page shows no menu, the footer's links only
      return `<!doctype html><body>${pathname.endsWith('/fest') ? '' : menus(pathname)}<main>${pathname}</main>${footer}</body>`
    }
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      renders.set(pathname, (renders.get(pathname) ?? 0) + 1)
      recordTags([tag.nav(pathname.startsWith('/en') ? 'en' : 'de'), ...(pathname === '/de/besuch' ? [tag.page(7)] : [])])
      return new Response(body(pathname), { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const dir = await mkdtemp(path.join(root, 'menus-'))
    const generator = newGenerator(render, dir)
    forgetRedirects()
    const paths = ['/de', '/de/besuch', '/de/besuch/anfahrt', '/de/programm/x/12', '/de/fest', '/en', '/en/visit']
    for (const pagePath of paths) await generator.generate(pagePath)
    const before = new Map(paths.map((pagePath) => [pagePath, generator.site.get(pagePath)]))
    expect(textOf(generator.site, before.get('/de/besuch/anfahrt'))).toContain('<a href="/de/besuch" class="l" data-menu-link="" data-ancestor="">')

    // "Festival" into the German menu; the page 7 (Besuch) shows it in a list of its own
    entries = ['/de/besuch', '/de/festival', '/de/programm']
    generator.onChange({ id: 11, tags: [tag.nav('de'), tag.page(7)], changedAt: new Date() })
    await generator.settled()

    // the front page rendered as the menus' source, Besuch for the page's own tag, the landing page (no menus) again;
    // the other German pages and every English one kept their rendering
    expect(Object.fromEntries(renders)).toEqual({ '/de': 2, '/de/besuch': 2, '/de/besuch/anfahrt': 1, '/de/programm/x/12': 1, '/de/fest': 2, '/en': 1, '/en/visit': 1 })
    // a page's menus are those React renders for it: its own section marked, the new entry in place
    for (const pagePath of ['/de/besuch/anfahrt', '/de/programm/x/12']) {
      const page = generator.site.get(pagePath)
      expect(page?.etag).not.toBe(before.get(pagePath)?.etag)
      const fresh = Buffer.from(body(pagePath))
      for (const name of ['menu', 'menu-drawer', 'footer-menu'] as const) expect(page && fragmentOf(generator.site.htmlOf(page), name)?.toString()).toBe(fragmentOf(fresh, name)?.toString())
    }
    expect(textOf(generator.site, generator.site.get('/de/programm/x/12'))).toContain('<a href="/de/programm" class="l" data-menu-link="" data-ancestor="">')
    expect(generator.site.get('/en/visit')?.etag).toBe(before.get('/en/visit')?.etag)
  })

  it.skipIf(skip)('idle recompression replaces each quick brotli copy by a better one, and never the copy of a newer page', async () => {
    const held = heldRenderer()
    held.release()
    const dir = await mkdtemp(path.join(root, 'polish-'))
    const generator = newGenerator(held.render, dir)
    forgetRedirects()
    const studio = '/de/spielstaetten/studio'
    const paths = [studio, '/en/venues/studio']
    for (const pagePath of paths) await generator.generate(pagePath)
    await generator.site.flush()
    const before = paths.map((pagePath) => generator.site.pages.get(pagePath))
    for (const page of before) expect(page?.brotli).toBe('page')

    expect(generator.recompressing).toBe(2)
    expect(await generator.polish()).toBe(false)
    expect(generator.recompressing).toBe(0)
    for (const [index, pagePath] of paths.entries()) {
      const page = generator.site.get(pagePath)
      expect(page?.brotli).toBe('best')
      // the same page: only its brotli copy changed, and it still holds the HTML
      expect(page?.etag).toBe(before[index]?.etag)
      const onDisk = await readFile(`${pageFile(dir, pagePath)}.br`)
      expect(brotliDecompressSync(onDisk).toString()).toBe((await readFile(pageFile(dir, pagePath))).toString())
    }
    // the manifest says so: a restart does not recompress them again
    await generator.site.flush()
    const reloaded = new StaticSite(dir, generator.site.build)
    reloaded.load()
    expect(paths.map((pagePath) => reloaded.get(pagePath)?.brotli)).toEqual(['best', 'best'])

    // a page regenerated while its old version was being recompressed keeps the newer files
    const stale = before[0]
    if (!stale) throw new Error('page missing')
    await generator.generate(studio)
    const newer = generator.site.get(studio)
    expect(await generator.site.repack(stale, Buffer.from('not this page'))).toBe(false)
    expect(generator.site.get(studio)).toBe(newer)
    expect(brotliDecompressSync(await readFile(`${pageFile(dir, studio)}.br`)).toString()).toBe((await readFile(pageFile(dir, studio))).toString())
    expect(brotliDecompressSync(await readFile(`${pageFile(dir, studio)}.br`)).toString()).toBe(textOf(generator.site, newer))
  })

  it.skipIf(skip)('complete() leaves a deployable tree: every queued page generated at the best compression, the manifest written, failures named', async () => {
    const broken = new Set<string>()
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      if (broken.has(pathname)) return new Response('failed', { status: 500 })
      // an unpublished page is simply not in the tree, and no failure
      if (pathname.endsWith('/entwurf')) return new Response('not found', { status: 404 })
      return new Response(`<!doctype html><title>${pathname} ${broken.size}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const dir = await mkdtemp(path.join(root, 'complete-'))
    // a failing page is tried three times in all, without waiting here
    const generator = newGenerator(render, dir, { retryTimer: promptRetries().timer })
    forgetRedirects()
    const readManifest = async () =>
      v.parse(v.object({ pages: v.record(v.string(), v.object({ brotli: v.string(), etag: v.string() })) }), JSON.parse(await readFile(path.join(dir, '.foyer-manifest.json'), 'utf8')))
    const fine = ['/de/komplett/eins', '/en/complete/one']
    const fragile = '/de/komplett/kaputt'
    generator.enqueue([...fine, fragile, '/de/komplett/entwurf'], false)
    expect(await generator.complete()).toEqual([])
    expect(generator.waiting).toBe(0)
    const first = await readManifest()
    expect(Object.keys(first.pages).sort()).toEqual([...fine, fragile].sort())
    for (const pagePath of [...fine, fragile]) {
      expect(first.pages[pagePath]?.brotli).toBe('best')
      const html = (await readFile(pageFile(dir, pagePath))).toString()
      expect(html).toMatch(new RegExp(`^<!doctype html><meta http-equiv="Content-Security-Policy" [^>]*><title>${pagePath} 0</title>$`))
      expect(brotliDecompressSync(await readFile(`${pageFile(dir, pagePath)}.br`)).toString()).toBe(html)
    }

    // a page whose regeneration fails is named, and its last good version stays in the tree
    broken.add(fragile)
    generator.enqueue([fragile], true)
    expect(await generator.complete()).toEqual([fragile])
    expect((await readManifest()).pages[fragile]?.etag).toBe(first.pages[fragile]?.etag)

    // once it renders again it is no longer named
    broken.clear()
    generator.enqueue([fragile], true)
    expect(await generator.complete()).toEqual([])
    expect((await readManifest()).pages[fragile]?.brotli).toBe('best')

    // a visitor's made-up address that fails is not the generator's failure
    broken.add('/de/komplett/ausgedacht')
    expect(await generator.generate('/de/komplett/ausgedacht')).toBeNull()
    expect(await generator.complete()).toEqual([])
  })

  it.skipIf(skip)('a queued page whose regeneration is refused (503) is tried again after a pause, the rest of the queue going on meanwhile', async () => {
    let version = 'alt'
    /** how many of the next renderings of a path are refused */
    const refusals = new Map<string, number>()
    const renders: string[] = []
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      renders.push(pathname)
      const refused = refusals.get(pathname) ?? 0
      if (refused > 0) {
        refusals.set(pathname, refused - 1)
        return new Response('<!doctype html><title>503</title>', { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '5' } })
      }
      return new Response(`<!doctype html><title>${pathname} ${version}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const retries = heldRetries()
    const generator = newGenerator(render, await mkdtemp(path.join(root, 'retry-')), { retryPausesMs: [1_000, 4_000], retryTimer: retries.timer })
    forgetRedirects()
    const refusedPage = '/de/seite/abgewiesen'
    const otherPage = '/de/seite/daneben'
    for (const pagePath of [refusedPage, otherPage]) await generator.generate(pagePath)

    // a change queues both; the first is refused once
    version = 'neu'
    refusals.set(refusedPage, 1)
    generator.enqueue([refusedPage, otherPage], true)
    // the queue does not wait for the retry: the other page is regenerated meanwhile
    await expect.poll(() => textOf(generator.site, generator.site.get(otherPage))).toContain(`${otherPage} neu`)
    expect(renders).toEqual([refusedPage, otherPage, refusedPage, otherPage])
    expect(retries.waiting.map((retry) => retry.ms)).toEqual([1_000])
    // until then the previous version is served, and the page counts as waiting (the other page is served as soon as
    // it is rendered, and counts until its files are written: on a busy machine that is a moment later)
    expect(textOf(generator.site, generator.site.get(refusedPage))).toContain(`${refusedPage} alt`)
    await expect.poll(() => generator.waiting).toBe(1)

    // the pause over, the page is queued again and rendered
    retries.waiting[0]?.run()
    await generator.settled()
    expect(textOf(generator.site, generator.site.get(refusedPage))).toContain(`${refusedPage} neu`)
    expect(renders.filter((pagePath) => pagePath === refusedPage)).toHaveLength(3)
    expect(retries.waiting).toHaveLength(1)
    expect(await generator.complete()).toEqual([])
  })

  it.skipIf(skip)('a queued page that fails every time is tried three times in all, with growing pauses, then named as failed and said once as an error; a 404 is no failure', async () => {
    let broken = false
    let gone = false
    const renders: string[] = []
    const render: PageRenderer = async (request) => {
      const pathname = new URL(request.url).pathname
      renders.push(pathname)
      if (gone) return new Response('not found', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } })
      if (broken) throw new Error('rendering timed out')
      return new Response(`<!doctype html><title>${pathname}</title>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    }
    const retries = promptRetries()
    const generator = newGenerator(render, await mkdtemp(path.join(root, 'retry-fail-')), { retryPausesMs: [1_000, 4_000], retryTimer: retries.timer })
    forgetRedirects()
    const pagePath = '/de/seite/kaputt'
    const before = await generator.generate(pagePath)

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      broken = true
      generator.enqueue([pagePath], true)
      expect(await generator.complete()).toEqual([pagePath])
      expect(renders.filter((rendered) => rendered === pagePath)).toHaveLength(1 + 3)
      expect(retries.pauses).toEqual([1_000, 4_000])
      expect(warnings.mock.calls.filter(([message]) => String(message).includes(pagePath))).toHaveLength(2)
      const said = errors.mock.calls.filter(([message]) => String(message).includes(pagePath))
      expect(said).toHaveLength(1)
      expect(String(said[0]?.[0])).toContain('after 3 attempts')
      // the previous version stays
      expect(generator.site.get(pagePath)?.etag).toBe(before?.etag)

      // a page that is gone now leaves the tree, and is not tried again
      gone = true
      generator.enqueue([pagePath], true)
      expect(await generator.complete()).toEqual([])
      expect(generator.site.get(pagePath)).toBeUndefined()
      expect(retries.pauses).toEqual([1_000, 4_000])
    } finally {
      errors.mockRestore()
      warnings.mockRestore()
    }
  })
})
