import { describe, expect, it } from 'vitest';
import { PasswordHashingBusy, hashPassword, needsRehash, passwordHashingLoad, verifyPassword } from './password.server.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Foyer-Demo-2026');
    expect(stored).toMatch(/^scrypt\$131072\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('Foyer-Demo-2026', stored)).toBe(true);
    expect(await verifyPassword('foyer-demo-2026', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects malformed stored values instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$abc$x$y', 'scrypt$16384$$', 'bcrypt$16384$YQ==$YQ==', 'scrypt$3$YQ==$YQ==']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});

describe('cost upgrade', () => {
  it('still verifies a hash of the old cost (2^14) and marks it for rehashing', async () => {
    // made with N = 16384, r = 8, p = 1 (the earlier cost)
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const old = `scrypt$16384$${salt.toString('base64')}$${scryptSync('Foyer-Demo-2026', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    expect(await verifyPassword('Foyer-Demo-2026', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });
});

describe('hashing queue', () => {
  it('refuses at once what does not fit in the queue instead of letting it wait', async () => {
    const stored = await hashPassword('Foyer-Demo-2026');
    // 2 running + 8 waiting fit; the other 10 are refused without being derived
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => verifyPassword('wrong password', stored)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const result of refused) if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(PasswordHashingBusy);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
    // once the queue has drained, the right password gets through
    expect(await verifyPassword('Foyer-Demo-2026', stored)).toBe(true);
  }, 60_000);
});
