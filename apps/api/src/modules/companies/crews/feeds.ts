/**
 * Private calendar feeds (issue 29): an iCalendar URL of the company's jobs, or of one crew's, that calendars
 * subscribe to. The token is shown once (only its hash is kept); making a new link revokes the old one of the
 * same scope. The feed holds the jobs that hold their time, from 30 days back to a year ahead.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_PATH, minutesToDuration } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { type CalendarEvent, icalendar, visitSequence, visitUid } from '../../../lib/icalendar.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';
import * as q from './queries.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'publicUrl'>;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const FEED_NOT_FOUND = 'No such calendar feed';

/** A live link as the team page and the crews page list it: its scope, who made it, when, and its last use. */
export interface FeedView {
  id: number;
  crewId: number | null;
  crewName: string | null;
  createdAt: string;
  maker: { id: number; name: string } | null;
  lastUsedAt: string | null;
}

export async function listFeeds(deps: Deps, companyId: number): Promise<FeedView[]> {
  const rows = await q.liveFeeds(deps.db, companyId);
  return rows.map((r) => ({
    id: r.id,
    crewId: r.crew_id,
    crewName: r.crew_name,
    createdAt: new Date(r.created_at).toISOString(),
    maker: r.maker_id === null ? null : { id: r.maker_id, name: r.maker_name || 'A former user' },
    lastUsedAt: r.last_used_at === null ? null : new Date(r.last_used_at).toISOString(),
  }));
}

/**
 * A new link of the company's feed (crewId null) or a crew's, made by `makerId`: it answers while its maker is an
 * active user of a company that is not suspended (issue 47); the old link of that scope stops.
 */
export async function createFeed(deps: Deps, companyId: number, crewId: number | null, makerId: number) {
  if (crewId !== null && !(await q.crewById(deps.db, companyId, crewId))) {
    throw fieldError('crewId', 'is not a crew of your company');
  }
  const token = randomBytes(24).toString('base64url');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await q.replaceFeed(tx, { companyId, crewId, tokenHash: hashOf(token), createdBy: makerId, createdAt: now });
  });
  return { crewId, url: `${deps.publicUrl}${CALENDAR_FEED_PATH}?token=${token}` };
}

export const FEED_REVOKE_REFUSED = 'Only the owner, or the person who made a calendar link, can stop it.';

/**
 * Stops a live link of the company: the owner stops any, another user the links they made (403 otherwise, 404 for
 * none of the company's). Answers the link's scope for the caller's record.
 */
export async function revokeFeed(
  deps: Deps,
  caller: { companyId: number; companyUserId: number; role: string },
  feedId: number,
): Promise<void> {
  const feed = await q.liveFeedOf(deps.db, caller.companyId, feedId);
  if (!feed) throw notFound(FEED_NOT_FOUND);
  if (caller.role !== 'owner' && feed.created_by !== caller.companyUserId) throw forbidden(FEED_REVOKE_REFUSED);
  await stopFeed(deps, caller.companyId, feedId);
}

/** Stops a live link of a company; false when there was none. */
async function stopFeed(deps: Deps, companyId: number, feedId: number, db: Database | Tx = deps.db): Promise<boolean> {
  return q.stopFeed(db, companyId, feedId, deps.now());
}

/** UpKeep's staff stop any live link of a company, audited (404 for none). */
export async function staffStopFeed(deps: Deps, actor: { staffUserId: number }, companyId: number, feedId: number) {
  const stopped = await deps.db.transaction(async (tx) => {
    if (!(await stopFeed(deps, companyId, feedId, tx))) return false;
    await recordStaffAction(tx, actor, {
      action: 'company.calendar-feed.revoke',
      target: `company:${companyId}`,
      after: { feedId },
      at: deps.now(),
    });
    return true;
  });
  if (!stopped) throw notFound(FEED_NOT_FOUND);
}

/** The feed a token opens, as iCalendar text; 404 for an unknown or revoked token. */
export async function feedText(deps: Deps, token: string): Promise<string> {
  const feed = await q.openFeed(deps.db, hashOf(token));
  // Unknown, stopped, its maker deactivated or its company suspended: the link opens nothing (issue 47).
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const now = deps.now();
  // Its last use, for the team page (a calendar polls every few minutes: written at most once a minute).
  if (feed.last_used_at === null || now.getTime() - new Date(feed.last_used_at).getTime() > 60_000) {
    await q.feedUsed(deps.db, feed.id, now);
  }
  const jobs = await q.feedJobs(deps.db, feed, now, {
    from: new Date(now.getTime() - 30 * 86_400_000),
    to: new Date(now.getTime() + 366 * 86_400_000),
  });
  const events: CalendarEvent[] = jobs.map((j) => {
    const start = new Date(j.start);
    const end = new Date(j.finish);
    return {
      uid: visitUid(j.id, deps.publicUrl),
      start,
      end,
      updatedAt: new Date(j.updated_at),
      sequence: visitSequence(new Date(j.created_at), new Date(j.updated_at)),
      organizer: { name: feed.company_name, email: feed.company_email },
      summary: `${j.service_name} · ${j.name}`,
      location: j.address,
      description: [
        `Job #${j.id} (${j.status}), ${minutesToDuration(Math.round((end.getTime() - start.getTime()) / 60_000))}`,
        j.crew_name ? `Crew: ${j.crew_name}` : 'No crew yet',
        `Customer: ${j.name}, ${j.phone_number}`,
        j.instructions ? `Instructions: ${j.instructions}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      url: `${deps.publicUrl}/pro/jobs/${j.id}`,
      // Tentative until the company confirms it (a checkout under way, or a paid request still Pending).
      status: j.confirmed_at && j.status_id !== TicketStatusId.Pending ? 'CONFIRMED' : 'TENTATIVE',
    };
  });
  const name = feed.crew_name ? `${feed.company_name}: ${feed.crew_name}` : `${feed.company_name}: jobs`;
  return icalendar(name, events, now);
}
