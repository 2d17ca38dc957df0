import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamps } from './columns.ts';

/**
 * Sponsors and partners (migration 0022), a collection of the back office (decision 0031): the columns are the
 * description's fields in snake_case (src/features/sponsors/sponsors.collection.ts).
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: id(),
    name: text('name').notNull(),
    /** a media library image */
    logo: text('logo'),
    link: text('link').notNull().default(''),
    level: text('level').notNull().default('sponsor'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [check('sponsors_level', sql`${t.level} IN ('main', 'sponsor', 'partner', 'media')`)],
);
