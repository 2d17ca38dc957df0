import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps, translated, translatedOptional } from './columns.ts';
import { localeEnum } from './enums.ts';

export const forms = pgTable('forms', {
  id: id(),
  title: translated('title'),
  intro: translatedOptional('intro'),
  slug: translated('slug'),
  successText: translated('success_text'),
  /** Where new entries are announced; null keeps them in the dashboard only. */
  notifyEmail: text('notify_email'),
  /** Entries older than this many months are deleted with their files by the server (FORM_RETENTION in values.ts). */
  retentionMonths: integer('retention_months').notNull().default(12),
  /** Mail the sender a confirmation (the thank-you text and their values) when the form has an e-mail field. */
  confirmSender: boolean('confirm_sender').notNull().default(false),
  ...timestamps(),
}, (t) => [check('forms_retention_months_range', sql`${t.retentionMonths} BETWEEN 1 AND 120`)]);

export const formFields = pgTable(
  'form_fields',
  {
    id: id(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: translated('label'),
    /** Key of the value in a submission's field_values. */
    slug: text('slug').notNull(),
    /** django-forms-builder code, see FORM_FIELD_TYPES. */
    fieldType: smallint('field_type').notNull(),
    required: boolean('required').notNull().default(false),
    visible: boolean('visible').notNull().default(true),
    /** Comma-separated options for select, radio and checkbox-multiple fields. */
    choices: translatedOptional('choices'),
    defaultValue: text('default_value'),
    placeholderText: translatedOptional('placeholder_text'),
    helpText: translatedOptional('help_text'),
    /** File fields: the kinds of file accepted (comma-separated FileKind values); null accepts images, PDF and documents. */
    accept: text('accept'),
  },
  (t) => [
    unique('form_fields_form_slug_uq').on(t.formId, t.slug),
    index('form_fields_form_idx').on(t.formId, t.position),
    check('form_fields_type_range', sql`${t.fieldType} BETWEEN 1 AND 15`),
  ],
);

export const formEntries = pgTable(
  'form_entries',
  {
    id: id(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** A keyed hash of the visitor (their cookie key) who sent the entry, for the per-visitor rate limit. */
    submitterKey: text('submitter_key'),
    /** A keyed hash of the network address it came from, for the looser per-address limit; never the address. */
    networkKey: text('network_key'),
  },
  (t) => [
    index('form_entries_form_idx').on(t.formId, t.createdAt),
    index('form_entries_submitter_idx').on(t.submitterKey, t.createdAt),
    index('form_entries_network_idx').on(t.networkKey, t.createdAt),
  ],
);

/** The files of an entry, moved out of the temporary area when the entry is stored. */
export const formEntryFiles = pgTable(
  'form_entry_files',
  {
    id: id(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => formEntries.id, { onDelete: 'cascade' }),
    fieldSlug: text('field_slug').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('form_entry_files_entry_idx').on(t.entryId)],
);

export const formEntryValues = pgTable(
  'form_entry_values',
  {
    id: id(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => formEntries.id, { onDelete: 'cascade' }),
    fieldSlug: text('field_slug').notNull(),
    /** Multi-value fields store their values comma-separated; file fields the temp upload id. */
    value: text('value').notNull(),
  },
  (t) => [index('form_entry_values_entry_idx').on(t.entryId)],
);

/** Files uploaded before the form is submitted; swept after expires_at. */
export const tempUploads = pgTable(
  'temp_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storagePath: text('storage_path').notNull(),
    sessionKey: text('session_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('temp_uploads_expires_idx').on(t.expiresAt), index('temp_uploads_session_idx').on(t.sessionKey)],
);

export type Form = typeof forms.$inferSelect;
export type FormField = typeof formFields.$inferSelect;
export type NewFormField = typeof formFields.$inferInsert;
export type FormEntry = typeof formEntries.$inferSelect;
export type FormEntryValue = typeof formEntryValues.$inferSelect;
export type TempUpload = typeof tempUploads.$inferSelect;
export type FormEntryFile = typeof formEntryFiles.$inferSelect;
