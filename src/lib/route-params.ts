import { SearchParamError, notFound } from '@tanstack/react-router'
import { isDbId } from '~/contract/shared'

/** A record id in a path: digits only, else the route does not exist (404, spec platform.md §8). */
export function parseRouteId(raw: string): number {
  // beyond the integer columns (2^31 - 1) no record can exist
  if (!isDbId(raw)) throw notFound({ data: { reason: 'route' } })
  return Number(raw)
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
