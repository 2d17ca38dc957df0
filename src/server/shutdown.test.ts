import { describe, expect, it } from 'vitest'
import { onShutdown, runShutdownTasks } from './shutdown'

describe('shutdown tasks', () => {
  it('run latest first, and a task marked last after all others whenever it was registered', async () => {
    const order: string[] = []
    onShutdown('database closed', () => void order.push('database'), { last: true })
    onShutdown('planned publications', () => void order.push('runner'))
    onShutdown('static generator stopped', () => void order.push('generator'))
    const removed = onShutdown('never registered for good', () => void order.push('removed'))
    removed()
    await runShutdownTasks(100)
    expect(order).toEqual(['generator', 'runner', 'database'])
  })
})
