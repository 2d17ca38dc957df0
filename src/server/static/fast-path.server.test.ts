import { createServer } from 'node:http'
import type { IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { pageAnswer, readHeaders } from './fast-path.server'
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

/** Sends one raw HTTP/1.1 request to a real Node server and gives back the request as Node parsed it. */
async function parsedRequest(head: string): Promise<IncomingMessage> {
  let received: (req: IncomingMessage) => void = () => {}
  const arrived = new Promise<IncomingMessage>((resolve) => (received = resolve))
  const server = createServer((req, res) => {
    received(req)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the test server listens on no port')
  const socket = connect(address.port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`))
  socket.on('data', () => socket.end())
  const req = await arrived
  await new Promise((resolve) => server.close(resolve))
  socket.destroy()
  return req
}

describe('the headers the fast path reads', () => {
  it('are what Node makes of them, in any case, repeated or absent', async () => {
    const req = await parsedRequest(
      [
        'GET /de HTTP/1.1',
        'Host: foyer.example',
        'COOKIE: foyer-consent=essential',
        'Accept-Encoding: gzip',
        'cookie: foyer-session=abc',
        'accept-encoding: br',
        'If-None-Match: "v1"',
        'X-Cookie: not-this',
        'Accept-Encodings: nor-this',
      ].join('\r\n'),
    )
    const read = readHeaders(req.rawHeaders)
    expect(read).toEqual({ cookie: req.headers.cookie, acceptEncoding: req.headers['accept-encoding'], ifNoneMatch: req.headers['if-none-match'] })
    expect(read.cookie).toBe('foyer-consent=essential; foyer-session=abc')
    expect(read.acceptEncoding).toBe('gzip, br')
    expect(read.ifNoneMatch).toBe('"v1"')

    const bare = await parsedRequest('GET /de HTTP/1.1\r\nHost: foyer.example')
    expect(readHeaders(bare.rawHeaders)).toEqual({ cookie: '', acceptEncoding: null, ifNoneMatch: undefined })
  })
})
