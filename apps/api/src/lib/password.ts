/**
 * Password hashing: argon2id at OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane), through
 * the native `@node-rs/argon2` (prebuilt binaries, no compiler needed). Hashes written by the seed's scrypt
 * hasher still verify, and `needsRehash` tells the sign-in to upgrade them.
 */
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@upkeep/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { verifyScryptPassword } from './scrypt-password.ts';

/** OWASP Password Storage Cheat Sheet, argon2id: m=19456 KiB, t=2, p=1. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const ARGON2_ID = 2;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain.normalize('NFKC'), { ...ARGON2_OPTIONS, algorithm: ARGON2_ID });
}

export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  try {
    if (stored.startsWith('$argon2')) return await verify(stored, plain.normalize('NFKC'));
    if (stored.startsWith('scrypt$')) return await verifyScryptPassword(plain, stored);
  } catch {
    // A malformed stored hash never matches.
  }
  return false;
}

/** True when the stored hash is of an older scheme or weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_OPTIONS;
  return !stored.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
}

/** A hash of a random password: compared against when the e-mail is unknown, so timing tells nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoy;
}

/**
 * zxcvbn's scores run 0 to 4; 3 means "safely unguessable: moderate protection from an offline attack"
 * (about 10^8 guesses and more). Below it a password is refused, with zxcvbn's own advice.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The estimator with its common-password, name and English dictionaries, built on first use (they are large). */
let estimator: ZxcvbnFactory | undefined;
function strength() {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEnglish.translations,
  });
  return estimator;
}

/** The policy's verdict on a new password, or null when it is acceptable. */
export function passwordProblem(plain: string, context: { email?: string; name?: string } = {}): string | null {
  if (plain.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (plain.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  // The person's own e-mail and name are the first things an attacker tries.
  const personal = [context.email, context.email?.split('@')[0], ...(context.name?.split(/\s+/) ?? [])]
    .filter((word): word is string => Boolean(word && word.length >= 3))
    .map((word) => word.toLowerCase());
  // zxcvbn's cost grows with length; past 100 characters a password is strong by length alone.
  const { score, feedback } = strength().check(plain.slice(0, 100), personal);
  if (score >= MIN_PASSWORD_SCORE) return null;
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `is too easy to guess. ${advice || 'Add more words that are less common.'} A few unrelated words make a strong password.`;
}
