import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { ModuleNode } from '../module-tree.ts';
import { id, instant, timestamps } from './columns.ts';
import { localeEnum } from './enums.ts';
import { users } from './users.ts';

/** A menu or footer entry as it was when its page was deleted. */
export type DeletedNavEntry = {
  id: number;
  locale: 'de' | 'en';
  area: 'menu' | 'footer';
  parentId: number | null;
  position: number;
  title: string | null;
  url: string;
  hasTabNavigation: boolean;
};

export const pages = pgTable(
  'pages',
  {
    id: id(),
    // Deleting a page removes its subtree: child paths are built from the parent's path.
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull().default('cms.page'),
    isOnline: boolean('is_online').notNull().default(true),
    isClickable: boolean('is_clickable').notNull().default(true),
    inMenu: boolean('in_menu').notNull().default(true),
    inFooter: boolean('in_footer').notNull().default(false),
    isLandingPage: boolean('is_landing_page').notNull().default(false),
    /** Body class of the page, e.g. a colour theme cc01–cc03 or 'festival'. */
    pageClass: text('page_class'),
    position: integer('position').notNull().default(0),
    ogType: text('og_type').notNull().default('website'),
    /** Media path of the share image. */
    ogImage: text('og_image'),
    /** Raised by every change of the page's place, slugs or flags in the tree: a change based on an older one is refused. */
    revision: integer('revision').notNull().default(1),
    /** A deleted page stays restorable for 30 days (its addresses are freed meanwhile, see page_translations.deleted_path). */
    deletedAt: instant('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** A subpage deleted with a page above it names that page: the branch is restored (and removed for good) together. */
    deletedWith: integer('deleted_with').references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    /** The menu and footer entries removed with the page's deletion, put back when it is restored. */
    deletedNav: jsonb('deleted_nav').$type<DeletedNavEntry[]>(),
    ...timestamps(),
  },
  (t) => [index('pages_parent_idx').on(t.parentId, t.position)],
);

export const pageTranslations = pgTable(
  'page_translations',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    headline: text('headline'),
    slug: text('slug').notNull(),
    /** Full URL path without the locale prefix: '' for home, 'ueber-uns/geschichte'. */
    path: text('path').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    ogTitle: text('og_title'),
    ogDescription: text('og_description'),
    modules: jsonb('modules').$type<ModuleNode[]>().notNull().default([]),
    /** Raised by every editor save: a save based on an older revision is refused (optimistic concurrency). */
    revision: integer('revision').notNull().default(1),
    /**
     * The editor's unpublished draft of `modules`, or null when the draft is the published tree. Visitors, the
     * search index and the static pages read `modules` only; publishing copies the draft there.
     */
    draftModules: jsonb('draft_modules').$type<ModuleNode[]>(),
    /** Visitors find the page in this language (taken offline per language; the page's own switch covers all). */
    isOnline: boolean('is_online').notNull().default(true),
    publishedAt: instant('published_at'),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** The address the page had when it was deleted (its `path` is then a tombstone nobody can ask for). */
    deletedPath: text('deleted_path'),
    ...timestamps(),
  },
  (t) => [unique('page_translations_page_locale_uq').on(t.pageId, t.locale), unique('page_translations_locale_path_uq').on(t.locale, t.path)],
);

export const pageVersions = pgTable(
  'page_versions',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    modules: jsonb('modules').$type<ModuleNode[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The editor's note on this version (optional). */
    label: text('label'),
    /** What made this version: a draft save, a publication, or a restore of an older version as the draft. */
    kind: text('kind', { enum: ['save', 'publish', 'restore'] }).notNull().default('save'),
    /** The draft revision this version holds. */
    revision: integer('revision').notNull().default(1),
  },
  (t) => [
    index('page_versions_page_idx').on(t.pageId, t.locale, t.createdAt),
    index('page_versions_created_idx').on(t.createdAt),
    check('page_versions_kind', sql`${t.kind} IN ('save', 'publish', 'restore')`),
  ],
);

/**
 * Publications and withdrawals planned for a time: the server carries them out when they are due (every
 * instance looks; one takes each job), so they survive restarts. `versionId` null publishes the draft as it is
 * at that time.
 */
export const pageSchedules = pgTable(
  'page_schedules',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    action: text('action', { enum: ['publish', 'unpublish'] }).notNull(),
    versionId: integer('version_id').references(() => pageVersions.id, { onDelete: 'cascade' }),
    runAt: instant('run_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    doneAt: instant('done_at'),
  },
  (t) => [index('page_schedules_due_idx').on(t.doneAt, t.runAt), check('page_schedules_action', sql`${t.action} IN ('publish', 'unpublish')`)],
);

/** Soft locks: who has a page open in edit mode, per language. A lock not seen for a while is free again. */
export const pageLocks = pgTable(
  'page_locks',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenAt: instant('taken_at').notNull().defaultNow(),
    seenAt: instant('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.locale] })],
);

/** Standalone sections fetched by slug (spec: container section, null parent). */
export const containers = pgTable(
  'containers',
  {
    id: id(),
    slug: text('slug').notNull(),
    // The by-slug endpoint is per language, so a slug is unique per locale.
    locale: localeEnum('locale').notNull(),
    contentType: text('content_type'),
    objectId: integer('object_id'),
    modules: jsonb('modules').$type<ModuleNode[]>().notNull().default([]),
    /** Raised by every editor save, like page_translations.revision. */
    revision: integer('revision').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    unique('containers_locale_slug_uq').on(t.locale, t.slug),
    check('containers_object_needs_type', sql`${t.objectId} IS NULL OR ${t.contentType} IS NOT NULL`),
  ],
);

export type Page = typeof pages.$inferSelect;
export type NewPage = typeof pages.$inferInsert;
export type PageTranslation = typeof pageTranslations.$inferSelect;
export type NewPageTranslation = typeof pageTranslations.$inferInsert;
export type PageVersion = typeof pageVersions.$inferSelect;
export type PageSchedule = typeof pageSchedules.$inferSelect;
export type Container = typeof containers.$inferSelect;

/**
 * Preview links: a reviewer without an account reads the draft of a page in one language until the link expires or
 * is revoked. Only the hash of the token is stored (a leaked table or backup opens no preview).
 */
export const pagePreviewLinks = pgTable(
  'page_preview_links',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('page_preview_links_open_idx').on(t.revokedAt, t.expiresAt), check('page_preview_links_expiry', sql`${t.expiresAt} > ${t.createdAt}`)],
);
