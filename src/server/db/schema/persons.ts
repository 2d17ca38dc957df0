import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, translated, translatedOptional, translatedRichText } from './columns.ts';

export const personCategories = pgTable('person_categories', {
  id: id(),
  name: translated('name'),
  position: integer('position').notNull().default(0),
});

export const persons = pgTable(
  'persons',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    slug: text('slug').notNull().unique(),
    role: translatedOptional('role'),
    biography: translatedRichText('biography'),
    /** Media path of the portrait. */
    portrait: text('portrait'),
    categoryId: integer('category_id').references(() => personCategories.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('persons_category_idx').on(t.categoryId, t.position), index('persons_last_name_idx').on(t.lastName)],
);

export type PersonCategory = typeof personCategories.$inferSelect;
export type Person = typeof persons.$inferSelect;
export type NewPerson = typeof persons.$inferInsert;
