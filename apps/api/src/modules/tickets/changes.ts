/**
 * Changes a customer makes after booking: rescheduling (free until the policy's limit, then for a fee paid
 * by card first) and extra charges a company added (paid by card, or declined). Money moves through the
 * same provider and the same once-only claim as bookings.
 */
import {
  CheckoutConflict,
  dateProblem,
  dayOfWeek,
  formatVisit,
  minutesToDuration,
  type OpenCharge,
  valleyInstant,
} from '@upkeep/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';
import type { Tx } from '../../db/client.ts';
import {
  companies,
  companySchedules,
  companyServices,
  openCharges,
  payments,
  services,
  settings,
  ticketHistory,
  ticketStatuses,
  tickets,
} from '../../db/schema.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, fieldError } from '../../lib/errors.ts';
import { dollars } from '../../lib/format.ts';
import type { Principal } from '../../plugins/auth.ts';
import { releaseLapsedHolds } from '../booking/checkout.ts';
import { RESCHEDULE_POLICY, UserTypeId } from '../lifecycle/statuses.ts';
import { enqueue } from '../notifications/outbox.ts';
import { claimablePayment, intentData, type PaymentRow, requireSucceeded, startPayment } from '../payments/service.ts';
import { ownedTicket, type TicketRow } from './ownership.ts';

const userTypeOf = (p: Principal) => (p.kind === 'customer' ? UserTypeId.Customer : UserTypeId.Guest);

async function notifyCompany(tx: Tx, ticket: TicketRow, subject: string, lines: string[], now: Date) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, ticket.companyId));
  if (!company) return;
  await enqueue(
    tx,
    {
      channel: 'email',
      recipient: company.email,
      subject: `UpKeep ticket #${ticket.id}: ${subject}`,
      body: [`Hello ${company.name},`, '', ...lines, '', 'The UpKeep team'].join('\n'),
    },
    now,
  );
}

// ---------------------------------------------------------------- reschedule

async function reschedulePolicy(app: FastifyInstance) {
  const [row] = await app.db.select().from(settings).where(eq(settings.key, 'reschedule_policy'));
  const value = (row?.value ?? RESCHEDULE_POLICY) as { freeHoursBefore: number; feeCents: number };
  return { freeHoursBefore: Number(value.freeHoursBefore), feeCents: Number(value.feeCents) };
}

async function canReschedule(app: FastifyInstance, ticket: TicketRow) {
  const [status] = await app.db.select().from(ticketStatuses).where(eq(ticketStatuses.id, ticket.statusId));
  return ticket.confirmedAt !== null && Boolean(status?.customerCanReschedule) && ticket.scheduledAt > app.now();
}

/** A reschedule fee paid and not yet used, if any. */
async function unusedReschedulePayment(app: FastifyInstance | { db: FastifyInstance['db'] }, ticketId: number) {
  const [row] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), eq(payments.purpose, 'reschedule'), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function rescheduleFee(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const policy = await reschedulePolicy(app);
  const freeUntil = new Date(ticket.scheduledAt.getTime() - policy.freeHoursBefore * 3600_000);
  const feeCents = app.now() < freeUntil ? 0 : policy.feeCents;
  return {
    fee: dollars(feeCents),
    feeCents,
    freeUntil: freeUntil.toISOString(),
    policy: `Rescheduling is free until ${policy.freeHoursBefore} hours before the visit; after that it costs $${dollars(policy.feeCents).toFixed(2)}.`,
    feePaid: (await unusedReschedulePayment(app, ticket.id)) !== null,
  };
}

export async function ticketCompanyService(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const [row] = await app.db
    .select({ companyName: companies.name, serviceId: services.id, serviceName: services.name })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(companyServices.id, ticket.companyServiceId));
  return {
    id: ticket.companyServiceId,
    companyId: ticket.companyId,
    companyName: row!.companyName,
    serviceId: row!.serviceId,
    serviceName: row!.serviceName,
    duration: minutesToDuration(ticket.durationMinutes),
    serviceDuration: minutesToDuration(ticket.serviceDurationMinutes),
  };
}

