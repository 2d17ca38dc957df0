import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { eq } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { media, type Media } from '~/server/db/schema'
import { filesRoot, readStoredFile } from '~/server/files/store.server'
import { CROP_SIZES, mediaPaths, parseMediaPath, type MediaFileRequest, type RenditionFormat } from '~/features/media/media-paths'

// Serves the library's files: the stored file, and image renditions (fixed widths, and crops around the focal
// point) in AVIF, WebP or JPEG, made by sharp on first request and kept on disk. An address names its content
// exactly (a crop names its focal point), so every answer may be cached for good.

const IMMUTABLE = 'public, max-age=31536000, immutable'
const FORMAT_MIME: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

function renditionsDir(id: number): string {
  return path.join(filesRoot(), 'renditions', String(id))
}

/** Removes the cached renditions of an item (after it was deleted). */
export async function removeRenditions(id: number): Promise<void> {
  await rm(renditionsDir(id), { recursive: true, force: true })
}

function encode(pipeline: Sharp, format: RenditionFormat): Sharp {
  if (format === 'avif') return pipeline.avif({ quality: 55, effort: 2 })
  if (format === 'webp') return pipeline.webp({ quality: 80 })
  return pipeline.jpeg({ quality: 82, mozjpeg: true, progressive: true })
}

/** The region of a `width`×`height` image with the target's aspect ratio, centred on the focal point as far as it fits. */
export function focalCrop(
  image: { width: number; height: number },
  target: { width: number; height: number },
  focal: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const ratio = target.width / target.height
  let width = image.width
  let height = Math.round(width / ratio)
  if (height > image.height) {
    height = image.height
    width = Math.round(height * ratio)
  }
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max)
  return {
    left: clamp(focal.x * image.width - width / 2, image.width - width),
    top: clamp(focal.y * image.height - height / 2, image.height - height),
    width,
    height,
  }
}

async function render(item: Media, original: Buffer, request: Exclude<MediaFileRequest, { type: 'file' }>): Promise<Buffer> {
  let pipeline = sharp(original, { limitInputPixels: 60_000_000 })
  if (request.type === 'width') {
    pipeline = pipeline.resize({ width: request.width, withoutEnlargement: true })
  } else {
    const size = CROP_SIZES[request.crop]
    const region = focalCrop({ width: item.width ?? size.width, height: item.height ?? size.height }, size, { x: request.focalX, y: request.focalY })
    pipeline = pipeline.extract(region).resize({ width: size.width, height: size.height, fit: 'cover', withoutEnlargement: true })
  }
  return encode(pipeline, request.format).toBuffer()
}

/** An uploaded item: its file is stored here (a linked item's is not, decision 0036). */
type StoredMedia = Media & { storageKey: string }
const isStored = (item: Media): item is StoredMedia => item.storageKey !== null

const inFlight = new Map<string, Promise<Buffer | null>>()

/** The rendition's bytes from the disk cache, made (once, however many ask at the same time) when missing. */
async function rendition(item: StoredMedia, request: Exclude<MediaFileRequest, { type: 'file' }>, name: string): Promise<Buffer | null> {
  const file = path.join(renditionsDir(item.id), name)
  const cached = await readFile(file).catch(() => null)
  if (cached) return cached
  const key = `${item.id}/${name}`
  let pending = inFlight.get(key)
  if (!pending) {
    pending = (async () => {
      const original = await readStoredFile('media', item.storageKey)
      if (!original) return null
      const data = await render(item, original, request)
      await mkdir(path.dirname(file), { recursive: true })
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`
      await writeFile(temporary, data)
      await rename(temporary, file)
      return data
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } })
}

function asciiFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
}

/** Range requests let video and audio players seek; one range is enough for them. */
function byteRange(header: string | null, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return 'invalid'
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return 'invalid'
  let start: number
  let end: number
  if (from === '') {
    start = Math.max(0, size - Number(to))
    end = size - 1
  } else {
    start = Number(from)
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1)
  }
  if (start > end || start >= size) return 'invalid'
  return { start, end }
}

async function serveFile(item: StoredMedia, request: Request | undefined): Promise<Response> {
  const data = await readStoredFile('media', item.storageKey)
  if (!data) return notFound()
  const headers = new Headers({
    'content-type': item.mime,
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    // images and the media players' files show in the browser; nothing served here is HTML or script
    'content-disposition': `inline; filename="${asciiFileName(item.originalName)}"; filename*=UTF-8''${encodeURIComponent(item.originalName)}`,
    'content-security-policy': "default-src 'none'; sandbox",
  })
  const range = byteRange(request?.headers.get('range') ?? null, data.byteLength)
  if (range === 'invalid') {
    headers.set('content-range', `bytes */${data.byteLength}`)
    return new Response(null, { status: 416, headers })
  }
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${data.byteLength}`)
    headers.set('content-length', String(range.end - range.start + 1))
    return new Response(new Uint8Array(data.subarray(range.start, range.end + 1)), { status: 206, headers })
  }
  headers.set('content-length', String(data.byteLength))
  return new Response(new Uint8Array(data), { status: 200, headers })
}

/** Answers a `/media/library/…` address; null for other paths. */
export async function serveLibraryMedia(db: Db, url: URL, request?: Request): Promise<Response | null> {
  if (!url.pathname.startsWith('/media/library/')) return null
  const parsed = parseMediaPath(url.pathname)
  if (!parsed) return notFound()
  const [item] = await db.select().from(media).where(eq(media.id, parsed.id)).limit(1)
  // a linked item has no file here: its address is the one it stands for
  if (!item || !isStored(item)) return notFound()
  if (parsed.type === 'file') {
    return parsed.ext === item.storageKey.split('.').pop() ? serveFile(item, request) : notFound()
  }
  if (item.kind !== 'image') return notFound()
  if (parsed.type === 'crop') {
    const current = mediaPaths.crop(item.id, parsed.crop, { x: item.focalX, y: item.focalY }, parsed.format)
    // an address from before the focal point moved: the crop as it is now
    if (current !== url.pathname) return new Response(null, { status: 301, headers: { location: current, 'cache-control': 'public, max-age=300' } })
  }
  const name = url.pathname.slice(mediaPaths.prefix(item.id).length)
  const data = await rendition(item, parsed, name)
  if (!data) return notFound()
  return new Response(new Uint8Array(data), {
    status: 200,
    headers: {
      'content-type': FORMAT_MIME[parsed.format],
      'content-length': String(data.byteLength),
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    },
  })
}
