import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ModuleNode } from '~/server/db/module-tree'
import type { Db } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import type { SessionUser } from '~/server/auth/session.server'
import { staffSession } from './editor-test-support'
import { HttpError } from '~/server/api/http-error'
import { auditLog, pagePreviewLinks, pages, pageTranslations, users } from '~/server/db/schema'
import { PREVIEW_TOKEN_PATTERN } from '~/contract/preview'
import { editSection } from './sections.server'
import { publishPage } from './versions.server'
import { createPreviewLink, hashPreviewToken, openPreviewLinks, previewLinkState, previewPage, revokePreviewLink } from './preview-links.server'

// Preview links against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.

const DAY = 86_400_000
const headline = (id: string, content: string): ModuleNode => ({ id, model: 'HeadlineModule', order: 0, data: { headline_level: 2, content } })

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
  throw new Error('expected the call to fail')
}

const tokenOf = (url: string) => url.split('/').at(-1) ?? ''

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`preview links on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let editor: SessionUser
    let pageId: number

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const [a] = await db.insert(users).values({ email: 'p@foyer.example', username: 'paula', firstName: 'Paula', lastName: 'Prüfer', passwordHash: 'x', isStaff: true }).returning()
      if (!a) throw new Error('no user')
      editor = staffSession(a)
    }, 120_000)

    afterAll(async () => {
      await database?.dispose()
    })

    beforeEach(async () => {
      const [page] = await db.insert(pages).values({}).returning()
      if (!page) throw new Error('no page')
      pageId = page.id
      await db.insert(pageTranslations).values([
        { pageId, locale: 'de', title: 'Probe', slug: `p${pageId}`, path: `p${pageId}`, modules: [headline('h1', 'Veröffentlicht')] },
        { pageId, locale: 'en', title: 'Rehearsal', slug: `r${pageId}`, path: `r${pageId}`, modules: [headline('h1', 'Published')] },
      ])
    })

    it('issues an unguessable token, stores only its hash and shows the draft of its language', async () => {
      await editSection(db, 'de', editor, { kind: 'page', id: pageId }, 1, { op: 'save', module: headline('h1', 'Entwurf'), placement: null })
      const now = new Date()
      const created = await createPreviewLink(db, 'de', editor, pageId, 3, now)
      const token = tokenOf(created.url)
      expect(created.url).toBe(`/de/preview/${token}`)
      expect(token).toMatch(PREVIEW_TOKEN_PATTERN)
      expect(created.expires_at).toBe(new Date(now.getTime() + 3 * DAY).toISOString())
      const [row] = await db.select().from(pagePreviewLinks).where(eq(pagePreviewLinks.id, created.id))
      expect(row?.tokenHash).toBe(hashPreviewToken(token))
      expect(JSON.stringify(row)).not.toContain(token)
      // another link of the same page gets another token
      const second = await createPreviewLink(db, 'de', editor, pageId, 1, now)
      expect(tokenOf(second.url)).not.toBe(token)

      const preview = await previewPage(db, 'de', token)
      expect(preview.lang).toBe('de')
      expect(preview.page.modules[0]?.data.content).toBe('Entwurf')
      expect(preview.page.urls).toEqual({})
      // the draft changes on: the link shows it as it is when opened
      await editSection(db, 'de', editor, { kind: 'page', id: pageId }, 2, { op: 'save', module: headline('h1', 'Entwurf 2'), placement: null })
      expect((await previewPage(db, 'de', token)).page.modules[0]?.data.content).toBe('Entwurf 2')
      // no draft: the published tree is what the draft is
      const english = await createPreviewLink(db, 'en', editor, pageId, 1, now)
      expect((await previewPage(db, 'en', tokenOf(english.url))).page.modules[0]?.data.content).toBe('Published')
      // publishing leaves the link open, showing what is now published
      await publishPage(db, 'de', editor, pageId, 3, null)
      expect((await previewPage(db, 'de', token)).page.modules[0]?.data.content).toBe('Entwurf 2')
      const actions = await db.select({ action: auditLog.action }).from(auditLog)
      expect(actions.filter((entry) => entry.action === 'preview-link.create')).toHaveLength(3)
    })

    it('answers 404 for tokens never issued, malformed or of the other language', async () => {
      const created = await createPreviewLink(db, 'de', editor, pageId, 1)
      const token = tokenOf(created.url)
      expect(await statusOf(previewPage(db, 'en', token))).toBe(404)
      expect(await statusOf(previewPage(db, 'de', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`))).toBe(404)
      expect(await statusOf(previewPage(db, 'de', 'kurz'))).toBe(404)
      expect(await statusOf(previewPage(db, 'de', `${token}x`))).toBe(404)
      expect((await previewLinkState(db, 'de', token)).state).toBe('open')
    })

    it('expires: open until the moment it was given, gone from then on', async () => {
      const issued = new Date('2026-11-01T10:00:00Z')
      const created = await createPreviewLink(db, 'de', editor, pageId, 7, issued)
      const token = tokenOf(created.url)
      expect((await previewLinkState(db, 'de', token, new Date(issued.getTime() + 7 * DAY - 1))).state).toBe('open')
      expect((await previewLinkState(db, 'de', token, new Date(issued.getTime() + 7 * DAY))).state).toBe('gone')
      expect(await statusOf(previewPage(db, 'de', token, new Date(issued.getTime() + 8 * DAY)))).toBe(410)
      expect((await openPreviewLinks(db, new Date(issued.getTime() + 6 * DAY))).map((link) => link.id)).toContain(created.id)
      expect((await openPreviewLinks(db, new Date(issued.getTime() + 7 * DAY))).map((link) => link.id)).not.toContain(created.id)
    })

    it('refuses lifetimes other than 1 to 14 days and pages that do not exist', async () => {
      for (const days of [0, 15, 30, 2.5, -1]) expect(await statusOf(createPreviewLink(db, 'de', editor, pageId, days)), String(days)).toBe(400)
      expect(await statusOf(createPreviewLink(db, 'de', editor, pageId + 10_000, 1))).toBe(404)
      await db.update(pages).set({ deletedAt: new Date() }).where(eq(pages.id, pageId))
      expect(await statusOf(createPreviewLink(db, 'de', editor, pageId, 1))).toBe(404)
    })

    it('revokes: the link opens nothing and leaves the list; a deleted page takes its links with it', async () => {
      const created = await createPreviewLink(db, 'de', editor, pageId, 14)
      const token = tokenOf(created.url)
      const listed = (await openPreviewLinks(db)).find((link) => link.id === created.id)
      expect(listed).toMatchObject({ page_id: pageId, lang: 'de', title: 'Probe', path: `p${pageId}`, created_by: 'Paula Prüfer', expires_at: created.expires_at })
      await revokePreviewLink(db, 'de', editor, created.id)
      expect(await statusOf(previewPage(db, 'de', token))).toBe(410)
      expect((await openPreviewLinks(db)).map((link) => link.id)).not.toContain(created.id)
      // revoking again changes nothing; an unknown link is 404
      await revokePreviewLink(db, 'de', editor, created.id)
      expect(await statusOf(revokePreviewLink(db, 'de', editor, created.id + 10_000))).toBe(404)
      const [row] = await db.select().from(pagePreviewLinks).where(eq(pagePreviewLinks.id, created.id))
      expect(row?.revokedBy).toBe(editor.id)

      const other = await createPreviewLink(db, 'de', editor, pageId, 1)
      await db.update(pages).set({ deletedAt: new Date() }).where(eq(pages.id, pageId))
      expect(await statusOf(previewPage(db, 'de', tokenOf(other.url)))).toBe(410)
      expect((await openPreviewLinks(db)).map((link) => link.id)).not.toContain(other.id)
    })
  })
}
