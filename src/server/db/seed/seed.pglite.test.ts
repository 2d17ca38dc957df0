import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/password.server.ts';
import { type DatabaseHandle, openPglite, prepareDatabase, rawRows } from '../client.server.ts';
import { contentImageAddresses } from '../../media/content-images.server.ts';
import { MODULE_ITEM_MODELS, MODULE_MODELS, walkModules } from '../module-tree.ts';
import * as s from '../schema.ts';
import { CONTENT_SEED, LOAD_TEST_EVENT_SLUG, LOAD_TEST_SEATS_LEFT, LOAD_TEST_SHOP_EVENT_ID } from './constants.ts';
import { planProgramme } from './programme-plan.ts';
import { createRandom } from './random.ts';
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD, DEMO_SECOND_EDITOR_EMAIL } from './credentials.ts';

// Migrations and the demo seed on a fresh in-memory PGlite, seeded once for the whole file.

const TODAY = Temporal.PlainDate.from('2026-11-21');
const instant = (date: Temporal.PlainDate) => new Date(date.toZonedDateTime('Europe/Berlin').epochMilliseconds);

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openPglite({ client: new PGlite({ extensions: { pg_trgm } }) });
  await prepareDatabase(handle, { demo: true, today: TODAY });
}, 120_000);

afterAll(async () => {
  await handle.close();
});

