/** When a cart answer arrived: the server's clock then, and the browser's. */
export interface ClockPair {
  expiresAt: string
  serverNow: string
  receivedAt: number
}

/**
 * Whole seconds until the hold ends, by the server's clock: the time left when the answer was made, minus what has
 * passed in the browser since. A browser whose clock is off still counts down to the real expiry.
 */
export function secondsLeft(clock: ClockPair, now: number): number {
  const atAnswer = Date.parse(clock.expiresAt) - Date.parse(clock.serverNow)
  const passed = Math.max(0, now - clock.receivedAt)
  return Math.max(0, Math.ceil((atAnswer - passed) / 1000))
}

/** "14:59", "0:05" */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** Minutes at which the time left is read out to screen-reader users (not every second). */
export const ANNOUNCED_MINUTES = [10, 5, 2, 1] as const

/** The announcement due now, if the countdown just crossed one of the announced minutes. */
export function dueAnnouncement(before: number, after: number): number | null {
  for (const minutes of ANNOUNCED_MINUTES) {
    const mark = minutes * 60
    if (before > mark && after <= mark) return minutes
  }
  return null
}
