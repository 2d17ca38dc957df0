import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '~/server/db/client.server'
import { formEntries, formEntryFiles, forms } from '~/server/db/schema'
import { deleteStoredFile } from '~/server/files/store.server'

/** What a deletion removed: entries (with their values) and their files, from the database and from disk. */
export interface EntriesDeleted {
  entries: number
  files: number
}

export type EntrySelection = { ids: readonly number[] } | { all: true }

/**
 * Deletes entries (their values cascade) and then their files on disk, inside the transaction: a file never
 * outlives its row; should the commit still fail, the rows stay and the next deletion takes them again.
 */
async function deleteEntryRows(tx: Db, ids: readonly number[]): Promise<EntriesDeleted> {
  if (ids.length === 0) return { entries: 0, files: 0 }
  const files = await tx.select({ key: formEntryFiles.storageKey }).from(formEntryFiles).where(inArray(formEntryFiles.entryId, [...ids]))
  const deleted = await tx.delete(formEntries).where(inArray(formEntries.id, [...ids])).returning({ id: formEntries.id })
  for (const file of files) await deleteStoredFile('form-entries', file.key)
  return { entries: deleted.length, files: files.length }
}

/**
 * An editor's deletion: the named entries of the form (others' ids are ignored), or all of them. Null when the
 * form does not exist.
 */
export async function deleteFormEntries(db: Db, formId: number, selection: EntrySelection): Promise<EntriesDeleted | null> {
  return db.transaction(async (tx) => {
    const [form] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, formId)).limit(1)
    if (!form) return null
    const rows = await tx
      .select({ id: formEntries.id })
      .from(formEntries)
      .where('all' in selection ? eq(formEntries.formId, formId) : and(eq(formEntries.formId, formId), inArray(formEntries.id, selection.ids.length > 0 ? [...selection.ids] : [0])))
      .for('update')
    return deleteEntryRows(tx, rows.map((row) => row.id))
  })
}

/** Entries deleted per transaction by the retention job: short transactions, and a crash loses little work. */
const RETENTION_BATCH = 200

/**
 * Deletes the entries older than their form's retention period, with their files. Batches are taken with
 * SKIP LOCKED, so instances sharing one database never delete (or count) an entry twice.
 */
export async function deleteExpiredEntries(db: Db, now: Date): Promise<EntriesDeleted> {
  const total: EntriesDeleted = { entries: 0, files: 0 }
  const expired = lt(formEntries.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(months => ${forms.retentionMonths})`)
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: formEntries.id })
        .from(formEntries)
        .innerJoin(forms, eq(forms.id, formEntries.formId))
        .where(expired)
        .orderBy(asc(formEntries.id))
        .limit(RETENTION_BATCH)
        .for('update', { of: formEntries, skipLocked: true })
      return deleteEntryRows(tx, rows.map((row) => row.id))
    })
    total.entries += batch.entries
    total.files += batch.files
    if (batch.entries < RETENTION_BATCH) return total
  }
}
