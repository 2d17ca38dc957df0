import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it } from 'vitest'
import { FRESH_MS, MAX_BYTES, cachedRender, clearHtmlCache, revalidateTags, settleRefreshes } from './html-cache.server'

function page(text: string, init: ResponseInit = {}, tags = ['event:1']) {
  return () => Promise.resolve({ response: new Response(`<html><body>${text}</body></html>`, { status: 200, headers: { 'content-type': 'text/html' }, ...init }), tags })
}

/** Asks for an address twice: the cache keeps an address from its second request on. */
async function keep(key: string, render: () => ReturnType<ReturnType<typeof page>>, now: number) {
  await cachedRender(key, render, now)
  return cachedRender(key, render, now)
}

/** The entry is served stale with the old version at once, and after the background rendering fresh with the new one. */
async function expectStaleThenFresh(key: string, render: () => ReturnType<ReturnType<typeof page>>, now: number, old: string, next: string) {
  const stale = await cachedRender(key, render, now)
  expect(stale.state).toBe('STALE')
  expect(await stale.response.text()).toContain(old)
  await settleRefreshes()
  const fresh = await cachedRender(key, render, now + 100)
  expect(fresh.state).toBe('HIT')
  expect(await fresh.response.text()).toContain(next)
}

describe('HTML cache', () => {
  beforeEach(() => clearHtmlCache())

  it('keeps an address from its second request and answers later requests from memory', async () => {
    let renders = 0
    const render = () => {
      renders++
      return page(`v${renders}`)()
    }
    const first = await cachedRender('/de', render, 1000)
    expect(first.state).toBe('MISS')
    // a first answer carries the shared cache's headers as a kept one does
    expect(first.response.headers.get('cache-tag')).toBe('event:1')
    expect(first.response.headers.get('cache-control')).toContain('public')
    expect(await first.response.text()).toContain('v1')
    const second = await cachedRender('/de', render, 1500)
    expect(second.state).toBe('MISS')
    const third = await cachedRender('/de', render, 2000)
    expect(third.state).toBe('HIT')
    expect(third.response.headers.get('cache-tag')).toBe('event:1')
    expect(third.response.headers.get('cache-control')).toContain('public')
    expect(await third.response.text()).toContain('v2')
    expect(renders).toBe(2)
  })

  it('answers addresses asked for once without keeping them: a crowd of them leaves the kept pages in place', async () => {
    await keep('/de/programm?tag=1', page('kept'), 0)
    let renders = 0
    for (let day = 0; day < 600; day++) {
      const once = await cachedRender(`/de/programm?date=${day}`, () => {
        renders++
        return page(`day ${day} ${'Programm '.repeat(200)}`)()
      }, 1, 'br')
      expect(once.state).toBe('MISS')
      if (day === 599) expect(brotliDecompressSync(Buffer.from(await once.response.arrayBuffer())).toString()).toContain('day 599')
    }
    expect(renders).toBe(600)
    const kept = await cachedRender('/de/programm?tag=1', page('other'), 2)
    expect(kept.state).toBe('HIT')
    expect(await kept.response.text()).toContain('kept')
    // the last of them is kept when asked for again
    expect((await cachedRender('/de/programm?date=599', page('again'), 3)).state).toBe('MISS')
    expect((await cachedRender('/de/programm?date=599', page('other'), 4)).state).toBe('HIT')
  })

  it('serves stale content at once after a write and renders the new version in the background', async () => {
    let version = 1
    const render = () => page(`v${version}`)()
    await keep('/de', render, 1000)
    version = 2
    expect(revalidateTags(['event:2'])).toBe(0)
    expect(revalidateTags(['event:1'])).toBe(1)
    await expectStaleThenFresh('/de', render, 1500, 'v1', 'v2')
  })

  it('keeps a rendering that a change overlapped as stale: served, and rendered again in the background', async () => {
    let version = 1
    let changeWhileRendering = true
    const render = async () => {
      const rendering = await page(`v${version}`)()
      // the change commits while this rendering is under way (it read the older content)
      if (changeWhileRendering) revalidateTags(['event:1'])
      changeWhileRendering = false
      version = 2
      return rendering
    }
    await cachedRender('/de', page('v0'), 900)
    expect((await cachedRender('/de', render, 1000)).state).toBe('MISS')
    await expectStaleThenFresh('/de', render, 1100, 'v1', 'v2')
    // a rendering no change overlapped is kept fresh
    await keep('/en', render, 1300)
    expect((await cachedRender('/en', render, 1400)).state).toBe('HIT')
  })

  it('marks every entry stale for a change of everything', async () => {
    await keep('/a', page('a', {}, ['page:1']), 0)
    await keep('/b', page('b', {}, ['event:3']), 0)
    expect(revalidateTags(['*'])).toBe(2)
  })

  it('goes stale by itself after the freshness window', async () => {
    await keep('/en', page('a'), 0)
    expect((await cachedRender('/en', page('b'), FRESH_MS + 1)).state).toBe('STALE')
  })

  it('keeps only plain 200 HTML without cookies', async () => {
    await keep('/x', page('missing', { status: 404 }), 0)
    expect((await cachedRender('/x', page('missing', { status: 404 }), 1)).state).toBe('MISS')
    const withCookie = () => Promise.resolve({ response: new Response('<html></html>', { headers: { 'content-type': 'text/html', 'set-cookie': 'a=b' } }), tags: [] })
    await keep('/y', withCookie, 0)
    expect((await cachedRender('/y', withCookie, 1)).state).toBe('MISS')
  })
  it('answers in the encoding the client prefers, the same compressed bytes for every request of an entry', async () => {
    const text = 'Programm '.repeat(400)
    const html = `<html><body>${text}</body></html>`
    await keep('/de/programm?date=1', page(text), 0)
    const first = await cachedRender('/de/programm?date=1', page('other'), 1, 'br')
    expect(first.response.headers.get('content-encoding')).toBe('br')
    expect(first.response.headers.get('vary')).toContain('Accept-Encoding')
    const packed = Buffer.from(await first.response.arrayBuffer())
    expect(Number(first.response.headers.get('content-length'))).toBe(packed.length)
    expect(packed.length).toBeLessThan(html.length / 10)
    expect(brotliDecompressSync(packed).toString()).toBe(html)
    const again = await cachedRender('/de/programm?date=1', page('other'), 2, 'br')
    expect(Buffer.from(await again.response.arrayBuffer()).equals(packed)).toBe(true)
    const gzipped = await cachedRender('/de/programm?date=1', page('other'), 3, 'gzip')
    expect(gunzipSync(Buffer.from(await gzipped.response.arrayBuffer())).toString()).toBe(html)
    const plain = await cachedRender('/de/programm?date=1', page('other'), 4, 'identity')
    expect(plain.response.headers.get('content-encoding')).toBeNull()
    expect(await plain.response.text()).toBe(html)
    // a small page goes out as it is
    await keep('/small', page('tiny'), 0)
    const small = await cachedRender('/small', page('tiny'), 1, 'br')
    expect(small.response.headers.get('content-encoding')).toBeNull()
    expect(await small.response.text()).toBe('<html><body>tiny</body></html>')
  })

  it('keeps pages compressed: their brotli copies count against MAX_BYTES, the oldest leaving first', async () => {
    // pages that compress well: 48 of 2 MB each (96 MB as text) are all kept
    const wide = '„Vorstellung“ im Großen Haus · '.repeat(Math.ceil(2 * 1024 * 1024 / 31))
    for (let n = 0; n < 48; n++) {
      await keep(`/wide/${n}`, page(`${n} ${wide}`), 0)
      // compressed in the background, after the answer
      await settleRefreshes()
    }
    for (let n = 0; n < 48; n++) expect((await cachedRender(`/wide/${n}`, page('other'), 1)).state).toBe('HIT')
    const kept = await cachedRender('/wide/0', page('other'), 2)
    expect(await kept.response.text()).toBe(`<html><body>0 ${wide}</body></html>`)
    // pages that hardly compress (random text: about three quarters of their bytes packed), each about 0.3 of the budget
    const noise = () => randomBytes(Math.floor(MAX_BYTES * 0.3)).toString('base64')
    const texts = ['/1', '/2', '/3', '/4'].map((key) => [key, noise()] as const)
    for (const [key, text] of texts) {
      await keep(key, page(text), 0)
      await settleRefreshes()
    }
    // four of them weigh more than the budget: the first went
    expect((await cachedRender('/1', page('other'), 1)).state).toBe('MISS')
    expect((await cachedRender('/4', page('other'), 1)).state).toBe('HIT')
    const answer = await cachedRender('/4', page('other'), 2)
    expect(await answer.response.text()).toBe(`<html><body>${texts[3]?.[1]}</body></html>`)
  })
})
