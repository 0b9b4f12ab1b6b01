/**
 * Limits on actions that reach other people (texts, e-mails) or cost us work (image decoding), counted in
 * sliding windows in the database so every process of the product counts the same actions (issue 24).
 * Actions that have no table of their own are rows of `action_events` (kind, subject, moment); the subject is
 * an id or a hash, never an address in clear. Rows older than two days are purged (modules/operations/system/purge.ts):
 * no window here is longer than a day.
 *
 * A caller counts and records under a lock (an advisory lock on the subject, or a row lock), so two
 * concurrent requests cannot both take the last place.
 */
import { createHash } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import { lockKey } from './advisory-locks.ts';
import { tooManyRequests } from './errors.ts';
import * as q from './queries.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** How long counted actions are kept: the longest window (a day) and a margin. */
export const ACTION_EVENTS_KEEP_DAYS = 2;

/** At most `max` actions in any `windowMs`; `refusal` says what was refused (the wait is appended). */
export interface WindowLimit {
  max: number;
  windowMs: number;
  refusal: string;
}

/** A subject that is an address (an e-mail): only its SHA-256, so the table holds no one's address. */
export const addressSubject = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase(), 'utf8').digest('hex');

/** "in 7 minutes", "in 3 hours": when a refused action may be tried again. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Seconds until one more action fits `limit`, given the moments of the actions already counted (any order),
 * or 0 when it fits now. The wait ends when enough of the oldest actions in the window have left it.
 */
export function secondsUntilAllowed(moments: readonly Date[], limit: Pick<WindowLimit, 'max' | 'windowMs'>, now: Date) {
  const since = now.getTime() - limit.windowMs;
  const inWindow = moments
    .map((m) => m.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  if (inWindow.length < limit.max) return 0;
  const leaving = inWindow[inWindow.length - limit.max] ?? now.getTime();
  return Math.max(1, Math.ceil((leaving + limit.windowMs - now.getTime()) / 1000));
}

/** Throws a 429 (with Retry-After) at the first limit the moments already fill. */
export function refuseOverLimits(moments: readonly Date[], limits: readonly WindowLimit[], now: Date): void {
  for (const limit of limits) {
    const wait = secondsUntilAllowed(moments, limit, now);
    if (wait > 0) throw tooManyRequests(`${limit.refusal} Please try again ${waitInWords(wait)}.`, wait);
  }
}

/** The moments of a subject's actions of a kind since an instant, oldest first. */
export const actionsSince = q.actionMomentsSince;

/** Records one action of a kind by a subject at an instant. */
export const recordAction = q.insertAction;

/** The longest window of a set of limits: how far back to count. */
export const longestWindow = (limits: readonly WindowLimit[]) => Math.max(...limits.map((l) => l.windowMs));

/**
 * Refuses (429) an action of `kind` by `subject` past any of `limits`, else records it. Run it inside the
 * action's transaction: the subject's lock is held until it ends, so concurrent actions count one by one.
 */
export async function countAction(
  tx: Tx,
  kind: string,
  subject: string,
  limits: readonly WindowLimit[],
  now: Date,
): Promise<void> {
  await lockKey(tx, 'floodLimits', `${kind}:${subject}`);
  const moments = await actionsSince(tx, kind, subject, new Date(now.getTime() - longestWindow(limits)));
  refuseOverLimits(moments, limits, now);
  await recordAction(tx, kind, subject, now);
}
