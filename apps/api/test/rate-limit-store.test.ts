import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { RateLimitBatcher } from '../src/lib/rate-limit-store.ts';
import { bothDatabaseKinds, buildTestApp, type TestContext } from './helpers.ts';

const onPostgres = bothDatabaseKinds().includes('postgres') ? ['postgres' as const] : [];

describe.each(onPostgres)(
  'the request limiter counting in PostgreSQL, many requests a statement (issue 33)',
  (kind) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await buildTestApp(kind);
    });
    afterAll(() => ctx.close());

    it('gives each of many simultaneous requests the count it would have got alone', async () => {
      const batcher = new RateLimitBatcher(ctx.app.db);
      const key = `test:${Math.random()}`;
      const other = `test:${Math.random()}`;
      const counts = await Promise.all([
        ...Array.from({ length: 7 }, () => batcher.incr(key, 60_000)),
        batcher.incr(other, 60_000),
      ]);
      expect(counts.slice(0, 7).map((c) => c.current)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(counts[7]?.current).toBe(1);
      expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);

      // A second batch continues the count; a second process (another batcher) shares it.
      const more = await Promise.all([batcher.incr(key, 60_000), new RateLimitBatcher(ctx.app.db).incr(key, 60_000)]);
      expect(more.map((c) => c.current).sort()).toEqual([8, 9]);
      const [row] = await queryRows<{ hits: number }>(
        ctx.app.db,
        sql`select hits from rate_limit_hits where key = ${key}`,
      );
      expect(row?.hits).toBe(9);
    });

    it('starts a new window once the last one has passed', async () => {
      const batcher = new RateLimitBatcher(ctx.app.db);
      const key = `test:${Math.random()}`;
      await Promise.all([batcher.incr(key, 1), batcher.incr(key, 1)]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [again] = await Promise.all([batcher.incr(key, 60_000)]);
      expect(again?.current).toBe(1);
    });
  },
);
