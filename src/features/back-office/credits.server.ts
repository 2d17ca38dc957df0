import { asc, eq, inArray } from 'drizzle-orm'
import type { BackOfficeCredit } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { eventPersons, persons } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import type { CreditFields } from './credit-input'
import { tag } from '~/server/static/tags'
import type { Tag } from '~/server/static/tags'

// The people credited on an event (cast and team, each with a role in both languages, in order), read, checked and
// written here. A production's credits are sub-records of its collection description (decision 0037).

export type CreditOwner = { kind: 'event'; id: number }

function rowsOf(tx: Db, owner: CreditOwner) {
  return tx.select().from(eventPersons).where(eq(eventPersons.eventId, owner.id)).orderBy(asc(eventPersons.kind), asc(eventPersons.position), asc(eventPersons.id))
}

/** The credits as the back office shows them: cast first, then team, each in its order. */
export async function creditsOf(db: Db, owner: CreditOwner): Promise<BackOfficeCredit[]> {
  return (await rowsOf(db, owner)).map((row) => ({ person_id: row.personId, kind: row.kind, role: row.role }))
}

/** Field errors for credits naming a person who does not exist (deleted meanwhile). */
export async function checkCredits(tx: Db, lang: Locale, credits: readonly CreditFields[]): Promise<Record<string, string[]>> {
  const wanted = [...new Set(credits.map((credit) => credit.person_id))]
  if (wanted.length === 0) return {}
  const known = new Set((await tx.select({ id: persons.id }).from(persons).where(inArray(persons.id, wanted))).map((row) => row.id))
  const errors: Record<string, string[]> = {}
  credits.forEach((credit, index) => {
    if (!known.has(credit.person_id)) errors[`credits.${index}.person_id`] = [m.backoffice_unknown_choice({}, { locale: lang })]
  })
  return errors
}

/**
 * Replaces the credits with the ones given (their order within cast and team is the order given) and answers the
 * tags of the people whose pages list the owner: those credited before and after.
 */
export async function writeCredits(tx: Db, owner: CreditOwner, credits: readonly CreditFields[]): Promise<Tag[]> {
  const before = await rowsOf(tx, owner)
  const position = (index: number) => credits.slice(0, index).filter((entry) => entry.kind === credits[index]?.kind).length
  await tx.delete(eventPersons).where(eq(eventPersons.eventId, owner.id))
  if (credits.length) await tx.insert(eventPersons).values(credits.map((credit, index) => ({ eventId: owner.id, personId: credit.person_id, kind: credit.kind, role: credit.role, position: position(index) })))
  const people = new Set([...before.map((row) => row.personId), ...credits.map((credit) => credit.person_id)])
  return [...people].map(tag.person)
}

/** Whether the credits given are the ones stored (same people, kinds, roles and order). */
export function sameCredits(stored: readonly BackOfficeCredit[], wanted: readonly CreditFields[]): boolean {
  const order = <T extends { kind: string }>(list: readonly T[]) => [...list.filter((entry) => entry.kind === 'cast'), ...list.filter((entry) => entry.kind !== 'cast')]
  const a = order(stored)
  const b = order(wanted)
  return a.length === b.length && a.every((entry, index) => {
    const other = b[index]
    return other !== undefined && entry.person_id === other.person_id && entry.kind === other.kind && entry.role.de === other.role.de && entry.role.en === other.role.en
  })
}

/** The people the credit form offers, by last and first name. */
export async function creditOptions(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db.select({ id: persons.id, firstName: persons.firstName, lastName: persons.lastName }).from(persons).orderBy(asc(persons.lastName), asc(persons.firstName), asc(persons.id))
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }))
}

