import { readFileSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { mailCatcherPort } from './tests/e2e/mail-catcher'

// the suite runs on the demo venue: every server it starts (here and in the specs) seeds an empty database with it
process.env.FOYER_DEMO = '1'

const pgliteDir = process.env.E2E_PGLITE_DIR ?? '.tmp/e2e-pglite'
const postgresUrl = process.env.E2E_DATABASE_URL
// several checkouts or agents may run the suite at once on one machine
const port = Number(process.env.E2E_PORT ?? 3310)


/**
 * Read-only specs (the same SQL on the same PostgreSQL engine: PGlite is PostgreSQL), the vocabularies, whose
 * writes the unit tests run on PostgreSQL too, the HTML module's sanitizing (server code before the same page save
 * as every module's; sections.server.test.ts saves and renders the payloads on both databases) and the editor's
 * drag and drop (the browser's work; its saves are the editor's, which editor.spec.ts and editor-daily.spec.ts run on
 * PostgreSQL): one leg suffices. The hub's design (the same screens on either database) splits its tests between the
 * legs (hub-design.spec.ts).
 */
const POSTGRES_SKIPS = /\/(chrome|content-security|editor-dnd|foundation|hydration|programme|sections|vocabularies)\.spec\.ts$/

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
}

// every mail goes to the suite's own SMTP server (tests/e2e/mail-catcher.setup.ts), which keeps it for the tests
const mail = { SMTP_URL: `smtp://127.0.0.1:${mailCatcherPort(port)}`, MAIL_FROM: 'Foyer <foyer@test.example>' }
// one secret for every server of the suite, as instances sharing a database must have: the tests check the signed
// ticket codes of the PDFs with it (tests/e2e/tickets.spec.ts)
const secretKey = process.env.E2E_SECRET_KEY ?? 'foyer-e2e-suite-secret-key-for-signed-tickets'
process.env.E2E_SECRET_KEY = secretKey

// the suite's servers start as `npm start` does, with its memory settings (MALLOC_ARENA_MAX=2 node --max-semi-space-size=8 …)
const startScript: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start
const server = (port: number, env: Record<string, string>) => ({
  command: startScript.replace(/\bnode\b/, `"${process.execPath}"`).replace('.output/server/index.mjs', process.env.E2E_SERVER_ENTRY ?? '.output/server/index.mjs'),
  url: `http://127.0.0.1:${port}/api/breaking-news/`,
  reuseExistingServer: false,
  timeout: 180_000,
  // the booking tests let one visitor take every seat left of the load-test event: above the default cap of 8
  // tickets per visitor and event (tests/e2e/hardening.spec.ts checks the defaults on a server of its own)
  // the request log at info (operations.spec reads the request id it adds; E2E_LOG_LEVEL=warn quiets it); the demo switch: the demo venue, whose accounts log in with their published passwords (refused for staff outside the demo)
  env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', FOYER_DEMO: '1', LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info', FOYER_DEMO_CLOCK: process.env.FOYER_DEMO_CLOCK ?? '', FOYER_MAX_TICKETS_PER_EVENT: '100', SECRET_KEY: secretKey, ...mail, ...env },
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
})

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/mail-catcher.setup.ts',
  // the tests of a leg share one demo database and some switch site-wide settings: one at a time within a leg
  // (each project's own `workers: 1`), while the PGlite and the PostgreSQL legs run side by side
  workers: postgresUrl ? 2 : 1,
  fullyParallel: false,
  // two servers generate their sites while the suite runs on 2 cores: one retry absorbs a slow moment
  retries: 1,
  // the longest flows (a form built, answered and deleted, with three accessibility scans) take 60 s when the
  // the servers are regenerating at the same time on a slow 2-core machine; a timeout is a guard, not a budget
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: { trace: 'on-first-retry', locale: 'de-DE', timezoneId: 'Europe/Berlin' },
  webServer: [
    server(port, { FOYER_DATA_DIR: pgliteDir }),
    ...(postgresUrl ? [server(port + 1, { DATABASE_URL: postgresUrl, FOYER_DATA_DIR: `${pgliteDir}-pg` })] : []),
    // a second instance on the same PostgreSQL database is started by the tests that need it (static-site.spec.ts):
    // running all along, it would regenerate its ~950 pages on every change the PostgreSQL leg makes
  ],
  projects: [
    { name: 'pglite', workers: 1, use: { ...chromium, baseURL: `http://127.0.0.1:${port}` } },
    // on PostgreSQL the tests where the database matters: writes, concurrency, search, versions, revalidation
    // across instances; pages that only read (chrome, programme and section pages, routing) run on PGlite alone
    ...(postgresUrl ? [{ name: 'postgres', workers: 1, testIgnore: POSTGRES_SKIPS, use: { ...chromium, baseURL: `http://127.0.0.1:${port + 1}` } }] : []),
  ],
})
