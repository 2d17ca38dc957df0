import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { eventPersons, events, personCategories, persons, productionPersons, productions } from '~/server/db/schema'
import type { Locale } from '~/contract/shared'
import type { PersonDetail, PersonListItem } from '~/contract/sections'
import { HttpError } from '~/server/api/http-error'
import { listEventsWhere } from '~/features/programme/programme.server'
import { toProductionItems } from '~/features/productions/productions.server'

type PersonRow = typeof persons.$inferSelect

/** Events on a person's page: the next ones they appear in, directly or through a production. */
const PERSON_EVENTS_LIMIT = 12

async function toPersonItems(db: Db, lang: Locale, rows: PersonRow[]): Promise<PersonListItem[]> {
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))]
  const categoryRows = categoryIds.length ? await db.select().from(personCategories).where(inArray(personCategories.id, categoryIds)) : []
  return rows.map((row) => {
    const categoryRow = categoryRows.find((entry) => entry.id === row.categoryId)
    const name = `${row.firstName} ${row.lastName}`
    return {
      id: row.id,
      slug: row.slug,
      first_name: row.firstName,
      last_name: row.lastName,
      role: row.role?.[lang] || null,
      category: categoryRow ? { id: categoryRow.id, name: categoryRow.name[lang] } : null,
      portrait: row.portrait ? { url: row.portrait, alt: name } : null,
    }
  })
}

/** Everyone, in the editors' order: by category, then position, then last name. */
export async function listPersons(db: Db, lang: Locale): Promise<PersonListItem[]> {
  const rows = await db
    .select({ person: persons })
    .from(persons)
    .leftJoin(personCategories, eq(personCategories.id, persons.categoryId))
    .orderBy(sql`${personCategories.position} asc nulls last`, asc(persons.position), asc(persons.lastName), asc(persons.id))
  return toPersonItems(
    db,
    lang,
    rows.map((row) => row.person),
  )
}

export async function listPersonCategories(db: Db, lang: Locale) {
  const rows = await db.select().from(personCategories).orderBy(asc(personCategories.position), asc(personCategories.id))
  return rows.map((row) => ({ id: row.id, name: row.name[lang] }))
}

export async function getPerson(db: Db, lang: Locale, id: number): Promise<PersonDetail> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1)
  if (!row) throw new HttpError(404, '404 Not Found')
  const inProduction = db.select({ productionId: productionPersons.productionId }).from(productionPersons).where(eq(productionPersons.personId, id))
  const [[item], productionRows, upcoming] = await Promise.all([
    toPersonItems(db, lang, [row]),
    db
      .select()
      .from(productions)
      .where(inArray(productions.id, inProduction))
      .orderBy(desc(productions.dateFrom), asc(productions.id)),
    listEventsWhere(
      db,
      lang,
      or(
        exists(db.select({ one: sql`1` }).from(eventPersons).where(and(eq(eventPersons.eventId, events.id), eq(eventPersons.personId, id)))),
        inArray(events.productionId, inProduction),
      ) ?? sql`false`,
      PERSON_EVENTS_LIMIT,
    ),
  ])
  if (!item) throw new HttpError(404, '404 Not Found')
  return {
    ...item,
    biography: row.biography?.[lang] ?? null,
    productions: await toProductionItems(db, lang, productionRows),
    events: upcoming,
  }
}
