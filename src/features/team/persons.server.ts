import { asc, eq } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { articles, eventPersons, events, productionPersons, productions } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'
import type { CollectionServer } from '~/features/collections/service.server'
import { personsCollection } from './persons.collection'

type Both = { de: string; en: string }

/** How many places to name in a refusal; the count says how many there are in all. */
const NAMED_PLACES = 3

/**
 * What a change to a person makes stale: the team pages (`person:<id>`, `persons`) and every event, production and
 * article page that names them (those pages carry their own record's tag, not the person's).
 */
async function personTags(tx: Db, id: number): Promise<Tag[]> {
  const [eventRows, productionRows, articleRows] = await Promise.all([
    tx.selectDistinct({ id: eventPersons.eventId }).from(eventPersons).where(eq(eventPersons.personId, id)),
    tx.selectDistinct({ id: productionPersons.productionId }).from(productionPersons).where(eq(productionPersons.personId, id)),
    tx.select({ id: articles.id }).from(articles).where(eq(articles.authorId, id)),
  ])
  return [tag.person(id), tag.collection('persons'), ...eventRows.map((row) => tag.event(row.id)), ...productionRows.map((row) => tag.production(row.id)), ...articleRows.map((row) => tag.article(row.id))]
}

/** A person credited in an event or a production, or the author of an article, stays; the refusal says where they are named. */
async function namedIn(tx: Db, lang: Locale, id: number): Promise<string | null> {
  const locale = { locale: lang }
  const [eventRows, productionRows, articleRows] = await Promise.all([
    tx
      .selectDistinct({ id: events.id, title: events.title, dateStart: events.dateStart })
      .from(eventPersons)
      .innerJoin(events, eq(events.id, eventPersons.eventId))
      .where(eq(eventPersons.personId, id))
      .orderBy(asc(events.dateStart), asc(events.id)),
    tx
      .selectDistinct({ id: productions.id, title: productions.title })
      .from(productionPersons)
      .innerJoin(productions, eq(productions.id, productionPersons.productionId))
      .where(eq(productionPersons.personId, id))
      .orderBy(asc(productions.id)),
    tx.select({ id: articles.id, title: articles.title }).from(articles).where(eq(articles.authorId, id)).orderBy(asc(articles.id)),
  ])
  const day = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'Europe/Berlin' })
  const titleOf = (title: Both) => title[lang] || title.de
  const places = [
    ...productionRows.map((row) => m.backoffice_named_in_production({ title: titleOf(row.title) }, locale)),
    ...eventRows.map((row) => m.backoffice_named_in_event({ title: titleOf(row.title), date: day.format(row.dateStart) }, locale)),
    ...articleRows.map((row) => m.backoffice_named_in_article({ title: titleOf(row.title) }, locale)),
  ]
  if (places.length === 0) return null
  const named = places.slice(0, NAMED_PLACES).join(', ')
  return m.backoffice_person_delete_refused({ count: places.length, places: places.length > NAMED_PLACES ? `${named} …` : named }, locale)
}

/** Where people live, what names them and what a change to one touches (their search documents carry the others'). */
export const personsServer = {
  collection: personsCollection,
  table: 'persons',
  tags: (id, tx) => personTags(tx, id),
  documents: async (_tx, id) => [{ kind: 'person', id }],
  counts: {
    credits: [
      { table: 'event_persons', by: 'person_id' },
      { table: 'production_persons', by: 'person_id' },
      { table: 'articles', by: 'author_id' },
    ],
  },
  blocksDelete: namedIn,
} satisfies CollectionServer<'Person', 'Persons', 'persons', typeof personsCollection.fields>
