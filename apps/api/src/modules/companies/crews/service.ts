/**
 * A company's crews (issue 29): listed with their jobs ahead, added (a name unique in the company, the next
 * unused colour unless one is chosen), renamed, and removed while they have no job ahead and are not the last.
 * Every change holds the company's calendar lock, as bookings do, so a crew is never removed under a booking
 * that is choosing it.
 */
import {
  addDays,
  CREW_COLORS,
  type Crew,
  type CrewChoices,
  CrewConflict,
  type CrewRequest,
  formatVisit,
  MAX_CREWS,
  type TimeOffRequest,
  valleyDateTime,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import { isExclusionViolation, isUniqueViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import * as q from './queries.ts';

type Deps = Pick<ServiceDeps, 'db' | 'now'>;
type Db = Database | Tx;

/** What other modules ask of crews: a new company's first crew; a company's crews and the time they hold. */
export { type CrewBusy, type CrewPlan, crewBusyRanges, crewPlans, insertFirstCrew } from './queries.ts';

/**
 * Pure: the crews that may take a job of `serviceId` at the company's start time `entryId` on `date`: those doing
 * the service, working that time, and not off that day. A company without crews is one crew, `null`.
 */
export function crewsAt(
  plans: readonly q.CrewPlan[],
  at: { serviceId: number; entryId: number; date: string },
): (number | null)[] {
  if (plans.length === 0) return [null];
  return plans
    .filter(
      (p) =>
        (p.serviceIds === null || p.serviceIds.includes(at.serviceId)) &&
        (p.scheduleIds === null || p.scheduleIds.includes(at.entryId)) &&
        !p.off.some((o) => o.from <= at.date && at.date <= o.to),
    )
    .map((p) => p.id);
}

/** Busy time of a crew, or of the whole company (`crewId` null or absent: a job no crew holds yet). */
/** Pure: whether one of the crews doing `serviceId` is not off on `date` (a company without crews: yes). */
export function crewWorksOn(plans: readonly q.CrewPlan[], serviceId: number, date: string): boolean {
  if (plans.length === 0) return true;
  return plans.some(
    (p) =>
      (p.serviceIds === null || p.serviceIds.includes(serviceId)) && !p.off.some((o) => o.from <= date && date <= o.to),
  );
}

export type Busy = Omit<q.CrewBusy, 'crewId'> & { crewId?: number | null };

/**
 * Pure: the crews of `crewIds` free from `start` to `end` (ms), given the busy ranges: a crew is busy with its own
 * jobs and with the jobs no crew holds. A company without crews is one crew, `null`.
 */
export function freeCrews(crewIds: readonly (number | null)[], busy: Busy[], start: number, end: number) {
  const clashes = busy.filter((b) => b.start < end && start < b.end);
  // A job no crew holds yet takes every crew's time.
  if (clashes.some((b) => (b.crewId ?? null) === null)) return [];
  return crewIds.filter((id) => (id === null ? clashes.length === 0 : !clashes.some((b) => b.crewId === id)));
}

export const CREW_MESSAGES = {
  notFound: 'Crew not found',
  nameTaken: 'Another crew of your company has this name.',
  tooMany: `A company can keep at most ${MAX_CREWS} crews.`,
  lastCrew: 'Your company needs at least one crew: add another before removing this one.',
} as const;

const toCrew = (row: q.CrewRow, jobsAhead: number): Crew => ({
  id: row.id,
  name: row.name,
  color: row.color,
  serviceIds: row.serviceIds,
  scheduleIds: row.scheduleIds,
  jobsAhead,
});

/** The crew's services and hours as asked, each id checked against the company's (400 naming the field). */
async function workOf(tx: Tx, companyId: number, input: CrewRequest) {
  const work: { serviceIds?: number[] | null; scheduleIds?: number[] | null } = {};
  if (input.serviceIds !== undefined) {
    const known = await q.companyServiceIdsOf(tx, companyId);
    if (input.serviceIds?.some((id) => !known.has(id))) {
      throw fieldError('serviceIds', 'names a service your company does not offer');
    }
    work.serviceIds = input.serviceIds === null ? null : [...new Set(input.serviceIds)].sort((a, b) => a - b);
  }
  if (input.scheduleIds !== undefined) {
    const known = await q.companyScheduleIdsOf(tx, companyId);
    if (input.scheduleIds?.some((id) => !known.has(id))) {
      throw fieldError('scheduleIds', "names a time that is not one of your company's hours");
    }
    work.scheduleIds = input.scheduleIds === null ? null : [...new Set(input.scheduleIds)].sort((a, b) => a - b);
  }
  return work;
}

export async function listCrews(deps: Deps, companyId: number): Promise<Crew[]> {
  const rows = await q.activeCrews(deps.db, companyId);
  const ahead = await q.jobsAheadByCrew(deps.db, companyId, deps.now());
  return rows.map((row) => toCrew(row, ahead.get(row.id) ?? 0));
}

/** Runs `change` under the company's calendar lock; a name another crew has answers 409. */
async function underCalendarLock<T>(deps: Deps, companyId: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      await lockKey(tx, 'companyCalendar', companyId);
      return change(tx);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CREW_MESSAGES.nameTaken, CrewConflict.nameTaken);
    throw err;
  }
}

