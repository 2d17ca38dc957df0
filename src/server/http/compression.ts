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
 * Compresses off the event loop. `effort` 'page' is for generated pages, compressed once per regeneration and
 * served many times (brotli 5, gzip 6); 'quick' for answers compressed per request (brotli 4, gzip 6).
 *
 * Brotli 5 rather than 10 for pages: on a 56–60 KB page, 10 took about 40 ms of CPU and saved about 800 bytes
 * (7 %) over 5, which took 2–9 ms. A change shown on every page regenerates about 950 of them, and each page's
 * compression also lies between a publish and its first fresh answer.
 */
export async function compress(body: Uint8Array, encoding: 'br' | 'gzip', effort: 'page' | 'quick'): Promise<Buffer<ArrayBuffer>> {
  const packed =
    encoding === 'br'
      ? await brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'page' ? 5 : 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzipAsync(body, { level: 6 })
  // copied out of the compressor's pooled memory, so that the caller owns its bytes
  return Buffer.from(packed)
}
