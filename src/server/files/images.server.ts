import sharp, { type Metadata } from 'sharp'
import { FileRejected } from './errors'

/** 40 megapixels: more than any camera the venue uses, far less than a decompression bomb (the editors' library). */
export const DEFAULT_MAX_PIXELS = 40_000_000

/**
 * Visitors' uploads (form attachments): 16 megapixels. Phones save 12 MP photos by default (their 48–50 MP sensors
 * bin four pixels into one) and scans of an A4 page at 300 dpi are 8.7 MP; a decoded 16 MP image is 64 MB of RGBA,
 * where a 40 MP one (a 5 kB PNG can claim it) was 160 MB before the resize.
 */
export const VISITOR_MAX_PIXELS = 16_000_000

/**
 * Images decoded at once, in the whole process: each holds its decoded pixels (up to 160 MB), so parallel uploads
 * queue here instead of adding up. One, with libvips's own threads, keeps the peak to one image at a time.
 */
const DECODING_CONCURRENCY = 1
let decoding = 0
let peakDecoding = 0
const waitingToDecode: (() => void)[] = []

/** Runs `task` when a decoding slot is free (the slot passes straight to the next in line). */
export async function withDecodingSlot<T>(task: () => Promise<T>): Promise<T> {
  if (decoding >= DECODING_CONCURRENCY) await new Promise<void>((resolve) => waitingToDecode.push(resolve))
  else decoding++
  peakDecoding = Math.max(peakDecoding, decoding)
  try {
    return await task()
  } finally {
    const next = waitingToDecode.shift()
    if (next) next()
    else decoding--
  }
}

/** The most images decoded at once since the process started (tests). */
export function peakImageDecoding(): number {
  return peakDecoding
}

export type ReencodedImage = { data: Buffer; mime: string; ext: string; width: number; height: number }

/**
 * Decodes an uploaded image and encodes it afresh, so only pixels survive: metadata, trailing bytes and anything
 * smuggled in the file are gone. The header's dimensions are checked before any pixel is decoded.
 * PNG and JPEG keep their format; GIF, WebP and AVIF become WebP.
 */
export function reencodeImage(bytes: Uint8Array, options: { maxPixels?: number; maxWidth?: number } = {}): Promise<ReencodedImage> {
  return withDecodingSlot(() => reencodeNow(bytes, options))
}

async function reencodeNow(bytes: Uint8Array, options: { maxPixels?: number; maxWidth?: number }): Promise<ReencodedImage> {
  if (bytes.length === 0) throw new FileRejected('empty')
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new FileRejected('unreadable', error instanceof Error ? error.message : undefined)
  }
  const { width, height, format } = metadata
  if (!width || !height) throw new FileRejected('unreadable', 'no dimensions')
  if (width * height > maxPixels) throw new FileRejected('too-many-pixels', `${width}×${height}`)

  let pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false }).rotate()
  if (options.maxWidth && width > options.maxWidth) pipeline = pipeline.resize({ width: options.maxWidth, withoutEnlargement: true })
  const encoded =
    format === 'png'
      ? { pipeline: pipeline.png({ compressionLevel: 9 }), mime: 'image/png', ext: 'png' }
      : format === 'jpeg'
        ? { pipeline: pipeline.jpeg({ quality: 85, mozjpeg: true }), mime: 'image/jpeg', ext: 'jpg' }
        : { pipeline: pipeline.webp({ quality: 85 }), mime: 'image/webp', ext: 'webp' }
  try {
    const { data, info } = await encoded.pipeline.toBuffer({ resolveWithObject: true })
    return { data, mime: encoded.mime, ext: encoded.ext, width: info.width, height: info.height }
  } catch (error) {
    throw new FileRejected('unreadable', error instanceof Error ? error.message : undefined)
  }
}
