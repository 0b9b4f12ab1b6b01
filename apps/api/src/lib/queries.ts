/**
 * The library's database calls, as plain objects: the counted actions of flood-limits.ts (`action_events`), the
 * rate limiter's counters (rate-limit-store.ts, `rate_limit_hits`) and the advisory lock of advisory-locks.ts.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../db/client.ts';
import { actionEvents } from '../db/schema.ts';

/** The moments of a subject's actions of a kind since an instant, oldest first. */
export async function actionMomentsSince(db: Database | Tx, kind: string, subject: string, since: Date) {
  const rows = await db
    .select({ at: actionEvents.createdAt })
    .from(actionEvents)
    .where(and(eq(actionEvents.kind, kind), eq(actionEvents.subject, subject), gt(actionEvents.createdAt, since)))
    .orderBy(asc(actionEvents.createdAt));
  return rows.map((r) => r.at);
}

export async function insertAction(db: Database | Tx, kind: string, subject: string, at: Date): Promise<void> {
  await db.insert(actionEvents).values({ kind, subject, createdAt: at });
}

/** Takes the transaction's advisory lock (space, hashtext(key)): held until the transaction ends. */
export async function advisoryXactLock(tx: Tx, space: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${key}))`);
}

/**
 * Counts hits of several keys in one statement (`n` hits of key `k`, in a window of `w` ms: a window that has
 * passed starts over), on the database's clock; answers each key's hits so far and the milliseconds left.
 */
export function countRateLimitHits(db: Database, rows: readonly { k: string; n: number; w: number }[]) {
  return queryRows<{ key: string; hits: number; ttl: number }>(
    db,
    sql`insert into rate_limit_hits as r (key, hits, reset_at)
        select t.k, t.n, now() + t.w * interval '1 millisecond'
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(k text, n int, w int)
        on conflict (key) do update set
          hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        returning key, hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
  );
}
