/**
 * Where the request rate limiter counts (issue 16), so that a limit is the same whatever the number of
 * processes:
 * - REDIS_URL set: Redis, through @fastify/rate-limit's own Redis store;
 * - a PostgreSQL server (DATABASE_URL) without Redis: the `rate_limit_hits` table (unlogged), an atomic
 *   upsert per key, the hits of many requests counted in one statement, the window kept by the database's
 *   clock so every process agrees on it;
 * - the embedded database (one process by nature): the limiter's memory, as before.
 * Expired rows are purged with the rest (modules/operations/system/purge.ts).
 */

import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Database, DatabaseKind } from '../db/client.ts';
import { countRateLimitHits } from './queries.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptions {
  routeInfo: { method: string; url: string };
}

/** A count as @fastify/rate-limit takes it: hits in the window so far, and milliseconds until it resets. */
interface Count {
  current: number;
  ttl: number;
}

interface PendingKey {
  timeWindow: number;
  waiters: { resolve(count: Count): void; reject(err: Error): void }[];
}

/**
 * The hits of every request arriving while the previous statement runs, counted in one statement: one atomic
 * upsert per key, as before, but one round trip for many requests (issue 33: a round trip per API request was
 * the limiter's cost on PostgreSQL). Each request gets the count it would have got alone: a key's n hits of one
 * statement are numbered in their order of arrival (`current` = the row's hits - n + 1 ... hits), so the
 * limit refuses exactly the requests past it, whatever the number of processes.
 */
export class RateLimitBatcher {
  private pending = new Map<string, PendingKey>();
  private running = false;
  private scheduled = false;

  constructor(private readonly db: Database) {}

  incr(key: string, timeWindow: number): Promise<Count> {
    return new Promise((resolve, reject) => {
      const entry = this.pending.get(key);
      if (entry) entry.waiters.push({ resolve, reject });
      else this.pending.set(key, { timeWindow, waiters: [{ resolve, reject }] });
      // The hits of this turn of the event loop go together; while a statement runs, the next batch gathers.
      if (!this.running && this.pending.size === 1 && (entry?.waiters.length ?? 1) === 1)
        setImmediate(() => this.flush());
    });
  }

  /** The hits of this turn of the event loop go together; while a statement runs, the next batch gathers. */
  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    if (this.running || this.pending.size === 0) return;
    this.running = true;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, entry]) => ({ k: key, n: entry.waiters.length, w: entry.timeWindow }));
    try {
      const counted = await countRateLimitHits(this.db, rows);
      const byKey = new Map(counted.map((row) => [row.key, row]));
      for (const [key, entry] of batch) {
        const row = byKey.get(key);
        const n = entry.waiters.length;
        entry.waiters.forEach((waiter, i) => {
          waiter.resolve({ current: (row?.hits ?? n) - n + i + 1, ttl: row?.ttl ?? entry.timeWindow });
        });
      }
    } catch (err) {
      for (const entry of batch.values()) for (const waiter of entry.waiters) waiter.reject(err as Error);
    } finally {
      this.running = false;
      if (this.pending.size > 0) this.schedule();
    }
  }
}

/** A store class for @fastify/rate-limit that counts in PostgreSQL; `prefix` keeps each route's counters apart. */
export function postgresRateLimitStore(db: Database) {
  const batcher = new RateLimitBatcher(db);
  class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'api:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      batcher.incr(this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: RouteOptions) {
      return new PostgresRateLimitStore(undefined, `${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}:`);
    }
  }
  return PostgresRateLimitStore;
}

/** The limiter's store options for this deployment (and what to close with the app). */
export function rateLimitStore(
  db: Database,
  kind: DatabaseKind,
  redisUrl: string | null,
): { options: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>; close(): Promise<void>; kind: string } {
  if (redisUrl) {
    const redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
    // Errors surface on the requests that need the store; the client reconnects by itself.
    redis.on('error', () => {});
    return {
      options: { redis, nameSpace: 'upkeep-rate-limit:' },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
      kind: 'redis',
    };
  }
  if (kind === 'postgres') {
    return {
      options: { store: postgresRateLimitStore(db) as unknown as RateLimitPluginOptions['store'] },
      close: async () => {},
      kind: 'postgres',
    };
  }
  return { options: {}, close: async () => {}, kind: 'memory' };
}
