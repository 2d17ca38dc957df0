import { asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { events } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'
import type { CollectionServer } from '~/features/collections/service.server'
import { productionsCollection } from './productions.collection'

/** How many events to name in a refusal; the count says how many there are in all. */
const NAMED_EVENTS = 3

/** A production events belong to stays; the refusal names them with their days, so the editor knows where it is used. */
async function eventsOfProduction(tx: Db, lang: Locale, id: number): Promise<string | null> {
  const linked = await tx.select({ title: events.title, dateStart: events.dateStart }).from(events).where(eq(events.productionId, id)).orderBy(asc(events.dateStart), asc(events.id))
  if (linked.length === 0) return null
  const day = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })
  const named = linked.slice(0, NAMED_EVENTS).map((event) => `${event.title[lang] || event.title.de} (${day.format(event.dateStart)})`)
  return m.backoffice_production_delete_refused({ count: linked.length, events: linked.length > NAMED_EVENTS ? `${named.join(', ')} …` : named.join(', ') }, { locale: lang })
}

/**
 * Where productions, their tags and credits live, and what a change makes stale: its page and every event page
 * showing it (`production:<id>`), the production lists and the filtered lists of content modules (`productions`: a
 * filtered list records no ids), and the pages of the people credited before and after.
 */
export const productionsServer = {
  collection: productionsCollection,
  table: 'productions',
  tags: (id) => [tag.production(id), tag.collection('productions')],
  // found under its new title at once (its events too: their documents name it)
  documents: async (_tx, id) => [{ kind: 'production', id }],
  counts: { event_count: [{ table: 'events', by: 'production_id' }] },
  blocksDelete: eventsOfProduction,
  joins: { tag_ids: { table: 'production_tags_productions', parent: 'production_id', term: 'tag_id' } },
  rows: { credits: { table: 'production_persons', parent: 'production_id', order: 'position', groupedBy: 'kind', tags: (credit) => [tag.person(v.parse(v.number(), credit.person_id))] } },
  references: { persons: 'persons' },
} satisfies CollectionServer<'Production', 'Productions', 'productions', typeof productionsCollection.fields>
