import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, instant, timestamps, translated, translatedOptional, translatedRichText } from './columns.ts';
import { persons } from './persons.ts';

export const articleCategories = pgTable('article_categories', {
  id: id(),
  name: translated('name'),
  slug: translated('slug'),
  /** Extra look class of the category strip and its teasers. */
  styleName: text('style_name'),
  position: integer('position').notNull().default(0),
});

export const articleTags = pgTable('article_tags', {
  id: id(),
  name: translated('name'),
  slug: translated('slug'),
});

export const articles = pgTable(
  'articles',
  {
    id: id(),
    categoryId: integer('category_id').references(() => articleCategories.id, { onDelete: 'set null' }),
    title: translated('title'),
    slug: translated('slug'),
    teaser: translatedOptional('teaser'),
    body: translatedRichText('body'),
    /** Null while a draft. */
    publishedAt: instant('published_at'),
    authorId: integer('author_id').references(() => persons.id, { onDelete: 'set null' }),
    image: text('image'),
    ...timestamps(),
  },
  (t) => [
    index('articles_category_idx').on(t.categoryId, t.publishedAt),
    index('articles_published_idx').on(t.publishedAt),
    index('articles_title_de_trgm').using('gin', sql`(${t.title}->>'de') gin_trgm_ops`),
    index('articles_title_en_trgm').using('gin', sql`(${t.title}->>'en') gin_trgm_ops`),
  ],
);

export const articleTagsArticles = pgTable(
  'article_tags_articles',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => articleTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tags_articles_tag_idx').on(t.tagId)],
);

export const relatedArticles = pgTable(
  'related_articles',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.relatedId] }),
    check('related_articles_not_self', sql`${t.articleId} <> ${t.relatedId}`),
  ],
);

export type ArticleCategory = typeof articleCategories.$inferSelect;
export type ArticleTag = typeof articleTags.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
