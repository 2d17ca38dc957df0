import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';

/** Every editor login attempt: the throttle reads it, the hub can show it. Old rows are pruned. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** The e-mail address as typed (trimmed, lower case, at most 254 characters). */
    email: text('email').notNull(),
    /** The client's address as the server sees it (or as a trusted proxy names it). */
    address: text('address').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed', 'throttled'] }).notNull(),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.at),
    index('login_attempts_address_idx').on(t.address, t.at),
    index('login_attempts_at_idx').on(t.at),
    check('login_attempts_outcome', sql`${t.outcome} IN ('succeeded', 'failed', 'throttled')`),
  ],
);

export type LoginAttempt = typeof loginAttempts.$inferSelect;
