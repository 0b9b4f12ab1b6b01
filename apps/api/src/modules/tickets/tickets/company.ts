/**
 * The company's jobs: its tickets listed and shown, moved by the flow table's Company rows (through the
 * lifecycle), "on my way" texts, extra charges. Every move tells the customer (e-mail and text, in the move's
 * transaction); a paid booking declined, cancelled or expired is refunded through the ledger, exactly once
 * whatever is retried (the move succeeds once; the ledger reserves each refund before the provider gives it).
 * Another company's ticket, or an unpaid checkout hold, is a 404 as if it did not exist.
 */
import {
  type CompanyTicketDetail,
  type CompanyTicketListItem,
  durationToMinutes,
  formatDateTimeEs,
  formatValleyClock,
  type Locale,
  minutesToDuration,
  toCents,
  valleyDateTime,
  valleyInstant,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { Words } from '../../../i18n/words.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, forbidden, notFound, tooManyRequests } from '../../../lib/errors.ts';
import { HOUR_MS, MINUTE_MS, secondsUntilAllowed, waitInWords } from '../../../lib/flood-limits.ts';
import { dollars, money } from '../../../lib/format.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { actorFirstName } from '../../companies/crews/service.ts';
import { tellCustomer } from '../../messages/notifications/customer-notice.ts';
import { chargesOf } from '../../money/open-charges/service.ts';
import type { LedgerDeps } from '../../money/payments/ledger.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { nextSteps, noteOnTicket, statusOf, type TicketRow } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import { totalsAnswerOf } from '../money/service.ts';
import { pendingMoveRequest } from '../move-requests/service.ts';
import { move, refundAfterMove } from '../moves/service.ts';
import type { TicketListFilters } from './conditions.ts';
import { historyOfTicket, linesOfTicket } from './customer.ts';
import { extraChargeNotice, onMyWayNotice } from './notices.ts';
import * as q from './queries.ts';

// What a crew member may read is in their language (issue 49): words of the catalogue (i18n/words.ts).
export const JOB_NOT_FOUND: Words = /*i18n*/ { id: 'job.notFound', message: 'Job not found.' };
export const ON_MY_WAY_MINUTES = 5;
export const ON_MY_WAY_TOO_SOON: Words = /*i18n*/ {
  id: 'job.onMyWayTooSoon',
  message: 'The customer was told you are on your way less than {minutes} minutes ago.',
  values: { minutes: ON_MY_WAY_MINUTES },
};
export const ON_MY_WAY_NOT_NOW: Words = /*i18n*/ {
  id: 'job.onMyWayNotNow',
  message: 'The customer can be told you are on your way only before the job is started (a Scheduled job).',
};
export const CHARGE_NOT_NOW = 'An extra charge can be added only to a Scheduled or In Progress job.';

/**
 * Extra charges are the company's words and the company's prices put in front of the customer: a company
 * must not be able to bury a customer in them (issue 24: six charges in seconds once sent six texts).
 */
export const CHARGE_LIMITS = {
  /** A customer is asked to decide a few things at a time, not a list: the rest waits until these are answered. */
  pendingPerTicket: 3,
  /** No honest job needs more in an hour across all the company's jobs; a runaway script or a grudge does. */
  perCompanyPerHour: 10,
  /** One text about charges per ticket in this window: a phone is interrupted once; the e-mails carry every charge. */
  textEveryMinutes: 10,
} as const;
export const TOO_MANY_PENDING_CHARGES = `This job already has ${CHARGE_LIMITS.pendingPerTicket} extra charges waiting for the customer: wait until they pay or decline one before adding another.`;
export const TOO_MANY_CHARGES_THIS_HOUR = `Your company has added ${CHARGE_LIMITS.perCompanyPerHour} extra charges in the last hour, the most allowed.`;
const CHARGE_TOPIC = 'extra-charge';
export const REFUND_RETRY_LATER = 'The refund could not be made just now; it will be retried automatically.';

const ACTIVE = new Set<number>([TicketStatusId.Scheduled, TicketStatusId.InProgress]);
/** "On my way" is for a job not started yet: once In Progress, the crew is there (issue 46). */
const ON_MY_WAY = new Set<number>([TicketStatusId.Scheduled]);

/** The company's ticket it may see, else 404 (the same for another company's ticket and an unknown one). */
export async function jobOf(db: Database | Tx, companyId: number, ticketId: number) {
  const ticket = await q.companyTicket(db, companyId, ticketId);
  if (!ticket) throw notFound(JOB_NOT_FOUND);
  return ticket;
}

export const CREW_OTHER_JOB: Words = /*i18n*/ {
  id: 'job.otherCrew',
  message: "This job is another crew's: a crew member's account opens their crew's jobs only.",
};
export const CREW_MOVES_ONLY: Words = /*i18n*/ {
  id: 'job.crewMovesOnly',
  message: 'A crew member starts and completes jobs; the office confirms, declines and cancels them.',
};
/** The moves a crew member makes: Start Service and Complete Service. */
const CREW_MOVES = new Set<number>([TicketStatusId.InProgress, TicketStatusId.Completed]);

/** Who asks for a job: the company's user (named in the customer's updates), and for a crew member their crew. */
export type JobCaller = Pick<CompanyCaller, 'companyId' | 'role' | 'crewId'> &
  Partial<Pick<CompanyCaller, 'companyUserId'>>;

/**
 * The job for a company user: 404 when it is not the company's (as if it did not exist); for a crew member,
 * 403 when it is another crew's (or nobody's yet).
 */
export async function callerJob(db: Database | Tx, caller: JobCaller, ticketId: number) {
  const ticket = await jobOf(db, caller.companyId, ticketId);
  if (caller.role === 'crew' && (caller.crewId === null || ticket.crewId !== caller.crewId)) {
    throw forbidden(CREW_OTHER_JOB);
  }
  return ticket;
}

/** When a Scheduled job may be started: the `start_window_hours` setting before its visit. */
async function startFromOf(db: Database | Tx, ticket: { scheduledAt: Date }) {
  const hours = await readSetting(db, 'start_window_hours');
  return new Date(ticket.scheduledAt.getTime() - hours * 3600_000);
}

/** 'Tuesday, June 16, 2026, 8:00 AM' in the valley. */
function formatStartFrom(at: Date) {
  const day = at.toLocaleDateString('en-US', {
    timeZone: 'America/Los_Angeles',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `${day}, ${formatValleyClock(at)}`;
}

/** The start window's refusal, its moment written in the caller's language. */
export function startNotYet(at: Date): Words {
  return /*i18n*/ {
    id: 'job.startNotYet',
    message: 'You can start this job from {startFrom}',
    values: { startFrom: (locale: Locale) => (locale === 'es' ? formatDateTimeEs(at) : formatStartFrom(at)) },
  };
}

/** The company's job list reads the ticket lists' filters (it has no service filter). */
export type JobFilters = Omit<TicketListFilters, 'ServiceID'>;

/** The company's jobs, needing action first, then today and upcoming, then past; filtered and paged. */
export async function listJobs(deps: Pick<ServiceDeps, 'db' | 'now'>, companyId: number, f: JobFilters) {
  const startOfToday = valleyInstant(valleyDateTime(deps.now()).date, '00:00');
  const offset = (f.PageNumber - 1) * f._pageSize;
  const rows = await q.jobPage(deps.db, companyId, f, startOfToday, offset);
  let totalCount = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && offset > 0) totalCount = await q.jobCount(deps.db, companyId, f);
  const data: CompanyTicketListItem[] = rows.map((r) => ({
    id: r.id,
    scheduledDate: new Date(r.scheduled_at).toISOString(),
    duration: minutesToDuration(r.duration_minutes),
    status: r.status,
    statusId: r.status_id,
    serviceName: r.service_name,
    customerName: r.customer_name,
    address: r.address,
    zipCode: r.zip_code,
    crewId: r.crew_id,
    totalPrice: dollars(r.total_cents),
    needsAction: r.needs_action,
  }));
  return {
    data,
    pages: {
      pageNumber: f.PageNumber,
      pageSize: f._pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / f._pageSize),
    },
  };
}

export async function jobDetail(db: Database, companyId: number, ticketId: number): Promise<CompanyTicketDetail> {
  const ticket = await jobOf(db, companyId, ticketId);
  const info = await companyServiceOf(db, ticket);
  const status = await statusOf(db, ticket.statusId);
  if (!status) throw new Error(`ticket ${ticket.id} has an unknown status`);
  const [lines, history, paid, charges, needsAction, moveRequest, totals] = await Promise.all([
    linesOfTicket(db, ticket.id),
    historyOfTicket(db, ticket.id),
    q.moneyPaymentsOf(db, ticket.id),
    chargesOf(db, ticket.id),
    q.needsActionOf(db, ticket.id),
    pendingMoveRequest(db, ticket.id),
    totalsAnswerOf(db, ticket),
  ]);
  const startFrom = ticket.statusId === TicketStatusId.Scheduled ? (await startFromOf(db, ticket)).toISOString() : null;
  const active = ACTIVE.has(ticket.statusId);
  return {
    id: ticket.id,
    status: status.status,
    statusId: ticket.statusId,
    createdDate: ticket.createdAt.toISOString(),
    scheduledDate: ticket.scheduledAt.toISOString(),
    duration: minutesToDuration(ticket.durationMinutes),
    serviceName: info.serviceName,
    servicesID: info.serviceId,
    crewId: ticket.crewId,
    isEstimate: ticket.isEstimate,
    customer: {
      name: ticket.name,
      email: ticket.email,
      phoneNumber: ticket.phoneNumber,
      address: ticket.address,
      zipCode: ticket.zipCode,
    },
    instructions: ticket.instructions,
    description: ticket.description,
    price: dollars(ticket.priceCents),
    fee: dollars(ticket.feeCents),
    discountAmount: dollars(ticket.discountCents),
    totalPrice: dollars(ticket.totalCents),
    totalPaid: dollars(ticket.paidCents),
    totals,
    lines: lines.map((l) => ({
      id: l.id,
      displayName: l.displayName,
      price: dollars(l.priceCents),
      description: l.description,
      quantity: l.quantity,
    })),
    history: history.map((h) => ({
      id: h.id,
      updatedAt: h.createdAt.toISOString(),
      status: h.status,
      comments: h.comments,
      userType: { type: h.type },
    })),
    payments: paid.map((p) => ({
      id: p.id,
      purpose: p.purpose,
      status: p.status,
      amount: dollars(p.amountCents),
      refunded: dollars(p.refundedCents),
      createdDate: (p.succeededAt ?? p.createdAt).toISOString(),
    })),
    openCharges: charges.map((c) => ({
      id: c.id,
      description: c.description,
      price: dollars(c.priceCents),
      duration: minutesToDuration(c.durationMinutes),
      createdDate: c.createdAt.toISOString(),
      status: c.status,
    })),
    canAddCharge: active,
    canNotifyOnMyWay: canNotifyOnMyWay(ticket),
    needsAction,
    moveRequest,
    startFrom,
  };
}

/**
 * What the company may do next with the job: the flow's Company rows from its status; Start only from the start
 * window before the visit (the job page says when it comes).
 */
export async function jobFlow(deps: Pick<ServiceDeps, 'db' | 'now'>, caller: JobCaller, ticketId: number) {
  return stepsOf(deps, caller, await callerJob(deps.db, caller, ticketId));
}

/** The flow's Company rows from the job's status, kept to Start and Complete for a crew member. */
export async function stepsOf(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  caller: Pick<JobCaller, 'role'>,
  ticket: TicketRow,
) {
  const all = await nextSteps(deps.db, ticket.statusId, UserTypeId.Company);
  const steps = caller.role === 'crew' ? all.filter((s) => CREW_MOVES.has(s.nextStatusID)) : all;
  if (ticket.statusId !== TicketStatusId.Scheduled || deps.now() >= (await startFromOf(deps.db, ticket))) return steps;
  return steps.filter((s) => s.nextStatusID !== TicketStatusId.InProgress);
}

/** When the job may be started (ISO), for a Scheduled job; null otherwise. */
export async function startFromIso(db: Database | Tx, ticket: TicketRow) {
  return ticket.statusId === TicketStatusId.Scheduled ? (await startFromOf(db, ticket)).toISOString() : null;
}

/** Whether the customer may be told the company is on its way: a Scheduled job (not started yet). */
export const canNotifyOnMyWay = (ticket: Pick<TicketRow, 'statusId'>) => ON_MY_WAY.has(ticket.statusId);

/**
 * The company moves its job by a flow row (409 otherwise) through ticket-moves' `move`, whose table says what
 * follows (the customer told; money given back after a decline or cancellation, right after the transaction).
 */
export async function moveJob(
  deps: LedgerDeps,
  caller: JobCaller,
  ticketId: number,
  nextStatusId: number,
  comments: string,
) {
  const ticket = await callerJob(deps.db, caller, ticketId);
  if (caller.role === 'crew' && !CREW_MOVES.has(nextStatusId)) throw forbidden(CREW_MOVES_ONLY);
  const now = deps.now();
  // Start comes in the start window before the visit (a job was started and completed the day before it).
  if (nextStatusId === TicketStatusId.InProgress && ticket.statusId === TicketStatusId.Scheduled) {
    const startFrom = await startFromOf(deps.db, ticket);
    if (now < startFrom) throw conflict(startNotYet(startFrom), 'start-window');
  }
  const moved = await deps.db.transaction((tx) =>
    move(deps, tx, {
      ticket,
      to: nextStatusId,
      actor: UserTypeId.Company,
      comments,
      now,
      companyUserId: caller.companyUserId,
    }),
  );
  deps.outbox.kick();
  let message = `Job ${moved.action === 'Confirm' ? 'confirmed' : `moved to ${moved.status.status}`}.`;
  const refunded = await refundAfterMove(deps, moved);
  if (refunded !== null) {
    message = refunded
      ? `${message} The customer was refunded ${money(moved.refund.cents)}.`
      : `${message} ${REFUND_RETRY_LATER}`;
  }
  return { data: { ticketId: ticket.id, statusId: moved.status.id, status: moved.status.status }, message };
}

/** Texts the customer that the company is on its way (no status change); once per ticket every few minutes. */
export async function onMyWay(deps: ServiceDeps, caller: JobCaller, ticketId: number, minutes?: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ticket = await callerJob(tx, caller, ticketId);
    if (!canNotifyOnMyWay(ticket)) throw conflict(ON_MY_WAY_NOT_NOW);
    const topic = `on-my-way:${ticket.id}`;
    await lockKey(tx, 'onMyWay', ticket.id);
    if ((await q.messagesSince(tx, topic, new Date(now.getTime() - ON_MY_WAY_MINUTES * 60_000))) > 0) {
      throw tooManyRequests(ON_MY_WAY_TOO_SOON);
    }
    const info = await companyServiceOf(tx, ticket);
    // "Luis from Red Rock Yard Works is on the way": the first name of whoever said so (issue 46).
    const firstName = await actorFirstName(tx, caller.companyUserId ?? null);
    await tellCustomer(
      deps,
      tx,
      ticket,
      info,
      (locale) => onMyWayNotice(info.companyName, firstName, minutes, topic, locale),
      now,
    );
    await noteOnTicket(tx, ticket, UserTypeId.Company, `On my way${minutes ? ` (about ${minutes} minutes)` : ''}`, now);
  });
  deps.outbox.kick();
}

