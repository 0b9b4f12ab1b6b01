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
import type { Database } from '../../../db/client.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import * as q from './queries.ts';

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
  const turns = await q.customerTurns(db, companyIds, since);
  const samples = new Map<number, number[]>();
  for (const turn of turns) {
    const minutes = businessMinutesBetween(turn.askedAt, turn.repliedAt ?? now);
    samples.set(turn.companyId, [...(samples.get(turn.companyId) ?? []), minutes]);
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
