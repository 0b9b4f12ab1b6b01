/**
 * Failed sign-ins, counted in windows: after `maxFailures` within LOGIN_WINDOW_MS of the first failure, the
 * key is refused until the window passes. The customer sign-in uses two counters: per (client address,
 * e-mail) pair, at LOGIN_MAX_FAILURES; and per account across addresses, at ACCOUNT_MAX_FAILURES, which
 * browsers that signed in to the account before are exempt from (device-trust.ts), so the owner is never
 * locked out. Company and staff sign-ins count the same two ways, each realm in scopes of its own
 * (sign-in.ts).
 *
 * The counters live in the database (`login_failures`, issue 16), so every process of the product counts
 * the same failures: N processes do not allow N times the guesses. A failure is one atomic upsert (a window
 * that has passed starts over); only the SHA-256 of the key is stored. Old windows are purged with the rest
 * (modules/operations/system/purge.ts).
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../../db/client.ts';
import * as q from './queries.ts';

export const LOGIN_MAX_FAILURES = 10;
/** OWASP ASVS 6.3: no more than 100 failed attempts an hour on one account; 20 per 15 minutes is 80. */
export const ACCOUNT_MAX_FAILURES = 20;
export const LOGIN_WINDOW_MS = 15 * 60_000;

/** 'company' and 'staff' are those realms' (address, e-mail) pairs, the names they had before their accounts counted. */
export type ThrottleScope =
  | 'customer-pair'
  | 'customer-account'
  | 'company'
  | 'company-account'
  | 'staff'
  | 'staff-account';

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly scope: ThrottleScope,
    readonly maxFailures: number = LOGIN_MAX_FAILURES,
  ) {}

  static key(address: string, email: string) {
    return `${address}\u0000${email.toLowerCase()}`;
  }

  static #hash(key: string) {
    return createHash('sha256').update(key).digest('hex');
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  async retryAfterMs(key: string): Promise<number> {
    const row = await q.loginFailuresOf(this.db, this.scope, LoginThrottle.#hash(key));
    if (!row || row.failures < this.maxFailures) return 0;
    return Math.max(0, row.startedAt.getTime() + LOGIN_WINDOW_MS - this.now().getTime());
  }

  /** Counts a failure; answers the failures of the window so far. */
  async recordFailure(key: string): Promise<number> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const failures = await q.countLoginFailure(this.db, this.scope, LoginThrottle.#hash(key), now, windowStart);
    return failures;
  }

  async recordSuccess(key: string): Promise<void> {
    await q.clearLoginFailures(this.db, this.scope, LoginThrottle.#hash(key));
  }
}
