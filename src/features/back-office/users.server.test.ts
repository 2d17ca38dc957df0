import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointName } from '~/contract'
import type { HandlerContext } from '~/server/api/handler'
import { HttpError } from '~/server/api/http-error'
import { backOfficeHandlers } from '~/server/api/handlers/back-office.server'
import { hubHandlers } from '~/server/api/handlers/hub.server'
import { siteHandlers } from '~/server/api/handlers/site.server'
import { authenticate, createSession, getSessionUser, SESSION_COOKIE } from '~/server/auth/session.server'
import { hashPassword } from '~/server/auth/password.server'
import type { SessionUser } from '~/server/auth/session.server'
import type { Db } from '~/server/db/client.server'
import { contentChanges, redirects, siteSettings, users } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { listUsersForBackOffice, updateAccount } from './users.server'

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`roles and the user list on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    const sessions: Record<'administrator' | 'editor' | 'visitor', string> = { administrator: '', editor: '', visitor: '' }
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      await db.insert(siteSettings).values({ id: 1, isSiteOnline: true, isShopOnline: true })
      const passwordHash = await hashPassword('Geheim-2026')
      const [administrator, editor, visitor] = await db
        .insert(users)
        .values([
          { email: 'leitung@foyer.example', username: 'leitung', firstName: 'Lea', lastName: 'Leitung', passwordHash, isStaff: true, role: 'administrator' },
          // no role given: a new staff account is an editor
          { email: 'dramaturgie@foyer.example', username: 'dramaturgie', firstName: 'Dora', lastName: 'Dramaturgie', passwordHash, isStaff: true },
          // an administrator's role on a visitor's account counts for nothing
          { email: 'gast@foyer.example', username: 'gast', firstName: 'Gustav', lastName: 'Gast', passwordHash, role: 'administrator' },
        ])
        .returning()
      for (const [kind, row] of [['administrator', administrator], ['editor', editor], ['visitor', visitor]] as const) {
        if (!row) throw new Error(`no ${kind}`)
        sessions[kind] = (await createSession(db, row.id)).token
      }
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const staff = async (kind: keyof typeof sessions) => {
      const found = await getSessionUser(db, sessions[kind])
      return found?.isStaff ? found : null
    }
    /** A handler's context as the dispatcher builds it, for the account of `kind`. */
    const context = async <K extends EndpointName>(kind: keyof typeof sessions, input: Pick<HandlerContext<K>, 'query' | 'body'>, params: Record<string, string> = {}): Promise<HandlerContext<K>> => {
      const user: SessionUser | null = await staff(kind)
      return {
        request: new Request('http://localhost/de/api/', { headers: { cookie: `${SESSION_COOKIE}=${sessions[kind]}` } }),
        lang: 'de',
        params,
        db,
        user: async () => user,
        visitorKey: async () => 'visitor',
        responseHeaders: new Headers(),
        ...input,
      }
    }
    const refusal = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => null,
        (thrown: unknown) => thrown,
      )
      return error instanceof HttpError ? { status: error.status, detail: error.detail } : error
    }

    it('knows administrators from editors, and a visitor’s account is neither', async () => {
      expect(await staff('administrator')).toMatchObject({ isStaff: true, isAdministrator: true })
      expect(await staff('editor')).toMatchObject({ isStaff: true, isAdministrator: false })
      expect(await getSessionUser(db, sessions.visitor)).toMatchObject({ isStaff: false, isAdministrator: false })
      const details = siteHandlers.userDetails
      expect(await details(await context<'userDetails'>('administrator', { query: {}, body: undefined }))).toMatchObject({ is_administrator: true, has_dashboard_online_access: true })
      expect(await details(await context<'userDetails'>('editor', { query: {}, body: undefined }))).toMatchObject({ is_administrator: false, has_dashboard_online_access: true })
      expect(await details(await context<'userDetails'>('visitor', { query: {}, body: undefined }))).toMatchObject({ is_administrator: false, has_dashboard_online_access: false })
    })

    it('lists the accounts for an administrator, administrators first, by role and by name or e-mail', async () => {
      const answer = await backOfficeHandlers.backOfficeUsers(await context<'backOfficeUsers'>('administrator', { query: {}, body: undefined }))
      expect(answer).toMatchObject({ count: 3, next: null, previous: null })
      expect(answer.results.map((row) => [row.username, row.kind])).toEqual([
        ['leitung', 'administrator'],
        ['dramaturgie', 'editor'],
        ['gast', 'visitor'],
      ])
      expect((await listUsersForBackOffice(db, { kind: 'editor' })).results.map((row) => row.email)).toEqual(['dramaturgie@foyer.example'])
      expect((await listUsersForBackOffice(db, { kind: 'visitor' })).results.map((row) => row.username)).toEqual(['gast'])
      expect((await listUsersForBackOffice(db, { q: 'DORA' })).results.map((row) => row.username)).toEqual(['dramaturgie'])
      expect((await listUsersForBackOffice(db, { q: '%' })).total).toBe(0)
      // a login is remembered in the list
      expect((await listUsersForBackOffice(db, { q: 'leitung' })).results[0]?.last_login_at).toBeNull()
      expect(await authenticate(db, 'leitung@foyer.example', 'Geheim-2026')).not.toBeNull()
      expect((await listUsersForBackOffice(db, { q: 'leitung' })).results[0]?.last_login_at).toEqual(expect.any(String))
    })

    it('refuses the user list to an editor (403) and to everyone else (401)', async () => {
      expect(await refusal(backOfficeHandlers.backOfficeUsers(await context<'backOfficeUsers'>('editor', { query: {}, body: undefined })))).toEqual({
        status: 403,
        detail: 'Das dürfen nur Administratorinnen und Administratoren.',
      })
      expect(await refusal(backOfficeHandlers.backOfficeUsers(await context<'backOfficeUsers'>('visitor', { query: {}, body: undefined })))).toMatchObject({ status: 401 })
    })

    it('keeps redirects and the site switches to administrators; editors still run the programme', async () => {
      const body = { old_path: '/de/alte-seite', new_path: '/de/neue-seite' }
      expect(await refusal(hubHandlers.hubRedirectCreate(await context<'hubRedirectCreate'>('editor', { query: {}, body })))).toMatchObject({ status: 403 })
      expect(await refusal(hubHandlers.hubRedirects(await context<'hubRedirects'>('editor', { query: {}, body: undefined })))).toMatchObject({ status: 403 })
      expect(await db.select().from(redirects)).toEqual([])
      const created = await hubHandlers.hubRedirectCreate(await context<'hubRedirectCreate'>('administrator', { query: {}, body }))
      expect(created).toMatchObject({ old_path: '/de/alte-seite', new_path: '/de/neue-seite' })
      const params = { id: String(created.id) }
      expect(await refusal(hubHandlers.hubRedirectUpdate(await context<'hubRedirectUpdate'>('editor', { query: {}, body: { ...body, new_path: '/de/andere' } }, params)))).toMatchObject({ status: 403 })
      expect(await refusal(hubHandlers.hubRedirectDelete(await context<'hubRedirectDelete'>('editor', { query: {}, body: undefined }, params)))).toMatchObject({ status: 403 })
      expect(await db.select({ newPath: redirects.newPath }).from(redirects)).toEqual([{ newPath: '/de/neue-seite' }])

      expect(await refusal(siteHandlers.updateSettings(await context<'updateSettings'>('editor', { query: {}, body: { is_site_online: false } })))).toMatchObject({ status: 403 })
      expect((await db.select().from(siteSettings).where(eq(siteSettings.id, 1)))[0]?.isSiteOnline).toBe(true)
      await siteHandlers.updateSettings(await context<'updateSettings'>('administrator', { query: {}, body: { is_shop_online: false } }))
      expect((await db.select().from(siteSettings).where(eq(siteSettings.id, 1)))[0]).toMatchObject({ isSiteOnline: true, isShopOnline: false })

      // the events are every editor's
      expect(await backOfficeHandlers.backOfficeEvents(await context<'backOfficeEvents'>('editor', { query: {}, body: undefined }))).toMatchObject({ count: 0 })
    })

    it('an administrator changes roles and access: the account follows at once, a demoted one is signed out, an outdated copy is refused', async () => {
      const listed = async () => (await listUsersForBackOffice(db, {})).results
      const account = async (username: string) => {
        const found = (await listed()).find((row) => row.username === username)
        if (!found) throw new Error(`no account ${username}`)
        return found
      }
      const guest = await account('gast')
      const params = { id: String(guest.id) }
      // an editor may not, an administrator may: the visitor's account becomes an editor's
      const body = { updated_at: guest.updated_at, kind: 'editor' as const, is_active: true }
      expect(await refusal(backOfficeHandlers.backOfficeUserUpdate(await context<'backOfficeUserUpdate'>('editor', { query: {}, body }, params)))).toMatchObject({ status: 403 })
      const promoted = await backOfficeHandlers.backOfficeUserUpdate(await context<'backOfficeUserUpdate'>('administrator', { query: {}, body }, params))
      expect(promoted).toMatchObject({ kind: 'editor', is_active: true })
      expect(await getSessionUser(db, sessions.visitor)).toMatchObject({ isStaff: true, isAdministrator: false })
      // the copy the administrator started from is outdated now
      expect(await refusal(backOfficeHandlers.backOfficeUserUpdate(await context<'backOfficeUserUpdate'>('administrator', { query: {}, body: { ...body, kind: 'visitor' } }, params)))).toEqual({
        status: 409,
        detail: 'Dieses Konto wurde inzwischen geändert. Die Liste zeigt jetzt den aktuellen Stand: bitte die Änderung erneut vornehmen.',
      })
      // back to a visitor's account: every session of it ends, and its role no longer counts
      const demoted = await backOfficeHandlers.backOfficeUserUpdate(await context<'backOfficeUserUpdate'>('administrator', { query: {}, body: { updated_at: promoted.updated_at, kind: 'visitor', is_active: true } }, params))
      expect(demoted.kind).toBe('visitor')
      expect(await getSessionUser(db, sessions.visitor)).toBeNull()
      sessions.visitor = (await createSession(db, guest.id)).token
      expect(await getSessionUser(db, sessions.visitor)).toMatchObject({ isStaff: false })

      // nobody changes their own role or access
      const lead = await account('leitung')
      expect(await refusal(backOfficeHandlers.backOfficeUserUpdate(await context<'backOfficeUserUpdate'>('administrator', { query: {}, body: { updated_at: lead.updated_at, kind: 'editor', is_active: true } }, { id: String(lead.id) })))).toEqual({
        status: 409,
        detail: 'Die eigene Rolle und den eigenen Zugang kann nur eine andere Person mit Administrationsrechten ändern.',
      })
      expect((await account('leitung')).kind).toBe('administrator')
    })

    it('two administrators taking each other’s rights at once: one succeeds, an administrator remains', async () => {
      const passwordHash = await hashPassword('Geheim-2026')
      const [first, second] = await db
        .insert(users)
        .values([
          { email: 'eins@foyer.example', username: 'eins', passwordHash, isStaff: true, role: 'administrator' },
          { email: 'zwei@foyer.example', username: 'zwei', passwordHash, isStaff: true, role: 'administrator' },
        ])
        .returning()
      if (!first || !second) throw new Error('no administrators')
      // the demo administrator leaves first, so these two are the only active ones
      const [lead] = await db.select().from(users).where(eq(users.username, 'leitung'))
      if (!lead) throw new Error('no lead')
      expect(await updateAccount(db, 'de', first.id, lead.id, { updated_at: lead.updatedAt.toISOString(), kind: 'administrator', is_active: false })).toMatchObject({ ok: true })
      const results = await Promise.all([
        updateAccount(db, 'de', first.id, second.id, { updated_at: second.updatedAt.toISOString(), kind: 'editor', is_active: true }),
        updateAccount(db, 'de', second.id, first.id, { updated_at: first.updatedAt.toISOString(), kind: 'editor', is_active: true }),
      ])
      expect(results.filter((result) => result.ok)).toHaveLength(1)
      expect(results.find((result) => !result.ok)).toEqual({ ok: false, status: 409, message: 'Es muss mindestens ein aktives Konto mit Administrationsrechten bleiben.' })
      const administrators = await db.select().from(users).where(eq(users.role, 'administrator'))
      expect(administrators.filter((row) => row.isStaff && row.isActive)).toHaveLength(1)
      // deactivated, the demo administrator was signed out; active again, they sign in again
      expect(await getSessionUser(db, sessions.administrator)).toBeNull()
      await db.update(users).set({ isActive: true }).where(eq(users.id, lead.id))
      sessions.administrator = (await createSession(db, lead.id)).token
    })

    it('keeps the HTML blocks of every page to administrators: set, kept when not named, emptied to none; every page is regenerated', async () => {
      const block = '<p class="sponsor">Gefördert von der Stadt</p>'
      expect(await refusal(siteHandlers.updateSettings(await context<'updateSettings'>('editor', { query: {}, body: { html_footer_top: block } })))).toMatchObject({ status: 403 })
      expect((await db.select().from(siteSettings).where(eq(siteSettings.id, 1)))[0]?.htmlFooterTop).toBeNull()
      const before = (await db.select().from(contentChanges)).length
      const answer = await siteHandlers.updateSettings(await context<'updateSettings'>('administrator', { query: {}, body: { html_footer_top: block, html_header: '<meta name="verify" content="1">' } }))
      expect(answer.data.html_footer_top).toEqual({ code: block })
      expect(answer.data.html_header).toEqual({ code: '<meta name="verify" content="1">' })
      const changes = await db.select().from(contentChanges)
      expect(changes).toHaveLength(before + 1)
      expect(changes.at(-1)?.tags).toEqual(['settings'])
      // a block not named stays; a blank one is removed
      const next = await siteHandlers.updateSettings(await context<'updateSettings'>('administrator', { query: {}, body: { html_header: '  ' } }))
      expect(next.data.html_header).toBeNull()
      expect(next.data.html_footer_top).toEqual({ code: block })
    })
  })
}
