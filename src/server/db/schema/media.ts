import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { users } from './users.ts';

export const MEDIA_KINDS = ['image', 'video', 'audio', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * The media library: uploaded images, video, audio and PDF files, stored outside the web root, and linked items
 * (decision 0036): an image address the content already used (the demo's artwork, a pasted web address), recorded
 * with its alt texts so editors find and reuse it; such an item has a `sourceUrl` and no stored file.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** The key of the stored file in the 'media' file area (a generated name); null for a linked item. */
    storageKey: text('storage_key').unique(),
    /** The address a linked item stands for, exactly as the content stores it; null for an uploaded file. */
    sourceUrl: text('source_url').unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    /** Bytes of the stored file; null for a linked item. */
    size: integer('size'),
    width: integer('width'),
    height: integer('height'),
    altDe: text('alt_de').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    credits: text('credits').notNull().default(''),
    /** Where crops keep the subject: 0–1 from the left and from the top. */
    focalX: doublePrecision('focal_x').notNull().default(0.5),
    focalY: doublePrecision('focal_y').notNull().default(0.5),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('media_kind_created_idx').on(t.kind, t.createdAt),
    index('media_created_idx').on(t.createdAt),
    check('media_kind_check', sql`${t.kind} IN ('image', 'video', 'audio', 'pdf')`),
    check('media_focal_range', sql`${t.focalX} BETWEEN 0 AND 1 AND ${t.focalY} BETWEEN 0 AND 1`),
    check('media_size_positive', sql`${t.size} > 0`),
    check('media_stored_or_linked', sql`(${t.storageKey} IS NULL) <> (${t.sourceUrl} IS NULL)`),
  ],
);

export type Media = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

/** Tags of media items: short labels (production, season, use) an editor sorts the library by. */
export const mediaTags = pgTable(
  'media_tags',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.tag] }),
    index('media_tags_tag_idx').on(t.tag),
    check('media_tags_tag_length', sql`char_length(${t.tag}) BETWEEN 1 AND 40`),
  ],
);
