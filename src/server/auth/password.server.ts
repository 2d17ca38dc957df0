import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

// Stored as `scrypt$<N>$<saltBase64>$<hashBase64>`; N is kept per hash so it can be raised later
// without invalidating existing passwords. r = 8, p = 1 (the node defaults) are fixed.
// N = 2^17 with r = 8, p = 1: OWASP's recommendation for scrypt (128 MiB per derivation). Hashes with a lower N
// still verify and are replaced on the next successful login (needsRehash).
const COST = 131_072;
/** Derivations at once: each holds 128 MiB while it runs, so a burst of logins cannot exhaust memory. */
const MAX_CONCURRENT = 2;
/**
 * Derivations waiting for a slot: about 4 s of work on two cores. Beyond it a login is refused at once
 * (PasswordHashingBusy, answered 503 with Retry-After), so a correct login never waits behind a flood of wrong ones.
 */
const MAX_WAITING = 8;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** The hashing queue is full: try again in `retryAfterSeconds`. */
export class PasswordHashingBusy extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super('password hashing queue full');
    this.name = 'PasswordHashingBusy';
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** Running and waiting derivations (for tests and metrics). */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

async function withSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw new PasswordHashingBusy();
    // the finishing derivation hands its slot over: `running` stays counted, so no newcomer slips in between
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function deriveKey(plain: string, salt: Buffer, cost: number): Promise<Buffer> {
  return withSlot(() => deriveKeyNow(plain, salt, cost));
}

function deriveKeyNow(plain: string, salt: Buffer, cost: number): Promise<Buffer> {
  const options: ScryptOptions = { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain, salt, COST);
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** False for a wrong password and for any stored value that is not a well-formed scrypt hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') return false;
  const cost = Number(parts[1]);
  // N must be a power of two; a bound keeps a forged hash from exhausting memory.
  if (!Number.isInteger(cost) || cost < 2 || cost > 1 << 20 || (cost & (cost - 1)) !== 0) return false;
  const salt = Buffer.from(parts[2] ?? '', 'base64');
  const expected = Buffer.from(parts[3] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await deriveKey(plain, salt, cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with a lower cost than today's (it is replaced after the next successful login). */
export function needsRehash(stored: string): boolean {
  const cost = Number(stored.split('$')[1]);
  return !Number.isInteger(cost) || cost < COST;
}