export async function addCrew(deps: Deps, companyId: number, input: CrewRequest): Promise<Crew> {
  return underCalendarLock(deps, companyId, async (tx) => {
    const crews = await q.activeCrews(tx, companyId);
    if (crews.length >= MAX_CREWS) throw conflict(CREW_MESSAGES.tooMany);
    const used = new Set(crews.map((c) => c.color));
    // The first colour no crew wears, else round again.
    const color =
      input.color ??
      CREW_COLORS.find((c) => !used.has(c)) ??
      CREW_COLORS[crews.length % CREW_COLORS.length] ??
      CREW_COLORS[0];
    const row = await q.insertCrew(tx, {
      companyId,
      name: input.name,
      color,
      ...(await workOf(tx, companyId, input)),
      createdAt: deps.now(),
    });
    return toCrew(row, 0);
  });
}

export async function updateCrew(deps: Deps, companyId: number, id: number, input: CrewRequest): Promise<Crew> {
  return underCalendarLock(deps, companyId, async (tx) => {
    if (!(await q.crewById(tx, companyId, id))) throw notFound(CREW_MESSAGES.notFound);
    const row = await q.updateCrew(tx, id, {
      name: input.name,
      ...(input.color ? { color: input.color } : {}),
      ...(await workOf(tx, companyId, input)),
    });
    if (!row) throw notFound(CREW_MESSAGES.notFound);
    const ahead = await q.jobsAheadByCrew(tx, companyId, deps.now());
    return toCrew(row, ahead.get(id) ?? 0);
  });
}

/** Removes a crew: 409 naming its jobs ahead (move them to another crew first), or when it is the last. */
export async function removeCrew(deps: Deps, companyId: number, id: number): Promise<void> {
  const now = deps.now();
  await underCalendarLock(deps, companyId, async (tx) => {
    const crew = await q.crewById(tx, companyId, id);
    if (!crew) throw notFound(CREW_MESSAGES.notFound);
    const ahead = await q.jobsAheadOf(tx, id, now);
    if (ahead.length > 0) {
      const named = ahead.map((t) => `#${t.id} (${formatVisit(t.scheduledAt, t.durationMinutes)})`).join(', ');
      throw conflict(
        `${crew.name} has jobs ahead: ${named}. Give them to another crew, or cancel them, before removing it.`,
        CrewConflict.jobsAhead,
      );
    }
    const members = await q.crewMembersOf(tx, id);
    if (members.length > 0) {
      throw conflict(
        `${crew.name} has crew members: ${members.map((m) => m.name).join(', ')}. Move them to another crew first.`,
        CrewConflict.hasMembers,
      );
    }
    if ((await q.activeCrews(tx, companyId)).length <= 1) throw conflict(CREW_MESSAGES.lastCrew, CrewConflict.lastCrew);
    await q.removeCrew(tx, id, now);
  });
}

