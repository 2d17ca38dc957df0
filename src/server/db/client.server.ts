import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { Temporal } from 'temporal-polyfill';
import * as schema from './schema.ts';
import { seedBareSite } from './seed/bare-site.ts';
import { seedDemoContent } from './seed/index.ts';
import { refuseDemoAccountsInProduction, StartRefused } from '../auth/demo-accounts.server.ts';
import { isDemo } from '../auth/known-passwords.server.ts';
import { importContentImages } from '../media/content-images.server.ts';
import { recordContentChange } from '../static/revalidation.server.ts';
import { ALL_PAGES } from '../static/tags.ts';
import { onShutdown } from '../shutdown.ts';
import { analyzeEmbedded } from './embedded-maintenance.server.ts';

export type Schema = typeof schema;
/** What both drivers (PGlite and postgres-js) satisfy; services take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database plus the driver-specific steps the app and the scripts need. */
export type DatabaseHandle = {
  kind: DatabaseKind;
  db: Db;
  /** Applies the committed migrations of `migrationsFolder`. */
  migrate(): Promise<void>;
  /** Runs `task` while holding a database-wide lock, so several app instances never migrate or seed at once. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Calls `onMessage` for every NOTIFY on `channel`, from any instance sharing the database. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
  /** the embedded database's client (PGlite only): the scheduled backup dumps it inside the process */
  pglite?: PGlite;
};

export type OpenOptions = { migrationsFolder?: string };

const APP_TIME_ZONE = 'Europe/Berlin';
// Any fixed 64-bit number: instances of this app agree on it, other apps are unlikely to use it.
const MIGRATION_LOCK_KEY = 4_711_2026;

export function defaultMigrationsFolder(): string {
  return process.env.FOYER_MIGRATIONS_DIR ?? path.resolve('drizzle');
}

/** `FOYER_DATA_DIR` (default ./data) holds the embedded database in its `pglite` folder. */
export function defaultPgliteDir(): string {
  return path.join(path.resolve(process.env.FOYER_DATA_DIR ?? 'data'), 'pglite');
}

/**
 * The embedded PostgreSQL's memory settings (decision 0034), given at each start. Its shared memory lives in PGlite's
 * WebAssembly memory, which PostgreSQL touches in full when it starts and which never shrinks: the default 128 MB of
 * shared buffers were the largest single part of the demo server's resident memory. 16 MB hold what a rendering
 * reads again and again (the demo's whole database is about 60 MB on disk); a page not in them is read from the data
 * directory, through the operating system's file cache. Index builds (migrations, the search index) get 16 MB rather
 * than 64 MB.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = { shared_buffers: '16MB', maintenance_work_mem: '16MB' };

/** PGlite's own start parameters with PGLITE_SETTINGS. */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/** Opens an embedded PGlite database: a directory, or in memory when `dataDir` is omitted. */
export async function openPglite(options: OpenOptions & { dataDir?: string; client?: PGlite } = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  let client = options.client;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm }, startParams: pgliteStartParams() });
  }
  const db = drizzlePglite({ client, schema });
  const owned = !options.client;
  const pglite = client;
  return {
    kind: 'pglite',
    pglite,
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One PGlite instance belongs to one process; the shared start-up promise already serialises.
    exclusive: (task) => task(),
    listen: async (channel, onMessage) => {
      await pglite.listen(channel, onMessage);
    },
    close: async () => {
      if (owned && !pglite.closed) await pglite.close();
    },
  };
}

export async function openPostgres(url: string, options: OpenOptions & { max?: number } = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  // Notices ("schema drizzle already exists, skipping") are expected on every start.
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusive: async (task) => {
      // A session-level advisory lock needs one fixed connection for lock and unlock.
      const reserved = await client.reserve();
      try {
        await reserved`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        try {
          return await task();
        } finally {
          await reserved`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        }
      } finally {
        reserved.release();
      }
    },
    listen: async (channel, onMessage) => {
      // postgres-js keeps one connection for LISTEN and re-subscribes after a reconnect
      await client.listen(channel, onMessage);
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** PostgreSQL when `DATABASE_URL` is set, otherwise the embedded PGlite database. */
export async function openFromEnvironment(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    return openPostgres(url);
  }
  return openPglite({ dataDir: defaultPgliteDir() });
}

export function todayInBerlin(): Temporal.PlainDate {
  return Temporal.Now.plainDateISO(APP_TIME_ZONE);
}

/**
 * Rows of a raw SQL query on either driver (PGlite answers `{ rows }`, postgres-js an array).
 * Typed unknown on purpose: validate them (valibot) where they are used.
 */
export async function rawRows(db: Db, query: SQL): Promise<unknown[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result;
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  throw new Error('Unexpected result shape from the database driver');
}

/** A database is initialised once: site settings are the last row written, in the same transaction. */
export async function isInitialised(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.siteSettings);
  return (row?.n ?? 0) > 0;
}

export type PrepareOptions = {
  /** The demo venue with its accounts (the demo switch), or the bare minimum of a venue's own site. */
  demo: boolean;
  today?: Temporal.PlainDate;
};

/** Migrates, then fills an empty database: with the demo content, or with what a venue's own site needs. */
export async function prepareDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await handle.exclusive(async () => {
    await handle.migrate();
    if (!(await isInitialised(handle.db))) {
      const today = options.today ?? todayInBerlin();
      // One transaction: a crash half-way leaves an empty database that the next start fills again.
      await handle.db.transaction(async (tx) => {
        if (options.demo) await seedDemoContent(tx, { today });
        else await seedBareSite(tx);
        // pages generated from an earlier database are all outdated
        await recordContentChange(tx, [ALL_PAGES]);
      });
    }
    // every image the content uses is a library item (decision 0036): the seed's, and an existing site's after an update
    await importContentImages(handle.db);
  });
}

/** Drops everything (schemas public and drizzle), then migrates and fills it afresh. */
export async function resetDatabase(handle: DatabaseHandle, options: PrepareOptions): Promise<void> {
  await handle.exclusive(async () => {
    await handle.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await handle.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await handle.db.execute(sql`CREATE SCHEMA public`);
  });
  await prepareDatabase(handle, options);
}

let shared: Promise<DatabaseHandle> | undefined;

async function startDatabase(): Promise<DatabaseHandle> {
  const handle = await openFromEnvironment();
  try {
    await prepareDatabase(handle, { demo: isDemo() });
    await refuseDemoAccountsInProduction(handle.db);
    // the embedded database has no autovacuum: statistics for the planner before the first page is generated
    const analysed = await analyzeEmbedded(handle);
    if (analysed !== null) console.info(`[database] statistics brought up to date in ${(analysed / 1000).toFixed(1)} s`);
  } catch (error) {
    await handle.close();
    if (error instanceof StartRefused) {
      // an operator's decision is needed: the server stops instead of serving every request with an error
      console.error(`[foyer] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  return handle;
}

/** The process-wide database, migrated and seeded; concurrent first calls share one start-up. */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** The process-wide database with its driver-specific steps (LISTEN). */
export async function getDatabase(): Promise<DatabaseHandle> {
  if (!shared) {
    const starting = startDatabase();
    shared = starting;
    // runs last whenever it was registered: everything else (the planned-publication runner, the generator) stops
    // before the pool closes
    onShutdown('database closed', closeDb, { last: true });
    // A failed start must not poison later attempts.
    starting.catch(() => {
      if (shared === starting) shared = undefined;
    });
  }
  return shared;
}

export async function closeDb(): Promise<void> {
  const pending = shared;
  shared = undefined;
  if (!pending) return;
  const handle = await pending.catch(() => undefined);
  await handle?.close();
}
