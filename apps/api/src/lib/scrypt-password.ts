/**
 * scrypt password hashes from node:crypto, written as `scrypt$N=16384,r=8,p=1$<salt base64>$<hash base64>`:
 * the seed's default hasher (the accounts module may pass its own, argon2id, to seedDemo instead), and the
 * check of such hashes that lib/password.ts keeps for accounts seeded with them. It lives here, beside
 * password.ts, so that the library never imports from the seed.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export type PasswordHasher = (plain: string) => Promise<string>;

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(plain: string, salt: Buffer, n: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { N: n, r, p, maxmem: 256 * n * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function scryptHashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, N, R, P, KEY_LENGTH);
  return `scrypt$N=${N},r=${R},p=${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `hash` is a scrypt hash of this module's format and matches `plain`. */
export async function verifyScryptPassword(plain: string, hash: string): Promise<boolean> {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(hash);
  if (!match) return false;
  const [, n, r, p, saltB64 = '', keyB64 = ''] = match;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await derive(plain, Buffer.from(saltB64, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
