import { describe, expect, it, vi } from 'vitest'
import { createStickyRegistry } from './sticky-links'

describe('sticky link registry', () => {
  it('lists items in the order they registered and drops them when they leave', () => {
    const registry = createStickyRegistry()
    registry.register('a', { text: 'Tickets', url: '#tickets' })
    registry.register('b', { text: 'Anfahrt', url: '/de/besuch/anfahrt' })
    expect(registry.snapshot().map((item) => item.text)).toEqual(['Tickets', 'Anfahrt'])
    registry.unregister('a')
    expect(registry.snapshot().map((item) => item.text)).toEqual(['Anfahrt'])
  })

  it('replaces an item that registers again under its key', () => {
    const registry = createStickyRegistry()
    registry.register('a', { text: 'Tickets', url: '#tickets' })
    registry.register('b', { text: 'FAQ', url: '#faq' })
    registry.register('a', { text: 'Karten', url: '#karten' })
    expect(registry.snapshot().map((item) => item.text)).toEqual(['Karten', 'FAQ'])
  })

  it('tells subscribers about changes, and only about real ones', () => {
    const registry = createStickyRegistry()
    const listener = vi.fn()
    const unsubscribe = registry.subscribe(listener)
    registry.register('a', { text: 'Tickets', url: '#tickets' })
    registry.unregister('missing')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    registry.unregister('a')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
