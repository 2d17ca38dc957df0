import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { users } from './users.ts';

/**
 * What administrators did (roles, invitations, second factors, HTML blocks, redirects, switches, settings): written in
 * the transaction of the change, only ever appended (no code updates or deletes a row).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Who did it; null when the account is gone since (its e-mail stays in actor_email). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull().default(''),
    /** What was done, a value of AUDIT_ACTIONS (src/server/db/values.ts). */
    action: text('action').notNull(),
    /** What it was done to, in words a reader recognises: an e-mail, a path, a setting's name. */
    target: text('target').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's address as the server sees it (an IPv6 address as its /64). */
    address: text('address').notNull().default(''),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
