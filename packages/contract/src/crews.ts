/**
 * Crews (issue 29): the people of a company who go out together, each doing one job at a time. A company has at
 * least one; a slot is offered while one of its crews is free for the whole visit.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { MAX_DB_ID, positiveId } from './fields.ts';

/** The most crews a company keeps at once. */
export const MAX_CREWS = 50;
/** The colours the schedule shows crews in (dark enough for white text on them). */
export const CREW_COLORS = [
  '#2f9e44',
  '#1971c2',
  '#e8590c',
  '#9c36b5',
  '#c2255c',
  '#0c8599',
  '#5f3dc4',
  '#66a80f',
] as const;

export const crew = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** The catalogue services it does (ServiceID); null: every service of the company. */
  serviceIds: z.array(z.number().int()).nullable(),
  /** Its weekly hours: the company's start times (ScheduleID) it works; null: all of them. */
  scheduleIds: z.array(z.number().int()).nullable(),
  /** Jobs of this crew still to come (live, not yet done). */
  jobsAhead: z.number().int(),
});
export type Crew = z.infer<typeof crew>;
export const crewsResponse = envelope(z.array(crew));
export const crewResponse = envelope(crew);

const ids = z.array(z.number().int().positive().max(MAX_DB_ID, 'is not a known id')).max(500);

export const crewRequest = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(60),
    color: z.enum(CREW_COLORS).optional(),
    /** null: every service (and every start time); absent: unchanged (a new crew: all). */
    serviceIds: ids.min(1, 'choose at least one service').nullable().optional(),
    scheduleIds: ids.min(1, 'choose at least one time').nullable().optional(),
  })
  .strict();
export type CrewRequest = z.infer<typeof crewRequest>;

/** Why a crew change is refused (409): jobs ahead (named), its last crew, a name taken, a crew busy then. */
export const CrewConflict = {
  jobsAhead: 'crew-has-jobs-ahead',
  lastCrew: 'last-crew',
  nameTaken: 'crew-name-taken',
  busy: 'crew-busy',
  hasMembers: 'crew-has-members',
  /** The crew does not do the job's service, does not work its start time, or is off that day. */
  cannotTake: 'crew-cannot-take',
} as const;

export const crewTimeOffParams = z.object({ id: positiveId, offId: positiveId });
export const crewTimeOffResponse = envelope(
  z.array(z.object({ id: z.number().int(), from: z.string(), to: z.string(), reason: z.string() })),
);

/** PUT /company/tickets/{id}/crew: the job goes to this crew (free for its whole time). */
export const assignCrewRequest = z
  .object({ crewId: z.number().int().positive().max(MAX_DB_ID, 'is not a known id') })
  .strict();
export const assignCrewResponse = envelope(
  z.object({ ticketId: z.number().int(), crewId: z.number().int(), crewName: z.string() }),
);

/**
 * GET /company/tickets/{id}/crew-choices: the job's crew and whether it may go to another (`changeable`: it holds
 * its time and is not over), and each crew of the company with whether it may take the job now (free for its whole
 * time, doing its service, working its start time, not off that day) or, in plain words, why not. Only crews that
 * may take it are offered: PUT /company/tickets/{id}/crew refuses the others.
 */
export const crewChoicesResponse = envelope(
  z.object({
    crewId: z.number().int().nullable(),
    changeable: z.boolean(),
    crews: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        color: z.string(),
        canTake: z.boolean(),
        /** Why it may not ('busy then', 'off that day'…); null when it may, holds the job, or the job is past. */
        reason: z.string().nullable(),
      }),
    ),
  }),
);
export type CrewChoices = z.infer<typeof crewChoicesResponse>['data'];

/** POST /company/calendar-feeds: a new private iCalendar link of the company's jobs (no crewId) or of a crew's. */
export const calendarFeedRequest = z
  .object({ crewId: z.number().int().positive().max(MAX_DB_ID, 'is not a known id').nullable().default(null) })
  .strict();
/** The link, shown once: only its hash is kept; a new one stops the old. */
export const calendarFeedResponse = envelope(z.object({ crewId: z.number().int().nullable(), url: z.string() }));
/** The feeds the company has (their links are not shown again). */
export const calendarFeed = z.object({
  id: z.number().int(),
  crewId: z.number().int().nullable(),
  /** The crew's name (null for the link of all the company's jobs). */
  crewName: z.string().nullable(),
  createdAt: z.string(),
  /** Who made the link (issue 47): it stops when they are deactivated; null for a link made before links had makers. */
  maker: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** When a calendar last read it. */
  lastUsedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;
export const calendarFeedsResponse = envelope(z.array(calendarFeed));
export const calendarFeedParams = z.object({ id: positiveId });
export const staffCalendarFeedParams = z.object({ id: positiveId, feedId: positiveId });
export const calendarFeedQuery = z.object({ token: z.string().min(10).max(100) });
/** Where calendars fetch a feed: `${path}?token=...`. */
export const CALENDAR_FEED_PATH = '/api/company/calendar.ics';
