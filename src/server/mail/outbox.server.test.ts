import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { mailOutbox } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { InvalidMailError, MAIL_CAP_PER_HOUR, RETRY_DELAYS_MS, SENDING_LEASE_MS, enqueueMail, registerAttachmentResolver, resendMail, sendDueMails, singleLine } from './outbox.server'
import type { NewMail } from './outbox.server'
import type { MailTransport, OutgoingMessage } from './transport.server'

// The outbox against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set.

const mail = (overrides: Partial<NewMail> = {}): NewMail => ({
  kind: 'email-change',
  to: 'besucherin@foyer.example',
  locale: 'de',
  subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  text: 'Hallo',
  html: '<p>Hallo</p>',
  ...overrides,
})

/** A transport that records what it was given and fails while `failing` says so. */
function fakeTransport() {
  const sent: OutgoingMessage[] = []
  let failing: Error | null = null
  const transport: MailTransport = {
    async send(message) {
      if (failing) throw failing
      sent.push(message)
      return { messageId: `<${sent.length}@test>`, response: '250 OK: queued' }
    },
    close: () => undefined,
  }
  return { transport, sent, fail: (error: Error | null) => void (failing = error) }
}

async function refusal(promise: Promise<unknown>): Promise<InvalidMailError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof InvalidMailError) return error
    throw error
  }
  throw new Error('expected the mail to be refused')
}

describe('singleLine', () => {
  it('turns line breaks of typed text into spaces', () => {
    expect(singleLine('Anna\r\nBcc: x@evil.example')).toBe('Anna Bcc: x@evil.example')
    expect(singleLine('  a \n\n b  ')).toBe('a b')
  })
})

