// The public addresses of the media library's files (no server code: the pickers build module values with them).
//
//   /media/library/<id>/file.<ext>                the stored file (images re-encoded; PDF, audio, video as uploaded)
//   /media/library/<id>/<width>.<format>          an image scaled to one of RENDITION_WIDTHS
//   /media/library/<id>/<w>x<h>-<fx>-<fy>.<format> an image cropped to one of CROP_SIZES around the focal point
//                                                 (fx, fy in percent), so a focal change gives a new address

export const RENDITION_WIDTHS = [400, 800, 1240, 1600, 2400] as const
export const RENDITION_FORMATS = ['avif', 'webp', 'jpg'] as const
export type RenditionFormat = (typeof RENDITION_FORMATS)[number]

/** The spec's image formats (programme.md §9): landscape, portrait, hero, logo. */
export const CROP_SIZES = {
  landscape: { width: 1240, height: 700 },
  portrait: { width: 400, height: 500 },
  hero: { width: 1600, height: 900 },
  logo: { width: 140, height: 84 },
} as const
export type CropName = keyof typeof CROP_SIZES
export const CROP_NAMES: readonly CropName[] = ['landscape', 'portrait', 'hero', 'logo']

export type MediaFileRequest =
  | { id: number; type: 'file'; ext: string }
  | { id: number; type: 'width'; width: number; format: RenditionFormat }
  | { id: number; type: 'crop'; crop: CropName; focalX: number; focalY: number; format: RenditionFormat }

const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100)

export const mediaPaths = {
  /** Every address of one item starts with this (where-used searches for it). */
  prefix: (id: number) => `/media/library/${id}/`,
  file: (id: number, ext: string) => `/media/library/${id}/file.${ext}`,
  width: (id: number, width: number, format: RenditionFormat = 'webp') => `/media/library/${id}/${width}.${format}`,
  crop: (id: number, crop: CropName, focal: { x: number; y: number }, format: RenditionFormat = 'webp') => {
    const size = CROP_SIZES[crop]
    return `/media/library/${id}/${size.width}x${size.height}-${percent(focal.x)}-${percent(focal.y)}.${format}`
  },
}

function isFormat(value: string): value is RenditionFormat {
  return RENDITION_FORMATS.some((format) => format === value)
}

/** Reads a library address back; null for anything that is not one (unknown widths and sizes included). */
export function parseMediaPath(pathname: string): MediaFileRequest | null {
  const match = /^\/media\/library\/(\d{1,9})\/([a-z0-9-]{1,40})\.([a-z0-9]{1,5})$/.exec(pathname)
  if (!match) return null
  const id = Number(match[1])
  const name = match[2] ?? ''
  const ext = match[3] ?? ''
  if (id < 1) return null
  if (name === 'file') return { id, type: 'file', ext }
  if (!isFormat(ext)) return null
  const width = /^(\d{2,4})$/.exec(name)
  if (width) {
    const value = Number(width[1])
    return RENDITION_WIDTHS.some((allowed) => allowed === value) ? { id, type: 'width', width: value, format: ext } : null
  }
  const crop = /^(\d{2,4})x(\d{2,4})-(\d{1,3})-(\d{1,3})$/.exec(name)
  if (!crop) return null
  const [w, h, fx, fy] = crop.slice(1).map(Number)
  const cropName = CROP_NAMES.find((key) => CROP_SIZES[key].width === w && CROP_SIZES[key].height === h)
  if (!cropName || fx === undefined || fy === undefined || fx > 100 || fy > 100) return null
  return { id, type: 'crop', crop: cropName, focalX: fx / 100, focalY: fy / 100, format: ext }
}
