import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.ts';
import { localeEnum } from './enums.ts';

/** The kinds of public records the site search finds. */
export const SEARCH_KINDS = ['event', 'production', 'article', 'person', 'venue', 'series', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** PostgreSQL's tsvector; written and read only through SQL (to_tsvector, @@), never parsed in JavaScript. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One document per public record and language: the weighted text-search vector (title A; subtitle, people and
 * venue B; text C) plus what a hit shows. Written in the transaction of the content write
 * (`reindexSearchDocuments`), so it is never stale.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: id(),
    kind: text('kind').$type<SearchKind>().notNull(),
    refId: integer('ref_id').notNull(),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** Plain text of the record (description, body, modules): the excerpt is cut from it. */
    body: text('body').notNull().default(''),
    url: text('url').notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    venue: text('venue'),
    /** Not found before this instant (a scheduled article). */
    visibleFrom: instant('visible_from'),
    document: tsvector('document').notNull(),
    /** Only the A and B words: small (never out of line), so ranking and autocomplete read little. */
    head: tsvector('head').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // one document per record and language is kept by reindexSearchDocuments (delete and insert under a lock); a
    // unique index holding the language would let the planner filter the language first and test every row
    index('search_documents_ref_idx').on(t.refId),
    check('search_documents_kind', sql`${t.kind} IN ('event', 'production', 'article', 'person', 'venue', 'series', 'page')`),
    // partial per language: a search reads one language, and the planner picks these even for prefix queries
    index('search_documents_document_de_idx').using('gin', t.document).where(sql`${t.locale} = 'de'`),
    index('search_documents_document_en_idx').using('gin', t.document).where(sql`${t.locale} = 'en'`),
    index('search_documents_head_de_idx').using('gin', t.head).where(sql`${t.locale} = 'de'`),
    index('search_documents_head_en_idx').using('gin', t.head).where(sql`${t.locale} = 'en'`),
    index('search_documents_title_de_trgm').using('gin', sql`${t.title} gin_trgm_ops`).where(sql`${t.locale} = 'de'`),
    index('search_documents_title_en_trgm').using('gin', sql`${t.title} gin_trgm_ops`).where(sql`${t.locale} = 'en'`),
  ],
);

/** The words of the indexed texts per language, for "Did you mean:" (trigram similarity). */
export const searchWords = pgTable(
  'search_words',
  {
    locale: localeEnum('locale').notNull(),
    /** lower-cased */
    word: text('word').notNull(),
    /** as first written in a text ("Dreigroschenoper") */
    display: text('display').notNull(),
  },
  (t) => [primaryKey({ name: 'search_words_locale_word_pk', columns: [t.locale, t.word] }), index('search_words_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/** What visitors search for: one row per term and language, repeats counted; no personal data. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: id(),
    locale: localeEnum('locale').notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(1),
    /** the number of results of the latest search */
    results: integer('results').notNull().default(0),
    firstSearchedAt: instant('first_searched_at').notNull().defaultNow(),
    lastSearchedAt: instant('last_searched_at').notNull().defaultNow(),
  },
  (t) => [unique('search_keywords_locale_term_uq').on(t.locale, t.term), index('search_keywords_last_searched_idx').on(t.lastSearchedAt)],
);

export type SearchDocument = typeof searchDocuments.$inferSelect;
export type SearchKeyword = typeof searchKeywords.$inferSelect;
