import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { VocabularyEntry, VocabularyKind } from '~/contract/vocabularies'
import type { Db } from '~/server/db/client.server'
import { articleCategories, articles, contentChanges, eventGenres, eventLabels, events, eventTags, eventTagsEvents, genres, labels, personCategories, persons, prices, productions, redirects, saleTypes, searchDocuments, seatGroups, seasons } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { createVocabularyEntry, deleteVocabularyEntry, listVocabulary, updateVocabularyEntry } from './vocabularies.server'

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office vocabularies on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let opera = 0
    let dance = 0
    let accessible = 0
    let current = 0
    let eventIds: number[] = []
    let productionId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const [operaRow, danceRow] = await db
        .insert(genres)
        .values([
          { slug: 'oper', name: both('Oper', 'Opera') },
          { slug: 'tanz', name: both('Tanz', 'Dance') },
        ])
        .returning()
      opera = operaRow?.id ?? 0
      dance = danceRow?.id ?? 0
      const [tag] = await db.insert(eventTags).values({ name: both('Audiodeskription', 'Audio description') }).returning()
      accessible = tag?.id ?? 0
      const [seasonRow] = await db.insert(seasons).values({ name: '2026/27', dateFrom: '2026-08-01', dateTo: '2027-07-31' }).returning()
      current = seasonRow?.id ?? 0
      const [production] = await db
        .insert(productions)
        .values({ kind: 'show', seasonId: current, title: both('Die Zauberflöte', 'The Magic Flute'), slug: both('die-zauberfloete', 'the-magic-flute') })
        .returning()
      productionId = production?.id ?? 0
      const rows = await db
        .insert(events)
        .values([
          { productionId, title: both('Die Zauberflöte', 'The Magic Flute'), slug: both('die-zauberfloete', 'the-magic-flute'), dateStart: new Date('2026-10-03T17:00:00Z') },
          { productionId, title: both('Die Zauberflöte', 'The Magic Flute'), slug: both('die-zauberfloete', 'the-magic-flute'), dateStart: new Date('2026-10-10T17:00:00Z') },
        ])
        .returning()
      eventIds = rows.map((row) => row.id)
      await db.insert(eventGenres).values(eventIds.map((eventId) => ({ eventId, genreId: opera })))
      await db.insert(eventTagsEvents).values([{ eventId: eventIds[0] ?? 0, tagId: accessible }])
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const entry = async (kind: VocabularyKind, id: number): Promise<VocabularyEntry> => {
      const found = (await listVocabulary(db, 'de', kind)).find((candidate) => candidate.id === id)
      if (!found) throw new Error(`no ${kind} ${id}`)
      return found
    }

    it('lists each vocabulary with how many events or productions use an entry', async () => {
      expect(await listVocabulary(db, 'de', 'genres')).toEqual([
        { kind: 'genres', id: opera, name: both('Oper', 'Opera'), slug: 'oper', slugs: null, show_in_filter: null, used_by: 2, version: expect.any(String) },
        { kind: 'genres', id: dance, name: both('Tanz', 'Dance'), slug: 'tanz', slugs: null, show_in_filter: null, used_by: 0, version: expect.any(String) },
      ])
      expect(await listVocabulary(db, 'en', 'event-tags')).toEqual([
        { kind: 'event-tags', id: accessible, name: both('Audiodeskription', 'Audio description'), slug: null, slugs: null, show_in_filter: true, used_by: 1, version: expect.any(String) },
      ])
      expect(await listVocabulary(db, 'de', 'seasons')).toEqual([
        { kind: 'seasons', id: current, name: '2026/27', date_from: '2026-08-01', date_to: '2027-07-31', used_by: 1, version: expect.any(String) },
      ])
      expect(await listVocabulary(db, 'de', 'production-tags')).toEqual([])
    })

    it('creates entries: the filters are regenerated; bad and taken values are refused at the field, in the editor’s language', async () => {
      const created = await createVocabularyEntry(db, 'de', 'genres', { kind: 'genres', name: both('Konzert', 'Concert'), slug: 'konzert' })
      expect(created).toMatchObject({ ok: true, entry: { kind: 'genres', name: both('Konzert', 'Concert'), slug: 'konzert', used_by: 0 } })
      expect(await lastTags()).toEqual(['taxonomy'])
      expect(await createVocabularyEntry(db, 'de', 'genres', { kind: 'genres', name: both(' ', 'Opera'), slug: 'Große Oper' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { 'name.de': ['Dieses Feld ist erforderlich!'], slug: [expect.stringContaining('Nur Kleinbuchstaben')] },
      })
      expect(await createVocabularyEntry(db, 'en', 'genres', { kind: 'genres', name: both('Oper 2', 'Opera 2'), slug: 'oper' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { slug: ['Another entry of this list already has this short name. Choose another one.'] },
      })
      // the body's kind must be the path's
      expect(await createVocabularyEntry(db, 'de', 'genres', { kind: 'production-tags', name: both('Neu', 'New'), slug: 'neu' })).toMatchObject({ ok: false, status: 400, errors: { kind: [expect.any(String)] } })
      const tag = await createVocabularyEntry(db, 'en', 'event-tags', { kind: 'event-tags', name: both('Gebärdensprache', 'Sign language'), show_in_filter: false, slug: 'ignored' })
      expect(tag).toMatchObject({ ok: true, entry: { slug: null, show_in_filter: false } })
      expect((await listVocabulary(db, 'de', 'genres')).map((genre) => genre.name)).toEqual([both('Konzert', 'Concert'), both('Oper', 'Opera'), both('Tanz', 'Dance')])
    })

    it('creates seasons with a unique name and a period that does not end before it starts', async () => {
      expect(await createVocabularyEntry(db, 'de', 'seasons', { kind: 'seasons', name: '2026/27', date_from: '2027-08-01', date_to: '2027-02-30' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { date_to: ['Geben Sie ein Datum ein, z. B. 2026-09-01.'] },
      })
      expect(await createVocabularyEntry(db, 'de', 'seasons', { kind: 'seasons', name: '2026/27', date_from: '2027-08-01', date_to: '2028-07-31' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { name: ['Eine andere Spielzeit hat diesen Namen schon.'] },
      })
      // field errors all at once, even when the name is fine
      expect(await createVocabularyEntry(db, 'en', 'seasons', { kind: 'seasons', name: '2027/28', date_from: '2028-07-31', date_to: '2027-08-01' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { date_to: ['The end cannot be before the start.'] },
      })
      const next = await createVocabularyEntry(db, 'de', 'seasons', { kind: 'seasons', name: ' 2027/28 ', date_from: '2027-08-01', date_to: '2028-07-31' })
      expect(next).toMatchObject({ ok: true, entry: { name: '2027/28', date_from: '2027-08-01', date_to: '2028-07-31', used_by: 0 } })
      expect((await listVocabulary(db, 'de', 'seasons')).map((row) => row.name)).toEqual(['2027/28', '2026/27'])
    })

    it('renames a genre: the filters and the pages and search documents of its events follow', async () => {
      const copy = await entry('genres', opera)
      const renamed = await updateVocabularyEntry(db, 'de', 'genres', opera, { kind: 'genres', version: copy.version, name: both('Musiktheater', 'Music theatre'), slug: 'musiktheater' })
      expect(renamed).toMatchObject({ ok: true, entry: { name: both('Musiktheater', 'Music theatre'), slug: 'musiktheater', used_by: 2 } })
      expect(await lastTags()).toEqual(['taxonomy', ...eventIds.map((id) => `event:${id}`)])
      const docs = await db.select().from(searchDocuments).where(eq(searchDocuments.refId, eventIds[0] ?? 0))
      expect(JSON.stringify(docs.filter((doc) => doc.kind === 'event'))).toContain('musiktheat')
    })

    it('a filter switch alone changes the filters only; a season’s new period regenerates its productions', async () => {
      const copy = await entry('event-tags', accessible)
      if (copy.kind !== 'seasons') {
        const hidden = await updateVocabularyEntry(db, 'de', 'event-tags', accessible, { kind: 'event-tags', version: copy.version, name: copy.name, show_in_filter: false })
        expect(hidden).toMatchObject({ ok: true, entry: { show_in_filter: false, used_by: 1 } })
      }
      expect(await lastTags()).toEqual(['taxonomy'])
      const seasonCopy = await entry('seasons', current)
      const moved = await updateVocabularyEntry(db, 'de', 'seasons', current, { kind: 'seasons', version: seasonCopy.version, name: '2026/27', date_from: '2026-09-01', date_to: '2027-07-31' })
      expect(moved).toMatchObject({ ok: true, entry: { date_from: '2026-09-01', used_by: 1 } })
      expect(await lastTags()).toEqual(['taxonomy', `production:${productionId}`])
      const seasonCopy2 = await entry('seasons', current)
      expect(await updateVocabularyEntry(db, 'de', 'seasons', current, { kind: 'seasons', version: seasonCopy2.version, name: '2027/28', date_from: '2026-09-01', date_to: '2027-07-31' })).toMatchObject({
        ok: false,
        status: 400,
        errors: { name: [expect.any(String)] },
      })
    })

    it('refuses an update made on an outdated copy; of two concurrent saves one is applied', async () => {
      const copy = await entry('genres', dance)
      expect((await updateVocabularyEntry(db, 'de', 'genres', dance, { kind: 'genres', version: copy.version, name: both('Tanztheater', 'Dance theatre'), slug: 'tanz' })).ok).toBe(true)
      expect(await updateVocabularyEntry(db, 'en', 'genres', dance, { kind: 'genres', version: copy.version, name: both('Ballett', 'Ballet'), slug: 'tanz' })).toEqual({
        ok: false,
        status: 409,
        message: expect.stringContaining('Someone else changed this entry'),
      })
      expect((await entry('genres', dance)).name).toEqual(both('Tanztheater', 'Dance theatre'))
      const fresh = await entry('genres', dance)
      const answers = await Promise.all(['Eins', 'Zwei'].map((de) => updateVocabularyEntry(db, 'de', 'genres', dance, { kind: 'genres', version: fresh.version, name: both(de, 'Dance'), slug: 'tanz' })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      expect(await updateVocabularyEntry(db, 'de', 'genres', 987_654, { kind: 'genres', version: fresh.version, name: both('X', 'X'), slug: 'x' })).toMatchObject({ ok: false, status: 404 })
    })

    it('refuses to delete an entry in use, saying how many use it; deletes an unused one', async () => {
      expect(await deleteVocabularyEntry(db, 'de', 'genres', opera)).toEqual({
        ok: false,
        status: 409,
        message: '„Musiktheater“ wird noch von 2 Veranstaltungen verwendet und kann nicht gelöscht werden. Entfernen Sie den Eintrag zuerst dort.',
      })
      expect(await deleteVocabularyEntry(db, 'en', 'event-tags', accessible)).toEqual({ ok: false, status: 409, message: '“Audio description” is still used by 1 event and cannot be deleted. Remove it there first.' })
      expect(await deleteVocabularyEntry(db, 'de', 'seasons', current)).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('1 Produktion verwendet') })
      expect((await db.select().from(eventGenres).where(eq(eventGenres.genreId, opera))).length).toBe(2)
      expect(await deleteVocabularyEntry(db, 'de', 'genres', dance)).toEqual({ ok: true })
      expect(await lastTags()).toEqual(['taxonomy'])
      expect((await listVocabulary(db, 'de', 'genres')).map((genre) => genre.id)).not.toContain(dance)
      expect(await deleteVocabularyEntry(db, 'de', 'genres', dance)).toMatchObject({ ok: false, status: 404 })
      // once nothing uses it, the season can go
      await db.update(productions).set({ seasonId: null }).where(eq(productions.id, productionId))
      expect(await deleteVocabularyEntry(db, 'de', 'seasons', current)).toEqual({ ok: true })
    })

    it('magazine categories have a slug per language: taken ones refused per language, a new one redirects the old page', async () => {
      const [essays] = await db.insert(articleCategories).values({ name: both('Essays', 'Essays'), slug: both('essays', 'essays'), styleName: 'dark', position: 2 }).returning()
      const categoryId = essays?.id ?? 0
      const [article] = await db.insert(articles).values({ categoryId, title: both('Über Mozart', 'On Mozart'), slug: both('ueber-mozart', 'on-mozart') }).returning()
      expect(await createVocabularyEntry(db, 'en', 'article-categories', { kind: 'article-categories', name: both('Gespräche', 'Talks'), slugs: both('gespraeche', 'Talks') })).toMatchObject({
        ok: false,
        status: 400,
        errors: { 'slugs.en': [expect.stringContaining('lowercase')] },
      })
      expect(await createVocabularyEntry(db, 'en', 'article-categories', { kind: 'article-categories', name: both('Gespräche', 'Talks'), slugs: both('essays', 'talks') })).toEqual({
        ok: false,
        status: 400,
        message: expect.any(String),
        errors: { 'slugs.de': ['Another entry of this list already has this short name. Choose another one.'] },
      })
      const copy = await entry('article-categories', categoryId)
      expect(copy).toMatchObject({ slug: null, slugs: both('essays', 'essays'), used_by: 1 })
      const moved = await updateVocabularyEntry(db, 'de', 'article-categories', categoryId, { kind: 'article-categories', version: copy.version, name: both('Essays', 'Essays'), slugs: both('essays', 'essays-en') })
      expect(moved).toMatchObject({ ok: true, entry: { slugs: both('essays', 'essays-en') } })
      expect(await lastTags()).toEqual(['taxonomy', `article:${article?.id}`, 'redirects'])
      const rows = await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)
      expect(rows).toContainEqual({ oldPath: `/en/mediathek-en/categories/essays/${categoryId}`, newPath: `/en/mediathek-en/categories/essays-en/${categoryId}` })
      // its style and position are kept
      const [stored] = await db.select().from(articleCategories).where(eq(articleCategories.id, categoryId))
      expect(stored).toMatchObject({ styleName: 'dark', position: 2 })
      expect(await deleteVocabularyEntry(db, 'de', 'article-categories', categoryId)).toMatchObject({ ok: false, status: 409, message: '„Essays“ wird noch von 1 Artikel verwendet und kann nicht gelöscht werden. Entfernen Sie den Eintrag zuerst dort.' })
    })

    it('person categories: a new one comes last; one with people stays', async () => {
      await db.insert(personCategories).values({ name: both('Ensemble', 'Ensemble'), position: 4 })
      const created = await createVocabularyEntry(db, 'de', 'person-categories', { kind: 'person-categories', name: both('Orchester', 'Orchestra') })
      if (!created.ok) throw new Error(created.message)
      expect(created.entry).toMatchObject({ slug: null, slugs: null, show_in_filter: null, used_by: 0 })
      const [stored] = await db.select().from(personCategories).where(eq(personCategories.id, created.entry.id))
      expect(stored?.position).toBe(5)
      await db.insert(persons).values([
        { firstName: 'Anna', lastName: 'Bach', slug: 'anna-bach', categoryId: created.entry.id },
        { firstName: 'Bea', lastName: 'Chor', slug: 'bea-chor', categoryId: created.entry.id },
      ])
      expect(await deleteVocabularyEntry(db, 'en', 'person-categories', created.entry.id)).toMatchObject({ ok: false, status: 409, message: '“Orchestra” is still used by 2 people and cannot be deleted. Remove it there first.' })
    })
    it('labels: a new one gets a key of its own from its German name; a rename regenerates the events showing it; one in use stays', async () => {
      await db.insert(labels).values({ key: 'familie', name: both('Familie', 'Family') })
      const created = await createVocabularyEntry(db, 'de', 'labels', { kind: 'labels', name: both('Familie', 'Families') })
      if (!created.ok) throw new Error(created.message)
      expect(created.entry).toMatchObject({ kind: 'labels', slug: null, slugs: null, show_in_filter: null, used_by: 0 })
      const [stored] = await db.select().from(labels).where(eq(labels.id, created.entry.id))
      expect(stored?.key).toBe('familie_2')
      await db.insert(eventLabels).values({ eventId: eventIds[1] ?? 0, labelId: created.entry.id })
      const renamed = await updateVocabularyEntry(db, 'de', 'labels', created.entry.id, { kind: 'labels', name: both('Für Familien', 'For families'), version: created.entry.version })
      expect(renamed).toMatchObject({ ok: true, entry: { name: both('Für Familien', 'For families'), used_by: 1 } })
      expect(await lastTags()).toEqual(['taxonomy', `event:${eventIds[1]}`])
      const [kept] = await db.select().from(labels).where(eq(labels.id, created.entry.id))
      expect(kept?.key).toBe('familie_2')
      expect(await deleteVocabularyEntry(db, 'en', 'labels', created.entry.id)).toMatchObject({ ok: false, status: 409, message: '“For families” is still used by 1 event and cannot be deleted. Remove it there first.' })
    })

    it('sale types: listed in the box office’s order, a new one last; a rename regenerates the events pricing it; one with prices stays', async () => {
      const [full] = await db.insert(saleTypes).values({ name: both('Vollpreis', 'Full price'), isFullPrice: true, position: 0 }).returning()
      const created = await createVocabularyEntry(db, 'de', 'sale-types', { kind: 'sale-types', name: both('Ermäßigt', 'Reduced') })
      if (!created.ok) throw new Error(created.message)
      expect((await listVocabulary(db, 'en', 'sale-types')).map((type) => (type.kind === 'seasons' ? type.name : type.name.en))).toEqual(['Full price', 'Reduced'])
      const [stored] = await db.select().from(saleTypes).where(eq(saleTypes.id, created.entry.id))
      expect(stored).toMatchObject({ isFullPrice: false, position: 1 })
      const eventId = eventIds[0] ?? 0
      const [group] = await db.insert(seatGroups).values({ eventId, name: both('Parkett', 'Stalls'), capacity: 10 }).returning()
      await db.insert(prices).values({ eventId, seatGroupId: group?.id ?? 0, saleTypeId: created.entry.id, amount: '12.00' })
      const renamed = await updateVocabularyEntry(db, 'en', 'sale-types', created.entry.id, { kind: 'sale-types', name: both('Ermäßigt', 'Concession'), version: created.entry.version })
      expect(renamed).toMatchObject({ ok: true, entry: { used_by: 1 } })
      expect(await lastTags()).toEqual(['taxonomy', `event:${eventId}`])
      expect(await deleteVocabularyEntry(db, 'de', 'sale-types', created.entry.id)).toMatchObject({ ok: false, status: 409 })
      expect(await deleteVocabularyEntry(db, 'de', 'sale-types', full?.id ?? 0)).toEqual({ ok: true })
    })
  })
}