/** The reschedule fee's intent (one per fee: a retry finds it again). */
export async function rescheduleIntent(
  app: FastifyInstance,
  provider: PaymentProvider,
  principal: Principal | null,
  ticketId: number,
) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  if (!(await canReschedule(app, ticket))) throw conflict('This ticket cannot be rescheduled.');
  const fee = await rescheduleFee(app, principal, ticket.id);
  if (fee.feeCents === 0) throw badRequest('Rescheduling this ticket is free: there is nothing to pay.');
  if (fee.feePaid) throw conflict('The reschedule fee is already paid: choose the new time.');
  const [open] = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.ticketId, ticket.id),
        eq(payments.purpose, 'reschedule'),
        sql`${payments.status} not in ('succeeded', 'applied', 'refunded')`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (open) return intentData(provider, await provider.retrieveIntent(open.providerIntentId));
  const [{ n } = { n: 0 }] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.ticketId, ticket.id), eq(payments.purpose, 'reschedule')));
  return startPayment(app, provider, {
    ticketId: ticket.id,
    purpose: 'reschedule',
    amountCents: fee.feeCents,
    idempotencyKey: `ticket-${ticket.id}-reschedule-${n + 1}`,
    description: `UpKeep ticket #${ticket.id}: reschedule fee`,
  });
}

/** Records a paid reschedule fee once: the ticket's total and paid amounts grow by it. */
export async function validateReschedulePayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  principal: Principal | null,
  ticketId: number,
  paymentIntentId?: string,
) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.ticketId, ticket.id),
        eq(payments.purpose, 'reschedule'),
        paymentIntentId ? eq(payments.providerIntentId, paymentIntentId) : sql`true`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (!payment) throw badRequest('No reschedule payment was started for this ticket.');
  if (payment.status === 'refunded') throw conflict('This payment was refunded.');
  if (payment.status === 'succeeded' || payment.status === 'applied')
    return { ticketId: ticket.id, paid: dollars(payment.amountCents) };
  const intent = await provider.retrieveIntent(payment.providerIntentId);
  requireSucceeded(intent);
  if (intent.amountCents !== payment.amountCents || intent.metadata.ticketId !== String(ticket.id)) {
    throw conflict('The payment does not match this ticket. Please contact UpKeep.');
  }
  await recordReschedulePayment(app, payment, userTypeOf(principal!));
  return { ticketId: ticket.id, paid: dollars(payment.amountCents) };
}

/**
 * Records a succeeded reschedule-fee payment once (validation and the provider's webhook both call it): the
 * ticket's total and paid amounts grow by it, and its history says so. A second call changes nothing.
 */
export async function recordReschedulePayment(app: FastifyInstance, payment: PaymentRow, userTypeId: number) {
  if (payment.purpose !== 'reschedule') throw new Error(`payment ${payment.id} is not a reschedule fee`);
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'succeeded', succeededAt: now })
      .where(and(eq(payments.id, payment.id), claimablePayment))
      .returning();
    if (!claimed) return;
    const [ticket] = await tx
      .update(tickets)
      .set({
        totalCents: sql`${tickets.totalCents} + ${payment.amountCents}`,
        paidCents: sql`${tickets.paidCents} + ${payment.amountCents}`,
        updatedAt: now,
      })
      .where(eq(tickets.id, payment.ticketId))
      .returning();
    await tx.insert(ticketHistory).values({
      ticketId: payment.ticketId,
      statusId: ticket!.statusId,
      comments: `Reschedule fee paid: $${dollars(payment.amountCents).toFixed(2)}`,
      userTypeId,
      createdAt: now,
    });
  });
}

/**
 * Moves the ticket to a new calendar time in one statement: the database's exclusion constraint checks the
 * new range against every other live ticket and hold (409 when taken), and the old range is released by
 * the same update. A due fee must have been paid first; it is used up here.
 */
