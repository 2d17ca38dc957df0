import { afterEach, describe, expect, it, vi } from 'vitest'
import { collectRenderTags, recordExpiry, recordTags } from '~/server/static/render-tags.server'
import { ALL_PAGES } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'
import { MAX_AGE_MS, cachedRead, forgetReads, keepReads, readCacheKey } from './read-cache.server'

/** A read that counts how often it ran and records the tags a contract read would. */
function counter(tags: Tag[], changesAt?: number) {
  let runs = 0
  const read = async () => {
    runs += 1
    recordTags(tags)
    if (changesAt !== undefined) recordExpiry(changesAt)
    return { runs }
  }
  return { read, runs: () => runs }
}

afterEach(() => {
  forgetReads([ALL_PAGES])
  vi.useRealTimers()
})

describe('read cache', () => {
  it('reads every time until this process hears of changes', async () => {
    const { read, runs } = counter(['nav:de'])
    await cachedRead('before-listening', read)
    await cachedRead('before-listening', read)
    expect(runs()).toBe(2)
  })

  it('answers a second read from memory and records its tags and expiry for the rendering again', async () => {
    keepReads()
    const changesAt = Date.now() + 30_000
    const { read, runs } = counter(['event:12', 'events'], changesAt)
    const key = readCacheKey('event', 'de', { id: '12' }, {})
    const first = await collectRenderTags(() => cachedRead(key, read))
    const second = await collectRenderTags(() => cachedRead(key, read))
    expect(runs()).toBe(1)
    expect(second.result).toEqual(first.result)
    expect([...second.collected.tags].sort()).toEqual(['event:12', 'events'])
    expect(second.collected.expiresAt).toBe(changesAt)
    expect([...first.collected.tags].sort()).toEqual(['event:12', 'events'])
  })

  it('a change drops exactly the answers showing one of its tags', async () => {
    keepReads()
    const event = counter(['event:12'])
    const nav = counter(['nav:de'])
    await cachedRead('event', event.read)
    await cachedRead('nav', nav.read)
    forgetReads(['event:12', 'events'])
    await cachedRead('event', event.read)
    await cachedRead('nav', nav.read)
    expect(event.runs()).toBe(2)
    expect(nav.runs()).toBe(1)
    forgetReads([ALL_PAGES])
    await cachedRead('nav', nav.read)
    expect(nav.runs()).toBe(2)
  })

  it('does not keep a read that was under way when a change came in', async () => {
    keepReads()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let runs = 0
    const slowRead = async () => {
      runs += 1
      await gate
      recordTags(['event:12'])
      return runs
    }
    const pending = cachedRead('slow', slowRead)
    forgetReads(['page:3'])
    release()
    await pending
    await cachedRead('slow', slowRead)
    expect(runs).toBe(2)
  })

  it('an answer goes when its content changes by itself, and after the maximum age at the latest', async () => {
    keepReads()
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') })
    const soon = counter(['events'], Date.now() + 5_000)
    await cachedRead('soon', soon.read)
    vi.advanceTimersByTime(4_000)
    await cachedRead('soon', soon.read)
    expect(soon.runs()).toBe(1)
    vi.advanceTimersByTime(2_000)
    await cachedRead('soon', soon.read)
    expect(soon.runs()).toBe(2)

    const never = counter(['settings'])
    await cachedRead('never', never.read)
    vi.advanceTimersByTime(MAX_AGE_MS + 1)
    await cachedRead('never', never.read)
    expect(never.runs()).toBe(2)
  })

  it('does not keep an answer that set a cookie or header for its request', async () => {
    keepReads()
    let runs = 0
    const personal = async (use: { personal: boolean }) => {
      runs += 1
      use.personal = true
      return runs
    }
    await cachedRead('personal', personal)
    await cachedRead('personal', personal)
    expect(runs).toBe(2)
  })
  it('serves a request with a session only answers that did not ask who is asking, and keeps its own only then', async () => {
    keepReads()
    let runs = 0
    const shared = async () => {
      runs += 1
      return `shared ${runs}`
    }
    // an anonymous read that did not ask: a signed-in request gets it too
    expect(await cachedRead('shared', shared)).toBe('shared 1')
    expect(await cachedRead('shared', shared, { signedIn: true })).toBe('shared 1')
    expect(runs).toBe(1)

    let asked = 0
    const asking = async (use: { askedUser: boolean }) => {
      asked += 1
      use.askedUser = true
      return `page ${asked}`
    }
    // a read that asked (an editor would see the draft): anonymous requests share it, a signed-in one reads again and
    // neither gets nor replaces the anonymous answer
    expect(await cachedRead('page', asking)).toBe('page 1')
    expect(await cachedRead('page', asking)).toBe('page 1')
    expect(await cachedRead('page', asking, { signedIn: true })).toBe('page 2')
    expect(await cachedRead('page', asking, { signedIn: true })).toBe('page 3')
    expect(await cachedRead('page', asking)).toBe('page 1')

    // first read signed in: what asked is not kept at all, what did not is kept for everyone
    expect(await cachedRead('page-first', asking, { signedIn: true })).toBe('page 4')
    expect(await cachedRead('page-first', asking)).toBe('page 5')
    runs = 0
    expect(await cachedRead('shared-first', shared, { signedIn: true })).toBe('shared 1')
    expect(await cachedRead('shared-first', shared)).toBe('shared 1')
  })
})
