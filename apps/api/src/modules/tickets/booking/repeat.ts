/**
 * A booking repeated on another date (a plan's visit, issue 31): the model ticket's service, lines, price,
 * address and people, at the same valley time on `date`, or the day's next free start after it; by a free crew,
 * in its own transaction under the company's calendar lock. It is Pending and unpaid, holding its time with no
 * hold expiry (ticket-moves' 'book a plan visit'): the plan charges it before the visit. Null when the day has no free start (a day off, all taken).
 */
import type { Database, Tx } from '../../../db/client.ts';
import type { BookingLine } from '../../../db/schema.ts';
import { isExclusionViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { TicketRow } from '../lifecycle/ownership.ts';
import { UserTypeId } from '../lifecycle/statuses.ts';
import { book, bookingState } from '../moves/service.ts';
import { lockCalendarDay, pickCrew, slotsFor } from './calendar.ts';
import * as q from './queries.ts';

export async function repeatBooking(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'publicUrl' | 'jobs' | 'ticketLinks'>,
  model: TicketRow,
  visit: {
    date: string;
    time: string;
    planId: number;
    discountCents: number;
    comments: string;
    /** Another price than the model's, with its lines (a plan that followed its company's prices). */
    price?: RepeatPrice | undefined;
  },
): Promise<TicketRow | null> {
  const now = deps.now();
  const company = await q.companyOfService(deps.db, model.companyServiceId);
  if (!company) return null;
  let slots: Awaited<ReturnType<typeof slotsFor>>;
  try {
    slots = await slotsFor(deps, model.companyServiceId, visit.date, model.durationMinutes);
  } catch (err) {
    if (err instanceof AppError) return null; // a date past or out of range
    throw err;
  }
  const startTime = (s: { startTime: string }) => s.startTime.slice(0, 5);
  const candidates = slots.filter((s) => s.isAvailable && startTime(s) >= visit.time);
  candidates.sort((a, b) => (startTime(a) === visit.time ? -1 : startTime(b) === visit.time ? 1 : 0));
  const lines = visit.price?.lines ?? (await repeatLines(deps.db, model.id));
  const priceCents = visit.price?.priceCents ?? model.priceCents;
  const lifecycle = await bookingState(deps.db, 'book a plan visit', now);
  for (const slot of candidates) {
    const start = new Date(slot.startsAt);
    const end = new Date(start.getTime() + model.durationMinutes * 60_000);
    try {
      const placed = await deps.db.transaction(async (tx) => {
        await lockCalendarDay(tx, company.companyId, visit.date, 'date');
        const crewId = await pickCrew(
          tx,
          company.companyId,
          { date: visit.date, start, end, entryId: slot.id, serviceId: company.serviceId },
          now,
        );
        if (crewId === undefined) return null;
        const discountCents = Math.min(visit.discountCents, priceCents);
        const { ticket } = await q.insertTicket(
          tx,
          {
            customerId: model.customerId,
            guestId: model.guestId,
            companyServiceId: model.companyServiceId,
            companyId: model.companyId,
            crewId,
            ...lifecycle,
            scheduleId: slot.id,
            name: model.name,
            email: model.email,
            phoneNumber: model.phoneNumber,
            address: model.address,
            zipCode: model.zipCode,
            instructions: model.instructions,
            description: model.description,
            scheduledAt: start,
            durationMinutes: model.durationMinutes,
            serviceDurationMinutes: model.serviceDurationMinutes,
            slot: `[${start.toISOString()},${end.toISOString()})`,
            priceCents,
            feeCents: model.feeCents,
            discountCents,
            totalCents: priceCents + model.feeCents - discountCents,
            isEstimate: false,
            planId: visit.planId,
            origin: 'plan',
            createdAt: now,
            updatedAt: now,
          },
          lines,
        );
        await book(deps, tx, 'book a plan visit', { ticket, actor: UserTypeId.System, comments: visit.comments, now });
        return ticket;
      });
      if (placed) return placed;
    } catch (err) {
      // The time went to someone else meanwhile, or the day became a day off: try the next start.
      if (isExclusionViolation(err) || err instanceof AppError) continue;
      throw err;
    }
  }
  return null;
}

export type RepeatPrice = { priceCents: number; lines: BookingLine[] };

/** The model booking's lines, to repeat them. */
export async function repeatLines(db: Database, ticketId: number): Promise<BookingLine[]> {
  return (await q.linesOf(db, ticketId)).map((l) => ({
    subServiceId: l.subServiceId,
    displayName: l.displayName,
    description: l.description,
    priceCents: l.priceCents,
    quantity: l.quantity,
  }));
}

/**
 * A repeated booking not paid yet takes another price (its plan followed the company's prices), `discountCents`
 * off it. Answers whether it did (not once it is paid or confirmed).
 */
export function repriceRepeat(
  tx: Tx,
  now: Date,
  ticketId: number,
  price: RepeatPrice,
  discountCents: number,
): Promise<boolean> {
  return q.repriceUnpaidTicket(
    tx,
    ticketId,
    { priceCents: price.priceCents, discountCents: Math.min(discountCents, price.priceCents) },
    price.lines,
    now,
  );
}