export const ASSIGN_MESSAGES = {
  jobNotFound: 'Job not found',
  notUpcoming: 'Only a job still to come can be given to another crew.',
} as const;

type CrewJob = NonNullable<Awaited<ReturnType<typeof q.jobOfCompany>>>;

/**
 * Pure: why a crew may not take a job by its work (it does not do the service, is off that day, does not work the
 * job's start time), in words ('off that day'); null when it may. Busy time is another matter (freeCrews).
 */
export function whyCrewCannotWork(plan: q.CrewPlan, job: Pick<CrewJob, 'serviceId' | 'scheduleId' | 'start'>) {
  const date = valleyDateTime(job.start).date;
  if (plan.serviceIds !== null && !plan.serviceIds.includes(job.serviceId)) return 'does not do this service';
  if (plan.off.some((o) => o.from <= date && date <= o.to)) return 'off that day';
  if (job.scheduleId !== null && plan.scheduleIds !== null && !plan.scheduleIds.includes(job.scheduleId)) {
    return 'does not work at that time';
  }
  return null;
}

/**
 * A job's crew and each crew of the company with whether it may take the job now (what assignCrew would accept),
 * else why not; 404 for another company's job.
 */
export async function crewChoices(deps: Deps, companyId: number, ticketId: number): Promise<CrewChoices> {
  const now = deps.now();
  const job = await q.jobOfCompany(deps.db, companyId, ticketId, false);
  if (!job) throw notFound(ASSIGN_MESSAGES.jobNotFound);
  const changeable = job.holdsSlot && job.end.getTime() > now.getTime();
  const date = valleyDateTime(job.start).date;
  const [rows, plans, busy] = await Promise.all([
    q.activeCrews(deps.db, companyId),
    q.crewPlans(deps.db, companyId, date, date),
    changeable ? q.crewBusyRanges(deps.db, companyId, job.start, job.end, now, ticketId) : Promise.resolve([]),
  ]);
  const crews = rows.map((row) => {
    if (row.id === job.crewId) return { id: row.id, name: row.name, color: row.color, canTake: false, reason: null };
    const plan = plans.find((p) => p.id === row.id);
    if (!changeable) return { id: row.id, name: row.name, color: row.color, canTake: false, reason: null };
    const reason =
      (plan && whyCrewCannotWork(plan, job)) ??
      (freeCrews([row.id], busy, job.start.getTime(), job.end.getTime()).length === 0 ? 'busy then' : null);
    return { id: row.id, name: row.name, color: row.color, canTake: reason === null, reason };
  });
  return { crewId: job.crewId, changeable, crews };
}

/**
 * Gives an upcoming job to another crew of its company (the dispatch board, the job page): 404 for a job of another
 * company, 400 naming crewId for a crew not the company's, 409 when the crew may not take it (its services, hours
 * or days off) or naming the crew's job then when it is busy. Under the company's calendar lock; the database's
 * exclusion constraint stands behind it.
 */
export async function assignCrew(deps: Deps, companyId: number, ticketId: number, crewId: number) {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      await lockKey(tx, 'companyCalendar', companyId);
      const job = await q.jobOfCompany(tx, companyId, ticketId);
      if (!job) throw notFound(ASSIGN_MESSAGES.jobNotFound);
      const crew = await q.crewById(tx, companyId, crewId);
      if (!crew) throw fieldError('crewId', 'is not a crew of your company');
      if (!job.holdsSlot || job.end.getTime() <= now.getTime()) throw conflict(ASSIGN_MESSAGES.notUpcoming);
      if (job.crewId === crew.id) return { ticketId, crewId: crew.id, crewName: crew.name };
      const date = valleyDateTime(job.start).date;
      const plan = (await q.crewPlans(tx, companyId, date, date)).find((p) => p.id === crew.id);
      const why = plan && whyCrewCannotWork(plan, job);
      if (why)
        throw conflict(`${crew.name} cannot take this job: ${why}. Choose another crew.`, CrewConflict.cannotTake);
      const busy = await q.crewBusyRanges(tx, companyId, job.start, job.end, now, ticketId);
      const clash = busy.find((b) => b.crewId === crew.id || b.crewId === null);
      if (clash) {
        const at = formatVisit(new Date(clash.start), Math.round((clash.end - clash.start) / 60_000));
        throw conflict(`${crew.name} is busy then (${at}). Choose a crew that is free.`, CrewConflict.busy);
      }
      await q.setTicketCrew(tx, ticketId, crew.id, now);
      return { ticketId, crewId: crew.id, crewName: crew.name };
    });
  } catch (err) {
    if (isExclusionViolation(err))
      throw conflict('That crew was just given a job then. Choose another.', CrewConflict.busy);
    throw err;
  }
}

