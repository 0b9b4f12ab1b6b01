/**
 * Failed sign-ins, counted in windows: after `maxFailures` within LOGIN_WINDOW_MS of the first failure, the
 * key is refused until the window passes. Two counters use it: per (client address, e-mail) pair, at
 * LOGIN_MAX_FAILURES; and per account across addresses, at ACCOUNT_MAX_FAILURES, which browsers that
 * signed in to the account before are exempt from (device-trust.ts), so the owner is never locked out.
 * Kept in memory (one process); a shared store is needed for several processes.
 */
export const LOGIN_MAX_FAILURES = 10;
/** OWASP ASVS 6.3: no more than 100 failed attempts an hour on one account; 20 per 15 minutes is 80. */
export const ACCOUNT_MAX_FAILURES = 20;
export const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_PAIRS = 50_000;

interface Window {
  startedAt: number;
  failures: number;
}

export class LoginThrottle {
  readonly #windows = new Map<string, Window>();

  constructor(
    private readonly now: () => Date,
    readonly maxFailures: number = LOGIN_MAX_FAILURES,
  ) {}

  static key(address: string, email: string) {
    return `${address}\u0000${email.toLowerCase()}`;
  }

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const window = this.#current(key);
    if (!window || window.failures < this.maxFailures) return 0;
    return window.startedAt + LOGIN_WINDOW_MS - this.now().getTime();
  }

  /** Counts a failure; answers the failures of the window so far. */
  recordFailure(key: string): number {
    const window = this.#current(key);
    if (window) {
      window.failures += 1;
      return window.failures;
    }
    if (this.#windows.size >= MAX_TRACKED_PAIRS) this.#prune();
    this.#windows.set(key, { startedAt: this.now().getTime(), failures: 1 });
    return 1;
  }

  recordSuccess(key: string) {
    this.#windows.delete(key);
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && this.now().getTime() - window.startedAt >= LOGIN_WINDOW_MS) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops expired windows; if still full, the oldest half (Map keeps insertion order). */
  #prune() {
    const now = this.now().getTime();
    for (const [key, window] of this.#windows) if (now - window.startedAt >= LOGIN_WINDOW_MS) this.#windows.delete(key);
    if (this.#windows.size < MAX_TRACKED_PAIRS) return;
    let drop = Math.floor(this.#windows.size / 2);
    for (const key of this.#windows.keys()) {
      if (drop-- <= 0) break;
      this.#windows.delete(key);
    }
  }
}
