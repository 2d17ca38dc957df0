import { parseEpoch } from '~/lib/berlin-time'

/**
 * Reads an editor date-time: an instant with offset ("2026-05-01T10:00:00Z"), or a local date-time or date
 * as a datetime input sends it, taken in Europe/Berlin. Epoch milliseconds, or null when it is neither.
 */
export function parseInstant(value: string): number | null {
  return parseEpoch(value)
}

export type OnlineWindow = { online_from?: string | null; online_to?: string | null }

/** Whether content with this window is shown at `now` (epoch ms): from its start (inclusive) until its end (exclusive). */
export function isWithinOnlineWindow(window: OnlineWindow, now: number): boolean {
  const from = window.online_from ? parseInstant(window.online_from) : null
  const to = window.online_to ? parseInstant(window.online_to) : null
  if (from !== null && now < from) return false
  if (to !== null && now >= to) return false
  return true
}
