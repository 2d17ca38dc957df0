import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';
import { users } from './users.ts';

export const MEDIA_KINDS = ['image', 'video', 'audio', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The media library: uploaded images, video, audio and PDF files, stored outside the web root. */
export const media = pgTable(
  'media',
  {
    id: id(),
    kind: text('kind').$type<MediaKind>().notNull(),
    /** The key of the stored file in the 'media' file area (a generated name). */
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
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
