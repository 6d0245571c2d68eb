import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** Memory scrypt needs is 128·N·r bytes; leave room so a raised cost does not fail at run time. */
const maxmem = (cost: number) => 256 * cost * BLOCK_SIZE + 1024 * 1024;

/**
 * Hashes a password with scrypt (a memory-hard KDF). The parameters travel in the hash
 * (`scrypt$N$r$p$salt$key`), so the cost can be raised later without invalidating stored hashes.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const options = { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmem(cost) };
  const key = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, options);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n)) };
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, options);
  return timingSafeEqual(actual, expected);
}
