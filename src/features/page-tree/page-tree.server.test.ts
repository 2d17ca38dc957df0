import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, navItems, pageTranslations, pages, redirects } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { HttpError } from '~/server/api/http-error'
import { publishPage } from '~/server/editor/versions.server'
import type { SessionUser } from '~/server/auth/session.server'
import { getNavigation } from '~/features/cms-pages/cms-pages.server'
import { copyPage, createPage, deletePage, listDeletedPages, listPageTree, movePage, navigationForEditor, pageLinks, restorePage, saveNavigation, updatePage } from './page-tree.server'
import { slugFromTitle } from './page-tree.shared'

const editor = { id: null } as unknown as SessionUser

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`page tree on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    const ids = { home: 0, programme: 0, visit: 0, imprint: 0 }

    async function addPage(parentId: number | null, de: [string, string], en: [string, string], position: number) {
      const [page] = await db.insert(pages).values({ parentId, position }).returning()
      const id = page?.id ?? 0
      const parentPath = async (locale: 'de' | 'en') =>
        parentId === null ? '' : ((await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, parentId), eq(pageTranslations.locale, locale))))[0]?.path ?? '')
      for (const [locale, [title, slug]] of [['de', de], ['en', en]] as const) {
        const base = await parentPath(locale)
        await db.insert(pageTranslations).values({ pageId: id, locale, title, slug, path: base ? `${base}/${slug}` : slug, publishedAt: new Date() })
      }
      return id
    }
    const pathOf = async (pageId: number, locale: 'de' | 'en') =>
      (await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, pageId), eq(pageTranslations.locale, locale))))[0]?.path
    const revisionOf = async (pageId: number) => (await db.select().from(pages).where(eq(pages.id, pageId)))[0]?.revision ?? 0
    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags ?? []
    const redirectMap = async () => Object.fromEntries((await db.select().from(redirects)).map((row) => [row.oldPath, row.newPath]))

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      ids.home = await addPage(null, ['Startseite', ''], ['Home', ''], 0)
      ids.programme = await addPage(null, ['Programm', 'programm'], ['Events', 'events'], 1)
      ids.visit = await addPage(null, ['Besuch', 'besuch'], ['Visit', 'visit'], 2)
      ids.imprint = await addPage(null, ['Impressum', 'impressum'], ['Imprint', 'impressum'], 3)
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    it('suggests slugs from titles', () => {
      expect(slugFromTitle('Festival 2027')).toBe('festival-2027')
      expect(slugFromTitle('Über uns & Geschichte')).toBe('ueber-uns-geschichte')
    })

    it('creates a draft in both languages, refusing bad and duplicate slugs at the field', async () => {
      const input = { parent_id: ids.programme, de: { title: 'Festival 2027', slug: 'festival-2027' }, en: { title: 'Festival 2027', slug: 'festival-2027' }, template_id: null, is_landing_page: false, page_class: '' }
      const changesBefore = (await db.select().from(contentChanges)).length
      const { id, tags } = await createPage(db, 'de', null, input)
      expect(tags).toEqual([])
      expect((await db.select().from(contentChanges)).length).toBe(changesBefore)
      const entry = (await listPageTree(db)).find((page) => page.id === id)
      expect(entry?.parent_id).toBe(ids.programme)
      expect(entry?.locales.de).toMatchObject({ url: '/de/programm/festival-2027', state: 'draft' })
      expect(entry?.locales.en).toMatchObject({ url: '/en/events/festival-2027', state: 'draft' })
      expect(entry?.in_menu).toBe(false)

      const duplicate = await refusal(createPage(db, 'de', null, input))
      expect(duplicate.status).toBe(400)
      expect(duplicate.errors?.slug_de?.[0]).toContain('/de/programm/festival-2027')
      const bad = await refusal(createPage(db, 'en', null, { ...input, de: { title: 'X', slug: 'Fest ival' } }))
      expect(bad.errors?.slug_de?.[0]).toMatch(/lower-case/)
      const reserved = await refusal(createPage(db, 'de', null, { ...input, parent_id: null, de: { title: 'Suche', slug: 'search' }, en: { title: 'Search', slug: 'search-page' } }))
      expect(reserved.errors?.slug_de).toBeDefined()
      await db.delete(pages).where(eq(pages.id, id))
    })

    it('copies another page’s modules as the new page’s draft', async () => {
      await db.update(pageTranslations).set({ modules: [{ id: 'm1', model: 'HeadlineModule', order: 0, data: { content: 'Hallo' } }] }).where(eq(pageTranslations.pageId, ids.visit))
      const { id } = await createPage(db, 'de', null, { parent_id: ids.visit, de: { title: 'Vorlage', slug: 'vorlage' }, en: { title: 'Template', slug: 'template' }, template_id: ids.visit, is_landing_page: true, page_class: 'cc02' })
      const [row] = await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.locale, 'de')))
      expect(row?.modules).toEqual([])
      expect(row?.draftModules?.[0]?.data.content).toBe('Hallo')
      expect(row?.isOnline).toBe(false)
      await db.delete(pages).where(eq(pages.id, id))
    })

    it('moves a page with its descendants: addresses per language, 301s without chains or loops, and the tags', async () => {
      const festival = await addPage(ids.programme, ['Festival', 'festival'], ['Festival', 'festival-en'], 0)
      const day = await addPage(festival, ['Tag 1', 'tag-1'], ['Day 1', 'day-1'], 0)
      // an older redirect led to the festival's address: it must lead to the new one
      await db.insert(redirects).values({ oldPath: '/de/fest', newPath: '/de/programm/festival' })
      await db.insert(navItems).values({ locale: 'de', area: 'menu', title: null, url: '/de/programm/festival', pageId: festival })
      const tags = await movePage(db, 'de', festival, { revision: await revisionOf(festival), parent_id: ids.visit, position: 0 })
      expect(await pathOf(festival, 'de')).toBe('besuch/festival')
      expect(await pathOf(day, 'en')).toBe('visit/festival-en/day-1')
      const map = await redirectMap()
      expect(map['/de/programm/festival']).toBe('/de/besuch/festival')
      expect(map['/de/programm/festival/tag-1']).toBe('/de/besuch/festival/tag-1')
      expect(map['/en/events/festival-en/day-1']).toBe('/en/visit/festival-en/day-1')
      expect(map['/de/fest']).toBe('/de/besuch/festival')
      expect(tags).toEqual(expect.arrayContaining([`page:${festival}`, `page:${day}`, 'redirects', 'nav:de', 'path:/de/besuch/festival', 'path:/en/visit/festival-en/day-1']))
      expect(tags).not.toContain('nav:en')
      expect(await lastTags()).toEqual(tags)
      // the menu entry follows the page's new address and title
      await db.update(pageTranslations).set({ isOnline: true }).where(eq(pageTranslations.pageId, festival))
      expect((await getNavigation(db, 'de')).menu.map((entry) => [entry.url, entry.menu_name])).toContainEqual(['/de/besuch/festival', 'Festival'])

      // back again: the redirect away from the old address goes, nothing points to itself
      await movePage(db, 'de', festival, { revision: await revisionOf(festival), parent_id: ids.programme, position: 0 })
      const back = await redirectMap()
      expect(back['/de/programm/festival']).toBeUndefined()
      expect(back['/de/besuch/festival']).toBe('/de/programm/festival')
      expect(back['/de/fest']).toBe('/de/programm/festival')
      expect(Object.entries(back).filter(([from, to]) => from === to)).toEqual([])

      // under its own descendant: refused at the field
      const loop = await refusal(movePage(db, 'de', festival, { revision: await revisionOf(festival), parent_id: day, position: 0 }))
      expect(loop.status).toBe(400)
      expect(loop.errors?.parent_id).toBeDefined()
      // the home page stays where it is
      const home = await refusal(movePage(db, 'de', ids.home, { revision: await revisionOf(ids.home), parent_id: ids.visit, position: 0 }))
      expect(home.status).toBe(400)
    })

    it('lets one of two concurrent moves win; the other gets a 409 and nothing of it is applied', async () => {
      const page = await addPage(ids.programme, ['Gastspiel', 'gastspiel'], ['Guest', 'guest'], 5)
      const revision = await revisionOf(page)
      const results = await Promise.allSettled([
        movePage(db, 'de', page, { revision, parent_id: ids.visit, position: 0 }),
        updatePage(db, 'de', page, { revision, slug_de: 'gastspiele' }),
      ])
      const fulfilled = results.filter((result) => result.status === 'fulfilled')
      const rejected = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
      expect(fulfilled).toHaveLength(1)
      expect(rejected).toHaveLength(1)
      expect(rejected[0]).toBeInstanceOf(HttpError)
      expect((rejected[0] as HttpError).status).toBe(409)
      const path = await pathOf(page, 'de')
      // either the move or the rename, never both, never half
      expect(['besuch/gastspiel', 'programm/gastspiele']).toContain(path)
    })

    it('renames a slug with the same redirect, and refuses a sibling’s duplicate', async () => {
      const a = await addPage(ids.visit, ['Anfahrt', 'anfahrt'], ['Directions', 'directions'], 7)
      await addPage(ids.visit, ['Parken', 'parken'], ['Parking', 'parking'], 8)
      const taken = await refusal(updatePage(db, 'de', a, { revision: await revisionOf(a), slug_de: 'parken' }))
      expect(taken.errors?.slug_de?.[0]).toContain('/de/besuch/parken')
      const tags = await updatePage(db, 'en', a, { revision: await revisionOf(a), slug_en: 'getting-here' })
      expect(await pathOf(a, 'en')).toBe('visit/getting-here')
      expect((await redirectMap())['/en/visit/directions']).toBe('/en/visit/getting-here')
      expect(tags).toEqual(expect.arrayContaining([`page:${a}`, 'redirects']))
      const stale = await refusal(updatePage(db, 'de', a, { revision: 1, in_menu: true }))
      expect(stale.status).toBe(409)
    })

    it('writes menu and footer entries from the tree’s switches, and the menu editor keeps them in step', async () => {
      const page = await addPage(ids.visit, ['Shop', 'shop'], ['Shop', 'shop'], 9)
      await db.update(pageTranslations).set({ isOnline: true }).where(eq(pageTranslations.pageId, page))
      const tags = await updatePage(db, 'de', page, { revision: await revisionOf(page), in_menu: true })
      expect(tags).toEqual(expect.arrayContaining(['nav:de', 'nav:en']))
      expect((await getNavigation(db, 'en')).menu.map((entry) => entry.url)).toContain('/en/visit/shop')
      const state = await navigationForEditor(db, 'de')
      const without = { version: state.version, menu: state.menu.filter((entry) => entry.page_id !== page), footer: [...state.footer, { title: 'Presse', page_id: null, url: 'https://presse.example/' }] }
      const saved = await saveNavigation(db, 'de', without)
      expect(saved.footer.at(-1)?.url).toBe('https://presse.example/')
      expect(await lastTags()).toEqual(['nav:de'])
      // still in the English menu: the switch stays on
      expect((await db.select().from(pages).where(eq(pages.id, page)))[0]?.inMenu).toBe(true)
      const stale = await refusal(saveNavigation(db, 'de', without))
      expect(stale.status).toBe(409)
      const bad = await refusal(saveNavigation(db, 'de', { ...without, version: saved.version, footer: [{ title: 'X', page_id: null, url: 'javascript:alert(1)' }] }))
      expect(bad.errors?.['footer.0.url']).toBeDefined()
    })

    it('copies a page with or without its children as drafts next to it', async () => {
      const parent = await addPage(ids.visit, ['Führungen', 'fuehrungen'], ['Tours', 'tours'], 10)
      await addPage(parent, ['Kinder', 'kinder'], ['Children', 'children'], 0)
      const alone = await copyPage(db, 'de', parent, false)
      expect(await pathOf(alone.id, 'de')).toBe('besuch/fuehrungen-kopie')
      expect(await pathOf(alone.id, 'en')).toBe('visit/tours-copy')
      expect((await db.select().from(pages).where(eq(pages.parentId, alone.id))).length).toBe(0)
      const whole = await copyPage(db, 'de', parent, true)
      expect(await pathOf(whole.id, 'de')).toBe('besuch/fuehrungen-kopie-2')
      const [child] = await db.select().from(pages).where(eq(pages.parentId, whole.id))
      expect(await pathOf(child?.id ?? 0, 'en')).toBe('visit/tours-copy-2/children')
      expect(whole.tags).toEqual([])
      const tree = await listPageTree(db)
      expect(tree.find((entry) => entry.id === whole.id)?.locales.de.state).toBe('draft')
    })

    it('refuses to delete a linked page unless a replacement is named; restores it within 30 days', async () => {
      const old = await addPage(ids.visit, ['Alt', 'alt'], ['Old', 'old'], 11)
      await db.update(pageTranslations).set({ isOnline: true }).where(eq(pageTranslations.pageId, old))
      await db.update(pageTranslations).set({ modules: [{ id: 'l', model: 'ButtonModule', order: 0, data: { link: '/de/besuch/alt#x' } }] }).where(and(eq(pageTranslations.pageId, ids.visit), eq(pageTranslations.locale, 'de')))
      await db.insert(redirects).values({ oldPath: '/de/ganz-alt', newPath: '/de/besuch/alt' })
      const links = await pageLinks(db, 'de', old)
      expect(links.map((link) => link.kind).sort()).toEqual(['module', 'redirect'])
      const refused = await refusal(deletePage(db, 'de', null, old, { revision: await revisionOf(old), replacement_id: null }))
      expect(refused.status).toBe(409)
      expect(refused.errors?.replacement_id).toBeDefined()
      expect((await db.select().from(pages).where(eq(pages.id, old)))[0]?.deletedAt).toBeNull()

      const tags = await deletePage(db, 'de', null, old, { revision: await revisionOf(old), replacement_id: ids.programme })
      expect(tags).toEqual(expect.arrayContaining([`page:${old}`, 'redirects', 'nav:de', 'nav:en']))
      const map = await redirectMap()
      expect(map['/de/besuch/alt']).toBe('/de/programm')
      expect(map['/en/visit/old']).toBe('/en/events')
      expect(map['/de/ganz-alt']).toBe('/de/programm')
      expect((await listPageTree(db)).some((entry) => entry.id === old)).toBe(false)
      const deleted = await listDeletedPages(db, 'de')
      expect(deleted.find((entry) => entry.id === old)?.urls.de).toBe('/de/besuch/alt')
      // the address is free meanwhile
      expect(await pathOf(old, 'de')).not.toBe('besuch/alt')

      await restorePage(db, 'de', old)
      expect(await pathOf(old, 'de')).toBe('besuch/alt')
      expect((await redirectMap())['/de/besuch/alt']).toBeUndefined()
      expect((await listPageTree(db)).find((entry) => entry.id === old)?.locales.de.state).toBe('offline')

      // gone for good after 30 days
      await deletePage(db, 'de', null, old, { revision: await revisionOf(old), replacement_id: ids.programme })
      const later = new Date(Date.now() + 31 * 24 * 3600_000)
      expect(await refusal(restorePage(db, 'de', old, later))).toMatchObject({ status: 404 })
      expect((await listDeletedPages(db, 'de', later)).some((entry) => entry.id === old)).toBe(false)
      expect((await db.select().from(pages).where(eq(pages.id, old))).length).toBe(0)
    })

    it('refuses to delete the home page and the legal pages', async () => {
      expect((await refusal(deletePage(db, 'de', null, ids.home, { revision: await revisionOf(ids.home), replacement_id: null }))).status).toBe(400)
      const legal = await refusal(deletePage(db, 'en', null, ids.imprint, { revision: await revisionOf(ids.imprint), replacement_id: ids.home }))
      expect(legal.errors?.page?.[0]).toMatch(/imprint/)
    })

    it('publishing a new page names its address, so the generator makes it', async () => {
      const { id } = await createPage(db, 'de', null, { parent_id: ids.programme, de: { title: 'Neu', slug: 'neu' }, en: { title: 'New', slug: 'new' }, template_id: null, is_landing_page: false, page_class: '' })
      const [row] = await db.select().from(pageTranslations).where(and(eq(pageTranslations.pageId, id), eq(pageTranslations.locale, 'de')))
      await publishPage(db, 'de', editor, id, row?.revision ?? 1, null)
      expect(await lastTags()).toEqual(expect.arrayContaining([`page:${id}`, 'nav:de', 'path:/de/programm/neu']))
      const entry = (await listPageTree(db)).find((page) => page.id === id)
      expect(entry?.locales.de.state).toBe('published')
      expect(entry?.locales.en.state).toBe('draft')
    })
  })
}
