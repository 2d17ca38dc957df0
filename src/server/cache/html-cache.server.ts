/**
 * Rendered HTML of the anonymous addresses the static generator does not keep (a programme with filters), in
 * memory with the tags its rendering recorded. A content change marks the entries with its tags stale; a stale
 * entry is served at once and rendered again in the background (never a blocking miss after the first visit).
 * Entries also go stale after FRESH_MS so date-dependent lists move on by themselves. Answers carry Cache-Control
 * and Cache-Tag for a CDN in front.
 */
import { promisify } from 'node:util'
import { brotliDecompress } from 'node:zlib'
import { ALL_PAGES } from '~/server/static/tags'
import { compress } from '~/server/http/compression'
import type { Encoding } from '~/server/http/compression'

const unpack = promisify(brotliDecompress)

export const FRESH_MS = 60_000
const MAX_ENTRIES = 500
/**
 * What the kept pages may weigh: their brotli copies and the gzip copies asked for (decision 0034). A page is kept
 * compressed only, about a sixth of its bytes; an answer without compression unpacks it.
 */
export const MAX_BYTES = 8 * 1024 * 1024

export const CDN_CACHE_CONTROL = `public, max-age=0, s-maxage=${FRESH_MS / 1000}, stale-while-revalidate=600`

interface Entry {
  status: number
  headers: [string, string][]
  /**
   * The page as it is kept: its UTF-8 bytes when rendered, replaced by its brotli copy once that is made (`packed`),
   * in the background unless a client asks for brotli first. A page too small to compress stays as it is. (A rendered
   * string holding any character beyond Latin-1, a dash or German quotes, would take two bytes a character.)
   */
  body: Buffer<ArrayBuffer>
  /** the page's length in bytes */
  size: number
  packed: boolean
  /** the brotli copy while it is being made */
  packing: Promise<Buffer<ArrayBuffer>> | null
  tags: string[]
  renderedAt: number
  stale: boolean
  /** the gzip copy, made once when a client first asks for it */
  encoded: Map<'gzip', Promise<Buffer>>
  /** what the gzip copy weighs (counted in `bytes` while the entry is kept) */
  encodedBytes: number
}

const MIN_COMPRESS_BYTES = 1024

const entries = new Map<string, Entry>()
/**
 * The addresses asked for once lately, by a hash of their key (decision 0051): an address is kept from its second
 * request on, as nginx's `proxy_cache_min_uses 2` keeps it. An address asked for once — each day of a crawler's walk
 * through the calendar, each made-up date of a cache-busting flood — is rendered and answered, but neither compressed
 * for the cache nor pushing the kept pages out of it. A hash collision only keeps an address one request early.
 */
const askedOnce = new Set<number>()
const MAX_ASKED = 8192
const refreshing = new Map<string, Promise<void>>()
let bytes = 0
/**
 * Counts the changes heard: a rendering under way while one came in may show the older content, so it is kept stale
 * (served, and rendered again in the background), as the read cache does with its reads.
 */
let changeCount = 0

export type CacheState = 'HIT' | 'STALE' | 'MISS'

/** FNV-1a over the key's UTF-16 code units: 32 bits are plenty to tell the addresses of a few thousand requests apart. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193)
  return hash >>> 0
}

/** Whether the address was asked for before (then it is kept); otherwise it is noted as asked once. */
function askedBefore(key: string): boolean {
  const hash = keyHash(key)
  if (askedOnce.delete(hash)) return true
  askedOnce.add(hash)
  // a Set keeps insertion order: the address asked for longest ago is forgotten first
  if (askedOnce.size > MAX_ASKED) {
    const oldest = askedOnce.values().next().value
    if (oldest !== undefined) askedOnce.delete(oldest)
  }
  return false
}

function remove(key: string) {
  const entry = entries.get(key)
  if (!entry) return
  bytes -= entry.body.length + entry.encodedBytes
  entries.delete(key)
}

function store(key: string, entry: Entry) {
  remove(key)
  entries.set(key, entry)
  bytes += entry.body.length
  // Map keeps insertion order: the oldest entries leave first
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break
    remove(oldest)
  }
  // smaller answers go out as they are (as the pipeline's per-request compression does)
  if (entry.size >= MIN_COMPRESS_BYTES) void packed(key, entry).catch((error: unknown) => console.error('[cache] compression failed', key, error))
}

/** The entry's brotli copy, made once; the entry keeps it in place of its bytes while it is kept. */
function packed(key: string, entry: Entry): Promise<Buffer<ArrayBuffer>> {
  if (entry.packed) return Promise.resolve(entry.body)
  if (!entry.packing) {
    const html = entry.body
    entry.packing = compress(html, 'br', 'quick').then(
      (br) => {
        // a replaced or dropped entry's copy goes with it
        if (entries.get(key) === entry) bytes += br.length - html.length
        entry.body = br
        entry.packed = true
        entry.packing = null
        return br
      },
      (error: unknown) => {
        // the next client that asks tries again; the page is kept as it is meanwhile
        entry.packing = null
        throw error
      },
    )
  }
  return entry.packing
}

