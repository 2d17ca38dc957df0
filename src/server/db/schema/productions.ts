import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, timestamps, translated, translatedOptional, translatedRichText } from './columns.ts';
import { personCreditKindEnum, productionKindEnum } from './enums.ts';
import { persons } from './persons.ts';

export const seasons = pgTable(
  'seasons',
  {
    id: id(),
    /** e.g. "2026/27". */
    name: text('name').notNull().unique(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
  },
  (t) => [check('seasons_dates', sql`${t.dateFrom} <= ${t.dateTo}`)],
);

export const exhibitionTypes = pgTable('exhibition_types', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: translated('name'),
});

export const productionTags = pgTable('production_tags', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: translated('name'),
  showInFilter: boolean('show_in_filter').notNull().default(true),
});

export const productions = pgTable(
  'productions',
  {
    id: id(),
    kind: productionKindEnum('kind').notNull(),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    exhibitionTypeId: integer('exhibition_type_id').references(() => exhibitionTypes.id, { onDelete: 'set null' }),
    title: translated('title'),
    subtitle: translatedOptional('subtitle'),
    slug: translated('slug'),
    teaser: translatedOptional('teaser'),
    description: translatedRichText('description'),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    /** Media path of the key visual. */
    image: text('image'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** e.g. "ca. 2 Stunden 30 Minuten, eine Pause". */
    duration: translatedOptional('duration'),
    ...timestamps(),
  },
  (t) => [
    index('productions_season_idx').on(t.seasonId),
    index('productions_kind_idx').on(t.kind, t.dateFrom),
    index('productions_exhibition_type_idx').on(t.exhibitionTypeId),
    index('productions_title_de_trgm').using('gin', sql`(${t.title}->>'de') gin_trgm_ops`),
    index('productions_title_en_trgm').using('gin', sql`(${t.title}->>'en') gin_trgm_ops`),
  ],
);

export const productionTagsProductions = pgTable(
  'production_tags_productions',
  {
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => productionTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productionId, t.tagId] }), index('production_tags_productions_tag_idx').on(t.tagId)],
);

export const productionPersons = pgTable(
  'production_persons',
  {
    id: id(),
    productionId: integer('production_id')
      .notNull()
      .references(() => productions.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    role: translated('role'),
    kind: personCreditKindEnum('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('production_persons_production_idx').on(t.productionId, t.kind, t.position), index('production_persons_person_idx').on(t.personId)],
);

export type Season = typeof seasons.$inferSelect;
export type ExhibitionType = typeof exhibitionTypes.$inferSelect;
export type ProductionTag = typeof productionTags.$inferSelect;
export type Production = typeof productions.$inferSelect;
export type NewProduction = typeof productions.$inferInsert;
export type ProductionPerson = typeof productionPersons.$inferSelect;
