import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { claimChunkReload, isChunkLoadError } from './chunk-reload'

/** Reloads once per 60 s; false when the guard holds (the error then shows as it is). */
function reloadForFreshChunks(): boolean {
  let claimed = false
  try {
    claimed = claimChunkReload(window.sessionStorage, Date.now())
  } catch {
    // no session storage (privacy mode): never reload, a loop would be worse than the error
    return false
  }
  if (claimed) window.location.reload()
  return claimed
}

/**
 * After a deploy, code and style chunks of the old build are gone: a failed dynamic import or CSS preload
 * reloads the page to get the new build, at most once per minute (spec platform.md §8).
 */
export function ChunkReloadGuard() {
  const routeChunkFailed = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'error' && isChunkLoadError(match.error)) })

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForFreshChunks()) event.preventDefault()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadForFreshChunks()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  useEffect(() => {
    if (routeChunkFailed) reloadForFreshChunks()
  }, [routeChunkFailed])
  return null
}
