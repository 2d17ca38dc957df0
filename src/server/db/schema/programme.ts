import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps, translated, translatedOptional, translatedRichText } from './columns.ts';
import { eventStatusEnum, personCreditKindEnum } from './enums.ts';
import { persons } from './persons.ts';
import { productions } from './productions.ts';

export const venues = pgTable('venues', {
  id: id(),
  name: translated('name'),
  slug: translated('slug'),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  accessibility: translatedOptional('accessibility'),
  description: translatedOptional('description'),
  /** Media path. */
  image: text('image'),
  ...timestamps(),
});

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: translated('name'),
    showInFilter: boolean('show_in_filter').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('rooms_venue_idx').on(t.venueId)],
);

export const eventTypes = pgTable('event_types', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: translated('name'),
});

export const eventTags = pgTable('event_tags', {
  id: id(),
  name: translated('name'),
  showInFilter: boolean('show_in_filter').notNull().default(true),
});

export const series = pgTable('series', {
  id: id(),
  name: translated('name'),
  slug: translated('slug'),
  description: translatedOptional('description'),
  /** Free text, e.g. "4 Vorstellungen ab 96 €". */
  priceText: translatedOptional('price_text'),
  image: text('image'),
  showInFilter: boolean('show_in_filter').notNull().default(true),
  ...timestamps(),
});

export const genres = pgTable('genres', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: translated('name'),
});

export const labels = pgTable('labels', {
  id: id(),
  /** The spec's label id ('imago_dei', 'family_and_kids', 'livestream' …); drives the colour. */
  key: text('key').notNull().unique(),
  name: translated('name'),
});

export const events = pgTable(
  'events',
  {
    id: id(),
    productionId: integer('production_id').references(() => productions.id, { onDelete: 'set null' }),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    eventTypeId: integer('event_type_id').references(() => eventTypes.id, { onDelete: 'set null' }),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    title: translated('title'),
    subtitle: translatedOptional('subtitle'),
    slug: translated('slug'),
    teaser: translatedOptional('teaser'),
    description: translatedRichText('description'),
    /** Short line in list items, e.g. "Einführung 30 Minuten vor Beginn". */
    info: translatedOptional('info'),
    dateStart: instant('date_start').notNull(),
    dateEnd: instant('date_end'),
    status: eventStatusEnum('status').notNull().default('scheduled'),
    ticketUrl: text('ticket_url'),
    /** The external shop's event id (the spec's id_jet). */
    shopEventId: integer('shop_event_id').unique(),
    isBookable: boolean('is_bookable').notNull().default(true),
    /** Media path of the main image. */
    image: text('image'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** Display text, e.g. "ab 12 €"; null when free or unknown. */
    priceFrom: text('price_from'),
    ...timestamps(),
  },
  (t) => [
    index('events_date_start_idx').on(t.dateStart),
    index('events_room_idx').on(t.roomId, t.dateStart),
    index('events_type_idx').on(t.eventTypeId, t.dateStart),
    index('events_series_idx').on(t.seriesId, t.dateStart),
    index('events_production_idx').on(t.productionId, t.dateStart),
    index('events_title_de_trgm').using('gin', sql`(${t.title}->>'de') gin_trgm_ops`),
    index('events_title_en_trgm').using('gin', sql`(${t.title}->>'en') gin_trgm_ops`),
    check('events_end_after_start', sql`${t.dateEnd} IS NULL OR ${t.dateEnd} >= ${t.dateStart}`),
  ],
);

export const eventTagsEvents = pgTable(
  'event_tags_events',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => eventTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.tagId] }), index('event_tags_events_tag_idx').on(t.tagId)],
);

export const eventGenres = pgTable(
  'event_genres',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.genreId] }), index('event_genres_genre_idx').on(t.genreId)],
);

export const eventLabels = pgTable(
  'event_labels',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.labelId] }), index('event_labels_label_idx').on(t.labelId)],
);

/** Teasers shown between the events of a day in the programme (spec: teaser between events). */
export const eventTeasers = pgTable(
  'event_teasers',
  {
    id: id(),
    /** The day it sits in; it sorts at the end of that day (23:59:59). */
    position: date('position', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    link: translatedOptional('link'),
    preline: translatedOptional('preline'),
    subline: translatedOptional('subline'),
    headline: translated('headline'),
    linkText: translatedOptional('link_text'),
    image: text('image'),
    ...timestamps(),
  },
  (t) => [index('event_teasers_position_idx').on(t.position)],
);

export const eventPersons = pgTable(
  'event_persons',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    role: translated('role'),
    kind: personCreditKindEnum('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('event_persons_event_idx').on(t.eventId, t.kind, t.position), index('event_persons_person_idx').on(t.personId)],
);

export type Venue = typeof venues.$inferSelect;
export type Room = typeof rooms.$inferSelect;
export type EventType = typeof eventTypes.$inferSelect;
export type EventTag = typeof eventTags.$inferSelect;
export type Series = typeof series.$inferSelect;
export type Genre = typeof genres.$inferSelect;
export type Label = typeof labels.$inferSelect;
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventTeaser = typeof eventTeasers.$inferSelect;
export type EventPerson = typeof eventPersons.$inferSelect;