/** Adds an extra charge to a Scheduled or In Progress job; the customer is asked to pay or decline it. */
export async function addOpenCharge(
  deps: ServiceDeps,
  companyId: number,
  ticketId: number,
  body: { Description: string; Price: number; Duration: string },
) {
  const now = deps.now();
  const priceCents = toCents(body.Price);
  const durationMinutes = durationToMinutes(body.Duration) ?? 0;
  const id = await deps.db.transaction(async (tx) => {
    const ticket = await jobOf(tx, companyId, ticketId);
    // The ticket's row lock: two concurrent charges on one job count each other's.
    const locked = await q.lockedJob(tx, ticket.id);
    if (!locked || !ACTIVE.has(locked.statusId)) throw conflict(CHARGE_NOT_NOW);
    if ((await q.pendingChargeCount(tx, ticket.id)) >= CHARGE_LIMITS.pendingPerTicket) {
      throw conflict(TOO_MANY_PENDING_CHARGES, 'too-many-pending-charges');
    }
    await lockKey(tx, 'companyCharges', companyId);
    const hourly = { max: CHARGE_LIMITS.perCompanyPerHour, windowMs: HOUR_MS };
    const created = await q.companyChargesSince(tx, companyId, new Date(now.getTime() - HOUR_MS));
    const wait = secondsUntilAllowed(created, hourly, now);
    if (wait > 0) throw tooManyRequests(`${TOO_MANY_CHARGES_THIS_HOUR} Please try again ${waitInWords(wait)}.`, wait);
    const textedLately =
      (await q.textsAboutTicketSince(
        tx,
        ticket.id,
        CHARGE_TOPIC,
        new Date(now.getTime() - CHARGE_LIMITS.textEveryMinutes * MINUTE_MS),
      )) > 0;
    const chargeId = await q.insertOpenCharge(tx, {
      ticketId: ticket.id,
      description: body.Description,
      priceCents,
      durationMinutes,
      now,
    });
    await noteOnTicket(
      tx,
      locked,
      UserTypeId.Company,
      `Extra charge added: ${body.Description} (${money(priceCents)})`,
      now,
    );
    const info = await companyServiceOf(tx, locked);
    const charge = { id: chargeId, description: body.Description, priceCents };
    const options = { topic: CHARGE_TOPIC, emailOnly: textedLately };
    await tellCustomer(deps, tx, locked, info, (locale) => extraChargeNotice(info, charge, options, locale), now);
    return chargeId;
  });
  deps.outbox.kick();
  return { id };
}

/** The ticket's payments as the company sees them (the staff console shows the same). */
export const moneyPaymentsOf = (db: Database | Tx, ticketId: number) => q.moneyPaymentsOf(db, ticketId);
