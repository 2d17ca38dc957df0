import { eq, gt, sql } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db, DatabaseHandle } from '~/server/db/client.server'
import { contentChanges } from '~/server/db/schema'
import { noteOwnChange } from '~/server/cache/own-writes.server'
import type { Tag } from './tags'

/** The NOTIFY channel on which instances sharing one database hear of content changes. */
const CHANNEL = 'foyer_content'


export interface ContentChange {
  id: number
  tags: string[]
  changedAt: Date
}

/**
 * Records what a write changed, in the write's own transaction: the log row and the NOTIFY both take effect at
 * commit (and neither does on rollback), so every instance regenerates exactly when the change is visible.
 */
export async function recordContentChange(tx: Db, tags: readonly Tag[]): Promise<void> {
  if (tags.length === 0) return
  const [row] = await tx.insert(contentChanges).values({ tags: [...new Set(tags)] }).returning({ id: contentChanges.id })
  if (row) await tx.execute(sql`SELECT pg_notify(${CHANNEL}, ${String(row.id)})`)
  noteOwnChange(tags)
}

/** Changes logged after `since` (epoch ms), for an instance that starts with pages generated earlier. */
export async function changesSince(db: Db, since: number): Promise<ContentChange[]> {
  return db.select().from(contentChanges).where(gt(contentChanges.changedAt, new Date(since)))
}

const ChangeId = v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))

/** Calls `onChange` for every change any instance commits, this one included. */
export async function subscribeToContentChanges(handle: DatabaseHandle, onChange: (change: ContentChange) => void): Promise<void> {
  await handle.listen(CHANNEL, (payload) => {
    const id = v.safeParse(ChangeId, payload)
    if (!id.success) return
    handle.db
      .select()
      .from(contentChanges)
      .where(eq(contentChanges.id, id.output))
      .then(([change]) => {
        if (change) onChange(change)
      })
      .catch((error: unknown) => console.error('[revalidate] change not read', payload, error))
  })
}
