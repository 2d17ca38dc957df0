import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gunzipSync } from 'node:zlib'
import { pageAnswer } from './fast-path.server'
import { StaticSite, compressPage, etagOf, pageFile } from './static-site.server'
import type { GeneratedPage } from './static-site.server'

const roots: string[] = []
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true })
})

async function newPage(pagePath: string, body: string): Promise<GeneratedPage> {
  const html = Buffer.from(`<!doctype html><title>${pagePath}</title><main>${body}</main>`)
  return { path: pagePath, tags: [], generatedAt: 0, expiresAt: null, etag: etagOf(html), csp: "default-src 'self'", html, size: html.length, ...(await compressPage(html)), brotli: 'page' }
}

/** An empty tree in a directory of its own, removed after the tests. */
async function newSite(): Promise<{ root: string; site: StaticSite }> {
  const root = await mkdtemp(path.join(tmpdir(), 'foyer-site-'))
  roots.push(root)
  return { root, site: new StaticSite(root, 'test') }
}

describe('the generated pages in memory', () => {
  it('a page lets its HTML go once its files are written, and gives it back from its file', async () => {
    const { root, site } = await newSite()
    const page = await newPage('/de/programm', 'Vorstellung '.repeat(500))
    const html = page.html
    await site.put(page)
    expect(site.get('/de/programm')).toBe(page)
    expect(page.html).toBeNull()
    expect(html && site.htmlOf(page).equals(html)).toBe(true)
    expect(html && (await readFile(pageFile(root, '/de/programm'))).equals(html)).toBe(true)
    // a restart reads the tree and holds the compressed copies only
    await site.flush()
    const reloaded = new StaticSite(root, 'test')
    reloaded.load()
    const loaded = reloaded.get('/de/programm')
    expect(loaded?.html).toBeNull()
    expect(loaded?.size).toBe(html?.length)
    expect(html && loaded && reloaded.htmlOf(loaded).equals(html)).toBe(true)
  })

  it('a page lets its gzip copy go once written and reads it from its file; a copy not its own is not sent', async () => {
    const { root, site } = await newSite()
    const page = await newPage('/de/kalender', 'Termin '.repeat(600))
    const gzip = page.gzip
    const html = page.html
    if (!gzip || !html) throw new Error('a new page holds its copies')
    await site.put(page)
    expect(page.gzip).toBeNull()
    expect(page.gzipSize).toBe(gzip.length)
    expect(site.gzipOf(page)?.equals(gzip)).toBe(true)
    const answer = pageAnswer(page, { encoding: 'gzip', https: false, ifNoneMatch: null, head: false }, site)
    expect(answer.body?.equals(gzip)).toBe(true)
    expect(gunzipSync(answer.body ?? Buffer.alloc(0)).equals(html)).toBe(true)
    // after a restart the same
    await site.flush()
    const reloaded = new StaticSite(root, 'test')
    reloaded.load()
    const loaded = reloaded.get('/de/kalender')
    if (!loaded || loaded.br === null) throw new Error('not loaded')
    expect(loaded.gzip).toBeNull()
    expect(reloaded.gzipOf(loaded)?.equals(gzip)).toBe(true)
    // a file of another length (replaced by hand) is not this page's: the client gets the HTML, with its headers
    await writeFile(`${pageFile(root, '/de/kalender')}.gz`, Buffer.from('other'))
    expect(reloaded.gzipOf(loaded)).toBeNull()
    const plain = pageAnswer(loaded, { encoding: 'gzip', https: false, ifNoneMatch: null, head: false }, reloaded)
    expect(plain.body?.equals(html)).toBe(true)
    expect(plain.headers).not.toContain('content-encoding')
    expect(plain.headers[plain.headers.indexOf('content-length') + 1]).toBe(String(html.length))
  })

  it('the HTML of a page whose file is not its own (removed by hand, or newer) comes from its brotli copy', async () => {
    const { root, site } = await newSite()
    const older = await newPage('/de/spielplan', 'Alt '.repeat(400))
    const olderHtml = older.html
    await site.put(older)
    // the file removed by hand
    await rm(pageFile(root, '/de/spielplan'))
    expect(olderHtml && site.htmlOf(older).equals(olderHtml)).toBe(true)
    // a page object the tree has replaced meanwhile is not answered with the newer file
    const newer = await newPage('/de/spielplan', 'Neu '.repeat(400))
    const newerHtml = newer.html
    await site.put(newer)
    expect(newerHtml && site.htmlOf(newer).equals(newerHtml)).toBe(true)
    expect(olderHtml && site.htmlOf(older).equals(olderHtml)).toBe(true)
  })

  it('the HTML last asked for stays in memory, up to a few megabytes, the oldest leaving first', async () => {
    const { site } = await newSite()
    const pages: GeneratedPage[] = []
    // five pages of a megabyte each: more than the four the tree keeps
    for (const name of ['eins', 'zwei', 'drei', 'vier', 'fuenf']) {
      const page = await newPage(`/de/${name}`, name.repeat(260_000))
      await site.put(page)
      pages.push(page)
    }
    const [first, second] = pages
    if (!first || !second) throw new Error('no pages')
    const firstHtml = site.htmlOf(first)
    // asked for again: the same bytes, not read again
    expect(site.htmlOf(first)).toBe(firstHtml)
    for (const page of pages.slice(1)) site.htmlOf(page)
    // the first page, asked for longest ago, left; the second is still there
    const secondHtml = site.htmlOf(second)
    expect(site.htmlOf(second)).toBe(secondHtml)
    const again = site.htmlOf(first)
    expect(again).not.toBe(firstHtml)
    expect(again.equals(firstHtml)).toBe(true)
  })

  it('a file of another length than the page is not taken for its HTML', async () => {
    const { root, site } = await newSite()
    const page = await newPage('/de/haus', 'Haus '.repeat(300))
    const html = page.html
    await site.put(page)
    await writeFile(pageFile(root, '/de/haus'), 'changed by hand')
    expect(html && site.htmlOf(page).equals(html)).toBe(true)
  })
})
