import { count, desc, eq } from 'drizzle-orm'
import type { OutboxMailDetail, OutboxMailRow } from '~/contract/hub'
import type { Db } from '~/server/db/client.server'
import { mailOutbox } from '~/server/db/schema'
import type { OutboxMail } from '~/server/db/schema'
import type { MailState } from '~/server/db/values'

export const OUTBOX_PAGE_SIZE = 50

function rowOf(mail: OutboxMail): OutboxMailRow {
  return {
    id: mail.id,
    kind: mail.kind,
    state: mail.state,
    recipient: mail.recipient,
    lang: mail.locale,
    subject: mail.subject,
    created_at: mail.createdAt.toISOString(),
    sent_at: mail.sentAt?.toISOString() ?? null,
    attempts: mail.attempts,
    next_attempt_at: mail.state === 'waiting' ? mail.nextAttemptAt.toISOString() : null,
    last_error: mail.lastError,
  }
}

/** The outbox for the hub, newest first. */
export async function listOutbox(db: Db, options: { page: number; state?: MailState }) {
  const where = options.state ? eq(mailOutbox.state, options.state) : undefined
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((options.page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ])
  return { count: total[0]?.value ?? 0, results: rows.map(rowOf) }
}

/** One mail with its parts, as the hub shows it (attachments by name only). */
export async function outboxMail(db: Db, id: number): Promise<OutboxMailDetail | null> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1)
  if (!mail) return null
  return {
    ...rowOf(mail),
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((attachment) => ({ filename: attachment.filename, content_type: attachment.contentType })),
    transport_response: mail.transportResponse,
  }
}
