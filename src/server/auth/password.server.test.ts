import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.server.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Foyer-Demo-2026');
    expect(stored).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
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
