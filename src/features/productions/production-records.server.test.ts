import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges, events, exhibitionTypes, persons, productionPersons, productions, productionTags, productionTagsProductions, redirects, searchDocuments, seasons } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord } from '~/features/collections/service.server'
import type { CreateOf, QueryOf, UpdateOf } from '~/features/collections/collection'
import type { Locale } from '~/contract/shared'
import { productionsServer } from './production-records.server'

// Productions on the collection description (decisions 0031, 0037): tags in their join table and credits in their own
// table, both written in the production's save; the list newest first; the pages of the people credited regenerated.
type Fields = typeof productionsServer.collection.fields
const listProductionsForBackOffice = (db: Db, lang: Locale, query: QueryOf<Fields>) => listRecords(db, lang, productionsServer, query)
const productionForBackOffice = (db: Db, _lang: Locale, id: number) => readRecord(db, productionsServer, id)
const createProduction = (db: Db, lang: Locale, body: CreateOf<Fields>) => createRecord(db, lang, productionsServer, body)
const updateProduction = (db: Db, lang: Locale, id: number, patch: UpdateOf<Fields>) => updateRecord(db, lang, productionsServer, id, patch)
const deleteProduction = (db: Db, lang: Locale, id: number) => deleteRecord(db, lang, productionsServer, id)

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office productions on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let season = 0
    let otherSeason = 0
    let exhibitionType = 0
    let tagA = 0
    let tagB = 0
    let seagull = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const seasonRows = await db
        .insert(seasons)
        .values([
          { name: '2026/27', dateFrom: '2026-09-01', dateTo: '2027-07-31' },
          { name: '2025/26', dateFrom: '2025-09-01', dateTo: '2026-07-31' },
        ])
        .returning()
      season = seasonRows[0]?.id ?? 0
      otherSeason = seasonRows[1]?.id ?? 0
      const [type] = await db.insert(exhibitionTypes).values({ slug: 'fotografie', name: both('Fotografie', 'Photography') }).returning()
      exhibitionType = type?.id ?? 0
      const tags = await db
        .insert(productionTags)
        .values([
          { slug: 'klassiker', name: both('Klassiker', 'Classic') },
          { slug: 'uraufführung', name: both('Uraufführung', 'Premiere') },
        ])
        .returning()
      tagA = tags[0]?.id ?? 0
      tagB = tags[1]?.id ?? 0
      const [production] = await db
        .insert(productions)
        .values({ kind: 'show', seasonId: season, title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull'), dateFrom: '2026-10-01', dateTo: '2027-01-31' })
        .returning()
      seagull = production?.id ?? 0
      await db.insert(events).values([
        { productionId: seagull, title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull'), dateStart: new Date('2026-12-04T18:30:00Z') },
        { productionId: seagull, title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull'), dateStart: new Date('2026-12-05T18:30:00Z') },
      ])
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const current = async (id: number) => {
      const copy = await productionForBackOffice(db, 'de', id)
      if (!copy) throw new Error(`no production ${id}`)
      return copy
    }
    const newProduction = (overrides: CreateOf<Fields> = {}): CreateOf<Fields> => ({
      kind: 'exhibition',
      title: both('Licht und Schatten', 'Light and Shadow'),
      subtitle: both('Fotografien', 'Photographs'),
      slug: both('licht-und-schatten', 'light-and-shadow'),
      teaser: both('Eine Ausstellung.', 'An exhibition.'),
      duration: both('', ''),
      date_from: '2027-02-01',
      date_to: '2027-04-30',
      season_id: season,
      exhibition_type_id: exhibitionType,
      tag_ids: [tagB, tagA, tagA],
      ...overrides,
    })
    const searchRefs = async (id: number) => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, id))).filter((doc) => doc.kind === 'production')

    it('lists by kind, season and title, with the events linked to each', async () => {
      expect((await listProductionsForBackOffice(db, 'en', {})).results).toEqual([
        expect.objectContaining({ id: seagull, kind: 'show', season_id: season, date_from: '2026-10-01', date_to: '2027-01-31', event_count: 2, url: `/en/productions/the-seagull/${seagull}` }),
      ])
      expect((await listProductionsForBackOffice(db, 'de', { q: 'möwe' })).total).toBe(1)
      expect((await listProductionsForBackOffice(db, 'de', { q: '%' })).total).toBe(0)
      expect((await listProductionsForBackOffice(db, 'de', { kind: 'exhibition' })).total).toBe(0)
      expect((await listProductionsForBackOffice(db, 'de', { season_id: String(otherSeason) })).total).toBe(0)
      expect((await listProductionsForBackOffice(db, 'de', { season_id: String(season) })).total).toBe(1)
    })

    it('lists the newest first, undated ones after the dated', async () => {
      const undated = await createProduction(db, 'de', newProduction({ slug: both('repertoire', 'repertoire'), date_from: null, date_to: null }))
      const later = await createProduction(db, 'de', newProduction({ slug: both('spaeter', 'later'), date_from: '2028-01-01', date_to: null }))
      if (!undated.ok || !later.ok) throw new Error('not created')
      const ids = (await listProductionsForBackOffice(db, 'de', {})).results.map((entry) => entry.id)
      expect(ids).toEqual([later.record.id, seagull, undated.record.id])
      for (const id of [undated.record.id, later.record.id]) expect(await deleteProduction(db, 'de', id)).toEqual({ ok: true })
    })

    it('creates a production in both languages with season, type and tags, in the lists and in the search', async () => {
      const result = await createProduction(db, 'de', newProduction())
      if (!result.ok) throw new Error(result.message)
      const production = result.record
      expect(production).toMatchObject({
        kind: 'exhibition',
        title: { de: 'Licht und Schatten', en: 'Light and Shadow' },
        duration: { de: '', en: '' },
        date_from: '2027-02-01',
        date_to: '2027-04-30',
        season_id: season,
        exhibition_type_id: exhibitionType,
        tag_ids: [tagA, tagB].toSorted((a, b) => a - b),
        event_count: 0,
        urls: { de: `/de/produktionen/licht-und-schatten/${production.id}`, en: `/en/productions/light-and-shadow/${production.id}` },
      })
      const [row] = await db.select().from(productions).where(eq(productions.id, production.id))
      expect(row?.kind).toBe('exhibition')
      expect(await db.select().from(productionTagsProductions).where(eq(productionTagsProductions.productionId, production.id))).toHaveLength(2)
      expect(await lastTags()).toEqual([`production:${production.id}`, 'productions'])
      expect((await searchRefs(production.id)).map((doc) => doc.title).toSorted()).toEqual(['Licht und Schatten', 'Light and Shadow'])
      expect((await listProductionsForBackOffice(db, 'de', { kind: 'exhibition' })).results.map((entry) => entry.id)).toEqual([production.id])
    })

    it('refuses an invalid new production with field errors in the editor’s language and stores nothing', async () => {
      const before = (await listProductionsForBackOffice(db, 'de', {})).total
      const german = await createProduction(db, 'de', newProduction({ title: both(' ', 'Light'), slug: both('Licht & Schatten', 'light'), date_from: '2027-05-01', date_to: '2027-04-30' }))
      expect(german).toMatchObject({
        ok: false,
        status: 400,
        message: 'Bitte die markierten Felder prüfen.',
        errors: {
          'title.de': ['Dieses Feld ist erforderlich!'],
          'slug.de': [expect.stringContaining('Nur Kleinbuchstaben')],
        },
      })
      // the rule across the dates once every field is right on its own
      expect(await createProduction(db, 'de', newProduction({ date_from: '2027-05-01', date_to: '2027-04-30' }))).toMatchObject({ ok: false, status: 400, errors: { date_to: ['Das Ende muss nach dem Beginn liegen.'] } })
      const english = await createProduction(db, 'en', newProduction({ season_id: 999_999, exhibition_type_id: 999_998, tag_ids: [tagA, 999_997], date_from: '2027-02-30' }))
      expect(english).toMatchObject({
        ok: false,
        status: 400,
        errors: { date_from: ['Enter a valid date.'] },
      })
      const references = await createProduction(db, 'en', newProduction({ season_id: 999_999, exhibition_type_id: 999_998, tag_ids: [tagA, 999_997] }))
      expect(references).toMatchObject({
        ok: false,
        status: 400,
        errors: { season_id: ['This season does not exist.'], exhibition_type_id: ['This exhibition type does not exist.'], tag_ids: [expect.stringContaining('tags does not exist')] },
      })
      expect((await listProductionsForBackOffice(db, 'de', {})).total).toBe(before)
    })

    it('updates (POST) and patches only the fields named, from the current copy', async () => {
      const copy = await current(seagull)
      const updated = await updateProduction(db, 'de', seagull, { updated_at: copy.updated_at, title: { en: 'The Gull' }, duration: { de: 'ca. 2 Stunden' }, tag_ids: [tagA] })
      expect(updated).toMatchObject({ ok: true, record: { title: { de: 'Die Möwe', en: 'The Gull' }, duration: { de: 'ca. 2 Stunden', en: '' }, tag_ids: [tagA], season_id: season } })
      expect(await lastTags()).toEqual([`production:${seagull}`, 'productions'])
      if (!updated.ok) return
      // a patch leaves the tags it does not name as they are
      const patched = await updateProduction(db, 'en', seagull, { updated_at: updated.record.updated_at, season_id: null })
      expect(patched).toMatchObject({ ok: true, record: { season_id: null, tag_ids: [tagA], title: { en: 'The Gull' } } })
      expect(await db.select().from(productionTagsProductions).where(eq(productionTagsProductions.productionId, seagull))).toHaveLength(1)
      // found under its new title at once
      expect((await searchRefs(seagull)).map((doc) => doc.title).toSorted()).toEqual(['Die Möwe', 'The Gull'])
    })

    it('refuses an update made on an outdated copy and keeps the newer one; of two concurrent saves one is applied', async () => {
      const copy = await current(seagull)
      expect((await updateProduction(db, 'de', seagull, { updated_at: copy.updated_at, subtitle: { de: 'Erste' } })).ok).toBe(true)
      const late = await updateProduction(db, 'en', seagull, { updated_at: copy.updated_at, subtitle: { de: 'Zweite' } })
      expect(late).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else changed this production') })
      expect((await current(seagull)).subtitle.de).toBe('Erste')

      const fresh = await current(seagull)
      const answers = await Promise.all(['Eins', 'Zwei'].map((subtitle) => updateProduction(db, 'de', seagull, { updated_at: fresh.updated_at, subtitle: { de: subtitle } })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      expect(await updateProduction(db, 'de', 987_654, { updated_at: fresh.updated_at })).toMatchObject({ ok: false, status: 404 })
      const invalidUpdate = await updateProduction(db, 'de', seagull, { updated_at: (await current(seagull)).updated_at, title: { de: '' }, exhibition_type_id: 999_999 })
      expect(invalidUpdate).toMatchObject({ ok: false, status: 400, errors: { 'title.de': ['Dieses Feld ist erforderlich!'] } })
    })

    it('a slug change leaves a redirect from the old address per language, without chains or loops', async () => {
      const created = await createProduction(db, 'de', newProduction({ slug: both('onkel-wanja', 'uncle-vanya') }))
      if (!created.ok) throw new Error(created.message)
      const id = created.record.id
      const redirectsOf = async () =>
        (await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects))
          .filter((row) => row.oldPath.endsWith(`/${id}`))
          .map((row) => [row.oldPath, row.newPath])
          .toSorted()
      const first = await updateProduction(db, 'de', id, { updated_at: created.record.updated_at, slug: { de: 'wanja', en: 'vanya' } })
      if (!first.ok) throw new Error(first.message)
      expect(await redirectsOf()).toEqual(
        [
          [`/de/produktionen/onkel-wanja/${id}`, `/de/produktionen/wanja/${id}`],
          [`/en/productions/uncle-vanya/${id}`, `/en/productions/vanya/${id}`],
        ].toSorted(),
      )
      expect(await lastTags()).toEqual([`production:${id}`, 'productions', 'redirects'])
      const back = await updateProduction(db, 'de', id, { updated_at: first.record.updated_at, slug: { de: 'onkel-wanja' } })
      if (!back.ok) throw new Error(back.message)
      expect(await redirectsOf()).toEqual(
        [
          [`/de/produktionen/wanja/${id}`, `/de/produktionen/onkel-wanja/${id}`],
          [`/en/productions/uncle-vanya/${id}`, `/en/productions/vanya/${id}`],
        ].toSorted(),
      )
    })

    it('keeps a description in both languages and a key visual; a PATCH of one language keeps the other', async () => {
      const paragraph = (text: string) => ({ root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }] } })
      const created = await createProduction(db, 'de', newProduction({ slug: both('mit-beschreibung', 'with-description'), description: { de: paragraph('Ein Stück.'), en: paragraph('A play.') }, image: '/media/library/stueck.jpg' }))
      if (!created.ok) throw new Error(JSON.stringify(created))
      expect(created.record).toMatchObject({ description: { de: paragraph('Ein Stück.'), en: paragraph('A play.') }, image: '/media/library/stueck.jpg' })
      const patched = await updateProduction(db, 'de', created.record.id, { updated_at: created.record.updated_at, description: { de: null } })
      if (!patched.ok) throw new Error(JSON.stringify(patched))
      expect(patched.record.description.en).toEqual(paragraph('A play.'))
      expect(patched.record.description.de).toBeNull()
      expect(await updateProduction(db, 'de', created.record.id, { updated_at: patched.record.updated_at, image: 'javascript:alert(1)' })).toMatchObject({ ok: false, errors: { image: [expect.any(String)] } })
    })

    it('credits people on a production; a PATCH without credits keeps them; the people’s pages follow a change', async () => {
      const [director] = await db.insert(persons).values({ firstName: 'Dora', lastName: 'Dirigentin', slug: 'dora-dirigentin' }).returning()
      if (!director) throw new Error('no person')
      const created = await createProduction(db, 'de', newProduction({ slug: both('mit-team', 'with-team'), credits: [{ person_id: director.id, kind: 'team', role: both('Musikalische Leitung', 'Conductor') }] }))
      if (!created.ok) throw new Error(JSON.stringify(created))
      expect(created.record.credits).toEqual([{ person_id: director.id, kind: 'team', role: both('Musikalische Leitung', 'Conductor') }])
      const patched = await updateProduction(db, 'de', created.record.id, { updated_at: created.record.updated_at, subtitle: { de: 'Oper' } })
      if (!patched.ok) throw new Error(JSON.stringify(patched))
      expect(patched.record.credits).toHaveLength(1)
      const emptied = await updateProduction(db, 'de', created.record.id, { updated_at: patched.record.updated_at, credits: [] })
      if (!emptied.ok) throw new Error(JSON.stringify(emptied))
      expect(emptied.record.credits).toEqual([])
      const tags = (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
      expect(tags).toContain(`person:${director.id}`)
      // credited again and then deleted: the person's page follows
      const credited = await updateProduction(db, 'de', created.record.id, { updated_at: emptied.record.updated_at, credits: [{ person_id: director.id, kind: 'team', role: both('Regie', 'Director') }] })
      if (!credited.ok) throw new Error(JSON.stringify(credited))
      expect(await deleteProduction(db, 'de', created.record.id)).toEqual({ ok: true })
      expect((await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags).toContain(`person:${director.id}`)
      expect(await db.select().from(productionPersons).where(eq(productionPersons.productionId, created.record.id))).toEqual([])
    })

    it('keeps the credits cast first, each part in the order given; the same credits again write nothing; a person who is gone is refused at the credit', async () => {
      const people = await db.insert(persons).values([{ firstName: 'Ada', lastName: 'Alt', slug: 'ada-alt' }, { firstName: 'Bo', lastName: 'Bass', slug: 'bo-bass' }, { firstName: 'Cem', lastName: 'Chor', slug: 'cem-chor' }]).returning()
      const [ada, bo, cem] = people.map((person) => person.id)
      if (!ada || !bo || !cem) throw new Error('no people')
      const credit = (person_id: number, kind: 'cast' | 'team', role: string) => ({ person_id, kind, role: both(role, role) })
      const created = await createProduction(db, 'de', newProduction({ slug: both('ensemble', 'ensemble'), credits: [credit(ada, 'team', 'Regie'), credit(bo, 'cast', 'Mackie'), credit(cem, 'cast', 'Polly')] }))
      if (!created.ok) throw new Error(JSON.stringify(created))
      expect(created.record.credits).toEqual([credit(bo, 'cast', 'Mackie'), credit(cem, 'cast', 'Polly'), credit(ada, 'team', 'Regie')])
      const stored = await db.select().from(productionPersons).where(eq(productionPersons.productionId, created.record.id))
      expect(stored.map((row) => [row.personId, row.kind, row.position]).toSorted()).toEqual([[ada, 'team', 0], [bo, 'cast', 0], [cem, 'cast', 1]].toSorted())
      const again = await updateProduction(db, 'de', created.record.id, { updated_at: created.record.updated_at, credits: created.record.credits })
      if (!again.ok) throw new Error(JSON.stringify(again))
      expect(await lastTags()).toEqual([`production:${created.record.id}`, 'productions'])
      await db.delete(persons).where(eq(persons.id, cem))
      const gone = await updateProduction(db, 'en', created.record.id, { updated_at: again.record.updated_at, credits: [credit(bo, 'cast', 'Mackie'), credit(cem, 'cast', 'Polly')] })
      expect(gone).toMatchObject({ ok: false, status: 400, errors: { 'credits.1.person_id': [expect.any(String)] } })
      expect(await deleteProduction(db, 'de', created.record.id)).toEqual({ ok: true })
    })

    it('refuses to delete a production events link to, naming them; deletes one without', async () => {
      const refused = await deleteProduction(db, 'de', seagull)
      expect(refused).toEqual({ ok: false, status: 409, message: expect.stringContaining('noch mit 2 Veranstaltungen verknüpft: Die Möwe (04.12.2026), Die Möwe (05.12.2026)') })
      expect((await deleteProduction(db, 'en', seagull)).ok).toBe(false)
      expect(await productionForBackOffice(db, 'de', seagull)).not.toBeNull()

      await db.update(events).set({ productionId: null }).where(eq(events.productionId, seagull))
      expect(await deleteProduction(db, 'de', seagull)).toEqual({ ok: true })
      expect(await productionForBackOffice(db, 'de', seagull)).toBeNull()
      expect(await searchRefs(seagull)).toEqual([])
      expect(await lastTags()).toEqual([`production:${seagull}`, 'productions'])
      expect(await deleteProduction(db, 'de', seagull)).toMatchObject({ ok: false, status: 404 })
    })
  })
}
