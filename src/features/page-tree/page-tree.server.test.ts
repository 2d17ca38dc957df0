import { and, eq, inArray, isNull } from 'drizzle-orm'
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
import { dropPlacement, slugFromTitle } from './page-tree.shared'
import { pageSettings, updatePageSettings } from '~/server/editor/page-settings.server'

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
      const saved = await saveNavigation(db, 'de', 'de', without)
      expect(saved.footer.at(-1)?.url).toBe('https://presse.example/')
      expect(await lastTags()).toEqual(['nav:de'])
      // still in the English menu: the switch stays on
      expect((await db.select().from(pages).where(eq(pages.id, page)))[0]?.inMenu).toBe(true)
      const stale = await refusal(saveNavigation(db, 'de', 'de', without))
      expect(stale.status).toBe(409)
      const bad = await refusal(saveNavigation(db, 'de', 'de', { ...without, version: saved.version, footer: [{ title: 'X', page_id: null, url: 'javascript:alert(1)' }] }))
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
      const refused = await refusal(deletePage(db, 'de', null, old, { revision: await revisionOf(old), replacement_id: null, subpages: [] }))
      expect(refused.status).toBe(409)
      expect(refused.errors?.replacement_id).toBeDefined()
      expect((await db.select().from(pages).where(eq(pages.id, old)))[0]?.deletedAt).toBeNull()

      const tags = await deletePage(db, 'de', null, old, { revision: await revisionOf(old), replacement_id: ids.programme, subpages: [] })
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
      await deletePage(db, 'de', null, old, { revision: await revisionOf(old), replacement_id: ids.programme, subpages: [] })
      const later = new Date(Date.now() + 31 * 24 * 3600_000)
      expect(await refusal(restorePage(db, 'de', old, later))).toMatchObject({ status: 404 })
      expect((await listDeletedPages(db, 'de', later)).some((entry) => entry.id === old)).toBe(false)
      expect((await db.select().from(pages).where(eq(pages.id, old))).length).toBe(0)
    })

    it('changes the slug from the editor’s page settings through the tree’s operation: 301, errors at the field, nothing half-saved', async () => {
      const page = await addPage(ids.visit, ['Gastronomie', 'gastronomie'], ['Dining', 'dining'], 12)
      const child = await addPage(page, ['Bar', 'bar'], ['Bar', 'bar'], 0)
      await addPage(ids.visit, ['Café', 'cafe'], ['Café', 'cafe'], 13)
      const settings = await pageSettings(db, 'de', page)
      expect(settings.structure).toMatchObject({ slug: 'gastronomie', in_menu: true, page_class: '' })
      expect(settings.slug_fixed).toBe(false)
      const { page: _page, path: _path, slug_fixed: _fixed, ...input } = settings
      // a sibling's slug: refused at the field, in the editor's language; the title change is not saved either
      const taken = await refusal(updatePageSettings(db, 'de', page, { ...input, title: 'Essen', structure: { ...input.structure, slug: 'cafe' } }))
      expect(taken.status).toBe(400)
      expect(taken.errors?.slug_de?.[0]).toContain('/de/besuch/cafe')
      expect((await pageSettings(db, 'de', page)).title).toBe('Gastronomie')
      const bad = await refusal(updatePageSettings(db, 'en', page, { ...(await pageSettings(db, 'en', page)), structure: { ...input.structure, slug: 'Essen & Trinken' } }))
      expect(bad.errors?.slug_en?.[0]).toMatch(/lower-case/)

      const saved = await updatePageSettings(db, 'de', page, { ...input, title: 'Essen', structure: { ...input.structure, slug: 'essen', in_footer: true } })
      expect(saved.path).toBe('besuch/essen')
      expect(saved.title).toBe('Essen')
      expect(saved.structure.in_footer).toBe(true)
      expect(await pathOf(child, 'de')).toBe('besuch/essen/bar')
      // the English address stays: the dialog edits its own language's slug
      expect(await pathOf(page, 'en')).toBe('visit/dining')
      const map = await redirectMap()
      expect(map['/de/besuch/gastronomie']).toBe('/de/besuch/essen')
      expect(map['/de/besuch/gastronomie/bar']).toBe('/de/besuch/essen/bar')
      expect(await lastTags()).toEqual(expect.arrayContaining([`page:${page}`, `page:${child}`, 'redirects', 'nav:de', 'nav:en']))
      expect((await db.select().from(navItems).where(and(eq(navItems.pageId, page), eq(navItems.area, 'footer')))).map((row) => row.locale).sort()).toEqual(['de', 'en'])
      // a switch left alone writes nothing: the page's entries in other languages stay as they are
      const again = await pageSettings(db, 'de', page)
      const { page: _p, path: _q, slug_fixed: _f, ...unchanged } = again
      await updatePageSettings(db, 'de', page, unchanged)
      expect((await pageSettings(db, 'de', page)).structure.revision).toBe(again.structure.revision)
      // an outdated tree revision is refused as in the tree
      const stale = await refusal(updatePageSettings(db, 'de', page, { ...unchanged, revision: unchanged.revision + 1, structure: { ...unchanged.structure, revision: 1, slug: 'speisen' } }))
      expect(stale.status).toBe(409)
      expect((await pageSettings(db, 'de', ids.home)).slug_fixed).toBe(true)
    })

    it('places a dropped page before or after a sibling, or inside as the last subpage', async () => {
      const parent = await addPage(ids.visit, ['Räume', 'raeume'], ['Rooms', 'rooms'], 14)
      const a = await addPage(parent, ['Saal', 'saal'], ['Hall', 'hall'], 0)
      const b = await addPage(parent, ['Foyer', 'foyer'], ['Foyer', 'foyer'], 1)
      const c = await addPage(parent, ['Studio', 'studio'], ['Studio', 'studio'], 2)
      const loose = await addPage(ids.programme, ['Probebühne', 'probebuehne'], ['Rehearsal stage', 'rehearsal-stage'], 9)
      const order = async () => (await listPageTree(db)).filter((entry) => entry.parent_id === parent).sort((x, y) => x.position - y.position).map((entry) => entry.id)
      // another parent's page dropped before the middle sibling
      const before = dropPlacement(await listPageTree(db), loose, b, 'before')
      expect(before).toEqual({ parent_id: parent, position: 1 })
      await movePage(db, 'de', loose, { revision: await revisionOf(loose), ...(before ?? { parent_id: null, position: 0 }) })
      expect(await order()).toEqual([a, loose, b, c])
      expect(await pathOf(loose, 'de')).toBe('besuch/raeume/probebuehne')
      // a sibling dropped after the last one
      const after = dropPlacement(await listPageTree(db), a, c, 'after')
      expect(after).toEqual({ parent_id: parent, position: 3 })
      await movePage(db, 'de', a, { revision: await revisionOf(a), ...(after ?? { parent_id: null, position: 0 }) })
      expect(await order()).toEqual([loose, b, c, a])
      // before the first one
      const first = dropPlacement(await listPageTree(db), c, loose, 'before')
      await movePage(db, 'de', c, { revision: await revisionOf(c), ...(first ?? { parent_id: null, position: 0 }) })
      expect(await order()).toEqual([c, loose, b, a])
      // inside: the last subpage; never into its own branch
      expect(dropPlacement(await listPageTree(db), loose, b, 'inside')).toEqual({ parent_id: b, position: 0 })
      expect(dropPlacement(await listPageTree(db), parent, b, 'after')).toBeNull()
      expect(dropPlacement(await listPageTree(db), b, b, 'before')).toBeNull()
    })

    it('deletes a page with its confirmed subpages, checks and redirects the whole branch, and restores it with its menu entries', async () => {
      const top = await addPage(ids.visit, ['Archiv', 'archiv'], ['Archive', 'archive'], 15)
      const year = await addPage(top, ['2025', '2025'], ['2025', '2025'], 0)
      const month = await addPage(year, ['Mai', 'mai'], ['May', 'may'], 0)
      await db.update(pageTranslations).set({ isOnline: true }).where(inArray(pageTranslations.pageId, [top, year, month]))
      // the top page in the German menu with the year below it, another entry after it, the year in the English footer
      const [before] = await db.insert(navItems).values({ locale: 'de', area: 'menu', title: null, url: '/de/x', pageId: null, position: 90 }).returning()
      const [topEntry] = await db.insert(navItems).values({ locale: 'de', area: 'menu', title: 'Unser Archiv', url: '/de/besuch/archiv', pageId: top, position: 91 }).returning()
      await db.insert(navItems).values({ locale: 'de', area: 'menu', title: null, url: '/de/besuch/archiv/2025', pageId: year, parentId: topEntry?.id, position: 0 })
      const [foreign] = await db.insert(navItems).values({ locale: 'de', area: 'menu', title: 'Presse', url: 'https://presse.example/', pageId: null, parentId: topEntry?.id, position: 1 }).returning()
      const [after] = await db.insert(navItems).values({ locale: 'de', area: 'menu', title: null, url: '/de/y', pageId: null, position: 92 }).returning()
      await db.insert(navItems).values({ locale: 'en', area: 'footer', title: null, url: '/en/visit/archive/2025', pageId: year, position: 5 })
      await db.update(pages).set({ inMenu: true, inFooter: true }).where(inArray(pages.id, [top, year]))
      // another page links to the deepest page: the branch is linked
      await db.update(pageTranslations).set({ modules: [{ id: 'l2', model: 'ButtonModule', order: 0, data: { link: '/en/visit/archive/2025/may' } }] }).where(and(eq(pageTranslations.pageId, ids.programme), eq(pageTranslations.locale, 'en')))
      const links = await pageLinks(db, 'de', top)
      expect(links.filter((link) => link.kind === 'module').map((link) => link.url)).toEqual(['/en/visit/archive/2025/may'])
      expect(links.filter((link) => link.kind === 'menu' || link.kind === 'footer')).toHaveLength(3)

      const revision = await revisionOf(top)
      const unconfirmed = await refusal(deletePage(db, 'en', null, top, { revision, replacement_id: ids.visit, subpages: [] }))
      expect(unconfirmed.status).toBe(400)
      expect(unconfirmed.errors?.page?.[0]).toMatch(/subpages/)
      // a subpage the editor did not see listed: refused, nothing applied
      const partial = await refusal(deletePage(db, 'de', null, top, { revision, replacement_id: ids.visit, subpages: [year] }))
      expect(partial.status).toBe(409)
      const linked = await refusal(deletePage(db, 'de', null, top, { revision, replacement_id: null, subpages: [year, month] }))
      expect(linked.errors?.replacement_id).toBeDefined()
      const inside = await refusal(deletePage(db, 'de', null, top, { revision, replacement_id: month, subpages: [year, month] }))
      expect(inside.errors?.replacement_id).toBeDefined()
      expect((await listPageTree(db)).filter((entry) => [top, year, month].includes(entry.id))).toHaveLength(3)

      const tags = await deletePage(db, 'de', null, top, { revision, replacement_id: ids.visit, subpages: [month, year] })
      expect(tags).toEqual(expect.arrayContaining([`page:${top}`, `page:${year}`, `page:${month}`, 'redirects', 'nav:de', 'nav:en']))
      const map = await redirectMap()
      for (const [from, to] of [
        ['/de/besuch/archiv', '/de/besuch'],
        ['/de/besuch/archiv/2025', '/de/besuch'],
        ['/de/besuch/archiv/2025/mai', '/de/besuch'],
        ['/en/visit/archive/2025/may', '/en/visit'],
      ]) expect(map[from ?? '']).toBe(to)
      expect((await listPageTree(db)).some((entry) => [top, year, month].includes(entry.id))).toBe(false)
      expect(await db.select().from(navItems).where(inArray(navItems.pageId, [top, year, month]))).toEqual([])
      // the foreign sub-entry stays in the menu, at the top
      expect((await db.select().from(navItems).where(eq(navItems.id, foreign?.id ?? 0)))[0]?.parentId).toBeNull()
      const listed = (await listDeletedPages(db, 'de')).filter((entry) => [top, year, month].includes(entry.id))
      expect(listed.map((entry) => [entry.id, entry.subpages])).toEqual([[top, ['2025', 'Mai']]])
      expect((await refusal(restorePage(db, 'de', year))).status).toBe(400)

      const restored = await restorePage(db, 'de', top)
      expect(restored).toContain('redirects')
      expect(await pathOf(top, 'de')).toBe('besuch/archiv')
      expect(await pathOf(month, 'en')).toBe('visit/archive/2025/may')
      const back = await redirectMap()
      expect(back['/de/besuch/archiv/2025']).toBeUndefined()
      expect(back['/en/visit/archive/2025/may']).toBeUndefined()
      const tree = await listPageTree(db)
      expect(tree.find((entry) => entry.id === month)?.parent_id).toBe(year)
      expect(tree.find((entry) => entry.id === year)?.locales.de.state).toBe('offline')
      expect(tree.find((entry) => entry.id === top)).toMatchObject({ in_menu: true, in_footer: false })
      expect(tree.find((entry) => entry.id === year)).toMatchObject({ in_menu: true, in_footer: true })
      // the entries are back at their places: the top entry between its neighbours, the year under it
      const menu = await db.select().from(navItems).where(and(eq(navItems.locale, 'de'), eq(navItems.area, 'menu'), isNull(navItems.parentId))).orderBy(navItems.position)
      const ids3 = menu.map((row) => row.id)
      const restoredTop = menu.find((row) => row.pageId === top)
      expect(restoredTop?.title).toBe('Unser Archiv')
      expect(ids3.indexOf(restoredTop?.id ?? 0)).toBe(ids3.indexOf(before?.id ?? 0) + 1)
      expect(ids3.indexOf(after?.id ?? 0)).toBeGreaterThan(ids3.indexOf(restoredTop?.id ?? 0))
      expect((await db.select().from(navItems).where(eq(navItems.pageId, year))).map((row) => [row.locale, row.area, row.parentId === restoredTop?.id]).sort()).toEqual([
        ['de', 'menu', true],
        ['en', 'footer', false],
      ])
      expect((await listDeletedPages(db, 'de')).some((entry) => entry.id === top)).toBe(false)
      // the menu shows them again once they are published
      await db.update(pageTranslations).set({ isOnline: true }).where(inArray(pageTranslations.pageId, [top, year]))
      const shown = (await getNavigation(db, 'de')).menu.find((entry) => entry.menu_name === 'Unser Archiv')
      expect(shown?.children.map((child) => child.url)).toEqual(['/de/besuch/archiv/2025'])
      await db.update(pageTranslations).set({ modules: [] }).where(eq(pageTranslations.pageId, ids.programme))
    })

    it('answers the navigation editor’s refusals in the editor’s language, whichever menu is edited', async () => {
      const state = await navigationForEditor(db, 'de')
      const bad = { version: state.version, menu: state.menu, footer: [...state.footer, { title: '', page_id: null, url: 'nowhere' }] }
      const index = state.footer.length
      const english = await refusal(saveNavigation(db, 'en', 'de', bad))
      expect(english.errors?.[`footer.${index}.url`]?.[0]).toMatch(/address/i)
      expect(english.errors?.[`footer.${index}.title`]?.[0]).toBe('This field is required!')
      const german = await refusal(saveNavigation(db, 'de', 'en', { ...bad, version: (await navigationForEditor(db, 'en')).version, menu: [], footer: [{ title: '', page_id: null, url: 'nowhere' }] }))
      expect(german.errors?.['footer.0.title']?.[0]).toBe('Dieses Feld ist erforderlich!')
    })

    it('refuses to delete the home page and the legal pages', async () => {
      expect((await refusal(deletePage(db, 'de', null, ids.home, { revision: await revisionOf(ids.home), replacement_id: null, subpages: [] }))).status).toBe(400)
      const legal = await refusal(deletePage(db, 'en', null, ids.imprint, { revision: await revisionOf(ids.imprint), replacement_id: ids.home, subpages: [] }))
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
