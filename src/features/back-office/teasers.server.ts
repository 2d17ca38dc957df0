import { and, asc, count, eq, gte, ilike, lte, or, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { BackOfficeTeaser, BackOfficeTeaserCreate, BackOfficeTeaserListItem, BackOfficeTeaserQuery, BackOfficeTeaserUpdate } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { eventTeasers } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { recordContentChange } from '~/server/static/revalidation.server'
import { teaserFieldsSchema } from './teaser-input'
import type { TeaserFields, TeaserFieldsInput } from './teaser-input'
import { both, fieldErrors, invalid, nextVersion, notFound, optional } from './write-results.server'
import type { Refusal } from './write-results.server'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

export const TEASERS_PAGE_SIZE = 25

type TeaserRow = typeof eventTeasers.$inferSelect

/** The programme's lists with their teasers: every reading of the teasers names `teasers`. */
const TEASER_TAGS: Tag[] = [tag.collection('teasers')]

/** The teasers by day (a date range, both ends included) and by name or headline, in the order of the programme. */
export async function listTeasersForBackOffice(db: Db, query: BackOfficeTeaserQuery) {
  const page = query.page ?? 1
  const conditions: SQL[] = []
  if (query.from) conditions.push(gte(eventTeasers.position, query.from))
  if (query.to) conditions.push(lte(eventTeasers.position, query.to))
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const any = or(ilike(eventTeasers.name, pattern), ilike(sql`${eventTeasers.headline}->>'de'`, pattern), ilike(sql`${eventTeasers.headline}->>'en'`, pattern))
    if (any) conditions.push(any)
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(eventTeasers)
      .where(where)
      .orderBy(asc(eventTeasers.position), asc(eventTeasers.id))
      .limit(TEASERS_PAGE_SIZE)
      .offset((page - 1) * TEASERS_PAGE_SIZE),
    db.select({ value: count() }).from(eventTeasers).where(where),
  ])
  const results: BackOfficeTeaserListItem[] = rows.map((row) => ({ id: row.id, position: row.position, name: row.name, headline: row.headline }))
  return { page, total: total[0]?.value ?? 0, results }
}

const teaserOf = (row: TeaserRow): BackOfficeTeaser => ({
  id: row.id,
  position: row.position,
  name: row.name,
  headline: row.headline,
  preline: both(row.preline),
  subline: both(row.subline),
  link: both(row.link),
  link_text: both(row.linkText),
  image: row.image,
  updated_at: row.updatedAt.toISOString(),
})

export async function teaserForBackOffice(db: Db, id: number): Promise<BackOfficeTeaser | null> {
  const [row] = await db.select().from(eventTeasers).where(eq(eventTeasers.id, id))
  return row ? teaserOf(row) : null
}

export type TeaserWriteResult = { ok: true; teaser: BackOfficeTeaser } | Refusal

function checkFields(lang: Locale, input: TeaserFieldsInput): { ok: true; fields: TeaserFields } | { ok: false; errors: Record<string, string[]> } {
  const result = v.safeParse(teaserFieldsSchema(lang), input)
  return result.success ? { ok: true, fields: result.output } : { ok: false, errors: fieldErrors(result.issues) }
}

const teaserColumns = (fields: TeaserFields) => ({
  position: fields.position,
  name: fields.name,
  headline: fields.headline,
  preline: optional(fields.preline),
  subline: optional(fields.subline),
  link: optional(fields.link),
  linkText: optional(fields.link_text),
  image: fields.image || null,
})

const empty = { de: '', en: '' }

/** A new teaser: the programme shows it at the end of its day once the lists are regenerated (on commit). */
export async function createTeaser(db: Db, lang: Locale, input: BackOfficeTeaserCreate): Promise<TeaserWriteResult> {
  const checked = checkFields(lang, {
    position: input.position,
    name: input.name,
    headline: input.headline,
    preline: input.preline ?? empty,
    subline: input.subline ?? empty,
    link: input.link ?? empty,
    link_text: input.link_text ?? empty,
    image: input.image ?? null,
  })
  if (!checked.ok) return invalid(lang, checked.errors)
  return db.transaction(async (tx): Promise<TeaserWriteResult> => {
    const [row] = await tx.insert(eventTeasers).values(teaserColumns(checked.fields)).returning()
    if (!row) throw new Error('teaser insert returned nothing')
    await recordContentChange(tx, TEASER_TAGS)
    return { ok: true, teaser: teaserOf(row) }
  })
}

/** Applies an editor's changes (POST and PATCH: the fields named) to the copy they edited; an older copy is refused. */
export async function updateTeaser(db: Db, lang: Locale, id: number, patch: BackOfficeTeaserUpdate): Promise<TeaserWriteResult> {
  return db.transaction(async (tx): Promise<TeaserWriteResult> => {
    const [current] = await tx.select().from(eventTeasers).where(eq(eventTeasers.id, id)).for('update')
    if (!current) return notFound(lang)
    if (current.updatedAt.getTime() !== Date.parse(patch.updated_at)) return { ok: false, status: 409, message: m.backoffice_teaser_stale_copy({}, { locale: lang }) }
    const checked = checkFields(lang, {
      position: patch.position ?? current.position,
      name: patch.name ?? current.name,
      headline: { ...current.headline, ...patch.headline },
      preline: { ...both(current.preline), ...patch.preline },
      subline: { ...both(current.subline), ...patch.subline },
      link: { ...both(current.link), ...patch.link },
      link_text: { ...both(current.linkText), ...patch.link_text },
      image: patch.image === undefined ? current.image : patch.image,
    })
    if (!checked.ok) return invalid(lang, checked.errors)
    const [row] = await tx
      .update(eventTeasers)
      .set({ ...teaserColumns(checked.fields), updatedAt: nextVersion(current.updatedAt) })
      .where(eq(eventTeasers.id, id))
      .returning()
    if (!row) return notFound(lang)
    await recordContentChange(tx, TEASER_TAGS)
    return { ok: true, teaser: teaserOf(row) }
  })
}

export type TeaserDeleteResult = { ok: true } | Refusal

/** A teaser is nobody's reference: it can always go, and the programme closes the gap. */
export async function deleteTeaser(db: Db, lang: Locale, id: number): Promise<TeaserDeleteResult> {
  return db.transaction(async (tx): Promise<TeaserDeleteResult> => {
    const removed = await tx.delete(eventTeasers).where(eq(eventTeasers.id, id)).returning({ id: eventTeasers.id })
    if (removed.length === 0) return notFound(lang)
    await recordContentChange(tx, TEASER_TAGS)
    return { ok: true }
  })
}
