import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb, openFromEnvironment, rawRows } from './client.server.ts';
import * as s from './schema.ts';

// The app's zero-setup path: no DATABASE_URL, an embedded PGlite database under FOYER_DATA_DIR.

const saved = { DATABASE_URL: process.env.DATABASE_URL, FOYER_DATA_DIR: process.env.FOYER_DATA_DIR, FOYER_DEMO: process.env.FOYER_DEMO };
const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-db-'));

beforeAll(() => {
  delete process.env.DATABASE_URL;
  // a venue's own start: the demo switch is off
  delete process.env.FOYER_DEMO;
  process.env.FOYER_DATA_DIR = dataDir;
});

afterAll(async () => {
  await closeDb();
  if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved.DATABASE_URL;
  if (saved.FOYER_DEMO !== undefined) process.env.FOYER_DEMO = saved.FOYER_DEMO;
  if (saved.FOYER_DATA_DIR === undefined) delete process.env.FOYER_DATA_DIR;
  else process.env.FOYER_DATA_DIR = saved.FOYER_DATA_DIR;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('getDb', () => {
  it('starts one shared database for concurrent callers, migrated and initialised', async () => {
    const [a, b] = await Promise.all([getDb(), getDb()]);
    expect(a).toBe(b);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    const [settings] = await a.select({ n: count() }).from(s.siteSettings);
    expect(settings?.n).toBe(1);
  }, 120_000);

  it('starts the embedded PostgreSQL with the small memory settings rather than its defaults', async () => {
    const db = await getDb();
    // PostgreSQL's defaults are 128MB and 64MB
    expect(await rawRows(db, sql`SHOW shared_buffers`)).toEqual([{ shared_buffers: '16MB' }]);
    expect(await rawRows(db, sql`SHOW maintenance_work_mem`)).toEqual([{ maintenance_work_mem: '16MB' }]);
  });

  it('reopens the stored database after closeDb without filling it again', async () => {
    const before = (await (await getDb()).select({ n: count() }).from(s.pageTranslations))[0]?.n;
    await closeDb();
    const db = await getDb();
    // without the demo switch: the home page and the three legal pages in two languages, once; no account
    expect(before).toBe(8);
    expect((await db.select({ n: count() }).from(s.pageTranslations))[0]?.n).toBe(before);
    expect((await db.select({ n: count() }).from(s.users))[0]?.n).toBe(0);
  }, 120_000);

  it('rejects a DATABASE_URL that is not PostgreSQL', async () => {
    process.env.DATABASE_URL = 'mysql://localhost/foyer';
    try {
      await expect(openFromEnvironment()).rejects.toThrow(/postgres/);
    } finally {
      delete process.env.DATABASE_URL;
    }
  });
});
