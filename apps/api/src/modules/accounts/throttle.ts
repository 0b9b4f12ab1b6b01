/**
 * Failed sign-ins per (client address, e-mail) pair: after MAX_FAILURES within WINDOW_MS of the first
 * failure, that pair is refused until the window passes. Keyed by the pair, so an attacker elsewhere
 * cannot lock the real customer out. Kept in memory (one process); a shared store would be needed for
 * several processes behind one address.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_PAIRS = 50_000;

interface Window {
  startedAt: number;
  failures: number;
}

export class LoginThrottle {
  readonly #windows = new Map<string, Window>();

  constructor(private readonly now: () => Date) {}

  static key(address: string, email: string) {
    return `${address}\u0000${email.toLowerCase()}`;
  }

  /** Milliseconds until the pair may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number {
    const window = this.#current(key);
    if (!window || window.failures < LOGIN_MAX_FAILURES) return 0;
    return window.startedAt + LOGIN_WINDOW_MS - this.now().getTime();
  }

  recordFailure(key: string) {
    const window = this.#current(key);
    if (window) {
      window.failures += 1;
      return;
    }
    if (this.#windows.size >= MAX_TRACKED_PAIRS) this.#prune();
    this.#windows.set(key, { startedAt: this.now().getTime(), failures: 1 });
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