export async function reschedule(
  app: FastifyInstance,
  principal: Principal | null,
  ticketId: number,
  input: { scheduleId: number; newDate: string },
) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  if (!(await canReschedule(app, ticket))) throw conflict('This ticket cannot be rescheduled.');
  const now = app.now();
  const problem = dateProblem(input.newDate, now);
  if (problem) throw fieldError('newDate', problem);
  const [entry] = await app.db
    .select()
    .from(companySchedules)
    .where(and(eq(companySchedules.id, input.scheduleId), eq(companySchedules.companyId, ticket.companyId)));
  if (!entry?.active || entry.dayOfWeek !== dayOfWeek(input.newDate)) {
    throw fieldError('ScheduleID', 'is not a time of this company on that day');
  }
  const start = valleyInstant(input.newDate, entry.startTime);
  if (start <= now) throw conflict('That time has already passed. Please choose another one.');
  const end = new Date(start.getTime() + ticket.durationMinutes * 60_000);
  const fee = await rescheduleFee(app, principal, ticket.id);
  const paid = fee.feeCents > 0 ? await unusedReschedulePayment(app, ticket.id) : null;
  if (fee.feeCents > 0 && !paid) throw new AppError(402, 'The reschedule fee has not been paid.');
  try {
    await app.db.transaction(async (tx) => {
      // A checkout hold that lapsed on the new time gives way, as it does to a new booking.
      await releaseLapsedHolds(tx, ticket.companyId, now, { from: start, to: end });
      const [moved] = await tx
        .update(tickets)
        .set({
          scheduledAt: start,
          scheduleId: entry.id,
          slot: `[${start.toISOString()},${end.toISOString()})`,
          updatedAt: now,
        })
        .where(and(eq(tickets.id, ticket.id), eq(tickets.scheduledAt, ticket.scheduledAt)))
        .returning();
      if (!moved) throw conflict('The ticket changed meanwhile; reload it and try again.');
      if (paid) {
        const [used] = await tx
          .update(payments)
          .set({ status: 'applied' })
          .where(and(eq(payments.id, paid.id), eq(payments.status, 'succeeded')))
          .returning();
        if (!used) throw conflict('The reschedule fee was already used.');
      }
      const from = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
      const to = formatVisit(start, ticket.durationMinutes);
      await tx.insert(ticketHistory).values({
        ticketId: ticket.id,
        statusId: ticket.statusId,
        comments: `Rescheduled from ${from} to ${to}`,
        userTypeId: userTypeOf(principal!),
        createdAt: now,
      });
      await notifyCompany(
        tx,
        moved,
        'rescheduled',
        [`The customer moved ticket #${ticket.id}:`, `from ${from}`, `to ${to}.`],
        now,
      );
    });
  } catch (err) {
    if (isExclusionViolation(err)) {
      throw conflict('This time slot was just taken. Please choose another one.', CheckoutConflict.slotTaken);
    }
    throw err;
  }
  app.outbox.kick();
  return { ticketId: ticket.id, scheduledDate: start.toISOString(), feePaid: paid ? dollars(paid.amountCents) : 0 };
}

// ---------------------------------------------------------------- open charges

const toOpenCharge = (c: typeof openCharges.$inferSelect): OpenCharge => ({
  id: c.id,
  description: c.description,
  price: dollars(c.priceCents),
  duration: minutesToDuration(c.durationMinutes),
  createdDate: c.createdAt.toISOString(),
  status: c.status,
});

export async function openChargesOf(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const rows = await app.db
    .select()
    .from(openCharges)
    .where(eq(openCharges.ticketId, ticket.id))
    .orderBy(asc(openCharges.id));
  return rows.map(toOpenCharge);
}

export async function scheduledService(
  app: FastifyInstance,
  principal: Principal | null,
  serviceId: number,
  ticketId: number,
) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const [info] = await app.db
    .select({ companyName: companies.name, serviceId: services.id, serviceName: services.name })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(companyServices.id, ticket.companyServiceId));
  // A path naming another service is no more revealing than a stranger's ticket.
  if (info!.serviceId !== serviceId) await ownedTicket(app.db, ticketId, null);
  return {
    id: ticket.id,
    name: ticket.name,
    email: ticket.email,
    phoneNumber: ticket.phoneNumber,
    address: ticket.address,
    instructions: ticket.instructions,
    duration: minutesToDuration(ticket.durationMinutes),
    scheduledDate: ticket.scheduledAt.toISOString(),
    servicesId: info!.serviceId,
    serviceName: info!.serviceName,
    totalPrice: dollars(ticket.totalCents),
    upKeepFee: dollars(ticket.feeCents),
    discountAmount: dollars(ticket.discountCents),
    discountCodeID: ticket.discountCodeId,
    company: { companyName: info!.companyName },
    openCharges: await openChargesOf(app, principal, ticket.id),
  };
}

async function ownedCharge(app: FastifyInstance, principal: Principal | null, chargeId: number, ticketId?: number) {
  const [charge] = await app.db.select().from(openCharges).where(eq(openCharges.id, chargeId));
  // The charge's ticket must be the caller's; a missing charge answers like a stranger's.
  const ticket = await ownedTicket(app.db, charge?.ticketId ?? 0, charge ? principal : null);
  if (ticketId !== undefined && ticket.id !== ticketId) await ownedTicket(app.db, 0, null);
  return { charge: charge!, ticket };
}