// ---------------------------------------------------------------- a crew's time off

export async function crewTimeOff(deps: Deps, companyId: number, crewId: number) {
  if (!(await q.crewById(deps.db, companyId, crewId))) throw notFound(CREW_MESSAGES.notFound);
  const rows = await q.crewTimeOffOf(deps.db, crewId, addDays(valleyToday(deps.now()), -30));
  return rows.map((r) => ({ id: r.id, from: r.fromDate, to: r.toDate, reason: r.reason }));
}

/** A crew's days off: refused (409, naming them) over its jobs then; under the calendar lock, as bookings. */
export async function addCrewTimeOff(deps: Deps, companyId: number, crewId: number, input: TimeOffRequest) {
  const now = deps.now();
  if (input.to < valleyToday(now)) throw fieldError('to', 'must not be in the past');
  return underCalendarLock(deps, companyId, async (tx) => {
    const crew = await q.crewById(tx, companyId, crewId);
    if (!crew) throw notFound(CREW_MESSAGES.notFound);
    const jobs = await q.crewJobsBetween(
      tx,
      crewId,
      valleyInstant(input.from, '00:00'),
      valleyInstant(addDays(input.to, 1), '00:00'),
      now,
    );
    if (jobs.length > 0) {
      const named = jobs.map((t) => `#${t.id} (${formatVisit(t.scheduledAt, t.durationMinutes)})`).join(', ');
      throw conflict(
        `${crew.name} has jobs on those dates: ${named}. Give them to another crew, or move them, first.`,
        CrewConflict.jobsAhead,
      );
    }
    const row = await q.insertCrewTimeOff(tx, {
      crewId,
      fromDate: input.from,
      toDate: input.to,
      reason: input.reason ?? '',
      createdAt: now,
    });
    return row.id;
  });
}

export async function removeCrewTimeOff(deps: Deps, companyId: number, crewId: number, id: number) {
  if (!(await q.crewById(deps.db, companyId, crewId))) throw notFound(CREW_MESSAGES.notFound);
  if (!(await q.deleteCrewTimeOff(deps.db, crewId, id))) throw notFound('Time off not found');
}

// ---------------------------------------------------------------- who goes out

/** "Luis", "Luis and Ana", "Luis, Ana and Tom". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Who did something at the job, in the customer's updates (issue 46): the first name of the company user who did
 * it and the company ("Luis from Red Rock Yard Works"), or the company alone when no user is known (or the user
 * has no name on UpKeep). Never a crew member who did not do it, nor one who never accepted an invitation.
 */
export async function whoActed(db: Db, companyUserId: number | null, companyName: string): Promise<string> {
  const name = await actorFirstName(db, companyUserId);
  return name ? `${name} from ${companyName}` : companyName;
}

/** The first name of the company user who acted (whoActed's), null for none (a customer's notice says it in words). */
export async function actorFirstName(db: Db, companyUserId: number | null): Promise<string | null> {
  if (companyUserId === null) return null;
  const name = (await q.companyUserName(db, companyUserId))?.trim().split(/\s+/)[0] ?? '';
  return name.length > 0 ? name : null;
}

/** The company's crew of this id (not removed), or null. */
export const crewOfCompany = (db: Db, companyId: number, crewId: number) => q.crewById(db, companyId, crewId);

/** The crew's name and colour (a removed crew's too), for its members' screens. */
export async function crewCard(db: Db, crewId: number) {
  const row = await q.crewOfId(db, crewId);
  return row ? { id: row.id, name: row.name, color: row.color } : null;
}
