// Drops every table (schemas public and drizzle), re-runs the migrations and seeds the demo content.
// Works on the embedded PGlite database (./data/pglite, or FOYER_DATA_DIR) and on DATABASE_URL.
//   node --experimental-strip-types scripts/reset-demo.ts [--today=YYYY-MM-DD]
import { Temporal } from 'temporal-polyfill';
import { openFromEnvironment, resetDatabase, todayInBerlin } from '../src/server/db/client.server.ts';

function parseToday(argv: readonly string[]): Temporal.PlainDate {
  const arg = argv.find((a) => a.startsWith('--today='));
  if (!arg) return todayInBerlin();
  try {
    return Temporal.PlainDate.from(arg.slice('--today='.length));
  } catch {
    throw new Error(`--today must be a date like 2026-11-21, got "${arg}"`);
  }
}

const today = parseToday(process.argv.slice(2));
const handle = await openFromEnvironment();
const target = handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
try {
  const started = performance.now();
  await resetDatabase(handle, { today });
  console.log(`Demo content reset on ${target} for ${today.toString()} in ${Math.round(performance.now() - started)} ms.`);
} finally {
  await handle.close();
}
