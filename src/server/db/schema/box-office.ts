import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps, translated, translatedOptional } from './columns.ts';
import { cartStatusEnum, localeEnum, orderStatusEnum } from './enums.ts';
import { events } from './programme.ts';
import { users } from './users.ts';

export const seatGroups = pgTable(
  'seat_groups',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: translated('name'),
    text: translatedOptional('text'),
    /** 0 hides the seat group in the booking widget. */
    status: smallint('status').notNull().default(1),
    capacity: integer('capacity').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('seat_groups_event_idx').on(t.eventId, t.position), check('seat_groups_capacity', sql`${t.capacity} >= 0`)],
);

export const saleTypes = pgTable('sale_types', {
  id: id(),
  name: translated('name'),
  /** The full price ("Vollpreis"); the others are discounts of it. */
  isFullPrice: boolean('is_full_price').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const prices = pgTable(
  'prices',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seatGroupId: integer('seat_group_id')
      .notNull()
      .references(() => seatGroups.id, { onDelete: 'cascade' }),
    saleTypeId: integer('sale_type_id')
      .notNull()
      .references(() => saleTypes.id, { onDelete: 'restrict' }),
    /** Decimal string, e.g. "38.00" (numeric keeps cents exact). */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    text: translatedOptional('text'),
  },
  (t) => [
    unique('prices_seat_group_sale_type_uq').on(t.seatGroupId, t.saleTypeId),
    index('prices_event_idx').on(t.eventId),
    check('prices_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/** A full price and the reduced prices offered as its discounts (has_discounts is derived from this). */
export const discounts = pgTable(
  'discounts',
  {
    priceId: integer('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'cascade' }),
    discountPriceId: integer('discount_price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.priceId, t.discountPriceId] }),
    index('discounts_discount_price_idx').on(t.discountPriceId),
    check('discounts_not_self', sql`${t.priceId} <> ${t.discountPriceId}`),
  ],
);

export const timeslots = pgTable(
  'timeslots',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Local time "HH:MM:SS". */
    timeStart: time('time_start').notNull(),
    /** The shop's block id, sent with a cart request. */
    blockId: integer('block_id').notNull(),
    status: smallint('status').notNull().default(1),
    capacity: integer('capacity').notNull(),
  },
  (t) => [index('timeslots_event_idx').on(t.eventId, t.timeStart), check('timeslots_capacity', sql`${t.capacity} >= 0`)],
);

/** Sellable stock per event × seat group (× timeslot); the CHECK is the last line against overselling. */
export const inventory = pgTable(
  'inventory',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    seatGroupId: integer('seat_group_id')
      .notNull()
      .references(() => seatGroups.id, { onDelete: 'cascade' }),
    timeslotId: integer('timeslot_id').references(() => timeslots.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [
    unique('inventory_slot_uq').on(t.seatGroupId, t.timeslotId).nullsNotDistinct(),
    index('inventory_event_idx').on(t.eventId),
    check('inventory_not_oversold', sql`${t.held} + ${t.sold} <= ${t.capacity}`),
    check('inventory_non_negative', sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.capacity} >= 0`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionKey: text('session_key').notNull(),
    status: cartStatusEnum('status').notNull().default('open'),
    ...timestamps(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('carts_session_idx').on(t.sessionKey, t.status), index('carts_expires_idx').on(t.expiresAt)],
);

export const holds = pgTable(
  'holds',
  {
    id: id(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventory.id, { onDelete: 'cascade' }),
    saleTypeId: integer('sale_type_id')
      .notNull()
      .references(() => saleTypes.id, { onDelete: 'restrict' }),
    priceId: integer('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Lets a retried cart request return the first answer instead of holding twice. */
    idempotencyKey: text('idempotency_key').unique(),
    releasedAt: instant('released_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The address the hold came from: holds per address and time window are limited. */
    clientAddress: text('client_address'),
  },
  (t) => [
    index('holds_cart_idx').on(t.cartId),
    index('holds_address_idx').on(t.clientAddress, t.createdAt),
    index('holds_inventory_idx').on(t.inventoryId),
    index('holds_active_expires_idx').on(t.expiresAt).where(sql`${t.releasedAt} IS NULL`),
    check('holds_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    cartId: uuid('cart_id')
      .unique()
      .references(() => carts.id, { onDelete: 'set null' }),
    /** Human-readable order number shown to the visitor. */
    number: text('number').notNull().unique(),
    email: text('email').notNull(),
    /** The account signed in when the order was placed: only these orders show in its profile (not the typed e-mail). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    locale: localeEnum('locale').notNull().default('de'),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    status: orderStatusEnum('status').notNull().default('confirmed'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('orders_email_idx').on(t.email), index('orders_created_idx').on(t.createdAt), index('orders_user_idx').on(t.userId, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // References may vanish with their event; the snapshot columns keep the receipt readable.
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    inventoryId: integer('inventory_id').references(() => inventory.id, { onDelete: 'set null' }),
    seatGroupId: integer('seat_group_id').references(() => seatGroups.id, { onDelete: 'set null' }),
    timeslotId: integer('timeslot_id').references(() => timeslots.id, { onDelete: 'set null' }),
    saleTypeId: integer('sale_type_id').references(() => saleTypes.id, { onDelete: 'set null' }),
    priceId: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: numeric('unit_amount', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

export type SeatGroup = typeof seatGroups.$inferSelect;
export type SaleType = typeof saleTypes.$inferSelect;
export type Price = typeof prices.$inferSelect;
export type Discount = typeof discounts.$inferSelect;
export type Timeslot = typeof timeslots.$inferSelect;
export type InventoryRow = typeof inventory.$inferSelect;
export type Cart = typeof carts.$inferSelect;
export type Hold = typeof holds.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
