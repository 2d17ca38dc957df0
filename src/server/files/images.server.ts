import sharp, { type Metadata } from 'sharp'
import { FileRejected } from './errors'

/** 40 megapixels: more than any camera the venue uses, far less than a decompression bomb. */
export const DEFAULT_MAX_PIXELS = 40_000_000

export type ReencodedImage = { data: Buffer; mime: string; ext: string; width: number; height: number }

/**
 * Decodes an uploaded image and encodes it afresh, so only pixels survive: metadata, trailing bytes and anything
 * smuggled in the file are gone. The header's dimensions are checked before any pixel is decoded.
 * PNG and JPEG keep their format; GIF, WebP and AVIF become WebP.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  options: { maxPixels?: number; maxWidth?: number } = {},
): Promise<ReencodedImage> {
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
