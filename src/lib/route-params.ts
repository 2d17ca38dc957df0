import { notFound } from '@tanstack/react-router'

/** A record id in a path: digits only, else the route does not exist (404, spec platform.md §8). */
export function parseRouteId(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound({ data: { reason: 'route' } })
  const id = Number(raw)
  if (id < 1) throw notFound({ data: { reason: 'route' } })
  return id
}
