import { eq } from 'drizzle-orm'
import type { Locale } from '~/contract/shared'
import type { Db } from '~/server/db/client.server'
import { events } from '~/server/db/schema'
import { recordContentChange } from '~/server/static/revalidation.server'

export interface EventTextPatch {
  title?: Partial<Record<Locale, string>>
}

/**
 * Changes an event's texts and names what it changed, in one transaction: the event's pages, and every list and
 * page that shows it (they carry `event:<id>`), are regenerated when it commits. Null when there is no such event.
 */
export async function updateEventTexts(db: Db, id: number, patch: EventTextPatch): Promise<{ id: number; title: Record<Locale, string> } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ title: events.title }).from(events).where(eq(events.id, id)).for('update')
    if (!current) return null
    const title = { ...current.title, ...patch.title }
    await tx.update(events).set({ title, updatedAt: new Date() }).where(eq(events.id, id))
    await recordContentChange(tx, [`event:${id}`])
    return { id, title }
  })
}
