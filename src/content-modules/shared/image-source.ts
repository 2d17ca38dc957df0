import type { ImageObj } from '../fields'
import { isMediaUrl } from '../fields'

/** The spec's image formats (programme.md §9) and the sizes the views reserve. */
export const IMAGE_SIZES = {
  landscape: { width: 1240, height: 700 },
  portrait: { width: 400, height: 500 },
  hero: { width: 1600, height: 900 },
  logo: { width: 140, height: 84 },
} as const
export type ImageSize = { width: number; height: number }

export type ImageSourceFields = {
  image?: string | null
  image_obj?: ImageObj | null
  image_thumbnails?: Record<string, string> | null
  /** older image modules */
  image_url?: string | null
}

export type Picture = { src: string; alt: string; width: number; height: number }

function usable(value: string | null | undefined): string | null {
  return value && isMediaUrl(value) ? value.trim() : null
}

/**
 * The picture to show for a module's image fields: the large rendition, else the resolved image, else the path.
 * Size and alt text come from the resolved image where it has them.
 */
export function pictureOf(fields: ImageSourceFields, fallback: { alt: string; size: ImageSize }): Picture | null {
  const src = usable(fields.image_thumbnails?.large) ?? usable(fields.image_obj?.url) ?? usable(fields.image) ?? usable(fields.image_url)
  if (!src) return null
  const obj = fields.image_obj
  const sized = obj?.width && obj.height ? { width: obj.width, height: obj.height } : fallback.size
  return { src, alt: obj?.alt?.trim() || fallback.alt, width: sized.width, height: sized.height }
}
