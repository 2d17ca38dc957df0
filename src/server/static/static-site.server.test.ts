import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
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

describe('the generated pages in memory', () => {
  it('a page lets its HTML go once its files are written, and gives it back from its brotli copy', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'foyer-site-'))
    roots.push(root)
    const site = new StaticSite(root, 'test')
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

  it('the HTML read back is kept for the most recently used pages only, up to a bound in bytes', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'foyer-site-'))
    roots.push(root)
    const site = new StaticSite(root, 'test')
    // 60 pages of about 100 KB: more than the 4 MB kept
    const pages = await Promise.all(Array.from({ length: 60 }, (_, index) => newPage(`/de/seite-${index}`, `${index} `.repeat(50_000))))
    for (const page of pages) await site.put(page)
    const [first, second] = pages
    if (!first || !second) throw new Error('no pages')
    const firstHtml = site.htmlOf(first)
    expect(site.htmlOf(first)).toBe(firstHtml)
    // a pass that does not keep leaves what is kept as it is
    expect(site.htmlOf(second, false)).not.toBe(site.htmlOf(second, false))
    expect(site.htmlOf(first)).toBe(firstHtml)
    for (const page of pages.slice(1)) site.htmlOf(page)
    const again = site.htmlOf(first)
    expect(again).not.toBe(firstHtml)
    expect(again.equals(firstHtml)).toBe(true)
  })
})