export async function declineOpenCharge(app: FastifyInstance, principal: Principal | null, chargeId: number) {
  const { charge, ticket } = await ownedCharge(app, principal, chargeId);
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [declined] = await tx
      .update(openCharges)
      .set({ status: 'declined', resolvedAt: now })
      .where(and(eq(openCharges.id, charge.id), eq(openCharges.status, 'pending')))
      .returning();
    if (!declined) throw conflict('This charge is no longer waiting for an answer.');
    await tx.insert(ticketHistory).values({
      ticketId: ticket.id,
      statusId: ticket.statusId,
      comments: `Extra charge declined: ${charge.description} ($${dollars(charge.priceCents).toFixed(2)})`,
      userTypeId: userTypeOf(principal!),
      createdAt: now,
    });
    await notifyCompany(
      tx,
      ticket,
      'extra charge declined',
      [`The customer declined the extra charge "${charge.description}".`],
      now,
    );
  });
  app.outbox.kick();
  return toOpenCharge({ ...charge, status: 'declined', resolvedAt: now });
}

export async function openChargeIntent(
  app: FastifyInstance,
  provider: PaymentProvider,
  principal: Principal | null,
  ticketId: number,
  chargeId: number,
) {
  const { charge, ticket } = await ownedCharge(app, principal, chargeId, ticketId);
  const [existing] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.openChargeId, charge.id), eq(payments.purpose, 'open_charge')));
  if (existing) return intentData(provider, await provider.retrieveIntent(existing.providerIntentId));
  if (charge.status !== 'pending') throw conflict('This charge is no longer waiting for payment.');
  return startPayment(app, provider, {
    ticketId: ticket.id,
    purpose: 'open_charge',
    openChargeId: charge.id,
    amountCents: charge.priceCents,
    idempotencyKey: `open-charge-${charge.id}`,
    description: `UpKeep ticket #${ticket.id}: ${charge.description}`,
  });
}

/** Records a paid extra charge once: the charge is paid, the ticket's total and paid amounts grow by it. */
export async function validateOpenChargePayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  principal: Principal | null,
  ticketId: number,
  chargeId: number,
) {
  const { charge, ticket } = await ownedCharge(app, principal, chargeId, ticketId);
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.openChargeId, charge.id), eq(payments.purpose, 'open_charge')));
  if (!payment) throw badRequest('No payment was started for this charge.');
  if (payment.status === 'refunded') throw conflict('This payment was refunded.');
  if (payment.status !== 'succeeded') {
    const intent = await provider.retrieveIntent(payment.providerIntentId);
    requireSucceeded(intent);
    if (intent.amountCents !== payment.amountCents || intent.metadata.openChargeId !== String(charge.id)) {
      throw conflict('The payment does not match this charge. Please contact UpKeep.');
    }
    await recordOpenChargePayment(app, payment, userTypeOf(principal!));
  }
  return { ticketId: ticket.id, openChargeId: charge.id, paid: dollars(charge.priceCents) };
}

/**
 * Records a succeeded extra-charge payment once (validation and the provider's webhook both call it): the
 * charge is paid, the ticket's total and paid amounts grow by it, and the company is told. A second call
 * changes nothing.
 */
export async function recordOpenChargePayment(app: FastifyInstance, payment: PaymentRow, userTypeId: number) {
  if (payment.purpose !== 'open_charge' || payment.openChargeId === null) {
    throw new Error(`payment ${payment.id} is not an extra-charge payment`);
  }
  const chargeId = payment.openChargeId;
  const now = app.now();
  let recorded = false;
  await app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'succeeded', succeededAt: now })
      .where(and(eq(payments.id, payment.id), claimablePayment))
      .returning();
    if (!claimed) return;
    const [charge] = await tx
      .update(openCharges)
      .set({ status: 'paid', resolvedAt: now })
      .where(eq(openCharges.id, chargeId))
      .returning();
    const [ticket] = await tx
      .update(tickets)
      .set({
        totalCents: sql`${tickets.totalCents} + ${payment.amountCents}`,
        paidCents: sql`${tickets.paidCents} + ${payment.amountCents}`,
        updatedAt: now,
      })
      .where(eq(tickets.id, payment.ticketId))
      .returning();
    await tx.insert(ticketHistory).values({
      ticketId: payment.ticketId,
      statusId: ticket!.statusId,
      comments: `Extra charge paid: ${charge!.description} ($${dollars(payment.amountCents).toFixed(2)})`,
      userTypeId,
      createdAt: now,
    });
    await notifyCompany(
      tx,
      ticket!,
      'extra charge paid',
      [`The customer paid the extra charge "${charge!.description}".`],
      now,
    );
    recorded = true;
  });
  if (recorded) app.outbox.kick();
}
