import { useEffect, useRef } from 'react'
import { useMatches, useRouterState } from '@tanstack/react-router'
import { localizePathname } from '~/lib/i18n/localized-paths'

/** The visitor's path of the shown page (`/de/programm`, not the route tree's `/de/events`). */
export function usePathname(): string {
  return useRouterState({ select: (state) => localizePathname((state.resolvedLocation ?? state.location).pathname) })
}

/** Runs `onChange` whenever the shown page changes (not on the first render). */
export function useOnPathChange(onChange: () => void): void {
  const pathname = usePathname()
  const previous = useRef(pathname)
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    latest.current()
  }, [pathname])
}

/** A CMS landing page (`is_landing_page`) shows neither the menu nor the top header row. */
export function useIsLandingPage(): boolean {
  const matches = useMatches()
  return matches.some((match) => {
    const data: unknown = match.loaderData
    if (!data || typeof data !== 'object' || !('page' in data)) return false
    const page: unknown = data.page
    return !!page && typeof page === 'object' && 'is_landing_page' in page && page.is_landing_page === true
  })
}
