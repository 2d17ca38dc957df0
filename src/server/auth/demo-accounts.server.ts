import { inArray } from 'drizzle-orm';
import { parseSiteOrigin } from '../../../app.config.ts';
import type { Db } from '../db/client.server.ts';
import { users } from '../db/schema.ts';
import {
  DEMO_EDITOR_EMAIL,
  DEMO_EDITOR_PASSWORD,
  DEMO_SECOND_EDITOR_EMAIL,
  DEMO_SECOND_EDITOR_PASSWORD,
  DEMO_VISITOR_EMAIL,
  DEMO_VISITOR_PASSWORD,
} from '../db/seed/credentials.ts';
import { verifyPassword } from './password.server.ts';

/** The demo's accounts with the passwords the README prints: anyone can sign in with them. */
export const DEMO_ACCOUNTS: readonly { email: string; password: string }[] = [
  { email: DEMO_EDITOR_EMAIL, password: DEMO_EDITOR_PASSWORD },
  { email: DEMO_SECOND_EDITOR_EMAIL, password: DEMO_SECOND_EDITOR_PASSWORD },
  { email: DEMO_VISITOR_EMAIL, password: DEMO_VISITOR_PASSWORD },
];

/** The demo accounts in this database that still open with their published password. */
export async function demoAccountsWithDemoPasswords(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((account) => account.email)));
  const open: string[] = [];
  for (const row of rows) {
    const demo = DEMO_ACCOUNTS.find((account) => account.email === row.email);
    if (demo && (await verifyPassword(demo.password, row.passwordHash))) open.push(row.email);
  }
  return open;
}

/** The start is refused: the server must not serve this database as it is. */
export class StartRefused extends Error {}

export type DemoAccountPolicy = { siteOrigin: string; allowDemoAccounts: boolean };

function policyFromEnvironment(): DemoAccountPolicy {
  return { siteOrigin: parseSiteOrigin(process.env.SITE_ORIGIN), allowDemoAccounts: process.env.FOYER_ALLOW_DEMO_ACCOUNTS === '1' };
}

/**
 * A site served over https is public: it must not start while the demo accounts open with the passwords printed
 * in the README, unless the operator says it is a public demo (FOYER_ALLOW_DEMO_ACCOUNTS=1).
 */
export async function refuseDemoAccountsInProduction(db: Db, policy: DemoAccountPolicy = policyFromEnvironment()): Promise<void> {
  if (policy.allowDemoAccounts || new URL(policy.siteOrigin).protocol !== 'https:') return;
  const open = await demoAccountsWithDemoPasswords(db);
  if (open.length === 0) return;
  throw new StartRefused(
    `Refusing to start: SITE_ORIGIN is ${policy.siteOrigin}, and the database holds the demo account(s) ${open.join(', ')} with the demo password printed in the README, so anyone could sign in. ` +
      'Delete these accounts or change their passwords, or start with FOYER_ALLOW_DEMO_ACCOUNTS=1 if this is a public demo.',
  );
}
