import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { localeEnum } from './enums.ts';
import { MAIL_KINDS, MAIL_STATES } from '../values.ts';

/**
 * A file sent with a mail: small ones inline (base64), larger ones as a reference that a resolver registered by the
 * feature that made the mail turns into bytes when the mail is sent (so the row stays small).
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  /** the file itself, base64, for small files */
  base64?: string;
  /** resolved at sending time by the resolver registered under `source.resolver` */
  source?: { resolver: string; id: string };
};

/**
 * Every mail the site sends, written in the same transaction as the change that causes it and sent by the outbox
 * worker (src/server/mail/outbox.server.ts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    /** one bare address, checked for CR/LF before it is written */
    recipient: text('recipient').notNull(),
    locale: localeEnum('locale').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    state: text('state', { enum: MAIL_STATES }).notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** waiting: when the next attempt is due; sending: when the lease of the sending worker ends */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** the transport's answer to the successful attempt (message id and SMTP response) */
    transportResponse: text('transport_response'),
    sentAt: instant('sent_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // the worker's pick: the due rows of the two open states, oldest due first
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} IN ('waiting', 'sending')`),
    // the per-recipient cap counts one recipient's recent mails of one kind
    index('mail_outbox_recipient_idx').on(t.recipient, t.kind, t.createdAt),
    index('mail_outbox_created_idx').on(t.createdAt),
    check('mail_outbox_kind', sql`${t.kind} IN ('email-change', 'invitation', 'password-reset', 'sign-up', 'form-notice', 'form-confirmation', 'order-confirmation')`),
    check('mail_outbox_state', sql`${t.state} IN ('waiting', 'sending', 'sent', 'failed')`),
  ],
);

export type OutboxMail = typeof mailOutbox.$inferSelect;
