import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { contentChanges } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { listTeasers } from '~/features/programme/programme.server'
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord } from '~/features/collections/service.server'
import type { CreateOf, QueryOf, UpdateOf } from '~/features/collections/collection'
import type { Locale } from '~/contract/shared'
import { teasersServer } from './teasers.server'

// Teasers on the collection description (decision 0031): the generic service with a day field, links per language,
// a rule across fields and a day range in the list.
type Fields = typeof teasersServer.collection.fields
const listTeasersForBackOffice = (db: Db, query: QueryOf<Fields>) => listRecords(db, 'de', teasersServer, query)
const teaserForBackOffice = (db: Db, id: number) => readRecord(db, teasersServer, id)
const createTeaser = (db: Db, lang: Locale, body: CreateOf<Fields>) => createRecord(db, lang, teasersServer, body)
const updateTeaser = (db: Db, lang: Locale, id: number, patch: UpdateOf<Fields>) => updateRecord(db, lang, teasersServer, id, patch)
const deleteTeaser = (db: Db, lang: Locale, id: number) => deleteRecord(db, lang, teasersServer, id)

const both = (de: string, en: string) => ({ de, en })

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`back-office teasers on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })
    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags

    it('creates a teaser the programme shows on its day, in the visitor’s language, and names the lists for regeneration', async () => {
      const created = await createTeaser(db, 'de', {
        position: '2099-05-02',
        name: 'Festival 2099',
        headline: both('Das Festival', 'The festival'),
        preline: both('Im Mai', 'In May'),
        link: both('/de/festival', '/en/festival'),
        link_text: both('Zum Festival', 'To the festival'),
      })
      if (!created.ok) throw new Error(JSON.stringify(created))
      expect(created.record).toMatchObject({ position: '2099-05-02', name: 'Festival 2099', subline: both('', ''), image: null })
      expect(await lastTags()).toEqual(['teasers'])
      const shown = await listTeasers(db, 'en', '01-05-2099')
      expect(shown).toEqual([expect.objectContaining({ id: created.record.id, position: '2099-05-02', headline: 'The festival', preline: 'In May', link: '/en/festival', link_text: 'To the festival', subline: null })])
      expect((await listTeasersForBackOffice(db, { from: '2099-05-01', to: '2099-05-02' })).results.map((row) => row.id)).toEqual([created.record.id])
      expect((await listTeasersForBackOffice(db, { from: '2099-05-03' })).total).toBe(0)
      expect((await listTeasersForBackOffice(db, { q: 'festival' })).total).toBe(1)
    })

    it('refuses a link off the site’s paths or to http, a link text without a link and a missing day, in the editor’s language', async () => {
      const refused = await createTeaser(db, 'en', {
        position: '',
        name: 'Broken',
        headline: both('Kaputt', ''),
        link: both('//evil.example/x', 'http://example.com'),
        link_text: both('', 'Read more'),
      })
      expect(refused).toMatchObject({
        ok: false,
        status: 400,
        errors: {
          position: ['This field is required!'],
          'headline.en': ['This field is required!'],
          'link.de': ['Enter a page of the site starting with / or an address starting with https://.'],
          'link.en': ['Enter a page of the site starting with / or an address starting with https://.'],
        },
      })
      const withoutLink = await createTeaser(db, 'de', { position: '2099-06-01', name: 'Ohne Link', headline: both('Hinweis', 'Notice'), link_text: both('Mehr', '') })
      expect(withoutLink).toMatchObject({ ok: false, errors: { 'link.de': ['Ein Linktext braucht einen Link.'] } })
      expect(await createTeaser(db, 'de', { position: '2099-02-30', name: 'Kein Tag', headline: both('Hinweis', 'Notice') })).toMatchObject({ ok: false, errors: { position: ['Geben Sie ein gültiges Datum ein.'] } })
      expect((await listTeasersForBackOffice(db, { from: '2099-06-01', to: '2099-06-30' })).total).toBe(0)
      expect((await listTeasersForBackOffice(db, { from: '2099-02-01', to: '2099-03-31' })).total).toBe(0)
    })

    it('updates from the current copy only, moves the teaser to another day, and deletes it', async () => {
      const created = await createTeaser(db, 'de', { position: '2099-07-01', name: 'Abo', headline: both('Das Abo', 'The subscription') })
      if (!created.ok) throw new Error(created.message)
      const moved = await updateTeaser(db, 'de', created.record.id, { updated_at: created.record.updated_at, position: '2099-07-04', subline: { en: 'Four evenings' } })
      if (!moved.ok) throw new Error(JSON.stringify(moved))
      expect(moved.record).toMatchObject({ position: '2099-07-04', subline: both('', 'Four evenings'), headline: both('Das Abo', 'The subscription') })
      const stale = await updateTeaser(db, 'de', created.record.id, { updated_at: created.record.updated_at, name: 'Älter' })
      expect(stale).toMatchObject({ ok: false, status: 409 })
      expect((await teaserForBackOffice(db, created.record.id))?.name).toBe('Abo')
      expect(await deleteTeaser(db, 'de', created.record.id)).toEqual({ ok: true })
      expect(await lastTags()).toEqual(['teasers'])
      expect(await teaserForBackOffice(db, created.record.id)).toBeNull()
      expect(await deleteTeaser(db, 'de', created.record.id)).toMatchObject({ ok: false, status: 404 })
    })
  })
}
