import { like } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../db/client.server.ts';
import { users } from '../db/schema.ts';

/** An e-mail address as accounts store it: trimmed, lower case, one line. */
export const AccountEmail = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254), v.email(), v.regex(/^[^\r\n]*$/));

/** A person's name part: one line, no control characters (it reaches mail headers and greetings). */
export const PersonName = v.pipe(v.string(), v.trim(), v.maxLength(100), v.regex(/^[^\p{Cc}]*$/u));

/** A free user name derived from the e-mail's local part: "lena", else "lena2", "lena3" … */
export async function freeUsername(db: Db, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? 'user').toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 40) || 'user';
  const escaped = base.replace(/[\\%_]/g, (char) => `\\${char}`);
  const taken = new Set((await db.select({ username: users.username }).from(users).where(like(users.username, `${escaped}%`))).map((row) => row.username));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
