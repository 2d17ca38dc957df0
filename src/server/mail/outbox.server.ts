import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { recordAudit } from '~/server/audit/audit.server'
import * as v from 'valibot'
import type { Db } from '~/server/db/client.server'
import { mailOutbox } from '~/server/db/schema'
import type { MailAttachment, OutboxMail } from '~/server/db/schema'
import { MAIL_KINDS } from '~/server/db/values'
import { LOCALES } from '~/server/db/translated'
import type { MailKind } from '~/server/db/values'
import type { Locale } from '~/contract/shared'
import type { MailTransport, OutgoingMessage } from './transport.server'

/**
 * The durable mail outbox (decision 0019): a mail is a row written in the transaction of the change that causes it,
 * and a worker sends the due rows, once across all instances sharing the database.
 */

export type { MailKind }

/** A mail as a feature hands it to the outbox. */
export type NewMail = {
  kind: MailKind
  /** one bare address (no display name): CR/LF or a second address are refused */
  to: string
  locale: Locale
  /** one line: CR/LF are refused (header injection); use `singleLine` on text a visitor typed */
  subject: string
  text: string
  html: string
  attachments?: MailAttachment[]
}

/** At most this many mails of one kind go to one recipient per hour; more are dropped quietly. */
export const MAIL_CAP_PER_HOUR = 5

/**
 * Kinds whose recipient is not the person who asked: the venue's own notice address hears of every form entry, and
 * one buyer may order several times an hour. Their caps only stop a flood.
 */
const CAP_PER_KIND: Partial<Record<MailKind, number>> = { 'form-notice': 200, 'order-confirmation': 30 }

/** Waits after the 1st … 5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000] as const

/** How long a worker owns a mail it took; a row still 'sending' after that (the process died) is due again. */
export const SENDING_LEASE_MS = 5 * 60_000

/** The error thrown for a mail that must not be written: a bug or an attack in the caller, never sent. */
export class InvalidMailError extends Error {
  constructor(issues: string) {
    super(`mail refused: ${issues}`)
    this.name = 'InvalidMailError'
  }
}

const withoutLineBreaks = v.regex(/^[^\r\n]*$/, 'must not contain CR or LF')

const Attachment = v.object({
  filename: v.pipe(v.string(), v.minLength(1), v.maxLength(200), withoutLineBreaks),
  contentType: v.pipe(v.string(), v.regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a media type')),
  base64: v.optional(v.pipe(v.string(), v.maxLength(2_000_000), v.base64())),
  source: v.optional(v.object({ resolver: v.pipe(v.string(), v.minLength(1)), id: v.pipe(v.string(), v.minLength(1)) })),
})

const Mail = v.object({
  kind: v.picklist(MAIL_KINDS),
  // checked before trimming, so a trailing CR/LF is refused rather than trimmed away
  to: v.pipe(v.string(), withoutLineBreaks, v.trim(), v.maxLength(254), v.email('must be one e-mail address'), v.toLowerCase()),
  locale: v.picklist(LOCALES),
  subject: v.pipe(v.string(), withoutLineBreaks, v.trim(), v.minLength(1), v.maxLength(300)),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(200_000)),
  html: v.pipe(v.string(), v.minLength(1), v.maxLength(500_000)),
  attachments: v.optional(
    v.pipe(
      v.array(v.pipe(Attachment, v.check((attachment) => (attachment.base64 === undefined) !== (attachment.source === undefined), 'an attachment has either base64 content or a source'))),
      v.maxLength(10),
    ),
    [],
  ),
})

/** Text a person typed, made safe for a subject line: line breaks become spaces, runs of blanks one. */
export function singleLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ').trim()
}

/**
 * Writes a mail into the outbox. Call it with the transaction of the change that causes the mail, so the mail
 * exists exactly when the change does. Mails beyond the per-recipient cap are dropped without a sign to the caller
 * (`queued: false` is for the caller's own tests, never for what a visitor sees). Throws `InvalidMailError` for a
 * recipient or subject with CR/LF.
 */