async function rows(table: PgTable): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('seeded database', () => {
  it('holds exactly the deterministic programme plan for its day', async () => {
    // The plan is a pure function of `today` (seed-content.test.ts checks it repeats); the database must mirror it.
    const plan = planProgramme(TODAY, Temporal.PlainDate.from('2027-09-01'), createRandom(CONTENT_SEED));
    const stored = await handle.db.select({ title: s.events.title, start: s.events.dateStart, status: s.events.status }).from(s.events).orderBy(s.events.id);
    expect(stored.map((e) => `${e.title.de}|${e.start.toISOString()}|${e.status}`)).toEqual(
      plan.map((e) => `${e.title.de}|${new Date(e.start.epochMilliseconds).toISOString()}|${e.status}`),
    );
  });

  it('holds the promised amounts of content', async () => {
    expect(await rows(s.productions)).toBe(20);
    expect(await rows(s.articles)).toBe(30);
    expect(await rows(s.articleCategories)).toBe(5);
    expect(await rows(s.persons)).toBe(20);
    expect(await rows(s.venues)).toBe(4);
    expect(await rows(s.series)).toBe(5);
    expect(await rows(s.forms)).toBe(3);
    expect(await rows(s.seasons)).toBe(2);
    expect(await rows(s.redirects)).toBeGreaterThanOrEqual(5);
    expect(await rows(s.siteSettings)).toBe(1);
  });

  it('has at least 150 events in the next six months, two of them today', async () => {
    const { db } = handle;
    const [upcoming] = await db
      .select({ n: count() })
      .from(s.events)
      .where(and(gte(s.events.dateStart, instant(TODAY)), lt(s.events.dateStart, instant(TODAY.add({ months: 6 })))));
    expect(upcoming?.n).toBeGreaterThanOrEqual(150);
    const [today] = await db
      .select({ n: count() })
      .from(s.events)
      .where(and(gte(s.events.dateStart, instant(TODAY)), lt(s.events.dateStart, instant(TODAY.add({ days: 1 })))));
    expect(today?.n).toBeGreaterThanOrEqual(2);
    const statuses = await db.select({ status: s.events.status, n: count() }).from(s.events).groupBy(s.events.status);
    const byStatus = new Map(statuses.map((r) => [r.status, r.n]));
    expect(byStatus.get('cancelled')).toBeGreaterThanOrEqual(1);
    expect(byStatus.get('soldout')).toBeGreaterThanOrEqual(1);
  });

  it('stores Berlin evening times as instants', async () => {
    const [event] = await handle.db.select({ start: s.events.dateStart }).from(s.events).where(sql`${s.events.slug}->>'de' = 'der-sturm'`).limit(1);
    expect(event).toBeDefined();
    const local = Temporal.Instant.fromEpochMilliseconds(event?.start.getTime() ?? 0).toZonedDateTimeISO('Europe/Berlin');
    expect(['18:00', '19:30']).toContain(local.toPlainTime().toString({ smallestUnit: 'minute' }));
  });

  it('has stock for every seat group (and timeslot) of every bookable event', async () => {
    const { db } = handle;
    const missing = await rawRows(db, sql`
      SELECT count(*)::int AS n FROM seat_groups g JOIN events e ON e.id = g.event_id
      LEFT JOIN timeslots t ON t.event_id = e.id
      LEFT JOIN inventory i ON i.seat_group_id = g.id AND i.timeslot_id IS NOT DISTINCT FROM t.id
      WHERE e.is_bookable AND i.id IS NULL`);
    expect(missing).toEqual([{ n: 0 }]);
    const bookableWithout = await rawRows(db, sql`
      SELECT count(*)::int AS n FROM events e WHERE e.is_bookable AND NOT EXISTS (SELECT 1 FROM inventory i WHERE i.event_id = e.id)`);
    expect(bookableWithout).toEqual([{ n: 0 }]);
    const soldOutLeft = await rawRows(db, sql`
      SELECT coalesce(sum(i.capacity - i.sold - i.held), 0)::int AS n FROM inventory i JOIN events e ON e.id = i.event_id WHERE e.status = 'soldout'`);
    expect(soldOutLeft).toEqual([{ n: 0 }]);
    const [withTimeslots] = await db.select({ n: count() }).from(s.inventory).where(sql`${s.inventory.timeslotId} IS NOT NULL`);
    expect(withTimeslots?.n).toBeGreaterThan(0);
  });

  it('offers a full price with discounts per seat group', async () => {
    const { db } = handle;
    const full = await db.select({ id: s.saleTypes.id }).from(s.saleTypes).where(eq(s.saleTypes.isFullPrice, true));
    expect(full).toHaveLength(1);
    const [discounts] = await db.select({ n: count() }).from(s.discounts);
    expect(discounts?.n).toBeGreaterThan(100);
  });

  it('keeps the load-test concert at exactly 50 free seats, and refuses to oversell it', async () => {
    const { db } = handle;
    const [event] = await db.select({ id: s.events.id, shop: s.events.shopEventId }).from(s.events).where(sql`${s.events.slug}->>'de' = ${LOAD_TEST_EVENT_SLUG}`);
    expect(event?.shop).toBe(LOAD_TEST_SHOP_EVENT_ID);
    const stock = await db.select().from(s.inventory).where(eq(s.inventory.eventId, event?.id ?? -1));
    expect(stock.map((row) => row.capacity - row.sold - row.held)).toContain(LOAD_TEST_SEATS_LEFT);
    const row = stock[0];
    await expect(db.update(s.inventory).set({ held: LOAD_TEST_SEATS_LEFT + 1 }).where(eq(s.inventory.id, row?.id ?? -1))).rejects.toThrow();
    const [after] = await db.select({ held: s.inventory.held }).from(s.inventory).where(eq(s.inventory.id, row?.id ?? -1));
    expect(after?.held).toBe(0);
  });

  it('stores page trees in both languages that together use every module model', async () => {
    const translations = await handle.db.select().from(s.pageTranslations);
    const paths = new Set(translations.map((t) => `${t.locale}:${t.path}`));
    for (const path of ['de:', 'en:', 'de:ueber-uns/geschichte', 'en:about/history', 'de:besuch/tickets-und-preise', 'en:visit/getting-there', 'de:barrierefreiheit', 'en:children']) {
      expect(paths, path).toContain(path);
    }
    const models = new Set(translations.flatMap((t) => [...walkModules(t.modules)].map((n) => n.model)));
    for (const model of [...MODULE_MODELS, ...MODULE_ITEM_MODELS]) expect(models, model).toContain(model);
    const [versions] = await handle.db.select({ n: count() }).from(s.pageVersions);
    expect(versions?.n).toBe(translations.length);
    const [container] = await handle.db.select({ n: count() }).from(s.containers);
    expect(container?.n).toBe(2);
  });

  it('builds menu and footer navigation per locale with submenus', async () => {
    for (const locale of ['de', 'en'] as const) {
      const items = await handle.db.select().from(s.navItems).where(eq(s.navItems.locale, locale));
      const menuTop = items.filter((i) => i.area === 'menu' && i.parentId === null);
      expect(menuTop.length).toBeGreaterThanOrEqual(5);
      expect(items.some((i) => i.area === 'menu' && i.parentId !== null)).toBe(true);
      expect(items.filter((i) => i.area === 'footer').length).toBeGreaterThanOrEqual(3);
      expect(items.every((i) => i.url.startsWith(`/${locale}`))).toBe(true);
    }
  });

  it('has box office hours with a closed Monday and an exception near today', async () => {
    const hours = await handle.db.select().from(s.openingHours);
    expect(hours.find((h) => h.weekday === 0)?.closed).toBe(true);
    expect(hours.filter((h) => !h.closed).map((h) => h.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const exceptions = await handle.db.select().from(s.openingHourExceptions);
    expect(exceptions).toHaveLength(2);
    expect(exceptions.some((e) => Math.abs(Temporal.PlainDate.from(e.date).since(TODAY).days) <= 7)).toBe(true);
  });

  it('lets the demo editor log in', async () => {
    const [editor] = await handle.db.select().from(s.users).where(eq(s.users.email, DEMO_EDITOR_EMAIL));
    expect(editor?.isStaff).toBe(true);
    expect(editor?.role).toBe('administrator');
    const [second] = await handle.db.select().from(s.users).where(eq(s.users.email, DEMO_SECOND_EDITOR_EMAIL));
    expect(second).toMatchObject({ isStaff: true, role: 'editor' });
    expect(editor?.adminMenus.length).toBeGreaterThan(0);
    expect(await verifyPassword(DEMO_EDITOR_PASSWORD, editor?.passwordHash ?? '')).toBe(true);
  });

  it('has an active top alert and trigram search', async () => {
    const alerts = await handle.db.select().from(s.topAlerts).where(eq(s.topAlerts.isActive, true));
    expect(alerts).toHaveLength(1);
    const similar = await rawRows(
      handle.db,
      sql`SELECT title->>'de' AS title FROM productions WHERE similarity(title->>'de', 'Dreigroschenopa') > 0.3 ORDER BY similarity(title->>'de', 'Dreigroschenopa') DESC LIMIT 1`,
    );
    expect(similar).toEqual([{ title: 'Die Dreigroschenoper' }]);
  });

  it('makes every image the demo content shows a library item with alt texts in both languages (decision 0036)', async () => {
    const addresses = await contentImageAddresses(handle.db);
    const items = await handle.db.select().from(s.media);
    const linked = new Map(items.map((item) => [item.sourceUrl, item]));
    expect(addresses.length).toBeGreaterThan(100);
    expect(addresses.filter((url) => !linked.has(url))).toEqual([]);
    expect(items.every((item) => item.storageKey === null && item.altDe.trim() !== '' && item.altEn.trim() !== '')).toBe(true);
    const [production] = await handle.db.select().from(s.productions).limit(1);
    expect(linked.get(production?.image ?? '')).toMatchObject({ altDe: production?.title.de, altEn: production?.title.en });
    const [sponsor] = await handle.db.select().from(s.sponsors).limit(1);
    expect(linked.get(sponsor?.logo ?? '')).toMatchObject({ altDe: sponsor?.name });
    // the next start finds nothing new
    await prepareDatabase(handle, { demo: true, today: TODAY });
    expect(await rows(s.media)).toBe(items.length);
  });

  it('does not seed twice', async () => {
    const before = await rows(s.events);
    await prepareDatabase(handle, { demo: true, today: TODAY.add({ days: 3 }) });
    expect(await rows(s.events)).toBe(before);
  });
});
