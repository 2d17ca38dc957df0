import { describe, expect, it } from 'vitest'
import { RenderQueue, RenderQueueFull, normalizedPageSearch } from './render-queue'

describe('render queue', () => {
  it('runs a few at once, queues a bounded number and sheds the rest', async () => {
    const queue = new RenderQueue(2, 3)
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let peak = 0
    const task = async () => {
      peak = Math.max(peak, queue.size.running)
      await gate
      return 1
    }
    const accepted = Array.from({ length: 5 }, () => queue.run(task))
    await expect(queue.run(task)).rejects.toBeInstanceOf(RenderQueueFull)
    expect(queue.size).toEqual({ running: 2, waiting: 3 })
    release()
    expect(await Promise.all(accepted)).toEqual([1, 1, 1, 1, 1])
    expect(peak).toBe(2)
    expect(queue.size).toEqual({ running: 0, waiting: 0 })
  })
})

describe('page addresses', () => {
  it('keep only the parameters pages read, once each and sorted', () => {
    expect(normalizedPageSearch('?utm_source=x&foo=1')).toBe('')
    expect(normalizedPageSearch('?x=1&date=01-12-2026&tag=3&tag=4')).toBe('?date=01-12-2026&tag=3')
    expect(normalizedPageSearch('?type=konzert&date=01-12-2026')).toBe(normalizedPageSearch('?date=01-12-2026&type=konzert&zz=9'))
  })
})
