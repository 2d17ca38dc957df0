import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps, translated, translatedOptional } from './columns.ts';
import { pages } from './cms.ts';
import { localeEnum, navAreaEnum } from './enums.ts';

export const navItems = pgTable(
  'nav_items',
  {
    id: id(),
    locale: localeEnum('locale').notNull(),
    area: navAreaEnum('area').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => navItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** menu_name for menu entries, title for footer links; null on an entry of a page: it follows the page's title. */
    title: text('title'),
    url: text('url').notNull(),
    /** The CMS page the entry points to, when it points to one. */
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    hasTabNavigation: boolean('has_tab_navigation').notNull().default(false),
  },
  (t) => [index('nav_items_area_idx').on(t.locale, t.area, t.parentId, t.position)],
);

/** A single row (id = 1). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    isSiteOnline: boolean('is_site_online').notNull().default(true),
    isShopOnline: boolean('is_shop_online').notNull().default(true),
    htmlHeader: text('html_header'),
    htmlFooterTop: text('html_footer_top'),
    htmlFooterBottom: text('html_footer_bottom'),
    htmlFooterLogos: text('html_footer_logos'),
    /** Every staff account must sign in with a second factor (TOTP); one without is led to set it up first. */
    requireStaffTotp: boolean('require_staff_totp').notNull().default(false),
    /** The venue's identity (SiteIdentity in src/contract/identity.ts): read through its valibot schema, never as is. */
    identity: jsonb('identity').$type<unknown>().notNull().default({}),
    /** The identity's own version: a save names it (switching the site off meanwhile does not outdate the form). */
    identityUpdatedAt: instant('identity_updated_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [check('site_settings_single_row', sql`${t.id} = 1`)],
);

export const redirects = pgTable('redirects', {
  id: id(),
  oldPath: text('old_path').notNull().unique(),
  newPath: text('new_path').notNull(),
  permanent: boolean('permanent').notNull().default(true),
  createdAt: instant('created_at').notNull().defaultNow(),
});

export const notFoundLog = pgTable(
  'not_found_log',
  {
    id: id(),
    url: text('url').notNull().unique(),
    hits: integer('hits').notNull().default(1),
    firstSeen: instant('first_seen').notNull().defaultNow(),
    lastSeen: instant('last_seen').notNull().defaultNow(),
  },
  (t) => [index('not_found_log_last_seen_idx').on(t.lastSeen)],
);

export const topAlerts = pgTable(
  'top_alerts',
  {
    id: id(),
    title: translated('title'),
    text: translated('text'),
    link: translatedOptional('link'),
    linkTitle: translatedOptional('link_title'),
    isActive: boolean('is_active').notNull().default(true),
    onlineFrom: instant('online_from'),
    onlineTo: instant('online_to'),
    ...timestamps(),
  },
  (t) => [index('top_alerts_active_idx').on(t.isActive, t.onlineFrom)],
);

export const openingHours = pgTable(
  'opening_hours',
  {
    id: id(),
    /** 0 = Monday … 6 = Sunday. */
    weekday: smallint('weekday').notNull(),
    timeFrom: time('time_from'),
    timeTo: time('time_to'),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    index('opening_hours_weekday_idx').on(t.weekday),
    check('opening_hours_weekday_range', sql`${t.weekday} BETWEEN 0 AND 6`),
    check('opening_hours_times', sql`${t.closed} OR (${t.timeFrom} IS NOT NULL AND ${t.timeTo} IS NOT NULL)`),
  ],
);

export const openingHourExceptions = pgTable(
  'opening_hour_exceptions',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    timeFrom: time('time_from'),
    timeTo: time('time_to'),
    closed: boolean('closed').notNull().default(false),
    alternativeText: translatedOptional('alternative_text'),
    alternativeLinkUrl: text('alternative_link_url'),
  },
  (t) => [index('opening_hour_exceptions_date_idx').on(t.date)],
);

export type NavItem = typeof navItems.$inferSelect;
export type SiteSettings = typeof siteSettings.$inferSelect;
export type Redirect = typeof redirects.$inferSelect;
export type NotFoundLogEntry = typeof notFoundLog.$inferSelect;
export type TopAlert = typeof topAlerts.$inferSelect;
export type OpeningHour = typeof openingHours.$inferSelect;
export type OpeningHourException = typeof openingHourExceptions.$inferSelect;

/**
 * Every content write names the tags of what it changed (`event:12`, `nav:de` …), in the same transaction. Each
 * instance regenerates the pages carrying those tags: told at once through NOTIFY, and at start from this log.
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: id(),
    tags: text('tags').array().notNull(),
    changedAt: instant('changed_at').notNull().defaultNow(),
  },
  (t) => [index('content_changes_changed_at_idx').on(t.changedAt)],
);
