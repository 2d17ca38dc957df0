import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';

/**
 * Every login attempt: the throttle reads it, the hub can show it. Old rows are pruned. Refused (throttled) attempts
 * are not stored one by one: one row per address and minute counts them, so a flood writes a row a minute.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    /** The e-mail address as typed (trimmed, lower case, at most 254 characters). */
    email: text('email').notNull(),
    /** The client's address as the server sees it (or as a trusted proxy names it); an IPv6 address as its /64. */
    address: text('address').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed', 'throttled'] }).notNull(),
    /** When it happened; for throttled attempts the start of their minute. */
    at: instant('at').notNull().defaultNow(),
    /** Attempts this row stands for: 1, or the throttled attempts of its address in its minute. */
    count: integer('count').notNull().default(1),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.at),
    index('login_attempts_address_idx').on(t.address, t.at),
    index('login_attempts_at_idx').on(t.at),
    uniqueIndex('login_attempts_throttled_minute').on(t.address, t.at).where(sql`${t.outcome} = 'throttled'`),
    check('login_attempts_outcome', sql`${t.outcome} IN ('succeeded', 'failed', 'throttled')`),
  ],
);

export type LoginAttempt = typeof loginAttempts.$inferSelect;
