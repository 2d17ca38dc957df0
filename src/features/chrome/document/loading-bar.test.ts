import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingBar, estimatedProgress } from './loading-bar'
import type { LoadingBarState } from './loading-bar'

describe('loading bar', () => {
  let states: LoadingBarState[]
  const latest = () => states.at(-1)

  beforeEach(() => {
    vi.useFakeTimers()
    states = []
  })
  afterEach(() => vi.useRealTimers())

  it('stays hidden when loading ends within the 200 ms throttle', () => {
    const bar = createLoadingBar((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(150)
    bar.finish()
    vi.advanceTimersByTime(2000)
    expect(states).toEqual([])
  })

  it('appears after 200 ms and grows every 100 ms', () => {
    const bar = createLoadingBar((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(199)
    expect(latest()).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(latest()).toEqual({ visible: true, progress: 0, failed: false })
    vi.advanceTimersByTime(100)
    const first = latest()?.progress ?? 0
    expect(first).toBeGreaterThan(0)
    vi.advanceTimersByTime(100)
    expect(latest()?.progress).toBeGreaterThan(first)
  })

  it('estimates about 70 % after the 5 s duration and never completes on its own', () => {
    expect(estimatedProgress(5000, 5000)).toBeCloseTo(70.48, 1)
    expect(estimatedProgress(10 * 60_000, 5000)).toBeLessThan(100)
  })

  it('completes and hides 500 ms after the end', () => {
    const bar = createLoadingBar((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(1000)
    bar.finish()
    expect(latest()).toEqual({ visible: true, progress: 100, failed: false })
    vi.advanceTimersByTime(499)
    expect(latest()?.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(latest()).toEqual({ visible: false, progress: 0, failed: false })
    const count = states.length
    vi.advanceTimersByTime(1000)
    expect(states.length).toBe(count)
  })

  it('turns to the failed style on error, even within the throttle', () => {
    const bar = createLoadingBar((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(50)
    bar.fail()
    expect(latest()).toEqual({ visible: true, progress: 100, failed: true })
    vi.advanceTimersByTime(500)
    expect(latest()?.visible).toBe(false)
  })

  it('ignores an end without a start and a second start while running', () => {
    const bar = createLoadingBar((state) => states.push(state))
    bar.finish()
    bar.fail()
    expect(states).toEqual([])
    bar.start()
    vi.advanceTimersByTime(150)
    bar.start()
    vi.advanceTimersByTime(50)
    expect(latest()?.visible).toBe(true)
  })

  it('starts afresh when a new navigation begins while the finished bar is still fading', () => {
    const bar = createLoadingBar((state) => states.push(state))
    bar.start()
    vi.advanceTimersByTime(300)
    bar.finish()
    vi.advanceTimersByTime(100)
    bar.start()
    vi.advanceTimersByTime(500)
    expect(latest()?.visible).toBe(true)
    expect(latest()?.progress).toBeLessThan(100)
  })
})
