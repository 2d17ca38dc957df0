import { desc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { changePassword, logoutOtherSessions, updateProfile } from '~/features/account/account.server'
import { updateAccount } from '~/features/back-office/users.server'
import { contentChanges, sessions, siteSettings, users } from '~/server/db/schema'
import type { Db } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { hashPassword } from './password.server'
import { forgetSessions, keepSessions } from './session-cache.server'
import { createSession, destroySession, getSessionUser, sessionIdOf } from './session.server'

const PASSWORD = 'Geheim-Kranich-2026'

describe.each(testBackends)('sessions answered from memory follow every change of the account ($name)', ({ skip, open }) => {
  let database: TestDatabase
  let db: Db
  let administratorId = 0
  let passwordHash = ''
  beforeAll(async () => {
    if (skip) return
    database = await open()
    db = database.handle.db
    await db.insert(siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true })
    passwordHash = await hashPassword(PASSWORD)
    const [administrator] = await db
      .insert(users)
      .values({ email: 'leitung@foyer.example', username: 'leitung', firstName: 'Lea', lastName: 'Leitung', passwordHash, isStaff: true, role: 'administrator' })
      .returning()
    administratorId = administrator?.id ?? 0
    // as in a running server: the process hears of every change
    keepSessions()
  }, 120_000)
  afterAll(async () => {
    if (!skip) await database.dispose()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  let count = 0
  async function editor(): Promise<{ id: number; token: string }> {
    count += 1
    const [row] = await db
      .insert(users)
      .values({ email: `redaktion-${count}@foyer.example`, username: `redaktion-${count}`, firstName: 'Rita', lastName: 'Redaktion', passwordHash, isStaff: true })
      .returning()
    if (!row) throw new Error('no editor')
    return { id: row.id, token: (await createSession(db, row.id)).token }
  }

  it.skipIf(skip)('an answer is kept: a row removed behind its back (no change recorded) is still answered from memory', async () => {
    const { id, token } = await editor()
    expect(await getSessionUser(db, token)).toMatchObject({ firstName: 'Rita', isStaff: true })
    await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)))
    expect(await getSessionUser(db, token)).toMatchObject({ firstName: 'Rita' })
    // the same change heard from the database: the session is gone
    forgetSessions([`account:${id}`])
    expect(await getSessionUser(db, token)).toBeNull()
  })

  it.skipIf(skip)('a logout, a new password and signing out the other browsers end the sessions at once', async () => {
    const first = await editor()
    expect(await getSessionUser(db, first.token)).not.toBeNull()
    await destroySession(db, first.token)
    expect(await getSessionUser(db, first.token)).toBeNull()

    const second = await editor()
    const elsewhere = (await createSession(db, second.id)).token
    expect(await getSessionUser(db, second.token)).not.toBeNull()
    expect(await getSessionUser(db, elsewhere)).not.toBeNull()
    expect(await logoutOtherSessions(db, second.id, second.token, 'de')).toMatchObject({ ok: true })
    expect(await getSessionUser(db, elsewhere)).toBeNull()
    expect(await getSessionUser(db, second.token)).not.toBeNull()

    const changed = await changePassword(db, second.id, { lang: 'de', currentPassword: PASSWORD, newPassword: 'Möwe-Leuchtturm-88', repeatPassword: 'Möwe-Leuchtturm-88' }, null)
    expect(changed).toMatchObject({ ok: true })
    expect(await getSessionUser(db, second.token)).toBeNull()
    expect(await getSessionUser(db, changed.token)).toMatchObject({ id: second.id })
  })

  it.skipIf(skip)('a renamed account answers with its new name, one that lost its rights or access at once as such', async () => {
    const { id, token } = await editor()
    expect(await getSessionUser(db, token)).toMatchObject({ lastName: 'Redaktion' })
    expect(await updateProfile(db, id, { lang: 'de', firstName: 'Rita', lastName: 'Regie', email: `redaktion-${count}@foyer.example` }, 'http://localhost')).toMatchObject({ ok: true })
    expect(await getSessionUser(db, token)).toMatchObject({ lastName: 'Regie' })

    const [row] = await db.select().from(users).where(eq(users.id, id))
    const demoted = await updateAccount(db, 'de', administratorId, id, { kind: 'visitor', is_active: true, updated_at: row?.updatedAt.toISOString() ?? '' })
    expect(demoted).toMatchObject({ ok: true })
    expect(await getSessionUser(db, token)).toBeNull()
    // the change is recorded for the other instances, which forget when its NOTIFY arrives
    const [change] = await db.select().from(contentChanges).orderBy(desc(contentChanges.id)).limit(1)
    expect(change?.tags).toEqual([`account:${id}`])
  })

  it.skipIf(skip)('a change another instance committed is followed once heard', async () => {
    const { id, token } = await editor()
    expect(await getSessionUser(db, token)).toMatchObject({ isStaff: true })
    // another instance switches the account off and records the change; this one hears of it through the database
    await db.update(users).set({ isActive: false }).where(eq(users.id, id))
    forgetSessions([`account:${id}`])
    expect(await getSessionUser(db, token)).toBeNull()
  })

  it.skipIf(skip)('a remembered session still ends when its time is up, though the answer itself is fresh', async () => {
    const { token } = await editor()
    // a session with two seconds left, remembered now
    await db.update(sessions).set({ expiresAt: new Date(Date.now() + 2_000) }).where(eq(sessions.id, sessionIdOf(token)))
    expect(await getSessionUser(db, token)).not.toBeNull()
    // five seconds on: well within the minute an answer is kept, past the session's end
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5_000)
    expect(await getSessionUser(db, token)).toBeNull()
  })
})
