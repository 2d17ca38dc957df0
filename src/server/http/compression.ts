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
 * Compresses off the event loop. `effort` 'max' is for pages compressed once and served many times (brotli 10,
 * gzip 9); 'quick' for answers compressed per request (brotli 4, gzip 6).
 */
export async function compress(body: Uint8Array, encoding: 'br' | 'gzip', effort: 'max' | 'quick'): Promise<Buffer<ArrayBuffer>> {
  const packed =
    encoding === 'br'
      ? await brotliAsync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 10 : 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gzipAsync(body, { level: effort === 'max' ? 9 : 6 })
  // copied out of the compressor's pooled memory, so that the caller owns its bytes
  return Buffer.from(packed)
}
