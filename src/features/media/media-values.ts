import type { MediaItem } from '~/contract/media'
import type { ImageObj } from '~/content-modules/fields'

/** The image's alternative text in `lang`, the other language's when that one is empty. */
export function altText(item: Pick<MediaItem, 'alt_de' | 'alt_en'>, lang: 'de' | 'en'): string {
  return (lang === 'de' ? item.alt_de || item.alt_en : item.alt_en || item.alt_de).trim()
}

const LARGE_WIDTH = 1240

/**
 * The module data of an image picked from the library (`imageFields`): the stored file as `image`, the large
 * WebP rendition with its size and alt text as `image_obj`, all renditions as `image_thumbnails`.
 */
export function imageValueFromMedia(
  item: MediaItem,
  lang: 'de' | 'en',
): { image: string; image_obj: ImageObj; image_thumbnails: Record<string, string> } {
  const large = item.renditions.large ?? item.url
  const width = item.width && item.height ? Math.min(LARGE_WIDTH, item.width) : null
  const height = width && item.width && item.height ? Math.max(1, Math.round((item.height * width) / item.width)) : null
  return {
    image: item.url,
    image_obj: { id: item.id, url: large, alt: altText(item, lang), width, height, caption: item.credits.trim() || null },
    image_thumbnails: { ...item.renditions },
  }
}

export function formatBytes(size: number, lang: 'de' | 'en'): string {
  const format = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 })
  if (size < 1024) return `${size} B`
  if (size < 1024 * 1024) return `${format.format(size / 1024)} KB`
  return `${format.format(size / 1024 / 1024)} MB`
}
