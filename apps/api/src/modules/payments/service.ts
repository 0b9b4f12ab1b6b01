/**
 * Booking payments: the intent (created once per ticket, found again on a retry), validation (the
 * provider's word, for the right amount), and the one finalize step that validation and the Stripe
 * webhook (events.ts) share, idempotent: a payment is recorded, and its confirmation sent, exactly once.
 */
import { CHECKOUT_HOLD_MINUTES, CheckoutConflict, type PaymentIntentData, PaymentMessages } from '@upkeep/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Intent, PaymentProvider } from '../../adapters/payments/provider.ts';
import { payments, ticketHistory, tickets } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { dollars } from '../../lib/format.ts';
import type { Principal } from '../../plugins/auth.ts';
import { enqueueConfirmation } from '../booking/confirmation.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import { ownedTicket, type TicketRow } from '../tickets/ownership.ts';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * Whether a payment may still be recorded: not once it succeeded, was used by a reschedule ('applied'), or
 * was refunded. Every claim (validation, webhook) goes through this one condition, so a late or repeated
 * confirmation never records money twice or confirms a refunded booking.
 */
export const claimablePayment = sql`${payments.status} not in ('succeeded', 'applied', 'refunded')`;

/** The answer to validating a booking payment that was refunded because its slot went to someone else. */
const refundedConflict = () =>
  conflict(
    'The time slot was taken while the payment was made; the payment has been refunded. Please choose another time.',
    CheckoutConflict.slotTaken,
  );

/** The envelope's `code` of a 402 for an intent that waits for the customer's 3-D Secure authentication. */
export const REQUIRES_ACTION_CODE = 'payment_requires_action';

/**
 * The one rule of every validation (booking, reschedule fee, extra charge): only an intent that succeeded
 * is paid. One that waits for authentication (`requires_action`, as Stripe answers while its 3-D Secure
 * modal is open) or is `processing` has neither failed nor succeeded: it is answered as such, never with
 * an earlier attempt's card error that may still be on it; a failed one answers the provider's message.
 */
export function requireSucceeded(intent: Intent): void {
  switch (intent.status) {
    case 'succeeded':
      return;
    case 'requires_action':
      throw new AppError(402, PaymentMessages.requiresAction, undefined, REQUIRES_ACTION_CODE);
    case 'processing':
      throw new AppError(402, PaymentMessages.processing, undefined, 'payment_processing');
    default:
      throw new AppError(402, intent.lastError?.message ?? 'The payment has not been completed.');
  }
}

export function intentData(provider: PaymentProvider, intent: Intent): PaymentIntentData {
  return {
    provider: provider.name,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: dollars(intent.amountCents),
    status: intent.status,
    publishableKey: provider.publishableKey,
  };
}

/**
 * Creates a provider intent for an amount the server computed and records it as a payment of the ticket.
 * The idempotency key makes a concurrent retry get the same intent; its twin row loses to the unique index.
 */
export async function startPayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  input: {
    ticketId: number;
    purpose: PaymentRow['purpose'];
    openChargeId?: number;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  },
): Promise<PaymentIntentData> {
  const intent = await provider.createIntent({
    amountCents: input.amountCents,
    idempotencyKey: input.idempotencyKey,
    metadata: {
      ticketId: String(input.ticketId),
      purpose: input.purpose,
      ...(input.openChargeId ? { openChargeId: String(input.openChargeId) } : {}),
    },
    description: input.description,
  });
  try {
    await app.db.insert(payments).values({
      ticketId: input.ticketId,
      openChargeId: input.openChargeId ?? null,
      purpose: input.purpose,
      provider: provider.name,
      providerIntentId: intent.id,
      amountCents: input.amountCents,
      status: intent.status,
      createdAt: app.now(),
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
  return intentData(provider, intent);
}

/** The booking payment's intent: the amount is the ticket's total, as the server computed it. */
export async function bookingIntent(
  app: FastifyInstance,
  provider: PaymentProvider,
  principal: Principal,
  ticketId: number,
) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  if (ticket.isEstimate) throw badRequest('This ticket is a free estimate request: there is nothing to pay.');
  if (ticket.confirmedAt !== null && ticket.paidCents >= ticket.totalCents)
    throw conflict('This ticket is already paid.');
  if (ticket.confirmedAt === null && (!ticket.holdsSlot || ticket.statusId === TicketStatusId.Cancelled)) {
    throw conflict(
      `The checkout expired after ${CHECKOUT_HOLD_MINUTES} minutes. Please choose a time slot again.`,
      CheckoutConflict.holdExpired,
    );
  }
  const [existing] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticket.id), eq(payments.purpose, 'booking')));
  if (existing) return intentData(provider, await provider.retrieveIntent(existing.providerIntentId));

  return startPayment(app, provider, {
    ticketId: ticket.id,
    purpose: 'booking',
    amountCents: ticket.totalCents - ticket.paidCents,
    idempotencyKey: `ticket-${ticket.id}-booking`,
    description: `UpKeep ticket #${ticket.id}`,
  });
}

