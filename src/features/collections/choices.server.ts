import { asc, desc, eq } from 'drizzle-orm'
import type { ChoiceKind } from '~/contract/back-office'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { eventTypes, rooms, saleTypes, venues } from '~/server/db/schema'

type Choice = { value: string; label: string }
type Named = { id: number; name: { de: string; en: string } }

const inLanguage = (name: Named['name'], lang: Locale) => name[lang] || name.de
const byName = (lang: Locale) => (a: Choice, b: Choice) => a.label.localeCompare(b.label, lang)

/**
 * The records a reference field offers where they are no collection of the hub's own: rooms (kept with their venue)
 * in the venues' order, a room whose name another room has too with its venue's name; event types by name; price
 * categories with the full price first, then in their order.
 */
export async function choicesOf(db: Db, lang: Locale, kind: ChoiceKind): Promise<Choice[]> {
  if (kind === 'rooms') {
    const found = await db.select({ id: rooms.id, name: rooms.name, venue: venues.name }).from(rooms).innerJoin(venues, eq(venues.id, rooms.venueId)).orderBy(asc(rooms.position), asc(rooms.id))
    const names = found.map((room) => inLanguage(room.name, lang))
    return found.map((room, at) => {
      const name = names[at] ?? ''
      const twice = names.filter((other) => other === name).length > 1
      return { value: String(room.id), label: twice ? `${name} (${inLanguage(room.venue, lang)})` : name }
    })
  }
  if (kind === 'event-types') return (await db.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes)).map((type) => ({ value: String(type.id), label: inLanguage(type.name, lang) })).toSorted(byName(lang))
  const types = await db.select({ id: saleTypes.id, name: saleTypes.name }).from(saleTypes).orderBy(desc(saleTypes.isFullPrice), asc(saleTypes.position), asc(saleTypes.id))
  return types.map((type) => ({ value: String(type.id), label: inLanguage(type.name, lang) }))
}
