import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type {
  BackOfficePerson,
  BackOfficePersonCreate,
  BackOfficePersonListItem,
  BackOfficePersonOptions,
  BackOfficePersonQuery,
  BackOfficePersonUpdate,
} from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { articles, eventPersons, events, personCategories, persons, productionPersons, productions } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { reindexSearchDocuments } from '~/server/search/index.server'
import { forgetRedirects } from '~/features/site/site.server'
import { personFieldsSchema, personPath } from './person-input'
import type { PersonFields, PersonFieldsInput } from './person-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional, redirectOldPaths } from './write-results.server'
import type { Both, Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

export const PERSONS_PAGE_SIZE = 25

type PersonRow = typeof persons.$inferSelect

function personUrls(row: { id: number; slug: string }): Both {
  return { de: personPath('de', row.slug, row.id), en: personPath('en', row.slug, row.id) }
}

/** How often each person is named: credits of events and productions, and articles they wrote. While any, they stay. */
async function creditsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const credits = new Map<number, number>()
  if (!ids.length) return credits
  const counted = await Promise.all([
    db.select({ id: eventPersons.personId, value: count() }).from(eventPersons).where(inArray(eventPersons.personId, ids)).groupBy(eventPersons.personId),
    db.select({ id: productionPersons.personId, value: count() }).from(productionPersons).where(inArray(productionPersons.personId, ids)).groupBy(productionPersons.personId),
    db.select({ id: articles.authorId, value: count() }).from(articles).where(inArray(articles.authorId, ids)).groupBy(articles.authorId),
  ])
  for (const row of counted.flat()) if (row.id !== null) credits.set(row.id, (credits.get(row.id) ?? 0) + row.value)
  return credits
}

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
  return [
    tag.person(id),
    tag.collection('persons'),
    ...eventRows.map((row) => tag.event(row.id)),
    ...productionRows.map((row) => tag.production(row.id)),
    ...articleRows.map((row) => tag.article(row.id)),
  ]
}

export async function listPersonsForBackOffice(db: Db, lang: Locale, query: BackOfficePersonQuery) {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.category) conditions.push(eq(persons.categoryId, query.category))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const any = or(ilike(persons.firstName, pattern), ilike(persons.lastName, pattern), ilike(sql`${persons.firstName} || ' ' || ${persons.lastName}`, pattern))
    if (any) conditions.push(any)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select({ person: persons, category: personCategories })
      .from(persons)
      .leftJoin(personCategories, eq(persons.categoryId, personCategories.id))
      .where(where)
      .orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
      .limit(PERSONS_PAGE_SIZE)
      .offset((page - 1) * PERSONS_PAGE_SIZE),
    db.select({ value: count() }).from(persons).where(where),
  ])
  const credits = await creditsOf(db, rows.map(({ person }) => person.id))
  const results: BackOfficePersonListItem[] = rows.map(({ person, category }) => ({
    id: person.id,
    first_name: person.firstName,
    last_name: person.lastName,
    role: both(person.role),
    category: category ? { id: category.id, name: category.name[lang] } : null,
    credits: credits.get(person.id) ?? 0,
    url: personUrls(person)[lang],
  }))
  return { page, total: total[0]?.value ?? 0, results }
}

/** The categories the person form offers. */
export async function personOptions(db: Db, lang: Locale): Promise<BackOfficePersonOptions> {
  const rows = await db.select().from(personCategories).orderBy(asc(personCategories.position), asc(personCategories.id))
  return { categories: rows.map((category) => ({ id: category.id, name: category.name[lang] })) }
}

async function backOfficePerson(db: Db, row: PersonRow): Promise<BackOfficePerson> {
  const credits = await creditsOf(db, [row.id])
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    slug: row.slug,
    role: both(row.role),
    category_id: row.categoryId,
    position: row.position,
    credits: credits.get(row.id) ?? 0,
    updated_at: row.updatedAt.toISOString(),
    urls: personUrls(row),
  }
}

/** The language is the caller's habit for every back-office read; the form shows both languages anyway. */
export async function personForBackOffice(db: Db, _lang: Locale, id: number): Promise<BackOfficePerson | null> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id))
  return row ? backOfficePerson(db, row) : null
}

export type PersonWriteResult = { ok: true; person: BackOfficePerson } | Refusal

