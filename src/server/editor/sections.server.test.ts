import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ModuleNode } from '~/contract/cms'
import type { ModuleNode as StoredNode } from '~/server/db/module-tree'
import type { Db } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import type { SessionUser } from '~/server/auth/session.server'
import { staffSession } from './editor-test-support'
import { HttpError } from '~/server/api/http-error'
import { containers, contentChanges, pages, pageTranslations, pageVersions, users } from '~/server/db/schema'
import { deleteContainer, editSection, ensureContainer, loadEditorSection } from './sections.server'

// The editor's writes against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.

const node = (id: string, model: string, data: Record<string, unknown>, extra: Partial<ModuleNode> = {}): ModuleNode => ({ id, model, order: 0, data, ...extra })
const richText = (text: string) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text, format: 1 }] }] } })

async function errorOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

for (const backend of testBackends) describe.skipIf(backend.skip)(`editor saves on ${backend.name}`, () => {
  let database: TestDatabase
  let db: Db
  let editor: SessionUser
  let pageId: number

  beforeAll(async () => {
    database = await backend.open()
    db = database.handle.db
    const [user] = await db.insert(users).values({ email: 'e@foyer.example', username: 'redaktion', passwordHash: 'x', isStaff: true }).returning()
    if (!user) throw new Error('no user')
    editor = staffSession(user)
  }, 120_000)

  afterAll(async () => {
    await database?.dispose()
  })

  const initial: StoredNode[] = [
    { id: 'h1', model: 'HeadlineModule', order: 0, data: { headline_level: 2, content: 'Hallo' } },
    { id: 'broken', model: 'NoSuchModule', order: 1, data: {} },
  ]

  beforeEach(async () => {
    const [page] = await db.insert(pages).values({}).returning()
    if (!page) throw new Error('no page')
    pageId = page.id
    await db.insert(pageTranslations).values([
      { pageId, locale: 'de', title: 'Test', slug: `t${pageId}`, path: `t${pageId}`, modules: initial },
      { pageId, locale: 'en', title: 'Test', slug: `t${pageId}`, path: `t${pageId}`, modules: [] },
    ])
  })

  const section = () => ({ kind: 'page' as const, id: pageId })

  it('loads the stored tree with its revision and its rendering', async () => {
    const loaded = await loadEditorSection(db, 'de', section())
    expect(loaded.revision).toBe(1)
    expect(loaded.modules.map((entry) => entry.id)).toEqual(['h1', 'broken'])
    expect(loaded.rendered).toHaveLength(2)
  })

  it('stores an HTML module sanitized, and renders one stored before the sanitizer without its script (issue 35)', async () => {
    const payload = '<p>Hinweis</p><iframe hidden srcdoc="&lt;script src=https://www.googletagmanager.com/gtm.js&gt;&lt;/script&gt;"></iframe><img src=x onerror=alert(1)>'
    const saved = await editSection(db, 'de', editor, section(), 1, { op: 'save', module: node('x1', 'HtmlModule', { html_code: payload }), placement: { parent: null, index: 0 } })
    expect(saved.modules[0]?.data.html_code).toBe('<p>Hinweis</p><img src="x" />')
    const [row] = await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, 'de')))
    expect(JSON.stringify(row?.draftModules)).not.toMatch(/srcdoc|onerror/)
    // content written around the save handler (an older release, a restore, the database itself) is sanitized when shown
    await db.update(pageTranslations).set({ draftModules: [{ id: 'old', model: 'HtmlModule', order: 0, data: { html_code: payload } }] }).where(eq(pageTranslations.id, row?.id ?? 0))
    const loaded = await loadEditorSection(db, 'de', section())
    expect(loaded.rendered[0]?.data.html_code).toBe('<p>Hinweis</p><img src="x" />')
  })

  it('saves a new module into the draft where the editor placed it, raises the revision and keeps a version; visitors see nothing yet', async () => {
    const before = await db.select().from(contentChanges)
    const saved = await editSection(db, 'de', editor, section(), 1, {
      op: 'save',
      module: node('t1', 'TextModule', { content: richText('Neu'), anchor: null, decrease_distance: false }),
      placement: { parent: null, index: 1 },
    })
    expect(saved.revision).toBe(2)
    expect(saved.has_draft).toBe(true)
    expect(saved.modules.map((entry) => [entry.id, entry.order])).toEqual([['h1', 0], ['t1', 1], ['broken', 2]])
    const [row] = await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, 'de')))
    expect(row?.revision).toBe(2)
    expect(row?.draftModules?.map((entry) => entry.id)).toEqual(['h1', 't1', 'broken'])
    // the published tree is what visitors see, and it is as it was: no page is regenerated
    expect(row?.modules.map((entry) => entry.id)).toEqual(['h1', 'broken'])
    expect(await db.select().from(contentChanges)).toHaveLength(before.length)
    const versions = await db.select().from(pageVersions).where(eq(pageVersions.pageId, pageId))
    expect(versions).toHaveLength(1)
    expect(versions[0]?.createdBy).toBe(editor.id)
    expect(versions[0]?.kind).toBe('save')
    expect(versions[0]?.revision).toBe(2)
    // the editor loads the draft
    expect((await loadEditorSection(db, 'de', section())).modules.map((entry) => entry.id)).toEqual(['h1', 't1', 'broken'])
    // the other language is untouched
    const [english] = await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, 'en')))
    expect(english?.revision).toBe(1)
    expect(english?.modules).toEqual([])
    expect(english?.draftModules).toBeNull()
  })

  it('refuses invalid data with the schema message in the editor language, and stores nothing', async () => {
    const changes = (await db.select().from(contentChanges)).length
    const failure = await errorOf(
      editSection(db, 'de', editor, section(), 1, { op: 'save', module: node('h1', 'HeadlineModule', { headline_level: 7, content: ' ' }) }),
    )
    expect(failure.status).toBe(400)
    expect(failure.errors).toEqual({ 'h1.headline_level': ['Die Überschriftenebene muss zwischen 2 und 6 liegen.'], 'h1.content': ['Dieses Feld ist erforderlich!'] })
    const audio = await errorOf(
      editSection(db, 'en', editor, { kind: 'page', id: pageId }, 1, { op: 'save', module: node('a1', 'AudioModule', { embed_code: '<iframe src="https://bandcamp.com/EmbeddedPlayer/album=1"></iframe>' }) }),
    )
    expect(audio.errors).toEqual({ 'a1.embed_code': ['Only embed codes from Spotify, SoundCloud or Podigee are allowed.'] })
    const [row] = await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, 'de')))
    expect(row?.revision).toBe(1)
    expect(row?.modules[0]?.data.content).toBe('Hallo')
    expect((await db.select().from(contentChanges)).length).toBe(changes)
  })

  it('refuses a save based on an outdated revision: the second of two editors is told, the first keeps their change', async () => {
    await editSection(db, 'de', editor, section(), 1, { op: 'save', module: node('h1', 'HeadlineModule', { headline_level: 2, content: 'Erste' }) })
    const second = await errorOf(editSection(db, 'de', editor, section(), 1, { op: 'save', module: node('h1', 'HeadlineModule', { headline_level: 3, content: 'Zweite' }) }))
    expect(second.status).toBe(409)
    expect(second.detail).toContain('inzwischen gespeichert')
    const loaded = await loadEditorSection(db, 'de', section())
    expect(loaded.revision).toBe(2)
    expect(loaded.modules[0]?.data).toEqual({ headline_level: 2, content: 'Erste' })
  })

  it('lets exactly one of two simultaneous saves on the same revision through', async () => {
    const results = await Promise.allSettled([
      editSection(db, 'de', editor, section(), 1, { op: 'save', module: node('h1', 'HeadlineModule', { content: 'A' }) }),
      editSection(db, 'de', editor, section(), 1, { op: 'save', module: node('h1', 'HeadlineModule', { content: 'B' }) }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const rejected = results.find((result) => result.status === 'rejected')
    expect(rejected?.status === 'rejected' && rejected.reason instanceof HttpError ? rejected.reason.status : null).toBe(409)
    expect((await loadEditorSection(db, 'de', section())).revision).toBe(2)
  })

  it('keeps a broken module the editor did not touch, and lets it be deleted', async () => {
    const moved = await editSection(db, 'de', editor, section(), 1, { op: 'move', id: 'h1', placement: { parent: null, index: 1 } })
    expect(moved.modules.map((entry) => entry.id)).toEqual(['broken', 'h1'])
    const deleted = await editSection(db, 'de', editor, section(), 2, { op: 'delete', id: 'broken' })
    expect(deleted.modules.map((entry) => entry.id)).toEqual(['h1'])
    // an unknown model cannot be added
    const added = await errorOf(editSection(db, 'de', editor, section(), 3, { op: 'save', module: node('x', 'NoSuchModule', {}) }))
    expect(added.errors).toEqual({ 'x._': ['Dieser Modultyp ist unbekannt.'] })
  })

  it('places modules in section columns and moves them between columns; undo restores a snapshot', async () => {
    const sectionNode = node('s1', 'SectionModule', { layout: 3 }, { columns: [{ index: 0, classes: '', children: [] }, { index: 1, classes: '', children: [] }] })
    let state = await editSection(db, 'de', editor, section(), 1, { op: 'save', module: sectionNode, placement: { parent: null, index: 0 } })
    const snapshot = state.modules
    state = await editSection(db, 'de', editor, section(), state.revision, { op: 'save', module: node('q1', 'QuoteModule', { content: 'Zitat', author: 'A' }), placement: { parent: 's1', column: 0, index: 0 } })
    state = await editSection(db, 'de', editor, section(), state.revision, { op: 'move', id: 'q1', placement: { parent: 's1', column: 1, index: 0 } })
    expect(state.modules[0]?.columns?.map((column) => column.children.map((child) => child.id))).toEqual([[], ['q1']])
    const wrongColumn = await errorOf(editSection(db, 'de', editor, section(), state.revision, { op: 'move', id: 'q1', placement: { parent: 's1', column: 5, index: 0 } }))
    expect(wrongColumn.status).toBe(400)
    state = await editSection(db, 'de', editor, section(), state.revision, { op: 'replace', modules: snapshot })
    expect(state.modules[0]?.columns?.map((column) => column.children.length)).toEqual([0, 0])
    expect(state.revision).toBe(5)
  })

  it('creates a container by slug once, records its tag, and deletes it by id', async () => {
    const first = await ensureContainer(db, 'de', { slug: 'kasten', contentType: 'cms.page', objectId: pageId })
    const again = await ensureContainer(db, 'de', { slug: 'kasten', contentType: 'cms.page', objectId: pageId })
    expect(first.created).toBe(true)
    expect(again).toEqual({ id: first.id, created: false })
    const saved = await editSection(db, 'de', editor, { kind: 'container', slug: 'kasten' }, 1, { op: 'save', module: node('c1', 'QuoteModule', { content: 'Im Kasten' }) })
    expect(saved.revision).toBe(2)
    expect((await db.select().from(contentChanges)).at(-1)?.tags).toEqual(['container:kasten'])
    await deleteContainer(db, 'de', first.id)
    expect(await db.select().from(containers).where(eq(containers.slug, 'kasten'))).toEqual([])
    expect((await errorOf(deleteContainer(db, 'de', first.id))).status).toBe(404)
  })
})
