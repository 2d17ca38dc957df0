import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle, Db } from '~/server/db/client.server'
import * as s from '~/server/db/schema'
import { sniffFileType } from '~/server/files/sniff'
import { readStoredFile } from '~/server/files/store.server'
import { bombPng } from '~/server/files/test-images'
import { testBackends } from '~/server/db/test-backends'
import { mediaPaths, parseMediaPath } from '~/features/media/media-paths'
import { imageValueFromMedia } from '~/features/media/media-values'
import { ImageSchema } from '~/content-modules/image/schema'
import { pictureOf } from '~/content-modules/shared/image-source'
import * as v from 'valibot'
import {
  addMedia,
  deleteMedia,
  listMedia,
  listMediaTags,
  MEDIA_SIZE_LIMITS,
  MediaRejected,
  mediaUsage,
  tagMedia,
  tagsOf,
  toMediaItem,
  updateMedia,
  updateMediaAlts,
} from './library.server'
import { MediaTag } from '~/contract/media'
import { focalCrop, serveLibraryMedia } from './renditions.server'
import { findLinkTargets, pickEvents, pickVenues } from './pickers.server'

// The media library against a real database (PGlite always, PostgreSQL too with TEST_DATABASE_URL) and real files
// in a temporary folder: what uploads are accepted and refused, the renditions served, where an item is used.

const texts = (altDe = 'Probenfoto', altEn = '') => ({ altDe, altEn, credits: 'Foto: A. Bühne' })
const photo = (width = 1600, height = 900, format: 'png' | 'jpeg' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#b8262f' } }).composite([
    { input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#1f5fd6' } }, left: 10, top: 10 },
  ])
  return (format === 'png' ? image.png() : image.jpeg()).withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } }).toBuffer()
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
  } catch (error) {
    if (error instanceof MediaRejected) return error.reason
    throw error
  }
  return 'accepted'
}

async function seed(db: Db): Promise<{ userId: number; eventId: number; venueId: number }> {
  const [user] = await db.insert(s.users).values({ email: 'redaktion@test.example', username: 'redaktion', passwordHash: 'x' }).returning({ id: s.users.id })
  const [venue] = await db
    .insert(s.venues)
    .values({
      name: { de: 'Großer Saal am Fluss', en: 'Great Hall by the River' },
      slug: { de: 'grosser-saal', en: 'great-hall' },
      street: 'Uferweg 1',
      postcode: '12345',
      city: 'Flussstadt',
    })
    .returning({ id: s.venues.id })
  const [room] = await db
    .insert(s.rooms)
    .values({ venueId: venue?.id ?? 0, name: { de: 'Saal', en: 'Hall' } })
    .returning({ id: s.rooms.id })
  const [event] = await db
    .insert(s.events)
    .values([
      { title: { de: 'Die Möwe', en: 'The Seagull' }, slug: { de: 'die-moewe', en: 'the-seagull' }, dateStart: new Date('2026-12-05T19:00:00Z'), roomId: room?.id },
      {
        title: { de: 'Kirschgarten', en: 'The Cherry Orchard' },
        slug: { de: 'kirschgarten', en: 'cherry-orchard' },
        dateStart: new Date('2027-01-20T19:00:00Z'),
        roomId: room?.id,
      },
    ])
    .returning({ id: s.events.id })
  if (!user || !venue || !event) throw new Error('seed failed')
  return { userId: user.id, eventId: event.id, venueId: venue.id }
}

