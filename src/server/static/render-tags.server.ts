import { AsyncLocalStorage } from 'node:async_hooks'
import type { Tag } from './tags'

/**
 * What one rendering shows, collected while it runs: the tags of the records it read (`event:12`, `nav:de`,
 * `settings` …) and the earliest moment its content changes by itself (midnight, an event's start). The
 * generator renders a page inside `collectRenderTags` and stores the tags beside the page; a write naming one
 * of them regenerates it. Outside a collecting rendering (an API call, an editor's page) recording costs nothing.
 */
export interface RenderTags {
  tags: Set<Tag>
  /** epoch milliseconds after which the page must be regenerated even without a write; Infinity when never */
  expiresAt: number
}

const storage = new AsyncLocalStorage<RenderTags>()

export async function collectRenderTags<T>(render: () => Promise<T>): Promise<{ result: T; collected: RenderTags }> {
  const collected: RenderTags = { tags: new Set(), expiresAt: Number.POSITIVE_INFINITY }
  const result = await storage.run(collected, render)
  return { result, collected }
}

/** Notes that the rendering in progress shows these records. */
export function recordTags(tags: Iterable<Tag>): void {
  const current = storage.getStore()
  if (!current) return
  for (const tag of tags) current.tags.add(tag)
}

/** Notes that what the rendering shows changes by itself at `epochMs` (a day ends, an event starts). */
export function recordExpiry(epochMs: number): void {
  const current = storage.getStore()
  if (current && epochMs < current.expiresAt) current.expiresAt = epochMs
}
