import { hashKey } from '@tanstack/react-query'
import type { QueryKey } from '@tanstack/react-query'

/**
 * A query key's hash, exactly as TanStack Query's own `hashKey` writes it (JSON, the keys of plain objects sorted), without
 * its replacer function where the key needs none: a rendering hashes about fifty keys, and JSON.stringify with a
 * replacer walks every value through a call. A key of primitives, and plain objects of primitives one level down, is
 * written here; any other key goes to `hashKey`. The browser and the server hash alike, so a dehydrated query's hash is
 * the one the browser looks it up by.
 */
export function queryKeyHash(queryKey: QueryKey): string {
  let parts: unknown[] | null = null
  for (let index = 0; index < queryKey.length; index++) {
    const part: unknown = queryKey[index]
    if (typeof part !== 'object' || part === null) continue
    const sorted = sortedPrimitives(part)
    if (sorted === null) return hashKey(queryKey)
    parts ??= [...queryKey]
    parts[index] = sorted
  }
  return JSON.stringify(parts ?? queryKey)
}

/** A plain object of primitive values with its keys in sorted order; null for anything else. */
function sortedPrimitives(value: object): Record<string, unknown> | null {
  if (Array.isArray(value) || Object.getPrototypeOf(value) !== Object.prototype) return null
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    const member: unknown = Reflect.get(value, key)
    if (typeof member === 'object' && member !== null) return null
    sorted[key] = member
  }
  return sorted
}