function suite(name: string, open: () => Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }>, options: { skip?: boolean } = {}) {
  describe.skipIf(options.skip ?? false)(`media library on ${name}`, () => {
    let handle: DatabaseHandle
    let cleanup: () => Promise<void>
    let db: Db
    let ids: { userId: number; eventId: number; venueId: number }
    let dir: string

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'foyer-media-'))
      process.env.FOYER_FILES_DIR = dir
      ;({ handle, cleanup } = await open())
      await handle.migrate()
      db = handle.db
      ids = await seed(db)
    }, 120_000)

    afterAll(async () => {
      await handle?.close()
      await cleanup?.()
      delete process.env.FOYER_FILES_DIR
      if (dir) rmSync(dir, { recursive: true, force: true })
    })

    it('accepts a real PNG and re-encodes it without its metadata', async () => {
      const original = await photo()
      expect(original.includes('secret-camera-owner')).toBe(true)
      const row = await addMedia(db, { bytes: original, name: '../../Probe "Möwe".png', texts: texts(), userId: ids.userId })
      expect(row).toMatchObject({ kind: 'image', mime: 'image/png', width: 1600, height: 900, originalName: 'Probe Möwe.png', altDe: 'Probenfoto', createdBy: ids.userId })
      const stored = await readStoredFile('media', row.storageKey ?? '')
      expect(stored).not.toBeNull()
      expect(stored?.includes('secret-camera-owner')).toBe(false)
      expect(sniffFileType(stored ?? new Uint8Array())?.mime).toBe('image/png')
    })

    it('accepts a real JPEG and keeps it a JPEG, scaled to the stored maximum', async () => {
      const row = await addMedia(db, { bytes: await photo(4800, 2000, 'jpeg'), name: 'foyer.jpg', texts: texts('Foyer', 'Foyer'), userId: ids.userId })
      expect(row).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 4000, height: 1667 })
    })

    it('refuses a disguised executable, whatever it is called', async () => {
      const exe = Buffer.concat([Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'), Buffer.alloc(2048)])
      expect(await rejection(addMedia(db, { bytes: exe, name: 'poster.jpg', texts: texts(), userId: ids.userId }))).toBe('type-not-allowed')
      const html = Buffer.from('<!doctype html><script>alert(1)</script>')
      expect(await rejection(addMedia(db, { bytes: html, name: 'flyer.pdf', texts: texts(), userId: ids.userId }))).toBe('type-not-allowed')
      // a JPEG header with a program behind it is not a readable image
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('MZ this is a program')])
      expect(await rejection(addMedia(db, { bytes: fake, name: 'bild.jpg', texts: texts(), userId: ids.userId }))).toBe('unreadable')
    })

    it('refuses a decompression bomb before decoding it', async () => {
      expect(await rejection(addMedia(db, { bytes: bombPng(), name: 'bomb.png', texts: texts(), userId: ids.userId }))).toBe('too-many-pixels')
    })

    it('refuses 0 bytes', async () => {
      expect(await rejection(addMedia(db, { bytes: new Uint8Array(0), name: 'leer.png', texts: texts(), userId: ids.userId }))).toBe('empty')
    })

    it('refuses a file over the cap of its kind', async () => {
      const png = await photo(64, 64)
      const oversized = Buffer.concat([png, Buffer.alloc(MEDIA_SIZE_LIMITS.image + 1 - png.length)])
      expect(await rejection(addMedia(db, { bytes: oversized, name: 'gross.png', texts: texts(), userId: ids.userId }))).toBe('too-large')
    })

    it('requires alt text for images (not for PDF), and keeps it required on edit', async () => {
      expect(await rejection(addMedia(db, { bytes: await photo(64, 64), name: 'ohne-alt.png', texts: texts('  ', ''), userId: ids.userId }))).toBe('alt-missing')
      const pdf = await addMedia(db, { bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n'), name: 'Programmheft.pdf', texts: texts('', ''), userId: ids.userId })
      expect(pdf).toMatchObject({ kind: 'pdf', mime: 'application/pdf' })
      const image = await addMedia(db, { bytes: await photo(64, 64), name: 'mit-alt.png', texts: texts('', 'Stage'), userId: ids.userId })
      expect(await rejection(updateMedia(db, image.id, { altDe: '', altEn: '' }))).toBe('alt-missing')
      const updated = await updateMedia(db, image.id, { altDe: 'Bühne', credits: 'Foto: B', focal: { x: 0.25, y: 2 } })
      expect(updated).toMatchObject({ altDe: 'Bühne', altEn: 'Stage', credits: 'Foto: B', focalX: 0.25, focalY: 1 })
    })

    it('lists newest first and searches names, alt texts and credits', async () => {
      const all = await listMedia(db, {})
      expect(all.count).toBeGreaterThanOrEqual(4)
      expect(all.rows[0]?.originalName).toBe('mit-alt.png')
      const found = await listMedia(db, { q: 'programmheft' })
      expect(found.rows.map((row) => row.originalName)).toEqual(['Programmheft.pdf'])
      expect((await listMedia(db, { q: 'stage', kind: 'image' })).rows.map((row) => row.originalName)).toEqual(['mit-alt.png'])
      expect((await listMedia(db, { q: 'a. bühne' })).count).toBeGreaterThanOrEqual(3)
      expect((await listMedia(db, { q: '100%_' })).count).toBe(0)
      expect((await listMedia(db, { kind: 'pdf' })).count).toBe(1)
    })

    it('lets several files at once bring their alt texts later, marked as missing, and finds them by that', async () => {
      const later = await addMedia(db, { bytes: await photo(64, 64), name: 'stapel-1.png', texts: texts('', ''), userId: ids.userId, altLater: true })
      expect(later).toMatchObject({ kind: 'image', altDe: '', altEn: '' })
      expect(toMediaItem(later)).toMatchObject({ alt_missing: true, tags: [] })
      // without the flag the rule stands
      expect(await rejection(addMedia(db, { bytes: await photo(64, 64), name: 'stapel-2.png', texts: texts('', ''), userId: ids.userId }))).toBe('alt-missing')
      // a PDF never misses one
      const pdf = await addMedia(db, { bytes: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'), name: 'stapel.pdf', texts: texts('', ''), userId: ids.userId, altLater: true })
      expect(toMediaItem(pdf).alt_missing).toBe(false)
      const missing = await listMedia(db, { altMissing: true })
      expect(missing.rows.map((row) => row.originalName)).toEqual(['stapel-1.png'])
      // the type check is not loosened by it
      const exe = Buffer.concat([Buffer.from('MZ\u0090\u0000\u0003\u0000\u0000\u0000'), Buffer.alloc(2048)])
      expect(await rejection(addMedia(db, { bytes: exe, name: 'stapel-3.png', texts: texts('', ''), userId: ids.userId, altLater: true }))).toBe('type-not-allowed')
      // an image that has no alt text yet keeps the rule for single edits: it gets one, or nothing else is saved
      expect(await rejection(updateMedia(db, later.id, { credits: 'Foto: C' }))).toBe('alt-missing')
      await deleteMedia(db, later.id)
      await deleteMedia(db, pdf.id)
    })

    it('tags: normalized by the contract, added and removed on several items, counted, and a list filter', async () => {
      expect(v.parse(MediaTag, '  Die   MÖWE ')).toBe('die möwe')
      expect(v.parse(MediaTag, 'tab\there')).toBe('tab here')
      for (const bad of ['', '   ', 'a,b', 'x'.repeat(41), 'bell\u0007']) expect(v.safeParse(MediaTag, bad).success).toBe(false)
      const one = await addMedia(db, { bytes: await photo(64, 64), name: 'tag-eins.png', texts: texts('Eins'), userId: ids.userId })
      const two = await addMedia(db, { bytes: await photo(64, 64), name: 'tag-zwei.png', texts: texts('Zwei'), userId: ids.userId })
      const three = await addMedia(db, { bytes: await photo(64, 64), name: 'tag-drei.png', texts: texts('Drei'), userId: ids.userId })
      const tagged = await tagMedia(db, [two.id, one.id, 999_999], { add: ['die möwe', 'spielzeit 26/27'], remove: [] })
      // unknown ids are left out, the asked order is kept
      expect(tagged.map((row) => row.id)).toEqual([two.id, one.id])
      // twice the same tag is no error and no duplicate
      await tagMedia(db, [one.id], { add: ['die möwe'], remove: [] })
      await tagMedia(db, [three.id], { add: ['plakat'], remove: [] })
      const tags = await tagsOf(db, [one.id, two.id, three.id])
      expect(tags.get(one.id)).toEqual(['die möwe', 'spielzeit 26/27'])
      expect(tags.get(three.id)).toEqual(['plakat'])
      expect(await listMediaTags(db)).toEqual([
        { name: 'die möwe', count: 2 },
        { name: 'plakat', count: 1 },
        { name: 'spielzeit 26/27', count: 2 },
      ])
      expect((await listMedia(db, { tag: 'die möwe' })).rows.map((row) => row.originalName)).toEqual(['tag-zwei.png', 'tag-eins.png'])
      expect((await listMedia(db, { tag: 'die möwe', q: 'eins' })).rows.map((row) => row.originalName)).toEqual(['tag-eins.png'])
      expect((await listMedia(db, { tag: 'gibt es nicht' })).count).toBe(0)
      await tagMedia(db, [one.id, two.id], { add: [], remove: ['die möwe'] })
      expect((await listMedia(db, { tag: 'die möwe' })).count).toBe(0)
      expect((await tagsOf(db, [one.id])).get(one.id)).toEqual(['spielzeit 26/27'])
      // tags go with their item
      await deleteMedia(db, three.id)
      expect((await listMediaTags(db)).map((tag) => tag.name)).toEqual(['spielzeit 26/27'])
      await deleteMedia(db, one.id)
      await deleteMedia(db, two.id)
      expect(await listMediaTags(db)).toEqual([])
    })

    it('saves the alt texts of several items in one go, all or none, with the problem of each refused row', async () => {
      const named = await addMedia(db, { bytes: await photo(64, 64), name: 'alt-hat.png', texts: texts('Alt', 'Old'), userId: ids.userId })
      const bare = await addMedia(db, { bytes: await photo(64, 64), name: 'alt-fehlt.png', texts: texts('', ''), userId: ids.userId, altLater: true })
      const alsoBare = await addMedia(db, { bytes: await photo(64, 64), name: 'alt-fehlt-2.png', texts: texts('', ''), userId: ids.userId, altLater: true })
      // emptying an image's alt texts and naming an unknown item are refused, and nothing of the request is written
      const refused = await updateMediaAlts(db, [
        { id: bare.id, altDe: 'Neu', altEn: 'New' },
        { id: named.id, altDe: ' ', altEn: '' },
        { id: 999_999, altDe: 'x', altEn: 'x' },
      ])
      expect(refused.ok).toBe(false)
      if (refused.ok) throw new Error('accepted')
      expect([...refused.problems]).toEqual([
        [named.id, 'alt-missing'],
        [999_999, 'not-found'],
      ])
      expect((await listMedia(db, { q: 'alt-fehlt.png' })).rows[0]).toMatchObject({ altDe: '', altEn: '' })
      // a row left empty for an image still without one changes nothing and stays marked
      const saved = await updateMediaAlts(db, [
        { id: bare.id, altDe: '  Neu ', altEn: 'New' },
        { id: named.id, altDe: 'Alt', altEn: 'Older' },
        { id: alsoBare.id, altDe: '', altEn: '' },
      ])
      if (!saved.ok) throw new Error('refused')
      expect(saved.rows.map((row) => [row.originalName, row.altDe, row.altEn])).toEqual([
        ['alt-fehlt.png', 'Neu', 'New'],
        ['alt-hat.png', 'Alt', 'Older'],
        ['alt-fehlt-2.png', '', ''],
      ])
      expect((await listMedia(db, { altMissing: true })).rows.map((row) => row.originalName)).toEqual(['alt-fehlt-2.png'])
      for (const row of [named, bare, alsoBare]) await deleteMedia(db, row.id)
    })

    it('serves renditions as WebP, AVIF and JPEG with long-lived caching, and the stored file', async () => {
      const row = await addMedia(db, { bytes: await photo(), name: 'serve.png', texts: texts(), userId: ids.userId })
      for (const [format, mime] of [
        ['webp', 'image/webp'],
        ['avif', 'image/avif'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const url = new URL(mediaPaths.width(row.id, 800, format), 'http://localhost')
        const answer = await serveLibraryMedia(db, url)
        expect(answer?.status).toBe(200)
        expect(answer?.headers.get('content-type')).toBe(mime)
        expect(answer?.headers.get('cache-control')).toContain('immutable')
        expect(answer?.headers.get('x-content-type-options')).toBe('nosniff')
        const bytes = Buffer.from(await (answer?.arrayBuffer() ?? new ArrayBuffer(0)))
        expect(sniffFileType(bytes)?.mime).toBe(mime)
        expect((await sharp(bytes).metadata()).width).toBe(800)
      }
      // the second request comes from the disk cache, byte for byte
      const again = await serveLibraryMedia(db, new URL(mediaPaths.width(row.id, 800, 'webp'), 'http://localhost'))
      expect(again?.status).toBe(200)
      const file = await serveLibraryMedia(db, new URL(toMediaItem(row).url, 'http://localhost'))
      expect(file?.headers.get('content-type')).toBe('image/png')
      expect(file?.headers.get('content-disposition')).toContain('inline')
      // no widths outside the set, no other ids, no other extension of the stored file
      expect((await serveLibraryMedia(db, new URL(`/media/library/${row.id}/801.webp`, 'http://localhost')))?.status).toBe(404)
      expect((await serveLibraryMedia(db, new URL(`/media/library/999999/800.webp`, 'http://localhost')))?.status).toBe(404)
      expect((await serveLibraryMedia(db, new URL(`/media/library/${row.id}/file.html`, 'http://localhost')))?.status).toBe(404)
    })

    it('crops around the focal point, and moves old crop addresses on when it changes', async () => {
      const row = await addMedia(db, { bytes: await photo(2000, 2000), name: 'quadrat.png', texts: texts(), focal: { x: 0.1, y: 0.1 }, userId: ids.userId })
      const crop = mediaPaths.crop(row.id, 'landscape', { x: 0.1, y: 0.1 })
      expect(crop).toBe(`/media/library/${row.id}/1240x700-10-10.webp`)
      const answer = await serveLibraryMedia(db, new URL(crop, 'http://localhost'))
      const meta = await sharp(Buffer.from(await (answer?.arrayBuffer() ?? new ArrayBuffer(0)))).metadata()
      expect([meta.width, meta.height]).toEqual([1240, 700])
      await updateMedia(db, row.id, { focal: { x: 0.5, y: 0.9 } })
      const moved = await serveLibraryMedia(db, new URL(crop, 'http://localhost'))
      expect(moved?.status).toBe(301)
      expect(moved?.headers.get('location')).toBe(`/media/library/${row.id}/1240x700-50-90.webp`)
    })

    it('serves a PDF inline with ranges for players', async () => {
      const [pdf] = (await listMedia(db, { kind: 'pdf' })).rows
      if (!pdf) throw new Error('no pdf')
      const url = new URL(toMediaItem(pdf).url, 'http://localhost')
      const whole = await serveLibraryMedia(db, url, new Request(url))
      expect(whole?.headers.get('content-type')).toBe('application/pdf')
      expect(whole?.headers.get('content-disposition')).toMatch(/^inline; filename="Programmheft.pdf"/)
      const part = await serveLibraryMedia(db, url, new Request(url, { headers: { range: 'bytes=0-4' } }))
      expect(part?.status).toBe(206)
      expect(await part?.text()).toBe('%PDF-')
      expect((await serveLibraryMedia(db, url, new Request(url, { headers: { range: 'bytes=9999-' } })))?.status).toBe(416)
    })

    it('knows where an item is used (module JSON and entity images) and refuses to delete it there', async () => {
      const row = await addMedia(db, { bytes: await photo(800, 600), name: 'used.png', texts: texts('Premierenfeier', 'Premiere party'), userId: ids.userId })
      const value = imageValueFromMedia(toMediaItem(row), 'de')
      // the picked value passes the image module's schema and renders its large rendition
      const data = v.parse(ImageSchema, { ...value, format: 'landscape' })
      expect(pictureOf(data, { alt: '', size: { width: 1, height: 1 } })).toEqual({ src: mediaPaths.width(row.id, 1240), alt: 'Premierenfeier', width: 800, height: 600 })
      expect(await mediaUsage(db, row.id)).toEqual([])
      const [page] = await db.insert(s.pages).values({}).returning({ id: s.pages.id })
      await db.insert(s.pageTranslations).values({
        pageId: page?.id ?? 0,
        locale: 'de',
        title: 'Premiere',
        slug: 'premiere',
        path: 'premiere',
        modules: [{ id: 'm-1', model: 'ImageModule', order: 0, data: { ...value, format: 'landscape' } }],
      })
      await db
        .update(s.events)
        .set({ image: mediaPaths.crop(row.id, 'landscape', { x: 0.5, y: 0.5 }) })
        .where(eq(s.events.id, ids.eventId))
      const uses = await mediaUsage(db, row.id)
      expect(uses).toEqual(
        expect.arrayContaining([
          { kind: 'page', id: page?.id, title: 'Premiere', locale: 'de', path: 'premiere' },
          expect.objectContaining({ kind: 'event', id: ids.eventId, title: 'Die Möwe' }),
        ]),
      )
      // an item with a longer id that starts alike is not this one
      expect(uses.length).toBe(2)
      expect(await deleteMedia(db, row.id)).toMatchObject({ deleted: false })
      const unused = await addMedia(db, { bytes: await photo(64, 64), name: 'weg.png', texts: texts(), userId: ids.userId })
      await serveLibraryMedia(db, new URL(mediaPaths.width(unused.id, 400), 'http://localhost'))
      expect(await deleteMedia(db, unused.id)).toEqual({ deleted: true, uses: [] })
      expect(await readStoredFile('media', unused.storageKey ?? '')).toBeNull()
      expect((await serveLibraryMedia(db, new URL(mediaPaths.width(unused.id, 400), 'http://localhost')))?.status).toBe(404)
    })

    it('link finder: pages and entities by title in either language, with the internal path', async () => {
      const english = await findLinkTargets(db, 'de', 'seagull')
      expect(english).toContainEqual(
        expect.objectContaining({ type: 'event', id: ids.eventId, title: 'Die Möwe', title_other: 'The Seagull', path: `/de/programm/die-moewe/${ids.eventId}` }),
      )
      const german = await findLinkTargets(db, 'en', 'möwe')
      expect(german).toContainEqual(expect.objectContaining({ type: 'event', title: 'The Seagull', path: `/en/events/the-seagull/${ids.eventId}` }))
      expect(await findLinkTargets(db, 'de', 'premiere', 'page')).toEqual([expect.objectContaining({ type: 'page', title: 'Premiere', path: '/de/premiere' })])
      expect(await findLinkTargets(db, 'de', 'saal am fluss')).toContainEqual(
        expect.objectContaining({ type: 'venue', id: ids.venueId, path: `/de/venues/grosser-saal/${ids.venueId}` }),
      )
      expect(await findLinkTargets(db, 'de', '%')).toEqual([])
    })

    it('event picker: by title and date range, and exactly the asked ids in their order', async () => {
      const december = await pickEvents(db, 'de', { from: '2026-12-01', to: '2026-12-31' })
      expect(december.results.map((event) => event.title)).toEqual(['Die Möwe'])
      expect(december.results[0]).toMatchObject({ venue: 'Großer Saal am Fluss', status: 'scheduled' })
      expect((await pickEvents(db, 'en', { q: 'cherry' })).results.map((event) => event.title)).toEqual(['The Cherry Orchard'])
      const both = (await pickEvents(db, 'de', { from: '2026-01-01' })).results.map((event) => event.id)
      const reversed = [...both].reverse()
      expect((await pickEvents(db, 'de', { ids: reversed })).results.map((event) => event.id)).toEqual(reversed)
    })

    it("venue picker: the venue module's venue_obj in the asked language", async () => {
      expect(await pickVenues(db, 'en', 'river')).toEqual([
        {
          id: ids.venueId,
          name: 'Great Hall by the River',
          slug: 'great-hall',
          street: 'Uferweg 1',
          postcode: '12345',
          city: 'Flussstadt',
          image: null,
          phone: null,
          website: null,
        },
      ])
    })
  })
}

describe('media addresses', () => {
  it('round-trip through the parser and refuse anything else', () => {
    expect(parseMediaPath(mediaPaths.width(7, 1240, 'avif'))).toEqual({ id: 7, type: 'width', width: 1240, format: 'avif' })
    expect(parseMediaPath(mediaPaths.crop(7, 'portrait', { x: 0.333, y: 1 }))).toEqual({ id: 7, type: 'crop', crop: 'portrait', focalX: 0.33, focalY: 1, format: 'webp' })
    expect(parseMediaPath('/media/library/7/file.pdf')).toEqual({ id: 7, type: 'file', ext: 'pdf' })
    for (const bad of [
      '/media/library/7/123.webp',
      '/media/library/7/800.gif',
      '/media/library/0/800.webp',
      '/media/library/7/../x.webp',
      '/media/library/7/1240x701-1-1.webp',
      '/media/library/7/1240x700-101-1.webp',
    ]) {
      expect(parseMediaPath(bad)).toBeNull()
    }
  })

  it('focal crops keep the focal point inside and the aspect ratio exact', () => {
    expect(focalCrop({ width: 2000, height: 2000 }, { width: 1240, height: 700 }, { x: 0.5, y: 0.05 })).toEqual({ left: 0, top: 0, width: 2000, height: 1129 })
    expect(focalCrop({ width: 2000, height: 2000 }, { width: 1240, height: 700 }, { x: 0.5, y: 0.95 })).toEqual({ left: 0, top: 871, width: 2000, height: 1129 })
    expect(focalCrop({ width: 3000, height: 1000 }, { width: 400, height: 500 }, { x: 0.9, y: 0.5 })).toEqual({ left: 2200, top: 0, width: 800, height: 1000 })
  })
})

for (const backend of testBackends) {
  suite(
    backend.name,
    async () => {
      const database = await backend.open()
      // the suite closes the handle itself; dispose drops the database
      return { handle: database.handle, cleanup: database.dispose }
    },
    { skip: backend.skip },
  )
}
