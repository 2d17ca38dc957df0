import { SearchParamError, notFound } from '@tanstack/react-router'

/** A record id in a path: digits only, else the route does not exist (404, spec platform.md §8). */
export function parseRouteId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound({ data: { reason: 'route' } })
  const id = Number(raw)
  if (id < 1) throw notFound({ data: { reason: 'route' } })
  return id
}

/**
 * A query string that fails its route's validation is logged and answered with 404 (spec platform.md §8,
 * programme.md §8). Used as a route's `onError`.
 */
export function notFoundOnInvalidSearch(error: unknown): void {
  if (error instanceof SearchParamError) {
    console.error('[route] invalid address', error.message.slice(0, 500))
    throw notFound({ data: { reason: 'route' } })
  }
}