/** The entry's page as UTF-8 bytes. */
async function htmlOf(entry: Entry): Promise<Buffer> {
  return entry.packed ? unpack(entry.body) : entry.body
}

/** The entry as an answer in the encoding the client prefers: compressed once per entry, not per request. */
async function toResponse(key: string, entry: Entry, state: CacheState, encoding: Encoding): Promise<Response> {
  const headers = new Headers(entry.headers)
  headers.set('x-foyer-cache', state)
  headers.append('vary', 'Accept-Encoding')
  if (encoding === 'identity' || entry.size < MIN_COMPRESS_BYTES) return new Response(new Uint8Array(await htmlOf(entry)), { status: entry.status, headers })
  let copy: Buffer
  if (encoding === 'br') copy = await packed(key, entry)
  else {
    let packing = entry.encoded.get('gzip')
    if (!packing) {
      packing = htmlOf(entry).then((html) => compress(html, 'gzip', 'quick'))
      entry.encoded.set('gzip', packing)
      void packing.then(
        (gzipped) => {
          // counted while the entry is kept (a replaced or dropped entry's copies go with it)
          if (entries.get(key) !== entry) return
          entry.encodedBytes += gzipped.length
          bytes += gzipped.length
        },
        () => entry.encoded.delete('gzip'),
      )
    }
    copy = await packing
  }
  headers.set('content-encoding', encoding)
  headers.set('content-length', String(copy.length))
  return new Response(new Uint8Array(copy), { status: entry.status, headers })
}

/** A rendering and the tags of what it showed. */
export interface TaggedRendering {
  response: Response
  tags: string[]
}

/** Keeps a plain 200 HTML answer without cookies, with the shared-cache headers it is answered with. */
async function capture({ response, tags }: TaggedRendering, renderedAt: number): Promise<Entry | null> {
  const type = response.headers.get('content-type') ?? ''
  if (response.status !== 200 || !type.includes('text/html') || response.headers.has('set-cookie')) return null
  const body = Buffer.from(await response.arrayBuffer())
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('cache-control', CDN_CACHE_CONTROL)
  headers.set('cache-tag', tags.join(','))
  return { status: 200, headers: [...headers.entries()], body, size: body.length, packed: false, packing: null, tags, renderedAt, stale: false, encoded: new Map(), encodedBytes: 0 }
}

/**
 * Answers from the cache, or renders, and keeps the answer from the address's second request on. `render` must
 * produce the same HTML for every anonymous visitor of this URL.
 */
export async function cachedRender(key: string, render: () => Promise<TaggedRendering>, now = Date.now(), encoding: Encoding = 'identity'): Promise<{ response: Response; state: CacheState }> {
  const entry = entries.get(key)
  const began = changeCount
  if (entry) {
    const stale = entry.stale || now - entry.renderedAt > FRESH_MS
    if (stale && !refreshing.has(key)) {
      const refresh = render()
        .then(async (rendering) => {
          const next = await capture(rendering, Date.now())
          if (next) store(key, overlapped(next, began))
        })
        .catch((error: unknown) => console.error('[cache] background render failed', key, error))
        .finally(() => refreshing.delete(key))
      refreshing.set(key, refresh)
    }
    return { response: await toResponse(key, entry, stale ? 'STALE' : 'HIT', encoding), state: stale ? 'STALE' : 'HIT' }
  }
  const rendering = await render()
  const captured = await capture(rendering, now)
  if (!captured) return { response: rendering.response, state: 'MISS' }
  // a first request is answered from its own rendering, compressed only if the client asks for it
  if (askedBefore(key)) store(key, overlapped(captured, began))
  return { response: await toResponse(key, captured, 'MISS', encoding), state: 'MISS' }
}

/** The entry as it may be kept: stale when a change came while it was rendered. */
function overlapped(entry: Entry, began: number): Entry {
  return began === changeCount ? entry : { ...entry, stale: true }
}

/** Marks every entry showing one of these tags (all for `*`) stale; the next request re-renders it in the background. */
export function revalidateTags(tags: readonly string[]): number {
  changeCount += 1
  const all = tags.includes(ALL_PAGES)
  let marked = 0
  for (const entry of entries.values()) {
    if (all || entry.tags.some((tag) => tags.includes(tag))) {
      entry.stale = true
      marked++
    }
  }
  return marked
}

/** Waits for background renders and compressions (tests and shutdown). */
export async function settleRefreshes(): Promise<void> {
  await Promise.all(refreshing.values())
  await Promise.all([...entries.values()].map((entry) => entry.packing?.catch(() => undefined)))
}

export function clearHtmlCache(): void {
  entries.clear()
  askedOnce.clear()
  bytes = 0
}
