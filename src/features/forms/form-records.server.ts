import { and, count, countDistinct, eq, inArray, ne } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { formEntries, formEntryFiles, formEntryValues } from '~/server/db/schema'
import { m } from '~/server/i18n.server'
import { tag } from '~/server/static/tags'
import type { CollectionServer } from '~/features/collections/service.server'
import { formsCollection } from './forms.collection'

const Field = v.looseObject({ slug: v.string(), label: v.object({ de: v.string(), en: v.string() }), value_count: v.optional(v.number(), 0) })

const entriesOf = (tx: Db, formId: number) => tx.select({ id: formEntries.id }).from(formEntries).where(eq(formEntries.formId, formId))

/** Per field key, how many entries of the form hold an answer in it. */
async function answersPerField(tx: Db, formId: number): Promise<Map<string, number>> {
  const rows = await tx
    .select({ slug: formEntryValues.fieldSlug, value: countDistinct(formEntryValues.entryId) })
    .from(formEntryValues)
    .innerJoin(formEntries, eq(formEntries.id, formEntryValues.entryId))
    .where(and(eq(formEntries.formId, formId), ne(formEntryValues.value, '')))
    .groupBy(formEntryValues.fieldSlug)
  return new Map(rows.map((row) => [row.slug, row.value]))
}

/** Moves the stored answers of a form's entries from one field key to another. */
async function moveAnswers(tx: Db, formId: number, from: string, to: string) {
  await tx.update(formEntryValues).set({ fieldSlug: to }).where(and(eq(formEntryValues.fieldSlug, from), inArray(formEntryValues.entryId, entriesOf(tx, formId))))
  await tx.update(formEntryFiles).set({ fieldSlug: to }).where(and(eq(formEntryFiles.fieldSlug, from), inArray(formEntryFiles.entryId, entriesOf(tx, formId))))
}

/**
 * Where forms and their fields live, and what a change makes stale: whatever read the form (its page, its definition
 * in the API) carries `form:<id>`. A field's key names the answers given in it: a renamed key takes them with it, a
 * field holding answers stays (it can be hidden), and a form with entries is not deleted (they would go with it).
 */
export const formsServer = {
  collection: formsCollection,
  table: 'forms',
  tags: (id) => [tag.form(id)],
  counts: { entry_count: [{ table: 'form_entries', by: 'form_id' }] },
  latest: { last_entry_at: { table: 'form_entries', by: 'form_id', at: 'created_at' } },
  blocksDelete: async (tx, lang, id) => {
    const [entries] = await tx.select({ value: count() }).from(formEntries).where(eq(formEntries.formId, id))
    return (entries?.value ?? 0) > 0 ? m.backoffice_form_in_use({ count: entries?.value ?? 0 }, { locale: lang }) : null
  },
  rows: {
    fields: {
      table: 'form_fields',
      parent: 'form_id',
      order: 'position',
      unique: 'slug',
      answer: async (tx, formId, fields) => {
        const answers = await answersPerField(tx, formId)
        return fields.map((entry) => ({ ...entry, value_count: answers.get(v.parse(Field, entry).slug) ?? 0 }))
      },
      blocksRemove: async (_tx, lang, row) => {
        const field = v.parse(Field, row)
        return field.value_count > 0 ? m.backoffice_form_field_has_answers({ label: field.label[lang], count: field.value_count }, { locale: lang }) : null
      },
      changed: async (tx, formId, changes) => {
        // what is left under a removed key is empty answers only: a new field of that key starts without them
        const removed = changes.flatMap((change) => (change.before && !change.after ? [v.parse(Field, change.before).slug] : []))
        if (removed.length > 0) await tx.delete(formEntryValues).where(and(inArray(formEntryValues.fieldSlug, removed), inArray(formEntryValues.entryId, entriesOf(tx, formId))))
        // renamed keys go through a key of their own first, so that two fields may swap theirs
        const renamed = changes.flatMap(({ before, after }) => (before && after && v.parse(Field, before).slug !== v.parse(Field, after).slug ? [{ id: before.id, from: v.parse(Field, before).slug, to: v.parse(Field, after).slug }] : []))
        for (const rename of renamed) await moveAnswers(tx, formId, rename.from, `~${rename.id}`)
        for (const rename of renamed) await moveAnswers(tx, formId, `~${rename.id}`, rename.to)
      },
    },
  },
} satisfies CollectionServer<'Form', 'Forms', 'forms', typeof formsCollection.fields>
