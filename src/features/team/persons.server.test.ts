import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { articles, contentChanges, eventPersons, events, personCategories, persons, productionPersons, productions, redirects, searchDocuments } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord } from '~/features/collections/service.server'
import type { CreateOf, QueryOf, UpdateOf } from '~/features/collections/collection'
import type { Locale } from '~/contract/shared'
import { personsServer } from './persons.server'

// People on the collection description (decision 0031): one slug for both languages, a category from a vocabulary,
// their credits counted from three tables, the pages naming them regenerated, and no delete while anything names them.
type Fields = typeof personsServer.collection.fields
const listPersonsForBackOffice = (db: Db, lang: Locale, query: QueryOf<Fields>) => listRecords(db, lang, personsServer, query)
const personForBackOffice = (db: Db, _lang: Locale, id: number) => readRecord(db, personsServer, id)
const createPerson = (db: Db, lang: Locale, body: CreateOf<Fields>) => createRecord(db, lang, personsServer, body)
const updatePerson = (db: Db, lang: Locale, id: number, patch: UpdateOf<Fields>) => updateRecord(db, lang, personsServer, id, patch)
const deletePerson = (db: Db, lang: Locale, id: number) => deleteRecord(db, lang, personsServer, id)

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office persons on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    let ensemble = 0
    let team = 0
    let actor = 0
    let eventId = 0
    let productionId = 0
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      const categories = await db
        .insert(personCategories)
        .values([
          { name: both('Ensemble', 'Ensemble'), position: 0 },
          { name: both('Team', 'Team'), position: 1 },
        ])
        .returning()
      ensemble = categories[0]?.id ?? 0
      team = categories[1]?.id ?? 0
      const [person] = await db.insert(persons).values({ firstName: 'Anna', lastName: 'Albers', slug: 'anna-albers', role: both('Schauspielerin', 'Actress'), categoryId: ensemble }).returning()
      actor = person?.id ?? 0
      const [production] = await db.insert(productions).values({ kind: 'show', title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull') }).returning()
      productionId = production?.id ?? 0
      const [event] = await db.insert(events).values({ productionId, title: both('Die Möwe', 'The Seagull'), slug: both('die-moewe', 'the-seagull'), dateStart: new Date('2026-12-04T18:30:00Z') }).returning()
      eventId = event?.id ?? 0
      await db.insert(productionPersons).values({ productionId, personId: actor, role: both('Nina', 'Nina'), kind: 'cast' })
      await db.insert(eventPersons).values({ eventId, personId: actor, role: both('Nina', 'Nina'), kind: 'cast' })
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })

    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const current = async (id: number) => {
      const copy = await personForBackOffice(db, 'de', id)
      if (!copy) throw new Error(`no person ${id}`)
      return copy
    }
    const newPerson = (overrides: CreateOf<Fields> = {}): CreateOf<Fields> => ({
      first_name: 'Ben',
      last_name: 'Berg',
      slug: 'ben-berg',
      role: both('Regie', 'Director'),
      category_id: team,
      position: 2,
      ...overrides,
    })
    const searchRefs = async (id: number) => (await db.select().from(searchDocuments).where(eq(searchDocuments.refId, id))).filter((doc) => doc.kind === 'person')

    it('lists by category and name, with how often each is named', async () => {
      expect((await listPersonsForBackOffice(db, 'en', {})).results).toEqual([
        expect.objectContaining({ id: actor, first_name: 'Anna', role: both('Schauspielerin', 'Actress'), category_id: ensemble, credits: 2, url: `/en/team/anna-albers/${actor}` }),
      ])
      expect((await listPersonsForBackOffice(db, 'de', { q: 'anna alb' })).total).toBe(1)
      expect((await listPersonsForBackOffice(db, 'de', { q: '_' })).total).toBe(0)
      expect((await listPersonsForBackOffice(db, 'de', { category_id: String(team) })).total).toBe(0)
      expect((await listPersonsForBackOffice(db, 'de', { category_id: String(ensemble) })).total).toBe(1)
    })

    it('creates a person, on the team page and in the search', async () => {
      const result = await createPerson(db, 'de', newPerson())
      if (!result.ok) throw new Error(result.message)
      const person = result.record
      expect(person).toMatchObject({ first_name: 'Ben', last_name: 'Berg', slug: 'ben-berg', role: both('Regie', 'Director'), category_id: team, position: 2, credits: 0, urls: { de: `/de/team/ben-berg/${person.id}`, en: `/en/team/ben-berg/${person.id}` } })
      expect(await lastTags()).toEqual([`person:${person.id}`, 'persons'])
      expect((await searchRefs(person.id)).length).toBe(2)
    })

    it('refuses invalid fields and a slug another person has, in the editor’s language, and stores nothing', async () => {
      const before = (await listPersonsForBackOffice(db, 'de', {})).total
      expect(await createPerson(db, 'de', newPerson({ last_name: '  ', slug: 'Ben Berg', position: 1.5 }))).toMatchObject({
        ok: false,
        status: 400,
        errors: { last_name: ['Dieses Feld ist erforderlich!'], slug: [expect.stringContaining('Nur Kleinbuchstaben')], position: [expect.stringContaining('ganze Zahl')] },
      })
      expect(await createPerson(db, 'en', newPerson({ slug: 'anna-albers', category_id: 999_999 }))).toMatchObject({
        ok: false,
        status: 400,
        errors: { slug: [expect.stringContaining('Another person already has this short name')], category_id: ['This category does not exist.'] },
      })
      expect((await listPersonsForBackOffice(db, 'de', {})).total).toBe(before)
    })

    it('updates and patches only the fields named; the pages naming the person are regenerated', async () => {
      const copy = await current(actor)
      const updated = await updatePerson(db, 'de', actor, { updated_at: copy.updated_at, role: { en: 'Actor' }, position: 3 })
      expect(updated).toMatchObject({ ok: true, record: { role: both('Schauspielerin', 'Actor'), position: 3, first_name: 'Anna', category_id: ensemble } })
      expect((await lastTags())?.toSorted()).toEqual([`person:${actor}`, 'persons', `event:${eventId}`, `production:${productionId}`].toSorted())
    })

    it('refuses an update made on an outdated copy; of two concurrent saves one is applied', async () => {
      const copy = await current(actor)
      expect((await updatePerson(db, 'de', actor, { updated_at: copy.updated_at, first_name: 'Anne' })).ok).toBe(true)
      expect(await updatePerson(db, 'en', actor, { updated_at: copy.updated_at, first_name: 'Annika' })).toEqual({ ok: false, status: 409, message: expect.stringContaining('Someone else changed this person') })
      expect((await current(actor)).first_name).toBe('Anne')
      const fresh = await current(actor)
      const answers = await Promise.all(['Eins', 'Zwei'].map((name) => updatePerson(db, 'de', actor, { updated_at: fresh.updated_at, first_name: name })))
      expect(answers.map((answer) => (answer.ok ? 200 : answer.status)).toSorted()).toEqual([200, 409])
      expect(await updatePerson(db, 'de', 987_654, { updated_at: fresh.updated_at })).toMatchObject({ ok: false, status: 404 })
    })

    it('a slug change leaves redirects from both old team pages', async () => {
      const created = await createPerson(db, 'de', newPerson({ slug: 'carla-chor', last_name: 'Chor', first_name: 'Carla' }))
      if (!created.ok) throw new Error(created.message)
      const id = created.record.id
      const changed = await updatePerson(db, 'de', id, { updated_at: created.record.updated_at, slug: 'carla-choir' })
      if (!changed.ok) throw new Error(changed.message)
      const rows = (await db.select({ oldPath: redirects.oldPath, newPath: redirects.newPath }).from(redirects)).filter((row) => row.oldPath.endsWith(`/${id}`))
      expect(rows.map((row) => [row.oldPath, row.newPath]).toSorted()).toEqual(
        [
          [`/de/team/carla-chor/${id}`, `/de/team/carla-choir/${id}`],
          [`/en/team/carla-chor/${id}`, `/en/team/carla-choir/${id}`],
        ].toSorted(),
      )
      expect(await lastTags()).toEqual([`person:${id}`, 'persons', 'redirects'])
    })

    it('refuses to delete a person named anywhere, saying where; deletes one named nowhere', async () => {
      expect(await deletePerson(db, 'de', actor)).toEqual({
        ok: false,
        status: 409,
        message: expect.stringContaining('noch genannt (2×): Produktion „Die Möwe“, Veranstaltung „Die Möwe“ am 04.12.2026.'),
      })
      await db.delete(eventPersons)
      await db.delete(productionPersons)
      const [article] = await db.insert(articles).values({ title: both('Im Gespräch', 'In conversation'), slug: both('im-gespraech', 'in-conversation'), authorId: actor }).returning()
      expect(await deletePerson(db, 'en', actor)).toEqual({ ok: false, status: 409, message: expect.stringContaining('still named (1×): article “In conversation”.') })
      await db.update(articles).set({ authorId: null }).where(eq(articles.id, article?.id ?? 0))
      expect(await deletePerson(db, 'de', actor)).toEqual({ ok: true })
      expect(await personForBackOffice(db, 'de', actor)).toBeNull()
      expect(await searchRefs(actor)).toEqual([])
      expect(await deletePerson(db, 'de', actor)).toMatchObject({ ok: false, status: 404 })
    })
  })
}
