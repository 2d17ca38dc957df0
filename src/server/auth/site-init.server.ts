import { and, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client.server.ts';
import { sessions, users } from '../db/schema.ts';
import { passwordWeakness } from '../../features/account/password-strength.ts';
import { AccountEmail, freeUsername, PersonName } from './accounts.server.ts';
import { hashPassword } from './password.server.ts';
import { isKnownPassword } from './known-passwords.server.ts';

// any fixed number of this app's own: serialises two operators running the step at once
const SITE_INIT_LOCK_KEY = 4_711_2027;

const FirstAdministrator = v.object({
  email: AccountEmail,
  firstName: v.pipe(PersonName, v.minLength(1, 'a first name is needed (--name "First Last")')),
  lastName: PersonName,
  password: v.string(),
});
export type FirstAdministratorInput = v.InferInput<typeof FirstAdministrator>;

export type SiteInitResult = { ok: true; userId: number; email: string } | { ok: false; message: string };

const WEAKNESS = {
  'too-short': 'the password is too short: at least 10 characters',
  'too-weak': 'the password is too weak: mix upper and lower case, digits and symbols, or use a passphrase of 16 characters or more',
  personal: 'the password must not contain the e-mail address or the name',
  known: 'the password is on the lists of known passwords: attackers try those first',
} as const;

/**
 * The one-time step that gives a venue's own site its first administrator (npm run site:init). Once an
 * administrator exists it refuses: further staff are invited in the hub.
 */
export async function createFirstAdministrator(db: Db, input: FirstAdministratorInput): Promise<SiteInitResult> {
  const parsed = v.safeParse(FirstAdministrator, input);
  if (!parsed.success) return { ok: false, message: parsed.issues.map((issue) => `${issue.path?.map((p) => p.key).join('.') ?? 'input'}: ${issue.message}`).join('; ') };
  const { email, firstName, lastName, password } = parsed.output;
  const weakness = passwordWeakness(password, { email, firstName, lastName }, isKnownPassword);
  if (weakness) return { ok: false, message: WEAKNESS[weakness] };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<SiteInitResult> => {
    // serialises two operators running the step at once: the second sees the first one's administrator
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SITE_INIT_LOCK_KEY})`);
    const [administrators] = await tx.select({ n: count() }).from(users).where(and(eq(users.isStaff, true), eq(users.role, 'administrator')));
    if ((administrators?.n ?? 0) > 0) return { ok: false, message: 'this site has an administrator already: invite further staff in the hub (/cms-hub/users)' };
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing) {
      // a visitor account of that address becomes the administrator, with the new password
      await tx.update(users).set({ isStaff: true, role: 'administrator', isActive: true, firstName, lastName, passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      return { ok: true, userId: existing.id, email };
    }
    const [row] = await tx
      .insert(users)
      .values({ email, username: await freeUsername(tx, email), firstName, lastName, passwordHash, isStaff: true, role: 'administrator', isActive: true })
      .returning({ id: users.id });
    if (!row) return { ok: false, message: 'the account could not be created' };
    return { ok: true, userId: row.id, email };
  });
}
