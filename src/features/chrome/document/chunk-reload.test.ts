import { describe, expect, it } from 'vitest'
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError } from './chunk-reload'

function memory(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[CHUNK_RELOAD_KEY, initial]])
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values }
}

describe('chunk reload guard', () => {
  it('reloads on the first failure and remembers when', () => {
    const store = memory()
    expect(claimChunkReload(store, 1_000_000)).toBe(true)
    expect(store.values.get(CHUNK_RELOAD_KEY)).toBe('1000000')
  })

  it('does not reload again within 60 seconds', () => {
    const store = memory('1000000')
    expect(claimChunkReload(store, 1_000_000 + 59_999)).toBe(false)
  })

  it('reloads again once 60 seconds have passed', () => {
    const store = memory('1000000')
    expect(claimChunkReload(store, 1_000_000 + 60_000)).toBe(true)
    expect(store.values.get(CHUNK_RELOAD_KEY)).toBe('1060000')
  })

  it('treats an unreadable or future timestamp as no earlier reload', () => {
    expect(claimChunkReload(memory('garbage'), 5_000)).toBe(true)
    expect(claimChunkReload(memory('9999999999999'), 5_000)).toBe(true)
  })
})

describe('chunk load errors', () => {
  it('recognises the messages of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
  })

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('404 Not Found'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
