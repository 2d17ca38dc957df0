import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns.ts';
import { localeEnum, staffRoleEnum } from './enums.ts';

/** One entry of the editor's admin menu (spec: admin_menus come from the server). */
export type AdminMenuEntry = { title: string; url: string };

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  isStaff: boolean('is_staff').notNull().default(false),
  /** A staff account's role (values.ts STAFF_ROLES); it counts only while is_staff is set. */
  role: staffRoleEnum('role').notNull().default('editor'),
  isActive: boolean('is_active').notNull().default(true),
  adminMenus: jsonb('admin_menus').$type<AdminMenuEntry[]>().notNull().default([]),
  lastLoginAt: instant('last_login_at'),
  preferredLanguage: localeEnum('preferred_language'),
  newsletterConsent: boolean('newsletter_consent').notNull().default(false),
  /** A changed e-mail address waits here until the link sent to it is opened. */
  pendingEmail: text('pending_email'),
  /** Hash of the confirmation token of the pending address. */
  pendingEmailToken: text('pending_email_token'),
  pendingEmailExpiresAt: instant('pending_email_expires_at'),
  /** The TOTP secret (RFC 6238), encrypted with the server's key (src/server/auth/totp.server.ts); null: no second factor. */
  totpSecret: text('totp_secret'),
  /** When the second factor was confirmed with a first code; null while a setup waits for it. */
  totpEnabledAt: instant('totp_enabled_at'),
  /** The last time step a code was accepted for: a code is good once, even within its 30 seconds. */
  totpLastStep: integer('totp_last_step'),
  ...timestamps(),
});

/** Ten single-use codes for a staff member without their authenticator: only their hashes are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Hash of the opaque session token: a leaked table does not leak usable cookies. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfSecret: text('csrf_secret').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The last time the password (or a code) was given again in this session (step-up); the login counts as one. */
    steppedUpAt: instant('stepped_up_at'),
    expiresAt: instant('expires_at').notNull(),
    lastSeen: instant('last_seen').notNull().defaultNow(),
    /** The browser that logged in, so the session list can name it. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
