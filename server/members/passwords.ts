/**
 * Password hashes: scrypt from node:crypto with a random salt, stored as
 * `scrypt$N$r$p$salt$hash` (base64) so the cost can change without breaking stored hashes.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * A well-formed hash of the current cost that no password matches (random salt and key): an unknown login
 * ID is checked against it, so it costs the same scrypt as a known one and answers in the same time.
 */
export function unmatchableHash(): string {
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    randomBytes(16).toString('base64'),
    randomBytes(KEY_LENGTH).toString('base64'),
  ].join('$');
}

function encode(salt: Buffer, key: Buffer): string {
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, COST));
}

/** The hash of a new password, off the event loop (sign-up). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return encode(salt, await derive(password, salt, COST));
}

/** True when `password` matches `stored`; false for any malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
