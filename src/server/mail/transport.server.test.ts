import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Db } from '~/server/db/client.server'
import { mailOutbox } from '~/server/db/schema'
import { testBackends } from '~/server/db/test-backends'
import type { TestDatabase } from '~/server/db/test-backends'
import { composeMail } from './compose.server'
import { enqueueMail, sendDueMails } from './outbox.server'
import { mailSettingsFromEnvironment, smtpTransport } from './transport.server'
import { startTestSmtpServer } from './test-smtp-server'
import type { TestSmtpServer } from './test-smtp-server'

describe('mail settings from the environment', () => {
  it('sends nothing without SMTP_URL', () => {
    expect(mailSettingsFromEnvironment({})).toBeNull()
    expect(mailSettingsFromEnvironment({ SMTP_URL: '', MAIL_FROM: 'x@foyer.example' })).toBeNull()
  })
  it('takes an SMTP URL with a sender', () => {
    expect(mailSettingsFromEnvironment({ SMTP_URL: 'smtps://u:p@mail.foyer.example:465', MAIL_FROM: 'Kulturhaus <kasse@foyer.example>' })).toEqual({ url: 'smtps://u:p@mail.foyer.example:465', from: 'Kulturhaus <kasse@foyer.example>' })
  })
  it('refuses a sender missing, with a line break, or a URL of another kind', () => {
    expect(() => mailSettingsFromEnvironment({ SMTP_URL: 'smtp://localhost:25' })).toThrow(/MAIL_FROM/)
    expect(() => mailSettingsFromEnvironment({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'a@foyer.example\r\nBcc: x@evil.example' })).toThrow(/CR or LF/)
    expect(() => mailSettingsFromEnvironment({ SMTP_URL: 'http://localhost:25', MAIL_FROM: 'a@foyer.example' })).toThrow(/smtp:\/\//)
  })
})

// PGlite is enough here: what is tested is the way from the outbox row to a real SMTP server
const pglite = testBackends.find((backend) => backend.name === 'PGlite')

describe('sending through a real SMTP server', () => {
  let database: TestDatabase
  let db: Db
  let smtp: TestSmtpServer

  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite backend')
    database = await pglite.open()
    db = database.handle.db
    smtp = await startTestSmtpServer()
  })
  afterAll(async () => {
    await smtp?.close()
    await database?.dispose()
  })

  it('delivers the text and HTML parts and the attachment, and records the answer', async () => {
    const content = composeMail({ venue: 'Kulturhaus am Fluss', greeting: 'Guten Tag,', paragraphs: ['bitte bestätigen Sie <Ihre> Adresse.'], action: { label: 'Adresse bestätigen', url: 'https://foyer.example/de/user/confirm-email?token=abc' } })
    await enqueueMail(db, { kind: 'order-confirmation', to: 'gast@foyer.example', locale: 'de', subject: 'Ihre Bestellung 1001 – Kulturhaus', ...content, attachments: [{ filename: 'tickets.pdf', contentType: 'application/pdf', base64: Buffer.from('%PDF-1.7 test').toString('base64') }] })
    const transport = smtpTransport({ url: smtp.url, from: 'Kulturhaus am Fluss <kasse@foyer.example>' })
    try {
      expect(await sendDueMails(db, transport)).toBe(1)
    } finally {
      transport.close()
    }
    expect(smtp.envelopes).toEqual([['gast@foyer.example']])
    const [received] = smtp.received
    expect(received?.subject).toBe('Ihre Bestellung 1001 – Kulturhaus')
    expect(received?.from?.text).toBe('"Kulturhaus am Fluss" <kasse@foyer.example>')
    expect(received?.text).toContain('bitte bestätigen Sie <Ihre> Adresse.')
    expect(received?.text).toContain('https://foyer.example/de/user/confirm-email?token=abc')
    expect(received?.html).toContain('bitte bestätigen Sie &#60;Ihre&#62; Adresse.')
    expect(received?.html).not.toMatch(/<img|<script/i)
    expect(received?.headers.get('auto-submitted')).toBe('auto-generated')
    expect(received?.attachments.map((attachment) => [attachment.filename, attachment.contentType, attachment.content.toString()])).toEqual([['tickets.pdf', 'application/pdf', '%PDF-1.7 test']])
    const [row] = await db.select().from(mailOutbox)
    expect(row?.state).toBe('sent')
    expect(row?.transportResponse).toMatch(/^<.+@foyer\.example> 250 /)
  })

  it('keeps a mail the server refuses for now, with its answer, and delivers it on the next attempt', async () => {
    await db.delete(mailOutbox)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await enqueueMail(db, { kind: 'form-notice', to: 'team@foyer.example', locale: 'de', subject: 'Neuer Eintrag', text: 'Eintrag', html: '<p>Eintrag</p>' })
    smtp.refuseNext(1, 451)
    const transport = smtpTransport({ url: smtp.url, from: 'kasse@foyer.example' })
    let now = new Date()
    try {
      expect(await sendDueMails(db, transport, { now: () => now })).toBe(0)
      const [row] = await db.select().from(mailOutbox)
      expect(row).toMatchObject({ state: 'waiting', attempts: 1 })
      expect(row?.lastError).toMatch(/451/)
      now = new Date(now.getTime() + 60_000)
      expect(await sendDueMails(db, transport, { now: () => now })).toBe(1)
    } finally {
      transport.close()
    }
    expect(smtp.received.at(-1)?.subject).toBe('Neuer Eintrag')
  })
})