/**
 * Validation after the browser confirmed the card: the provider is asked, and only an intent that
 * succeeded for the recorded amount and this ticket confirms the booking.
 */
export async function validateBookingPayment(
  app: FastifyInstance,
  provider: PaymentProvider,
  principal: Principal,
  ticketId: number,
  paymentIntentId?: string,
) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticket.id), eq(payments.purpose, 'booking')));
  if (!payment) throw badRequest('No payment was started for this ticket.');
  if (paymentIntentId && paymentIntentId !== payment.providerIntentId) {
    throw badRequest('This payment does not belong to this ticket.');
  }
  if (payment.status === 'refunded') throw refundedConflict();
  const intent = await provider.retrieveIntent(payment.providerIntentId);
  requireSucceeded(intent);
  if (intent.amountCents !== payment.amountCents || intent.metadata.ticketId !== String(ticket.id)) {
    app.log.error({ ticketId: ticket.id, intentId: intent.id }, 'payment intent does not match its ticket');
    throw conflict('The payment does not match this ticket. Please contact UpKeep.');
  }
  await finalizePayment(app, provider, payment);
  const [after] = await app.db.select().from(tickets).where(eq(tickets.id, ticket.id));
  return {
    ticketId: ticket.id,
    paid: dollars(after!.paidCents),
    status: 'succeeded' as const,
    fee: dollars(after!.feeCents),
  };
}

/**
 * Records a succeeded payment once: the ticket is paid and confirmed, its history says so, and the
 * confirmation e-mail and text are queued, all in one transaction. A second call changes nothing. When the
 * checkout had lapsed and the slot went to someone else meanwhile, the money is refunded and 409 answered.
 */
export async function finalizePayment(app: FastifyInstance, provider: PaymentProvider, payment: PaymentRow) {
  if (payment.purpose !== 'booking') throw new Error(`payment ${payment.id} is not a booking payment`);
  const now = app.now();
  let slotLost = false;
  let finalized = false;
  try {
    await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(payments)
        .set({ status: 'succeeded', succeededAt: now })
        .where(and(eq(payments.id, payment.id), claimablePayment))
        .returning();
      if (!claimed) return; // Already recorded (validation retried, or the webhook came first), or refunded.
      const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, payment.ticketId)).for('update');
      if (!ticket) throw new Error(`payment ${payment.id} has no ticket`);
      const retake = !ticket.holdsSlot;
      const [updated] = await tx
        .update(tickets)
        .set({
          paidCents: sql`${tickets.paidCents} + ${payment.amountCents}`,
          confirmedAt: ticket.confirmedAt ?? now,
          holdExpiresAt: null,
          holdsSlot: true,
          statusId: retake ? TicketStatusId.Pending : ticket.statusId,
          updatedAt: now,
        })
        .where(eq(tickets.id, ticket.id))
        .returning();
      await tx.insert(ticketHistory).values({
        ticketId: ticket.id,
        statusId: updated!.statusId,
        comments: `Payment received: $${dollars(payment.amountCents).toFixed(2)}`,
        userTypeId: UserTypeId.System,
        createdAt: now,
      });
      await enqueueConfirmation(tx, updated as TicketRow, app.config.publicUrl, now);
      finalized = true;
    });
  } catch (err) {
    if (((err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code) !== '23P01')
      throw err;
    slotLost = true;
  }
  if (slotLost) {
    await provider.refund(payment.providerIntentId);
    await app.db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, payment.id));
    throw refundedConflict();
  }
  if (finalized) app.outbox.kick();
}