export async function enqueueMail(db: Db, mail: NewMail, options: { now?: Date } = {}): Promise<{ queued: boolean }> {
  const parsed = v.safeParse(Mail, mail)
  if (!parsed.success) throw new InvalidMailError(parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'mail'}: ${issue.message}`).join('; '))
  const valid = parsed.output
  const now = options.now ?? new Date()
  const [recent] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, valid.to), eq(mailOutbox.kind, valid.kind), gte(mailOutbox.createdAt, new Date(now.getTime() - 3600_000))))
  const cap = CAP_PER_KIND[valid.kind] ?? MAIL_CAP_PER_HOUR
  if ((recent?.n ?? 0) >= cap) {
    // no address in the log: the log is read by more people than the hub
    console.warn(`[mail] ${valid.kind} mail dropped: its recipient got ${cap} in the last hour`)
    return { queued: false }
  }
  await db.insert(mailOutbox).values({
    kind: valid.kind,
    recipient: valid.to,
    locale: valid.locale,
    subject: valid.subject,
    text: valid.text,
    html: valid.html,
    attachments: valid.attachments,
    state: 'waiting',
    nextAttemptAt: now,
    createdAt: now,
  })
  return { queued: true }
}

/** Turns an attachment's `source` into its bytes when the mail is sent (registered by the feature that owns them). */
export type AttachmentResolver = (db: Db, id: string) => Promise<Uint8Array>

declare global {
  var __foyerMailAttachmentResolvers: Map<string, AttachmentResolver> | undefined
}

// on globalThis: the feature registering and the worker resolving may sit in different bundles
const resolvers = (globalThis.__foyerMailAttachmentResolvers ??= new Map<string, AttachmentResolver>())

/** Registers how attachments with `source.resolver === name` are read (e.g. an order's ticket PDF). */
export function registerAttachmentResolver(name: string, resolve: AttachmentResolver): void {
  resolvers.set(name, resolve)
}

async function outgoingMessage(db: Db, mail: OutboxMail): Promise<OutgoingMessage> {
  const attachments = []
  for (const attachment of mail.attachments) {
    let content: Uint8Array
    if (attachment.base64 !== undefined) content = Buffer.from(attachment.base64, 'base64')
    else if (attachment.source) {
      const resolve = resolvers.get(attachment.source.resolver)
      if (!resolve) throw new Error(`no attachment resolver "${attachment.source.resolver}"`)
      content = await resolve(db, attachment.source.id)
    } else throw new Error(`attachment ${attachment.filename} has no content`)
    attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content })
  }
  return { to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, attachments }
}

/** The next attempt after `attempts` failed ones, or null when the mail has failed for good. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1]
  return delay === undefined ? null : new Date(now.getTime() + delay)
}

/** Takes one due mail (SKIP LOCKED: another worker's pick is passed over) and leases it to this worker. */
async function takeDueMail(db: Db, now: Date, leaseMs: number): Promise<OutboxMail | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.state, ['waiting', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!due) return null
    const [taken] = await tx
      .update(mailOutbox)
      .set({ state: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(eq(mailOutbox.id, due.id))
      .returning()
    return taken ?? null
  })
}

/** SMTP codes 5xx say the message will never be accepted as it is: retrying would only delay the news. */
function isPermanent(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'responseCode' in error && typeof error.responseCode === 'number' && error.responseCode >= 500
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? [error.message, 'response' in error && typeof error.response === 'string' ? error.response : ''].filter(Boolean).join(' — ') : String(error)
  return text.slice(0, 2000)
}

export type OutboxWorkerOptions = {
  /** the worker's clock; tests move it */
  now?: () => Date
  leaseMs?: number
  /** at most this many mails per run, so one run never holds the worker for long */
  batch?: number
}

/** Sends the mails that are due now; returns how many were sent. Runs on every instance, each mail is sent once. */
export async function sendDueMails(db: Db, transport: MailTransport, options: OutboxWorkerOptions = {}): Promise<number> {
  const clock = options.now ?? (() => new Date())
  const leaseMs = options.leaseMs ?? SENDING_LEASE_MS
  let sent = 0
  for (let round = 0; round < (options.batch ?? 20); round++) {
    const mail = await takeDueMail(db, clock(), leaseMs)
    if (!mail) break
    // only the lease holder records the outcome: after a lease ran out, the row may belong to another worker
    const stillMine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.state, 'sending'), eq(mailOutbox.attempts, mail.attempts))
    try {
      const answer = await transport.send(await outgoingMessage(db, mail))
      await db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: clock(), lastError: null, transportResponse: `${answer.messageId} ${answer.response}`.trim().slice(0, 2000) })
        .where(stillMine)
      sent++
    } catch (error) {
      const retryAt = isPermanent(error) ? null : nextAttemptAfter(mail.attempts, clock())
      await db
        .update(mailOutbox)
        .set(retryAt ? { state: 'waiting', nextAttemptAt: retryAt, lastError: describeError(error) } : { state: 'failed', lastError: describeError(error) })
        .where(stillMine)
      console.warn(`[mail] outbox mail ${mail.id} (${mail.kind}) attempt ${mail.attempts} failed${retryAt ? `, next at ${retryAt.toISOString()}` : ', given up'}: ${describeError(error)}`)
    }
  }
  return sent
}

/**
 * Sends due mails every `intervalMs` until stopped (started with the server; every instance may run one). Returns
 * the function that stops it and waits for a run in progress.
 */
export function startOutboxWorker(getDb: () => Promise<Db>, transport: MailTransport, options: OutboxWorkerOptions & { intervalMs?: number } = {}): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const intervalMs = options.intervalMs ?? 5_000
  const state: OutboxWorkerState = { startedAt: Date.now(), lastRunAt: null, lastFailure: null, intervalMs }
  globalThis.__foyerOutboxWorker = state
  const timer = setInterval(() => {
    if (running) return
    running = getDb()
      .then((db) => sendDueMails(db, transport, options))
      .then(
        () => {
          state.lastRunAt = Date.now()
          state.lastFailure = null
        },
        (error: unknown) => {
          state.lastFailure = error instanceof Error ? error.message.slice(0, 200) : 'failed'
          console.error('[mail] the outbox worker failed', error)
        },
      )
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    if (globalThis.__foyerOutboxWorker === state) globalThis.__foyerOutboxWorker = undefined
    await running
    transport.close()
  }
}

/** What /readyz learns of this process's outbox worker: when it started, when a run last completed, why one failed. */
export type OutboxWorkerState = { startedAt: number; lastRunAt: number | null; lastFailure: string | null; intervalMs: number }

declare global {
  var __foyerOutboxWorker: OutboxWorkerState | undefined
}

/** The running worker of this process, if any (none without SMTP_URL: mails then wait by design). */
export function outboxWorkerState(): OutboxWorkerState | undefined {
  return globalThis.__foyerOutboxWorker
}

/** The oldest moment a mail still waiting (or in a lease that ran out) became due, or null when none is due. */
export async function oldestDueMail(db: Db, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ due: sql<Date | string | null>`min(${mailOutbox.nextAttemptAt})` })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.state, ['waiting', 'sending']), lte(mailOutbox.nextAttemptAt, now)))
  const due = row?.due
  return due === null || due === undefined ? null : new Date(due)
}

/**
 * Queues a mail again (the hub's "resend"): a sent mail is copied into a new row (its record stays), a waiting or
 * failed one is due now with its attempts counted afresh. Returns the id of the row that will be sent, or null.
 */
export async function resendMail(db: Db, id: number, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [mail] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1).for('update')
    if (!mail) return null
    await recordAudit(tx, { action: 'mail.resend', target: mail.recipient, details: { mail: mail.id, subject: mail.subject } })
    if (mail.state === 'sent') {
      const [copy] = await tx
        .insert(mailOutbox)
        .values({ kind: mail.kind, recipient: mail.recipient, locale: mail.locale, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments, nextAttemptAt: now, createdAt: now })
        .returning({ id: mailOutbox.id })
      return copy?.id ?? null
    }
    // a mail being sent right now is left to its worker
    if (mail.state === 'sending' && mail.nextAttemptAt > now) return mail.id
    await tx.update(mailOutbox).set({ state: 'waiting', attempts: 0, nextAttemptAt: now }).where(eq(mailOutbox.id, id))
    return mail.id
  })
}
