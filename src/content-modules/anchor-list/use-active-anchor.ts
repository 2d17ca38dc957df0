import { useEffect, useState } from 'react'

/**
 * The in-page anchor being read: the last target whose top has passed `offset` px from the top of the window
 * (appConfig.design.anchorListOffset). Null before the first one.
 */
export function useActiveAnchor(hrefs: string[], offset: number): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = hrefs.join(' ')

  useEffect(() => {
    const ids = key.split(' ').filter((href) => href.startsWith('#') && href.length > 1)
    let frame = 0
    const update = () => {
      frame = 0
      let current: string | null = null
      let currentTop = -Infinity
      for (const href of ids) {
        const top = document.getElementById(decodeURIComponent(href.slice(1)))?.getBoundingClientRect().top
        if (top !== undefined && top <= offset && top > currentTop) {
          current = href
          currentTop = top
        }
      }
      setActive(current)
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [key, offset])

  return active
}
