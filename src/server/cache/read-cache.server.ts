/**
 * Answers of shared reads (the contract's GET endpoints that name what they show, see read-tags.server.ts), kept in
 * memory with the tags and the expiry their reading recorded. A rendering asks for the same navigation, settings,
 * containers, filter options and event lists as the one before it; here it gets them without a database round trip.
 *
 * A read that asked who is asking (an editor sees drafts and offline pages) is kept for anonymous requests only, and a
 * request with a session is answered from memory only by reads that did not ask: the same answer anyone gets. What an
 * editor just saved is what the next request shows: a write forgets this process's answers showing it before it
 * answers (own-writes.server.ts), and other instances hear of it from the database. A content change drops every entry carrying one of its
 * tags (the same tags that regenerate the static pages, see generator.server.ts), an entry expires when its content
 * changes by itself (midnight, an event's start) and after MAX_AGE_MS at the latest, and a read that was under way
 * while a change came in is not kept (it may have read the older state).
 */
import { ALL_PAGES } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'
import { collectRenderTags, recordExpiry, recordTags } from '~/server/static/render-tags.server'

/** No answer is older than this, even when nothing said it changed. */
export const MAX_AGE_MS = 60_000
const MAX_ENTRIES = 500

interface Entry<T> {
  output: T
  tags: Tag[]
  /** when its content changes by itself (recorded by the read), Infinity when never */
  changesAt: number
  /** when the entry goes: changesAt or MAX_AGE_MS after reading, whichever comes first */
  expiresAt: number
  /** the read did not ask who is asking: a request with a session may have it too */
  forAnyone: boolean
}

/** Answers are kept only while this process hears of every content change (the static generator listens). */
let listening = false
/** Counts the changes heard; a read that saw another count at its start than at its end is not kept. */
let generation = 0
/** Every store of kept reads: a change reaches them all. */
const stores = new Set<{ forget: (changed: ReadonlySet<string> | 'all') => void }>()

export function readCacheKey(name: string, lang: string, params: Record<string, string>, query: unknown): string {
  return JSON.stringify([name, lang, params, query])
}

/** What a read did besides answering: whether what it answered may be kept for others. */
export interface ReadUse {
  /** it set a cookie or a header: its answer belongs to this request */
  personal: boolean
  /** it asked who is asking (the editor of the session): its answer is not for a request with a session */
  askedUser: boolean
}

/**
 * Reads kept in memory, of one type: the contract's shared reads (untyped, checked by their caller) or a service's
 * own (typed, e.g. an event's records, read once for both languages' pages). Each store holds at most `size` entries,
 * the oldest-used leaving first; every change reaches every store.
 */
export class KeptReads<T> {
  private readonly entries = new Map<string, Entry<T>>()

  /**
   * `shown: false` for a store whose answers a rendering does not show as they are (an index the service answers
   * from, whose own answer names what it shows): its tags and expiry drop the entry but are not recorded for the page.
   */
  constructor(
    private readonly size: number,
    private readonly options: { shown: boolean } = { shown: true },
  ) {
    stores.add(this)
  }

  /**
   * The answer of a read: from memory when a fresh one is there (its tags and expiry recorded again for the rendering
   * in progress), otherwise read, recorded and kept.
   */
  async read(key: string, read: (use: ReadUse) => Promise<T>, asking: { signedIn: boolean } = { signedIn: false }): Promise<T> {
    if (!listening) return read({ personal: false, askedUser: false })
    const now = Date.now()
    const hit = this.entries.get(key)
    // an answer for anonymous requests (one that asked who is asking) is neither served to nor replaced by a signed-in one
    if (asking.signedIn && hit && !hit.forAnyone && hit.expiresAt > now) return read({ personal: true, askedUser: true })
    if (hit && hit.expiresAt > now) {
      // the oldest-used entry leaves first
      this.entries.delete(key)
      this.entries.set(key, hit)
      if (this.options.shown) {
        recordTags(hit.tags)
        if (hit.changesAt !== Number.POSITIVE_INFINITY) recordExpiry(hit.changesAt)
      }
      return hit.output
    }
    if (hit) this.entries.delete(key)
    const startedAt = generation
    const use: ReadUse = { personal: false, askedUser: false }
    const { result, collected } = await collectRenderTags(() => read(use))
    if (this.options.shown) {
      recordTags(collected.tags)
      if (collected.expiresAt !== Number.POSITIVE_INFINITY) recordExpiry(collected.expiresAt)
    }
    if (!use.personal && !(asking.signedIn && use.askedUser) && startedAt === generation) {
      const readAt = Date.now()
      this.entries.set(key, {
        output: result,
        tags: [...collected.tags],
        changesAt: collected.expiresAt,
        expiresAt: Math.min(collected.expiresAt, readAt + MAX_AGE_MS),
        forAnyone: !use.askedUser,
      })
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.size) break
        this.entries.delete(oldest)
      }
    }
    return result
  }

  /** Drops every entry showing one of the changed tags (all of them for `all`). */
  forget(changed: ReadonlySet<string> | 'all'): void {
    if (changed === 'all') this.entries.clear()
    else for (const [key, entry] of this.entries) if (entry.tags.some((tag) => changed.has(tag))) this.entries.delete(key)
  }
}

/** The contract's shared reads, kept as the handlers gave them: the caller checks them against the contract each time. */
const sharedReads = new KeptReads<unknown>(MAX_ENTRIES)

/**
 * The answer of a shared read: from memory when a fresh one is there (its tags and expiry recorded again for the
 * rendering in progress), otherwise read, recorded and kept. Answers are kept as the handler gave them; the caller
 * checks them against the contract each time, which also gives them their type again.
 */
export function cachedRead(key: string, read: (use: ReadUse) => Promise<unknown>, asking: { signedIn: boolean } = { signedIn: false }): Promise<unknown> {
  return sharedReads.read(key, read, asking)
}

/** Whether answers are kept: this process hears of every committed change. */
export function readsKept(): boolean {
  return listening
}

/** This process now hears of every committed change (and calls forgetReads for each): answers may be kept. */
export function keepReads(): void {
  listening = true
}

/** A committed change: every entry showing one of its tags goes (all of them for ALL_PAGES), in every store. */
export function forgetReads(tags: readonly string[]): void {
  generation += 1
  const changed = tags.includes(ALL_PAGES) ? 'all' : new Set(tags)
  for (const store of stores) store.forget(changed)
}

