import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import type { Db } from '~/server/db/client.server'
import { contentChanges, redirects } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { tag } from '~/server/static/tags'
import { defineCollection } from './collection'
import { field } from './fields'
import { createRecord, readRecord, listRecords, updateRecord } from './service.server'
import type { CollectionServer, KeyedRow } from './service.server'

/**
 * A collection with keyed rows (decision 0039) and the kinds and options the form builder added, on tables of its own
 * made here: a board with its items (their keys unique per board, as a form's fields) and posts (counted, the newest dated).
 */
const boards = defineCollection({
  names: { one: 'Board', many: 'Boards' },
  path: 'boards',
  labels: { many: m.sponsors_nav, new: m.sponsors_new, create: m.sponsors_create, edit: m.sponsors_edit, deleted: m.sponsors_deleted, deleteLabel: m.sponsors_delete, deleteConfirm: m.sponsors_delete_confirm, empty: m.sponsors_empty, count: m.sponsors_count, staleCopy: m.backoffice_form_stale_copy },
  fields: {
    title: field.translated(m.backoffice_field_title, { required: true }),
    slug: field.slug(m.backoffice_field_slug, 'title'),
    contact: field.text(m.backoffice_form_notify_email, { format: 'email', invalid: m.backoffice_form_email_invalid, orNull: true }),
    items: field.rows(
      m.backoffice_form_fields,
      {
        kind: field.code(m.backoffice_form_field_type, [{ value: 1, label: m.backoffice_form_type_1 }, { value: 6, label: m.backoffice_form_type_6 }], 1, { invalid: m.backoffice_form_field_type_invalid, sqlType: 'smallint' }),
        key: field.oneSlug(m.backoffice_form_field_key, ['label'], { separator: '_', max: 20, checks: [{ test: (key) => /^[a-z_]+$/.test(key), message: m.backoffice_form_field_slug_invalid }] }),
        label: field.translated(m.backoffice_form_field_label, { required: true }),
        // only a drop-down list has choices
        choices: field.translated(m.backoffice_form_field_choices_name, { when: (entry) => entry.kind === 6 }),
        sizes: field.multiple(m.backoffice_form_field_accept, [{ value: 'pdf', label: m.forms_kind_pdf }, { value: 'image', label: m.forms_kind_image }], { invalid: m.backoffice_form_field_type_invalid }),
        answers: field.count(m.forms_hub_entries),
      },
      {
        keyed: true,
        partial: true,
        max: 3,
        tooMany: m.backoffice_form_too_many_fields,
        distinct: { field: 'key', message: m.backoffice_form_field_slug_taken },
        entryChecks: [{ path: 'choices.de', test: (entry) => entry.kind !== 6 || v.parse(v.object({ de: v.string() }), entry.choices).de !== '', message: m.backoffice_form_choices_missing }],
      },
    ),
    post_count: field.count(m.forms_hub_entries),
    last_post_at: field.latest(m.forms_hub_last_entry),
  },
  title: 'title',
  columns: ['post_count', 'last_post_at'],
  search: ['title'],
  order: ['title'],
  access: 'editors',
  group: 'content',
  address: (lang, record) => `/${lang}/boards/${record.slug[lang]}/${record.id}`,
  redirects: false,
})

