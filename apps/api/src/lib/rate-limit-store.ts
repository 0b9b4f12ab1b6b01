/**
 * Where the request rate limiter counts (issue 16), so that a limit is the same whatever the number of
 * processes:
 * - REDIS_URL set: Redis, through @fastify/rate-limit's own Redis store;
 * - a PostgreSQL server (DATABASE_URL) without Redis: the `rate_limit_hits` table (unlogged), one atomic
 *   upsert per request, the window kept by the database's clock so every process agrees on it;
 * - the embedded database (one process by nature): the limiter's memory, as before.
 * Expired rows are purged with the rest (modules/system/purge.ts).
 */

import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { type Database, type DatabaseKind, queryRows } from '../db/client.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptions {
  routeInfo: { method: string; url: string };
}

/** A store class for @fastify/rate-limit that counts in PostgreSQL; `prefix` keeps each route's counters apart. */
export function postgresRateLimitStore(db: Database) {
  class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'api:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      queryRows<{ hits: number; ttl: number }>(
        db,
        sql`insert into rate_limit_hits as r (key, hits, reset_at)
            values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
              reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
            returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      )
        .then(([row]) => callback(null, { current: row?.hits ?? 1, ttl: row?.ttl ?? timeWindow }))
        .catch((err: Error) => callback(err));
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
