import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { HASH_SCROLL, scrollToHash } from '../hash-scroll'

/**
 * Hash targets after a navigation (spec platform.md §2): wait 1 s for the page, poll, scroll with the header
 * offset. Other navigations start at the top — the router's scroll restoration does that (and restores the
 * position on back and forward).
 */
export function NavigationScroll() {
  const router = useRouter()
  useEffect(() => {
    if (window.location.hash) void scrollToHash(window.location.hash.slice(1), { initialDelay: HASH_SCROLL.initialDelay })
    return router.subscribe('onResolved', ({ toLocation, hashChanged, pathChanged }) => {
      if (!toLocation.hash || !(hashChanged || pathChanged)) return
      // a new page needs time to render; on the same page the target is already there
      void scrollToHash(toLocation.hash, { initialDelay: pathChanged ? HASH_SCROLL.initialDelay : 0 })
    })
  }, [router])
  return null
}
