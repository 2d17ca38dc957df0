import type { Picture } from './image-source'

type Props = {
  picture: Picture
  className?: string
  sizes?: string
  /** the first, largest image of a page loads at once; all others lazily */
  priority?: boolean
  /** decorative images (the text next to them says it all) get an empty alt */
  decorative?: boolean
}

export function ModuleImage({ picture, className, sizes, priority = false, decorative = false }: Props) {
  return (
    <img
      className={className}
      src={picture.src}
      alt={decorative ? '' : picture.alt}
      width={picture.width}
      height={picture.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
