/** The loading bar of the spec (platform.md §4, §9): throttle, estimated duration, tick and hide delay in ms. */
export const LOADING_BAR_TIMING = { throttle: 200, duration: 5000, tick: 100, hideDelay: 500 } as const
export type LoadingBarTiming = { [K in keyof typeof LOADING_BAR_TIMING]: number }

export interface LoadingBarState {
  visible: boolean
  /** 0–100 */
  progress: number
  failed: boolean
}

export const idleLoadingBar: LoadingBarState = { visible: false, progress: 0, failed: false }

/**
 * Progress estimated from the elapsed time: fast at first, slowing down, never reaching the end on its own
 * (about 70 % after the estimated duration).
 */
export function estimatedProgress(elapsed: number, duration: number): number {
  return Math.min(99, (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50))
}

export interface LoadingBar {
  start(): void
  finish(): void
  fail(): void
  dispose(): void
}

/**
 * The bar's state machine. A navigation that ends within the throttle never shows the bar; otherwise it grows
 * each tick, jumps to 100 % on finish (in the failed style on error) and hides after the hide delay.
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void, timing: LoadingBarTiming = LOADING_BAR_TIMING): LoadingBar {
  let state = idleLoadingBar
  let throttleTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined
  let elapsed = 0

  const set = (next: LoadingBarState) => {
    state = next
    onChange(state)
  }
  const stopTicking = () => {
    clearInterval(ticker)
    ticker = undefined
  }
  const running = () => throttleTimer !== undefined || ticker !== undefined

  const end = (failed: boolean) => {
    if (!running()) return
    const shown = ticker !== undefined
    clearTimeout(throttleTimer)
    throttleTimer = undefined
    stopTicking()
    // a quick success stays invisible; a failure is always shown
    if (!shown && !failed) return
    set({ visible: true, progress: 100, failed })
    hideTimer = setTimeout(() => {
      hideTimer = undefined
      set(idleLoadingBar)
    }, timing.hideDelay)
  }

  return {
    start() {
      if (running()) return
      clearTimeout(hideTimer)
      hideTimer = undefined
      throttleTimer = setTimeout(() => {
        throttleTimer = undefined
        elapsed = 0
        set({ visible: true, progress: 0, failed: false })
        ticker = setInterval(() => {
          elapsed += timing.tick
          set({ visible: true, progress: estimatedProgress(elapsed, timing.duration), failed: false })
        }, timing.tick)
      }, timing.throttle)
    },
    finish: () => end(false),
    fail: () => end(true),
    dispose() {
      clearTimeout(throttleTimer)
      clearTimeout(hideTimer)
      stopTicking()
      throttleTimer = undefined
      hideTimer = undefined
    },
  }
}