function checkFields(lang: Locale, input: PersonFieldsInput): { ok: true; fields: PersonFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(personFieldsSchema(lang), input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

/** What the database has to say: the category exists, and no other person has the slug (it is one for both languages). */
async function checkReferences(tx: Db, lang: Locale, fields: PersonFields, id?: number): Promise<Record<string, string[]>> {
  const locale = { locale: lang }
  const errors: Record<string, string[]> = {}
  if (fields.category_id !== null) {
    const [category] = await tx.select({ id: personCategories.id }).from(personCategories).where(eq(personCategories.id, fields.category_id))
    if (!category) errors.category_id = [m.backoffice_unknown_category({}, locale)]
  }
  const sameSlug = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(id === undefined ? eq(persons.slug, fields.slug) : and(eq(persons.slug, fields.slug), ne(persons.id, id)))
  if (sameSlug.length > 0) errors.slug = [m.backoffice_slug_taken({}, locale)]
  return errors
}

const personColumns = (fields: PersonFields) => ({
  firstName: fields.first_name,
  lastName: fields.last_name,
  slug: fields.slug,
  role: optional(fields.role),
  categoryId: fields.category_id,
  position: fields.position,
})

/** Creates a person; the team page and the search know them on commit. */
export async function createPerson(db: Db, lang: Locale, input: BackOfficePersonCreate): Promise<PersonWriteResult> {
  const checked = checkFields(lang, {
    first_name: input.first_name,
    last_name: input.last_name,
    slug: input.slug,
    role: input.role ?? { de: '', en: '' },
    category_id: input.category_id ?? null,
    position: input.position ?? 0,
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  const { fields } = checked
  return db.transaction(async (tx): Promise<PersonWriteResult> => {
    const errors = await checkReferences(tx, lang, fields)
    if (Object.keys(errors).length > 0) return invalid(lang, errors)
    const [row] = await tx.insert(persons).values(personColumns(fields)).returning()
    if (!row) throw new Error('person insert returned nothing')
    await reindexSearchDocuments(tx, [{ kind: 'person', id: row.id }])
    await recordContentChange(tx, await personTags(tx, row.id))
    return { ok: true, person: await backOfficePerson(tx, row) }
  })
}

/**
 * Applies an editor's changes (POST and PATCH alike: the fields named), if the copy they edited is still the current
 * one: an older copy is refused (409). A changed slug leaves redirects from the old team pages.
 */
export async function updatePerson(db: Db, lang: Locale, id: number, patch: BackOfficePersonUpdate): Promise<PersonWriteResult> {
  let redirected = false
  const result = await db.transaction(async (tx): Promise<PersonWriteResult> => {
    const [current] = await tx.select().from(persons).where(eq(persons.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) {
      return { ok: false, status: 409, message: m.backoffice_person_stale_copy({}, { locale: lang }) }
    }
    const checked = checkFields(lang, {
      first_name: patch.first_name ?? current.firstName,
      last_name: patch.last_name ?? current.lastName,
      slug: patch.slug ?? current.slug,
      role: { ...both(current.role), ...patch.role },
      category_id: patch.category_id === undefined ? current.categoryId : patch.category_id,
      position: patch.position ?? current.position,
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const { fields } = checked
    const errors = await checkReferences(tx, lang, fields, id)
    if (Object.keys(errors).length > 0) return invalid(lang, errors)
    const [row] = await tx
      .update(persons)
      .set({ ...personColumns(fields), updatedAt: nextVersion(current.updatedAt) })
      .where(eq(persons.id, id))
      .returning()
    if (!row) return notFound(lang)
    redirected = await redirectOldPaths(tx, personUrls(current), personUrls(row))
    // found under the new name at once, and so are the events, productions and articles naming them
    await reindexSearchDocuments(tx, [{ kind: 'person', id }])
    await recordContentChange(tx, [...(await personTags(tx, id)), ...(redirected ? [tag.site('redirects')] : [])])
    return { ok: true, person: await backOfficePerson(tx, row) }
  })
  if (redirected) forgetRedirects()
  return result
}

export type PersonDeleteResult = { ok: true } | Refusal

/** How many places to name in a refusal; the count says how many there are in all. */
const NAMED_PLACES = 3

/**
 * Deletes a person nobody names; one credited in an event or a production, or the author of an article, is refused,
 * and the answer says where they are named.
 */
export async function deletePerson(db: Db, lang: Locale, id: number): Promise<PersonDeleteResult> {
  const locale = { locale: lang }
  return db.transaction(async (tx): Promise<PersonDeleteResult> => {
    const [current] = await tx.select().from(persons).where(eq(persons.id, id)).for('update')
    if (!current) return notFound(lang)
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
    if (places.length > 0) {
      const named = places.slice(0, NAMED_PLACES).join(', ')
      return { ok: false, status: 409, message: m.backoffice_person_delete_refused({ count: places.length, places: places.length > NAMED_PLACES ? `${named} …` : named }, locale) }
    }
    await tx.delete(persons).where(eq(persons.id, id))
    await reindexSearchDocuments(tx, [{ kind: 'person', id }])
    await recordContentChange(tx, [tag.person(id), tag.collection('persons')])
    return { ok: true }
  })
}
