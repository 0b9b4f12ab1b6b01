/**
 * How soon a company answers (issue 30): for each customer's turn in its conversations of the last 30 days (a
 * customer's message after anything but another of theirs), the business minutes until the company's next
 * message, or until now when none came (nobody left unanswered counts as fast); the median of those, in words,
 * once there are REPLY_TIME_MIN_SAMPLES. Kept 10 minutes per company: offers read it on every search.
 */
import {
  addDays,
  BUSINESS_HOURS,
  REPLY_TIME_MIN_SAMPLES,
  replyTimeWords,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

const DAY_MS = 24 * 3600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The minutes of business hours between two instants (valley time, daylight saving included). Pure. */
export function businessMinutesBetween(from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  for (let date = valleyToday(from); valleyInstant(date, '00:00') < to; date = addDays(date, 1)) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (!(BUSINESS_HOURS.days as readonly number[]).includes(weekday)) continue;
    const open = valleyInstant(date, `${pad(BUSINESS_HOURS.from)}:00`).getTime();
    const close = valleyInstant(date, `${pad(BUSINESS_HOURS.to)}:00`).getTime();
    const start = Math.max(open, from.getTime());
    const end = Math.min(close, to.getTime());
    if (end > start) total += (end - start) / 60_000;
  }
  return Math.round(total);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The companies' reply times in words (null: not enough answered messages yet), by company id. */
export async function replyTimesOf(db: Database, companyIds: readonly number[], now: Date) {
  const answer = new Map<number, string | null>(companyIds.map((id) => [id, null]));
  if (companyIds.length === 0) return answer;
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const turns = await queryRows<{ company_id: number; asked_at: string | Date; replied_at: string | Date | null }>(
    db,
    sql`with said as (
          select c.company_id, m.id, m.conversation_id, m.author_kind, m.created_at,
                 lag(m.author_kind) over (partition by m.conversation_id order by m.id) as before_kind
            from messages m join conversations c on c.id = m.conversation_id
           where c.company_id in (${ids}) and m.created_at > ${since.toISOString()}::timestamptz
        )
        select s.company_id, s.created_at as asked_at,
               (select min(r.created_at) from messages r
                 where r.conversation_id = s.conversation_id and r.id > s.id and r.author_kind = 'company') as replied_at
          from said s
         where s.author_kind = 'customer' and s.before_kind is distinct from 'customer'`,
  );
  const samples = new Map<number, number[]>();
  for (const turn of turns) {
    const asked = new Date(turn.asked_at);
    const replied = turn.replied_at === null ? now : new Date(turn.replied_at);
    samples.set(turn.company_id, [...(samples.get(turn.company_id) ?? []), businessMinutesBetween(asked, replied)]);
  }
  for (const [companyId, minutes] of samples) {
    if (minutes.length >= REPLY_TIME_MIN_SAMPLES) answer.set(companyId, replyTimeWords(median(minutes)));
  }
  return answer;
}

/** Per database (each app's own: tests make many, whose company ids repeat). */
const caches = new WeakMap<Database, TtlCache<number, string | null>>();

/** One company's reply time in words, kept 10 minutes. */
export function replyTimeOf(db: Database, companyId: number, now: Date): Promise<string | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache<number, string | null>(10 * 60_000);
    caches.set(db, cache);
  }
  return cache.get(companyId, async () => (await replyTimesOf(db, [companyId], now)).get(companyId) ?? null);
}
