import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip' | 'identity'

/** What the client accepts, best first: brotli, else gzip, else the plain bytes. */
export function preferredEncoding(acceptEncoding: string | null): Encoding {
  if (!acceptEncoding) return 'identity'
  if (/\bbr\b/.test(acceptEncoding)) return 'br'
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip'
  return 'identity'
}

/**
 * How hard to compress, as brotli quality and gzip level.
 * - `quick`: answers compressed per request.
 * - `page`: a generated page, compressed once per regeneration and served many times. Brotli 5 rather than 10: on a
 *   56–60 KB page, 10 took about 40 ms of CPU and saved about 800 bytes (7 %) over 5, which took 2–9 ms. A change
 *   shown on every page regenerates about 950 of them, and each page's compression also lies between a publish and
 *   its first fresh answer. Gzip 6 (level 9 saved 17 bytes on a 60 KB page).
 * - `prompt`: a site fragment replaced in every generated page at once (src/server/static/fragments.ts): the fastest
 *   that still compresses well (brotli 2, gzip 1), so that all pages show the change within a second or two.
 * - `best`: the generated page again, once the server is idle (brotli 11: about 50 ms for 9 % fewer bytes than 5).
 */
const EFFORT = { quick: { br: 4, gzip: 6 }, page: { br: 5, gzip: 6 }, prompt: { br: 2, gzip: 1 }, best: { br: 11, gzip: 6 } } as const
export type Effort = keyof typeof EFFORT

/**
 * Brotli's window fitted to the body: the smallest power of two that holds it, from 2^16 up to brotli's default of
 * 2^22. A body within the window compresses to the same size, and the encoder prepares a 64–128 KB window for a page
 * instead of 4 MB: with the window fitted, replacing a fragment in the ~960 demo pages took half the time.
 */
function brotliWindow(length: number): number {
  return Math.min(zlibConstants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(Math.max(length, 1)))))
}

/** Compresses off the event loop. */
export async function compress(body: Uint8Array, encoding: 'br' | 'gzip', effort: Effort): Promise<Buffer<ArrayBuffer>> {
  const packed =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: EFFORT[effort].br, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length, [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindow(body.length) },
        })
      : await gzipAsync(body, { level: EFFORT[effort].gzip })
  // copied out of the compressor's memory into a buffer of its own: not a slice of Node's shared pool (64 KB slabs in
  // Node 24), which a copy kept for long (a generated page's) would hold in memory whole (decision 0034)
  const owned = Buffer.allocUnsafeSlow(packed.length)
  packed.copy(owned)
  return owned
}
