/**
 * Private calendar feeds (issue 29): an iCalendar URL of the company's jobs, or of one crew's, that calendars
 * subscribe to. The token is shown once (only its hash is kept); making a new link revokes the old one of the
 * same scope. The feed holds the jobs that hold their time, from 30 days back to a year ahead.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_PATH, minutesToDuration } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { type CalendarEvent, icalendar } from '../../lib/icalendar.ts';
import { recordStaffAction } from '../staff-audit/audit.ts';
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
  const rows = await queryRows<{
    id: number;
    crew_id: number | null;
    created_at: Date | string;
    crew_name: string | null;
    maker_id: number | null;
    maker_name: string | null;
    last_used_at: Date | string | null;
  }>(
    deps.db,
    sql`select f.id, f.crew_id, c.name as crew_name, f.created_at, u.id as maker_id, u.name as maker_name, f.last_used_at
          from calendar_feeds f left join company_users u on u.id = f.created_by
          left join crews c on c.id = f.crew_id
         where f.company_id = ${companyId} and f.revoked_at is null order by f.crew_id nulls first, f.id`,
  );
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
    await tx.execute(
      sql`update calendar_feeds set revoked_at = ${now.toISOString()}::timestamptz
           where company_id = ${companyId} and revoked_at is null
             and crew_id is not distinct from ${crewId}`,
    );
    await tx
      .insert(calendarFeeds)
      .values({ companyId, crewId, tokenHash: hashOf(token), createdBy: makerId, createdAt: now });
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
  const [feed] = await queryRows<{ created_by: number | null }>(
    deps.db,
    sql`select created_by from calendar_feeds
         where id = ${feedId} and company_id = ${caller.companyId} and revoked_at is null`,
  );
  if (!feed) throw notFound(FEED_NOT_FOUND);
  if (caller.role !== 'owner' && feed.created_by !== caller.companyUserId) throw forbidden(FEED_REVOKE_REFUSED);
  await stopFeed(deps, caller.companyId, feedId);
}

/** Stops a live link of a company; false when there was none. */
async function stopFeed(deps: Deps, companyId: number, feedId: number, db: Database | Tx = deps.db): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update calendar_feeds set revoked_at = ${deps.now().toISOString()}::timestamptz
         where id = ${feedId} and company_id = ${companyId} and revoked_at is null returning id`,
  );
  return rows.length === 1;
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
  const [feed] = await queryRows<{
    id: number;
    company_id: number;
    crew_id: number | null;
    company_name: string;
    crew_name: string | null;
    last_used_at: Date | string | null;
  }>(
    deps.db,
    sql`select f.id, f.company_id, f.crew_id, c.name as company_name, w.name as crew_name, f.last_used_at
          from calendar_feeds f join companies c on c.id = f.company_id left join crews w on w.id = f.crew_id
          left join company_users u on u.id = f.created_by
         where f.token_hash = ${hashOf(token)} and f.revoked_at is null and c.state <> 'suspended'
           and (f.created_by is null or (u.active and u.company_id = f.company_id))`,
  );
  // Unknown, stopped, its maker deactivated or its company suspended: the link opens nothing (issue 47).
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const now = deps.now();
  // Its last use, for the team page (a calendar polls every few minutes: written at most once a minute).
  if (feed.last_used_at === null || now.getTime() - new Date(feed.last_used_at).getTime() > 60_000) {
    await deps.db.execute(
      sql`update calendar_feeds set last_used_at = ${now.toISOString()}::timestamptz where id = ${feed.id}`,
    );
  }
  const jobs = await queryRows<{
    id: number;
    start: Date | string;
    finish: Date | string;
    updated_at: Date | string;
    confirmed_at: Date | string | null;
    service_name: string;
    name: string;
    phone_number: string;
    address: string;
    instructions: string;
    status: string;
    crew_name: string | null;
  }>(
    deps.db,
    sql`select t.id, lower(t.slot) as start, upper(t.slot) as finish, t.updated_at, t.confirmed_at,
               s.name as service_name, t.name, t.phone_number, t.address, t.instructions, ts.status,
               w.name as crew_name
          from tickets t
          join company_services cs on cs.id = t.company_service_id
          join services s on s.id = cs.service_id
          join ticket_statuses ts on ts.id = t.status_id
          left join crews w on w.id = t.crew_id
         where t.company_id = ${feed.company_id} and t.holds_slot
           and (t.hold_expires_at is null or t.hold_expires_at > ${now.toISOString()}::timestamptz)
           and ${feed.crew_id === null ? sql`true` : sql`t.crew_id = ${feed.crew_id}`}
           and upper(t.slot) > ${new Date(now.getTime() - 30 * 86_400_000).toISOString()}::timestamptz
           and lower(t.slot) < ${new Date(now.getTime() + 366 * 86_400_000).toISOString()}::timestamptz
         order by lower(t.slot), t.id`,
  );
  const events: CalendarEvent[] = jobs.map((j) => {
    const start = new Date(j.start);
    const end = new Date(j.finish);
    return {
      uid: `ticket-${j.id}@upkeep`,
      start,
      end,
      updatedAt: new Date(j.updated_at),
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
      status: j.confirmed_at ? 'CONFIRMED' : 'TENTATIVE',
    };
  });
  const name = feed.crew_name ? `${feed.company_name}: ${feed.crew_name}` : `${feed.company_name}: jobs`;
  return icalendar(name, events, now);
}
