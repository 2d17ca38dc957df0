import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres, prepareDatabase, resetDatabase } from './client.server.ts';
import * as s from './schema.ts';

// The PostgreSQL leg: runs when TEST_DATABASE_URL points at a server (e.g. postgres://postgres@127.0.0.1:5432/postgres).
// It creates a database of its own and drops it afterwards.

const adminUrl = process.env.TEST_DATABASE_URL;
const TODAY = Temporal.PlainDate.from('2026-11-21');

describe.skipIf(!adminUrl)('migrations and seed on PostgreSQL', () => {
  const name = `foyer_test_${randomUUID().replace(/-/g, '')}`;
  const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} });
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    // Two app instances starting at once: the advisory lock must let exactly one migrate and seed.
    handles.push(await openPostgres(url.toString(), { max: 4 }), await openPostgres(url.toString(), { max: 4 }));
  });

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  const eventCount = async (handle: DatabaseHandle) => (await handle.db.select({ n: count() }).from(s.events))[0]?.n ?? 0;

  it('migrates and seeds once when two instances start together', async () => {
    const [first, second] = handles;
    if (!first || !second) throw new Error('handles missing');
    await Promise.all([prepareDatabase(first, { demo: true, today: TODAY }), prepareDatabase(second, { demo: true, today: TODAY })]);
    const [settings] = await first.db.select({ n: count() }).from(s.siteSettings);
    expect(settings?.n).toBe(1);
    expect(await eventCount(first)).toBeGreaterThanOrEqual(150);
    // the two demo editors and the demo visitor, once each
    const [accounts] = await second.db.select({ n: count() }).from(s.users);
    expect(accounts?.n).toBe(3);
  }, 120_000);

  it('resets to the same content for the same day', async () => {
    const [first] = handles;
    if (!first) throw new Error('handle missing');
    const before = await eventCount(first);
    const titles = (await first.db.select({ title: s.productions.title }).from(s.productions).orderBy(s.productions.id)).map((r) => r.title.de);
    await resetDatabase(first, { demo: true, today: TODAY });
    expect(await eventCount(first)).toBe(before);
    const after = (await first.db.select({ title: s.productions.title }).from(s.productions).orderBy(s.productions.id)).map((r) => r.title.de);
    expect(after).toEqual(titles);
  }, 120_000);
});
