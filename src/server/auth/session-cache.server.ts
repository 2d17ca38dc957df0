/**
 * Who a session belongs to, kept in memory: an editor's every request (a page rendering, each in-process contract
 * call, every hub action) asks, and the answer changes only when the account or its sessions do.
 *
 * Kept only while this process hears of every change (the static generator listens, as for the shared reads of
 * read-cache.server.ts). A write that changes what a session answers (logout, a new password, rights lost, an account
 * switched off or renamed) records the change `account:<id>` in its transaction and forgets here itself once it has
 * committed; other instances forget when the database's NOTIFY arrives. A lookup that was under way while any change
 * came in is not kept (it may have read the older state), a session's own expiry still counts on every answer, and no
 * answer is older than MAX_AGE_MS.
 */
import { ALL_PAGES, tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'
import type { SessionUser } from './session.server'

const MAX_AGE_MS = 60_000
const MAX_ENTRIES = 1000

interface Entry {
  user: SessionUser
  /** when the session itself ends (epoch ms) */
  sessionEndsAt: number
  /** when this answer is read again at the latest */
  keptUntil: number
}

const entries = new Map<string, Entry>()
let listening = false
let generation = 0

/** The change a write records when it changes what an account's sessions answer. */
export function accountTag(userId: number): Tag {
  return tag.account(userId)
}

/** This process hears of every change from now on: answers may be kept. */
export function keepSessions(): void {
  listening = true
}

/** A committed change: the sessions of every account it names are read again (all of them for ALL_PAGES). */
export function forgetSessions(tags: readonly string[]): void {
  generation += 1
  if (tags.includes(ALL_PAGES)) {
    entries.clear()
    return
  }
  const accounts = new Set(tags.filter((tag) => tag.startsWith('account:')))
  if (accounts.size === 0) return
  for (const [id, entry] of entries) if (accounts.has(accountTag(entry.user.id))) entries.delete(id)
}

/**
 * The user of a session (by the stored id, the token's hash): from memory when a fresh answer is there, otherwise
 * `read` (the database), kept when the session is live and nothing changed meanwhile.
 */
export async function cachedSessionUser(sessionId: string, read: () => Promise<{ user: SessionUser; endsAt: Date } | null>): Promise<SessionUser | null> {
  const now = Date.now()
  const hit = entries.get(sessionId)
  if (hit && hit.sessionEndsAt > now && hit.keptUntil > now) return hit.user
  if (hit) entries.delete(sessionId)
  const startedAt = generation
  const found = await read()
  if (!found) return null
  // one answer serves many requests: none of them may change it
  const user: SessionUser = Object.freeze({ ...found.user, adminMenus: Object.freeze([...found.user.adminMenus]) })
  if (listening && startedAt === generation) {
    // the oldest entry leaves first: made-up tokens never get here (a miss is not kept), live sessions are few
    const oldest = entries.keys().next()
    if (entries.size >= MAX_ENTRIES && !oldest.done) entries.delete(oldest.value)
    entries.set(sessionId, { user, sessionEndsAt: found.endsAt.getTime(), keptUntil: now + MAX_AGE_MS })
  }
  return user
}