const Item = v.looseObject({ key: v.string(), id: v.number() })
const RowList = v.array(v.record(v.string(), v.unknown()))
/** The rows of a query, as any of the drivers answers them. */
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => v.parse(v.union([RowList, v.pipe(v.object({ rows: RowList }), v.transform((result) => result.rows))]), await db.execute(query))
/** What the save's hook was told, save by save. */
const told: { before: string | null; after: string | null }[][] = []
const boardsServer: CollectionServer<'Board', 'Boards', 'boards', typeof boards.fields> = {
  collection: boards,
  table: 'boards',
  tags: (id) => [tag.form(id)],
  counts: { post_count: [{ table: 'board_posts', by: 'board_id' }] },
  latest: { last_post_at: { table: 'board_posts', by: 'board_id', at: 'created_at' } },
  rows: {
    items: {
      table: 'board_items',
      parent: 'board_id',
      order: 'position',
      unique: 'key',
      // an item's answers: the posts naming its key
      answer: async (tx, board, items) => {
        const found = v.parse(v.array(v.object({ key: v.string(), value: v.number() })), await rowsOf(tx, sql`SELECT key, count(*)::int AS value FROM board_posts WHERE board_id = ${board} GROUP BY key`))
        return items.map((item) => ({ ...item, answers: found.find((entry) => entry.key === v.parse(Item, item).key)?.value ?? 0 }))
      },
      blocksRemove: async (_tx, _lang, row: KeyedRow) => (v.parse(v.looseObject({ answers: v.number() }), row).answers > 0 ? `${v.parse(Item, row).key} has answers` : null),
      changed: async (_tx, _board, changes) => {
        told.push(changes.map((change) => ({ before: change.before ? v.parse(Item, change.before).key : null, after: change.after ? v.parse(Item, change.after).key : null })))
      },
    },
  },
}

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`collections: keyed rows and the form builder's kinds on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db
    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
      await db.execute(sql`CREATE TABLE boards (id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY, title jsonb NOT NULL, slug jsonb NOT NULL, contact text, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`)
      await db.execute(sql`CREATE TABLE board_items (id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY, board_id integer NOT NULL REFERENCES boards(id), position integer NOT NULL, kind smallint NOT NULL, key text NOT NULL, label jsonb NOT NULL, choices jsonb, sizes text, UNIQUE (board_id, key))`)
      await db.execute(sql`CREATE TABLE board_posts (id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY, board_id integer NOT NULL REFERENCES boards(id), key text NOT NULL, created_at timestamptz NOT NULL)`)
    }, 60_000)
    afterAll(async () => {
      await database?.dispose()
    })
    type Body = Record<string, unknown> & { title: { de: string; en: string } }
    const create = (lang: 'de' | 'en', body: Body) => createRecord(db, lang, boardsServer, body)
    const update = (id: number, body: Record<string, unknown> & { updated_at: string }) => updateRecord(db, 'de', boardsServer, id, body)
    const lastTags = async () => (await db.select().from(contentChanges).orderBy(contentChanges.id)).at(-1)?.tags
    const item = (key: string, rest: Record<string, unknown> = {}) => ({ key, label: { de: key, en: key }, ...rest })
    const created = async () => {
      const result = await create('de', { title: { de: 'Brett', en: 'Board' }, slug: { de: `brett-${Date.now()}`, en: `board-${Date.now()}` }, items: [item('name'), item('seat', { kind: 6, choices: { de: 'Parkett', en: 'Stalls' } }), item('cv', { sizes: ['pdf'] })] })
      if (!result.ok) throw new Error(JSON.stringify(result))
      return result.record
    }

    it('creates rows with their ids; left-out fields are empty, one that does not apply is written empty; a number choice, several values, counts and no newest moment', async () => {
      const result = await create('de', {
        title: { de: 'Tafel', en: 'Table' },
        slug: { de: 'tafel', en: 'table' },
        contact: '',
        items: [item('name', { choices: { de: 'gilt nicht', en: 'does not apply' } }), item('seat', { kind: 6, choices: { de: 'Parkett, Rang', en: 'Stalls, Circle' } }), item('cv', { sizes: ['pdf', 'image'] })],
      })
      if (!result.ok) throw new Error(JSON.stringify(result))
      expect(result.record).toMatchObject({ contact: '', post_count: 0, last_post_at: null })
      expect(result.record.items).toEqual([
        { id: expect.any(Number), kind: 1, key: 'name', label: { de: 'name', en: 'name' }, choices: { de: '', en: '' }, sizes: [], answers: 0 },
        { id: expect.any(Number), kind: 6, key: 'seat', label: { de: 'seat', en: 'seat' }, choices: { de: 'Parkett, Rang', en: 'Stalls, Circle' }, sizes: [], answers: 0 },
        { id: expect.any(Number), kind: 1, key: 'cv', label: { de: 'cv', en: 'cv' }, choices: { de: '', en: '' }, sizes: ['pdf', 'image'], answers: 0 },
      ])
      // an empty text stored as none, several values as one text
      const [stored] = v.parse(v.array(v.object({ contact: v.nullable(v.string()) })), await rowsOf(db, sql`SELECT contact FROM boards WHERE id = ${result.record.id}`))
      expect(stored?.contact).toBeNull()
      expect(await rowsOf(db, sql`SELECT sizes FROM board_items WHERE key = 'cv' AND board_id = ${result.record.id}`)).toEqual([{ sizes: 'pdf,image' }])
      expect(told.at(-1)).toEqual([{ before: null, after: 'name' }, { before: null, after: 'seat' }, { before: null, after: 'cv' }])
      // the newest post dates the board in its list row
      await db.execute(sql`INSERT INTO board_posts (board_id, key, created_at) VALUES (${result.record.id}, 'name', '2026-03-01T10:00:00Z'), (${result.record.id}, 'seat', '2026-03-02T10:00:00Z')`)
      expect((await listRecords(db, 'de', boardsServer, { q: 'tafel' })).results).toEqual([{ id: result.record.id, title: { de: 'Tafel', en: 'Table' }, slug: { de: 'tafel', en: 'table' }, post_count: 2, last_post_at: '2026-03-02T10:00:00.000Z', url: `/de/boards/tafel/${result.record.id}` }])
    })

    it("refuses what breaks an entry's rules, the rules across its fields and two entries with one key, each at its entry", async () => {
      const refused = await create('en', {
        title: { de: 'X', en: 'X' },
        slug: { de: 'x', en: 'x' },
        contact: 'no address',
        items: [item('seat', { kind: 6 }), item('Seat Two', { kind: 99 }), item('seat', { sizes: ['exe'], label: { de: '', en: 'x' } })],
      })
      expect(refused).toMatchObject({ ok: false, status: 400 })
      expect(refused.ok || refused.status !== 400 ? {} : refused.errors).toEqual({
        contact: ['Please enter a valid e-mail address.'],
        'items.0.choices.de': ['A choice field needs at least one choice.'],
        'items.1.key': ['Only lower-case letters, digits, - and _ (e.g. “phone” or “preferred_date”).'],
        'items.1.kind': ['There is no such field type.'],
        'items.2.label.de': ['This field is required!'],
        'items.2.sizes.0': ['There is no such field type.'],
        'items.2.key': ['Another field of this form already has this key.'],
      })
      const many = await create('en', { title: { de: 'Y', en: 'Y' }, slug: { de: 'y', en: 'y' }, items: [item('a'), item('b'), item('c'), item('d')] })
      expect(many).toMatchObject({ ok: false, errors: { items: ['A form has at most 3 fields.'] } })
    })

    it('changes rows in place, swaps their keys, adds and removes; the same list writes nothing', async () => {
      const board = await created()
      const [name, seat, cv] = board.items
      if (!name?.id || !seat?.id || !cv?.id) throw new Error('items missing')
      const { answers: _a, ...nameSent } = name
      const { answers: _b, ...seatSent } = seat
      const swapped = await update(board.id, { updated_at: board.updated_at, items: [{ ...seatSent, key: 'name' }, { ...nameSent, key: 'seat', label: { de: 'Ihr Name', en: 'Your name' } }, item('phone')] })
      if (!swapped.ok) throw new Error(JSON.stringify(swapped))
      expect(swapped.record.items.map((entry) => [entry.id, entry.key, entry.label.de])).toEqual([
        [seat.id, 'name', 'seat'],
        [name.id, 'seat', 'Ihr Name'],
        [expect.any(Number), 'phone', 'phone'],
      ])
      expect(told.at(-1)).toEqual([{ before: 'cv', after: null }, { before: 'seat', after: 'name' }, { before: 'name', after: 'seat' }, { before: null, after: 'phone' }])
      expect(await lastTags()).toEqual([tag.form(board.id)])
      // sent back as it came, nothing is written
      const calls = told.length
      const again = await update(board.id, { updated_at: swapped.record.updated_at, items: swapped.record.items })
      if (!again.ok) throw new Error(JSON.stringify(again))
      expect(told.length).toBe(calls)
      expect(again.record.items).toEqual(swapped.record.items)
    })

    it('refuses an entry naming a row of another record, and the removal of a row the server part keeps; a new slug leaves no redirect', async () => {
      const board = await created()
      const other = await created()
      const [name, seat] = board.items
      if (!name?.id || !seat?.id) throw new Error('items missing')
      await db.execute(sql`INSERT INTO board_posts (board_id, key, created_at) VALUES (${board.id}, 'seat', now())`)
      const refused = await update(board.id, { updated_at: board.updated_at, items: [name, { ...other.items[0], key: 'fremd' }] })
      expect(refused).toMatchObject({ ok: false, status: 400, errors: { 'items.1': [expect.stringContaining('inzwischen')], items: ['seat has answers'] } })
      expect((await readRecord(db, boardsServer, board.id))?.items.map((entry) => entry.key)).toEqual(['name', 'seat', 'cv'])
      const moved = await update(board.id, { updated_at: board.updated_at, slug: { de: `neu-${Date.now()}` } })
      expect(moved.ok).toBe(true)
      expect((await db.select().from(redirects)).filter((row) => row.oldPath === board.urls?.de)).toEqual([])
      expect(await lastTags()).toEqual([tag.form(board.id)])
    })
  })
}
