import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageAnswer } from './fast-path.server'
import { StaticSite, compressPage, etagOf } from './static-site.server'
import type { GeneratedPage, UncompressedPage } from './static-site.server'
import { tag } from './tags'

const html = Buffer.from(`<!doctype html><title>Programm</title><main>${'Vorstellung '.repeat(200)}</main>`)
const uncompressed: UncompressedPage = {
  path: '/de/programm',
  tags: [tag.site('breaking-news')],
  generatedAt: 0,
  expiresAt: null,
  etag: etagOf(html),
  csp: "default-src 'self'",
  html,
  size: html.length,
  br: null,
  gzip: null,
  brotli: 'prompt',
}
const request = { encoding: 'br', https: false, ifNoneMatch: null, head: false } as const
// the tree the pages belong to: it gives the HTML of a page that let it go (nothing is written here)
const site = new StaticSite('/nonexistent', 'test')

/** A header of an answer's flat list. */
function header(headers: readonly string[], name: string): string | undefined {
  const index = headers.findIndex((entry, position) => position % 2 === 0 && entry === name)
  return index < 0 ? undefined : headers[index + 1]
}

describe('the answer of a generated page', () => {
  it('a page whose compressed copies are not made yet goes as it is, to a client that accepts brotli too', () => {
    const answer = pageAnswer(uncompressed, request, site)
    expect(answer.status).toBe(200)
    expect(answer.body).toBe(html)
    expect(header(answer.headers, 'content-encoding')).toBeUndefined()
    expect(header(answer.headers, 'content-length')).toBe(String(html.length))
    expect(header(answer.headers, 'vary')).toBe('Accept-Encoding')
    expect(pageAnswer(uncompressed, { ...request, encoding: 'gzip' }, site).body).toBe(html)
    expect(pageAnswer(uncompressed, { ...request, ifNoneMatch: uncompressed.etag }, site).status).toBe(304)
  })

  it('the same page with its copies goes compressed as the client accepts, under the same ETag', async () => {
    const page: GeneratedPage = { ...uncompressed, ...(await compressPage(html, 'prompt')) }
    const answer = pageAnswer(page, request, site)
    expect(header(answer.headers, 'content-encoding')).toBe('br')
    expect(header(answer.headers, 'content-length')).toBe(String(page.br.length))
    expect(brotliDecompressSync(answer.body ?? Buffer.alloc(0)).equals(html)).toBe(true)
    expect(header(answer.headers, 'etag')).toBe(header(pageAnswer(uncompressed, request, site).headers, 'etag'))
  })

  it('a page that let its HTML go (its file not in this tree) answers a client without brotli or gzip with the HTML unpacked from its brotli copy', async () => {
    const page: GeneratedPage = { ...uncompressed, ...(await compressPage(html, 'prompt')), html: null }
    const plain = pageAnswer(page, { ...request, encoding: 'identity' }, site)
    expect(plain.status).toBe(200)
    expect(plain.body?.equals(html)).toBe(true)
    expect(header(plain.headers, 'content-encoding')).toBeUndefined()
    expect(header(plain.headers, 'content-length')).toBe(String(html.length))
    expect(pageAnswer(page, { ...request, encoding: 'gzip' }, site).body).toBe(page.gzip)
  })
})
