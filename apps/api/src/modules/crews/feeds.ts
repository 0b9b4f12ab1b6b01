/**
 * Private calendar feeds (issue 29): an iCalendar URL of the company's jobs, or of one crew's, that calendars
 * subscribe to. The token is shown once (only its hash is kept); making a new link revokes the old one of the
 * same scope. The feed holds the jobs that hold their time, from 30 days back to a year ahead.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_PATH, minutesToDuration } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { type CalendarEvent, icalendar } from '../../lib/icalendar.ts';
import * as q from './queries.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'publicUrl'>;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const FEED_NOT_FOUND = 'No such calendar feed';

export async function listFeeds(deps: Deps, companyId: number) {
  const rows = await queryRows<{ crew_id: number | null; created_at: Date | string }>(
    deps.db,
    sql`select crew_id, created_at from calendar_feeds
         where company_id = ${companyId} and revoked_at is null order by crew_id nulls first, id`,
  );
  return rows.map((r) => ({ crewId: r.crew_id, createdAt: new Date(r.created_at).toISOString() }));
}

/** A new link of the company's feed (crewId null) or a crew's: the old one of that scope stops. */
export async function createFeed(deps: Deps, companyId: number, crewId: number | null) {
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
    await tx.insert(calendarFeeds).values({ companyId, crewId, tokenHash: hashOf(token), createdAt: now });
  });
  return { crewId, url: `${deps.publicUrl}${CALENDAR_FEED_PATH}?token=${token}` };
}

/** The feed a token opens, as iCalendar text; 404 for an unknown or revoked token. */
export async function feedText(deps: Deps, token: string): Promise<string> {
  const [feed] = await queryRows<{
    company_id: number;
    crew_id: number | null;
    company_name: string;
    crew_name: string | null;
  }>(
    deps.db,
    sql`select f.company_id, f.crew_id, c.name as company_name, w.name as crew_name
          from calendar_feeds f join companies c on c.id = f.company_id left join crews w on w.id = f.crew_id
         where f.token_hash = ${hashOf(token)} and f.revoked_at is null`,
  );
  if (!feed) throw notFound(FEED_NOT_FOUND);
  const now = deps.now();
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
