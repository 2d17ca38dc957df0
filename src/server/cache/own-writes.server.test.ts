import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { recordContentChange } from '~/server/static/revalidation.server'
import { collectOwnChanges } from './own-writes.server'

// What a write records is known to its own process when the write returns, on both databases (PostgreSQL's NOTIFY
// reaches the listener only a moment after the commit).

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`own writes on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
    }, 120_000)

    afterAll(async () => {
      await database?.dispose()
    })

    it('collects the tags of every change a committed write recorded, and nothing outside its scope', async () => {
      await recordContentChange(db, ['event:1'])
      const { result, tags } = await collectOwnChanges(async () => {
        await db.transaction(async (tx) => {
          await recordContentChange(tx, ['event:5', 'events'])
          await recordContentChange(tx, ['events', 'production:2'])
        })
        return 'saved'
      })
      expect(result).toBe('saved')
      expect(tags.sort()).toEqual(['event:5', 'events', 'production:2'])
    })

    it('a write that recorded nothing names nothing', async () => {
      const { tags } = await collectOwnChanges(async () => db.transaction(async (tx) => recordContentChange(tx, [])))
      expect(tags).toEqual([])
    })
  })
}
