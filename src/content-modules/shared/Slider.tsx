import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { SliderApi } from './SliderEngine'
import { m } from '~/paraglide/messages'
import { useLocale } from '~/lib/i18n/use-locale'
import * as styles from './slider.css'

export type Slide = { id: string; content: ReactNode }

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** A slide's content appears once a tenth of the slide is visible (spec: lazy load when 10% visible); the first at once. */
function LazySlide({ eager, children }: { eager: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(eager)
  useEffect(() => {
    const element = ref.current
    if (shown || !element || typeof IntersectionObserver === 'undefined') {
      if (!shown && typeof IntersectionObserver === 'undefined') setShown(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true)
          observer.disconnect()
        }
      },
      { threshold: 0.1 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown])
  return (
    <div ref={ref} className={styles.lazySlide}>
      {shown ? children : null}
    </div>
  )
}

const SliderEngine = lazy(() => import('./SliderEngine'))

/** Whether the slider is near the screen (or was touched): then its engine loads. */
function useNearScreen(element: HTMLElement | null): [boolean, () => void] {
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: '200px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, near])
  return [near, useCallback(() => setNear(true), [])]
}

/** A carousel with previous/next buttons and a position read out to screen readers; buttons at an end stay focusable. */
export function Slider({ label, slides }: { label: string; slides: Slide[] }) {
  const locale = useLocale()
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const [api, setApi] = useState<SliderApi | null>(null)
  const [near, activate] = useNearScreen(viewport)
  const [state, setState] = useState({ selected: 0, canPrevious: false, canNext: slides.length > 1 })

  useEffect(() => {
    if (!api) return
    const update = () => setState({ selected: api.selectedScrollSnap(), canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() })
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  const count = slides.length
  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label} onPointerEnter={activate} onFocus={activate} onTouchStart={activate}>
      {near && viewport && count > 1 ? (
        <Suspense fallback={null}>
          <SliderEngine viewport={viewport} onApi={setApi} />
        </Suspense>
      ) : null}
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track}>
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={m.module_slider_position({ current: position + 1, count }, { locale })}
            >
              <LazySlide eager={position === 0}>{slide.content}</LazySlide>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <p className={styles.position} aria-live="polite">
            {m.module_slider_position({ current: state.selected + 1, count }, { locale })}
          </p>
          <button type="button" className={styles.navButton} onClick={() => api?.scrollPrev()} aria-disabled={!state.canPrevious} aria-label={m.module_slider_previous({}, { locale })}>
            <Arrow direction="previous" />
          </button>
          <button type="button" className={styles.navButton} onClick={() => api?.scrollNext()} aria-disabled={!state.canNext} aria-label={m.module_slider_next({}, { locale })}>
            <Arrow direction="next" />
          </button>
        </div>
      ) : null}
    </section>
  )
}