for (const backend of testBackends) {
  describe.skipIf(backend.skip)(`the mail outbox on ${backend.name}`, () => {
    let database: TestDatabase
    let db: Db

    beforeAll(async () => {
      database = await backend.open()
      db = database.handle.db
    })
    afterAll(() => database?.dispose())
    beforeEach(async () => {
      await db.delete(mailOutbox)
      vi.spyOn(console, 'warn').mockImplementation(() => {})
    })

    it('writes the mail in the transaction of the change, and not at all when it rolls back', async () => {
      await db.transaction(async (tx) => {
        expect(await enqueueMail(tx, mail({ to: 'Kept@Foyer.example ' }))).toEqual({ queued: true })
      })
      await expect(
        db.transaction(async (tx) => {
          await enqueueMail(tx, mail({ to: 'lost@foyer.example' }))
          throw new Error('the change failed')
        }),
      ).rejects.toThrow('the change failed')
      const rows = await db.select().from(mailOutbox)
      expect(rows.map((row) => [row.recipient, row.state, row.attempts])).toEqual([['kept@foyer.example', 'waiting', 0]])
    })

    it('refuses CR/LF in the recipient and the subject, and a second address', async () => {
      for (const bad of [
        mail({ subject: 'Hallo\r\nBcc: x@evil.example' }),
        mail({ subject: 'Hallo\nBcc: x@evil.example' }),
        mail({ subject: 'Hallo\r' }),
        mail({ to: 'a@foyer.example\r\nBcc: x@evil.example' }),
        mail({ to: 'a@foyer.example\n' }),
        mail({ to: 'a@foyer.example, x@evil.example' }),
        mail({ attachments: [{ filename: 'a\r\n.pdf', contentType: 'application/pdf', base64: 'AAAA' }] }),
      ]) {
        expect((await refusal(enqueueMail(db, bad))).message).toMatch(/CR or LF|e-mail address/)
      }
      expect(await db.select().from(mailOutbox)).toEqual([])
    })

    it('caps the mails of one kind to one recipient per hour, quietly', async () => {
      const now = new Date('2026-05-04T10:00:00Z')
      for (let i = 0; i < MAIL_CAP_PER_HOUR; i++) expect(await enqueueMail(db, mail(), { now })).toEqual({ queued: true })
      expect(await enqueueMail(db, mail({ to: 'BESUCHERIN@foyer.example' }), { now })).toEqual({ queued: false })
      // another kind and another recipient are counted apart; an hour later the cap is free again
      expect(await enqueueMail(db, mail({ kind: 'password-reset' }), { now })).toEqual({ queued: true })
      expect(await enqueueMail(db, mail({ to: 'other@foyer.example' }), { now })).toEqual({ queued: true })
      expect(await enqueueMail(db, mail(), { now: new Date(now.getTime() + 3600_001) })).toEqual({ queued: true })
      expect(await db.$count(mailOutbox)).toBe(MAIL_CAP_PER_HOUR + 3)
    })

    it('retries after 1 min, 5 min, 30 min, 2 h and 12 h, then gives up', async () => {
      let now = new Date('2026-05-04T10:00:00Z')
      const clock = () => now
      const { transport, sent, fail } = fakeTransport()
      await enqueueMail(db, mail(), { now })
      fail(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))
      for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
        expect(await sendDueMails(db, transport, { now: clock })).toBe(0)
        const [row] = await db.select().from(mailOutbox)
        expect(row).toMatchObject({ state: 'waiting', attempts: index + 1, lastError: 'connect ECONNREFUSED' })
        expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + delay)
        // one millisecond early nothing happens
        now = new Date(now.getTime() + delay - 1)
        await sendDueMails(db, transport, { now: clock })
        expect((await db.select().from(mailOutbox))[0]?.attempts).toBe(index + 1)
        now = new Date(now.getTime() + 1)
      }
      await sendDueMails(db, transport, { now: clock })
      const [row] = await db.select().from(mailOutbox)
      expect(row).toMatchObject({ state: 'failed', attempts: 6, sentAt: null })
      // failed stays failed until someone resends it
      now = new Date(now.getTime() + 48 * 3600_000)
      fail(null)
      expect(await sendDueMails(db, transport, { now: clock })).toBe(0)
      expect(sent).toEqual([])
      if (!row) throw new Error('no row')
      expect(await resendMail(db, row.id, now)).toBe(row.id)
      expect(await sendDueMails(db, transport, { now: clock })).toBe(1)
      expect((await db.select().from(mailOutbox))[0]).toMatchObject({ state: 'sent', attempts: 1, lastError: null, transportResponse: '<1@test> 250 OK: queued' })
    })

    it('gives up at once when the server refuses the mail for good (5xx)', async () => {
      const { transport, fail } = fakeTransport()
      await enqueueMail(db, mail())
      fail(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550, response: '550 5.1.1 no such user' }))
      await sendDueMails(db, transport)
      expect((await db.select().from(mailOutbox))[0]).toMatchObject({ state: 'failed', attempts: 1, lastError: 'Mailbox unavailable — 550 5.1.1 no such user' })
    })

    it('records the answer of the transport and sends a sent mail again only as a new copy', async () => {
      const { transport, sent } = fakeTransport()
      registerAttachmentResolver('test-file', async (_db, id) => new TextEncoder().encode(`file ${id}`))
      await enqueueMail(db, mail({ attachments: [{ filename: 'a.txt', contentType: 'text/plain', source: { resolver: 'test-file', id: '7' } }, { filename: 'b.txt', contentType: 'text/plain', base64: Buffer.from('inline').toString('base64') }] }))
      expect(await sendDueMails(db, transport)).toBe(1)
      expect(sent[0]?.attachments.map((attachment) => [attachment.filename, Buffer.from(attachment.content).toString()])).toEqual([
        ['a.txt', 'file 7'],
        ['b.txt', 'inline'],
      ])
      const [row] = await db.select().from(mailOutbox)
      expect(row).toMatchObject({ state: 'sent', attempts: 1, transportResponse: '<1@test> 250 OK: queued' })
      expect(row?.sentAt).toBeInstanceOf(Date)
      if (!row) throw new Error('no row')
      const copy = await resendMail(db, row.id)
      expect(copy).not.toBe(row.id)
      expect(await sendDueMails(db, transport)).toBe(1)
      expect((await db.select().from(mailOutbox).orderBy(mailOutbox.id)).map((each) => each.state)).toEqual(['sent', 'sent'])
      expect(sent).toHaveLength(2)
    })

    it('resumes after a restart: a mail left in "sending" is due again once its lease ran out', async () => {
      const start = new Date('2026-05-04T10:00:00Z')
      await enqueueMail(db, mail(), { now: start })
      // a worker takes the mail and dies before it can record anything
      const dying: MailTransport = { send: () => new Promise(() => {}), close: () => undefined }
      void sendDueMails(db, dying, { now: () => start })
      await vi.waitFor(async () => expect((await db.select().from(mailOutbox))[0]?.state).toBe('sending'))
      const { transport, sent } = fakeTransport()
      // within the lease the new process leaves it alone
      expect(await sendDueMails(db, transport, { now: () => new Date(start.getTime() + SENDING_LEASE_MS - 1) })).toBe(0)
      expect(await sendDueMails(db, transport, { now: () => new Date(start.getTime() + SENDING_LEASE_MS) })).toBe(1)
      expect(sent).toHaveLength(1)
      expect((await db.select().from(mailOutbox))[0]).toMatchObject({ state: 'sent', attempts: 2 })
    })

    it('never sends one mail twice when two workers race', async () => {
      for (let i = 0; i < 30; i++) await enqueueMail(db, mail({ to: `gast${i}@foyer.example` }))
      const delivered: string[] = []
      // slow sends, so both workers are busy at the same time
      const worker = (): MailTransport => ({
        async send(message) {
          await new Promise((resolve) => setTimeout(resolve, 5))
          delivered.push(message.to)
          return { messageId: message.to, response: '250' }
        },
        close: () => undefined,
      })
      const [a, b] = await Promise.all([sendDueMails(db, worker(), { batch: 100 }), sendDueMails(db, worker(), { batch: 100 })])
      expect(a + b).toBe(30)
      expect(new Set(delivered).size).toBe(30)
      expect(delivered).toHaveLength(30)
      if (backend.name === 'PostgreSQL') expect(Math.min(a, b)).toBeGreaterThan(0)
      expect(await db.$count(mailOutbox, eq(mailOutbox.state, 'sent'))).toBe(30)
    })
  })
}
