import { useEffect } from 'react'
import useEmblaCarousel from 'embla-carousel-react'
import type { UseEmblaCarouselType } from 'embla-carousel-react'

export type SliderApi = NonNullable<UseEmblaCarouselType[1]>

/**
 * Embla, attached to a slider's viewport. Loaded on its own (about 8 KB gzipped) once a slider comes near the
 * screen or is touched, so pages whose sliders sit below the fold do not pay for it before first paint.
 */
export default function SliderEngine({ viewport, onApi }: { viewport: HTMLElement; onApi: (api: SliderApi | null) => void }) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', loop: false })
  useEffect(() => {
    viewportRef(viewport)
    return () => viewportRef(null)
  }, [viewport, viewportRef])
  useEffect(() => {
    onApi(api ?? null)
    return () => onApi(null)
  }, [api, onApi])
  return null
}
