import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { localeEnum, staffRoleEnum } from './enums.ts';
import { users } from './users.ts';
import { ACCOUNT_TOKEN_PURPOSES } from '../values.ts';

/** What a sign-up keeps until its link is followed: the account is made only then. */
export type PendingSignUp = { firstName: string; lastName: string; passwordHash: string; newsletterConsent: boolean };

/**
 * The single-use links mailed to people: an invitation to the staff, a password reset, a sign-up to confirm. Only
 * the hash of a token is stored (a leaked table opens no account); a used or expired row opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    /** the account a reset is for; null for invitations and sign-ups, whose account is made when the link is used */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** the role an invitation gives */
    role: staffRoleEnum('role'),
    locale: localeEnum('locale').notNull(),
    signUp: jsonb('sign_up').$type<PendingSignUp>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('account_tokens_email_idx').on(t.purpose, t.email),
    index('account_tokens_expires_idx').on(t.expiresAt),
    check('account_tokens_purpose', sql`${t.purpose} IN ('invitation', 'password-reset', 'sign-up')`),
  ],
);

export type AccountToken = typeof accountTokens.$inferSelect;
