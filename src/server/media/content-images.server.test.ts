import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, isNotNull } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { testBackends, type TestDatabase } from '~/server/db/test-backends'
import { imageValueFromMedia } from '~/features/media/media-values'
import { mediaUsePlace } from '~/features/media/media-uses'
import { artworkPath } from './artwork.server'
import { contentImageAddresses, importContentImages } from './content-images.server'
import { addMedia, deleteMedia, listMedia, mediaUsage, toMediaItem } from './library.server'

// Images the content already uses become linked library items (decision 0036), on a real database (PGlite, and
// PostgreSQL with TEST_DATABASE_URL): the import, its idempotence, "used in" across tables and module JSON, the
// delete refusal.

const poster = artworkPath('production', 4711, 'Die Möwe')
const posterWithoutTitle = artworkPath('production', 4711)
const gallery = artworkPath('event', 4712, 'Die Möwe')
const hero = artworkPath('hero', 7, 'Uferfestival')
const logo = artworkPath('logo', 500, 'Stadtwerke')
const pasted = 'https://images.example.org/archiv/saal-1911.jpg'

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`content images as library items on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let dir: string
    let ids: { production: number; page: number; sponsor: number; library: number }

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'foyer-content-images-'))
      process.env.FOYER_FILES_DIR = dir
      database = await backend.open()
      db = database.handle.db
      // an existing site: content written before the library knew these addresses
      const [production] = await db
        .insert(s.productions)
        .values({ kind: 'show', title: { de: 'Die Möwe', en: 'The Seagull' }, slug: { de: 'die-moewe', en: 'the-seagull' }, image: poster, gallery: [gallery, poster] })
        .returning({ id: s.productions.id })
      const [page] = await db.insert(s.pages).values({ ogImage: posterWithoutTitle }).returning({ id: s.pages.id })
      const moduleWith = (image: string, alt: string) => [
        {
          id: 'm-1',
          model: 'SectionModule',
          order: 0,
          data: {},
          children: [{ id: 'm-2', model: 'ImageModule', order: 0, data: { image, image_obj: { id: 1, url: image, alt }, format: 'landscape' } }],
        },
      ]
      await db.insert(s.pageTranslations).values([
        { pageId: page?.id ?? 0, locale: 'de', title: 'Festival', slug: 'festival', path: 'festival', modules: moduleWith(hero, 'Uferfestival') },
        { pageId: page?.id ?? 0, locale: 'en', title: 'Festival (en)', slug: 'festival', path: 'festival', modules: [], draftModules: moduleWith(hero, 'Riverbank') },
      ])
      const [sponsor] = await db.insert(s.sponsors).values({ name: 'Stadtwerke', logo }).returning({ id: s.sponsors.id })
      await db.insert(s.persons).values({ firstName: 'Ada', lastName: 'Archiv', slug: 'ada-archiv', portrait: pasted })
      const uploaded = await addMedia(db, {
        bytes: await sharp({ create: { width: 64, height: 48, channels: 3, background: '#204060' } })
          .png()
          .toBuffer(),
        name: 'probe.png',
        texts: { altDe: 'Probe', altEn: 'Rehearsal', credits: '' },
        userId: null,
      })
      await db
        .update(s.productions)
        .set({ gallery: [gallery, poster, imageValueFromMedia(toMediaItem(uploaded), 'de').image] })
        .where(eq(s.productions.id, production?.id ?? 0))
      if (!production || !page || !sponsor) throw new Error('content not written')
      ids = { production: production.id, page: page.id, sponsor: sponsor.id, library: uploaded.id }
    }, 120_000)

    afterAll(async () => {
      await database?.dispose()
      delete process.env.FOYER_FILES_DIR
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    const linked = async (url: string) => {
      const [row] = await db.select().from(s.media).where(eq(s.media.sourceUrl, url))
      if (!row) throw new Error(`no library item for ${url}`)
      return row
    }

    it('makes every image address the content uses a library item, with alt texts from the titles, once', async () => {
      expect(await importContentImages(db)).toBe(6)
      const production = await linked(poster)
      expect(production).toMatchObject({
        kind: 'image',
        originalName: 'production-4711-die-moewe.svg',
        storageKey: null,
        size: null,
        mime: 'image/svg+xml',
        width: 1240,
        height: 700,
        altDe: 'Die Möwe',
        altEn: 'The Seagull',
      })
      // the same artwork without its title is another image (the title is drawn on it)
      expect((await linked(posterWithoutTitle)).altDe).toBe('Festival')
      // a page's modules give the alt text in their own language; the draft counts as a use
      expect(await linked(hero)).toMatchObject({ altDe: 'Festival', altEn: 'Festival (en)', width: 1600, height: 900 })
      expect(await linked(logo)).toMatchObject({ altDe: 'Stadtwerke', altEn: 'Stadtwerke', width: 280, height: 168 })
      expect(await linked(pasted)).toMatchObject({ originalName: 'saal-1911.jpg', mime: 'image/jpeg', altDe: 'Ada Archiv', width: null })
      // the uploaded file is an item already: its address is not imported a second time
      const all = await db.select().from(s.media)
      expect(all.filter((row) => row.sourceUrl?.startsWith('/media/library/'))).toEqual([])
      expect(all.length).toBe(7)
      // every address is now an item; a second run (the next start) adds nothing
      const known = new Set(all.map((row) => row.sourceUrl))
      expect((await contentImageAddresses(db)).filter((url) => !url.startsWith('/media/library/') && !known.has(url))).toEqual([])
      expect(await importContentImages(db)).toBe(0)
      expect((await db.select().from(s.media)).length).toBe(7)
    })

    it('hands out the address a linked item stands for, so a picked one shows exactly the same image', async () => {
      const item = toMediaItem(await linked(poster))
      expect(item).toMatchObject({ url: poster, preview: poster, linked: true, size: null, renditions: {}, alt_missing: false })
      expect(imageValueFromMedia(item, 'en')).toMatchObject({ image: poster, image_obj: { id: item.id, url: poster, alt: 'The Seagull', width: 1240, height: 700 } })
      const listed = await listMedia(db, { q: 'möwe' })
      expect(listed.rows.map((row) => row.sourceUrl)).toContain(poster)
      // an editor may paste the address the content shows to find its item
      expect((await listMedia(db, { q: 'images.example.org/archiv' })).rows.map((row) => row.sourceUrl)).toEqual([pasted])
    })

    it('lists where an item is used across the tables and the modules, in the asked language', async () => {
      const posterItem = await linked(poster)
      expect(await mediaUsage(db, posterItem.id, 'en')).toEqual([{ kind: 'production', id: ids.production, title: 'The Seagull', locale: null, path: null }])
      expect(await mediaUsage(db, (await linked(posterWithoutTitle)).id)).toEqual([{ kind: 'page', id: ids.page, title: 'Festival', locale: null, path: null }])
      expect(await mediaUsage(db, (await linked(hero)).id)).toEqual([
        { kind: 'page', id: ids.page, title: 'Festival', locale: 'de', path: 'festival' },
        { kind: 'page', id: ids.page, title: 'Festival (en)', locale: 'en', path: 'festival' },
      ])
      expect(await mediaUsage(db, (await linked(logo)).id)).toEqual([{ kind: 'sponsor', id: ids.sponsor, title: 'Stadtwerke', locale: null, path: null }])
      // an uploaded file is found by its own addresses (here: in a production's gallery)
      expect(await mediaUsage(db, ids.library, 'de')).toEqual([{ kind: 'production', id: ids.production, title: 'Die Möwe', locale: null, path: null }])
    })

    it('refuses to delete an item in use, naming the places, and deletes it once nothing uses it', async () => {
      const logoItem = await linked(logo)
      const refused = await deleteMedia(db, logoItem.id, 'de')
      expect(refused).toEqual({ deleted: false, uses: [{ kind: 'sponsor', id: ids.sponsor, title: 'Stadtwerke', locale: null, path: null }] })
      expect(refused?.uses.map((use) => mediaUsePlace(use, 'de'))).toEqual(['Förderer/Partner „Stadtwerke“'])
      expect(refused?.uses.map((use) => mediaUsePlace(use, 'en'))).toEqual(['Sponsor/partner “Stadtwerke”'])
      expect(await linked(logo)).toMatchObject({ id: logoItem.id })
      await db.update(s.sponsors).set({ logo: null }).where(eq(s.sponsors.id, ids.sponsor))
      expect(await mediaUsage(db, logoItem.id)).toEqual([])
      expect(await deleteMedia(db, logoItem.id)).toEqual({ deleted: true, uses: [] })
      expect(await db.select().from(s.media).where(eq(s.media.id, logoItem.id))).toEqual([])
      // the uploaded file is untouched by all this
      expect((await db.select().from(s.media).where(isNotNull(s.media.storageKey))).map((row) => row.id)).toEqual([ids.library])
    })

    it('keeps an item either stored or linked, and an address linked once', async () => {
      const base = { kind: 'image', originalName: 'x.svg', mime: 'image/svg+xml' } satisfies Partial<s.NewMedia>
      await expect(db.insert(s.media).values({ ...base, storageKey: null, sourceUrl: null })).rejects.toThrow()
      await expect(db.insert(s.media).values({ ...base, storageKey: 'both.svg', sourceUrl: '/media/artwork/hero/99.svg' })).rejects.toThrow()
      await expect(db.insert(s.media).values({ ...base, storageKey: null, sourceUrl: poster })).rejects.toThrow()
    })
  })
}
