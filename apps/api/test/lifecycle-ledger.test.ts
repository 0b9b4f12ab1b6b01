/**
 * The lifecycle and the ledger, called directly: a move needs a flow row, a final status is left by no one
 * (but the System's late-payment revival of a never-confirmed checkout), a payment is recorded once per
 * purpose however often it is recorded, and a refund never exceeds what was paid.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../src/adapters/payments/provider.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { AppError } from '../src/lib/errors.ts';
import {
  type LedgerDeps,
  REFUND_TOO_LARGE,
  recordPayment,
  recordRefund,
} from '../src/modules/money/payments/ledger.ts';
import { paymentById } from '../src/modules/money/payments/queries.ts';
import type { PaymentPurpose } from '../src/modules/money/payments/statuses.ts';
import { transition } from '../src/modules/tickets/lifecycle/service.ts';
import { TicketStatusId, UserTypeId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { TEST_NOW } from './fixed-time.ts';
import { bothDatabaseKinds, buildTestApp, type TestContext } from './helpers.ts';

const unused = async (): Promise<never> => {
  throw new Error('not used');
};

/** A provider that only counts refunds: the ledger is tested, not the sandbox. */
function countingProvider() {
  const refunds: { intentId: string; amountCents: number | undefined }[] = [];
  const provider = {
    name: 'sandbox',
    publishableKey: null,
    createIntent: unused,
    retrieveIntent: unused,
    refund: async (intentId: string, amountCents?: number) => {
      refunds.push({ intentId, amountCents });
    },
    createConnectedAccount: unused,
    retrieveConnectedAccount: unused,
    createAccountLink: unused,
    createTransfer: unused,
    reverseTransfer: unused,
    updatePayoutSchedule: unused,
    retrieveBalance: unused,
    createCustomer: unused,
    createSetupIntent: unused,
    retrieveSetupIntent: unused,
    retrievePaymentMethod: unused,
    detachPaymentMethod: unused,
    confirmWithSavedCard: unused,
    chargeOffSession: unused,
  } satisfies PaymentProvider;
  return { provider, refunds };
}

describe.each(bothDatabaseKinds())('lifecycle and ledger on %s', (kind) => {
  let ctx: TestContext;
  let deps: LedgerDeps;
  let refunds: ReturnType<typeof countingProvider>['refunds'];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    const counting = countingProvider();
    refunds = counting.refunds;
    deps = { ...depsOf(ctx.app), provider: counting.provider };
  });
  afterAll(() => ctx.close());

  async function ticketIn(statusId: number) {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`select id from tickets where status_id = ${statusId} and confirmed_at is not null order by id limit 1`,
    );
    if (!row) throw new Error(`the seed has no confirmed ticket in status ${statusId}`);
    const [ticket] = await db().query.tickets.findMany({ where: (t, { eq }) => eq(t.id, row.id) });
    if (!ticket) throw new Error('vanished');
    return ticket;
  }

  const refused = async (work: Promise<unknown>, message: string) => {
    const err = await work.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe(message);
  };

  describe('the lifecycle', () => {
    it('refuses a move the flow has no row for, and changes nothing', async () => {
      const ticket = await ticketIn(TicketStatusId.Pending);
      // A customer may cancel a Pending ticket but not confirm it: that is the company's.
      await refused(
        db().transaction((tx) =>
          transition(tx, { ticket, to: TicketStatusId.Scheduled, actor: UserTypeId.Customer, now: TEST_NOW }),
        ),
        'This status change is not allowed for this ticket now.',
      );
      const [after] = await queryRows<{ status_id: number }>(
        db(),
        sql`select status_id from tickets where id = ${ticket.id}`,
      );
      expect(after?.status_id).toBe(TicketStatusId.Pending);
    });

    it('moves by a flow row, with the status flag and a history entry by the actor', async () => {
      const ticket = await ticketIn(TicketStatusId.Pending);
      const moved = await db().transaction((tx) =>
        transition(tx, { ticket, to: TicketStatusId.Scheduled, actor: UserTypeId.Company, now: TEST_NOW }),
      );
      expect(moved.action).toBe('Confirm');
      expect(moved.ticket).toMatchObject({ statusId: TicketStatusId.Scheduled, holdsSlot: true });
      const [last] = await queryRows<{ status_id: number; user_type_id: number; comments: string }>(
        db(),
        sql`select status_id, user_type_id, comments from ticket_history where ticket_id = ${ticket.id} order by id desc limit 1`,
      );
      expect(last).toEqual({
        status_id: TicketStatusId.Scheduled,
        user_type_id: UserTypeId.Company,
        comments: 'Confirm',
      });
    });

    it('lets no one out of a final status of a confirmed ticket, even with a flow row', async () => {
      const ticket = await ticketIn(TicketStatusId.Cancelled);
      // The System's revival row exists, but only a never-confirmed checkout may use it.
      await refused(
        db().transaction((tx) =>
          transition(tx, { ticket, to: TicketStatusId.Pending, actor: UserTypeId.System, now: TEST_NOW }),
        ),
        'This status change is not allowed for this ticket now.',
      );
      await db().execute(
        sql`insert into status_flow (from_status_id, to_status_id, user_type_id, action)
            values (${TicketStatusId.Completed}, ${TicketStatusId.InProgress}, ${UserTypeId.UpKeep}, 'Reopen')`,
      );
      try {
        const done = await ticketIn(TicketStatusId.Completed);
        await refused(
          db().transaction((tx) =>
            transition(tx, { ticket: done, to: TicketStatusId.InProgress, actor: UserTypeId.UpKeep, now: TEST_NOW }),
          ),
          'This status change is not allowed for this ticket now.',
        );
      } finally {
        await db().execute(sql`delete from status_flow where action = 'Reopen'`);
      }
    });
  });

  describe('the ledger', () => {
    /** A payment of `purpose` on a confirmed Scheduled ticket, waiting to be recorded. */
    async function waitingPayment(purpose: PaymentPurpose, amountCents: number) {
      const ticket = await ticketIn(TicketStatusId.Scheduled);
      let openChargeId: number | null = null;
      if (purpose === 'open_charge') {
        const [charge] = await queryRows<{ id: number }>(
          db(),
          sql`insert into open_charges (ticket_id, description, price_cents) values (${ticket.id}, 'Extra valve', ${amountCents}) returning id`,
        );
        openChargeId = charge?.id ?? null;
      }
      if (purpose === 'booking')
        await db().execute(sql`delete from payments where ticket_id = ${ticket.id} and purpose = 'booking'`);
      const intent = `pi_ledger_${purpose}_${ticket.id}_${Math.random().toString(36).slice(2)}`;
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`insert into payments (ticket_id, open_charge_id, purpose, provider, provider_intent_id, amount_cents, status)
            values (${ticket.id}, ${openChargeId}, ${purpose}, 'sandbox', ${intent}, ${amountCents}, 'requires_payment_method')
            returning id`,
      );
      const payment = row && (await paymentById(db(), row.id));
      if (!payment) throw new Error('payment not recorded');
      return { payment, ticket };
    }

    const money = async (ticketId: number) =>
      (
        await queryRows<{ total_cents: number; paid_cents: number }>(
          db(),
          sql`select total_cents, paid_cents from tickets where id = ${ticketId}`,
        )
      )[0];

    it.each(['booking', 'reschedule', 'open_charge'] as const)(
      'records a %s payment exactly once, however often it is recorded',
      async (purpose) => {
        const { payment, ticket } = await waitingPayment(purpose, 1500);
        const before = await money(ticket.id);
        const results = await Promise.all([
          recordPayment(deps, payment, UserTypeId.System),
          recordPayment(deps, payment, UserTypeId.System),
        ]);
        const again = await recordPayment(deps, payment, UserTypeId.Customer);
        expect([...results, again].filter((r) => r.recorded)).toHaveLength(1);
        const after = await money(ticket.id);
        expect(after?.paid_cents).toBe((before?.paid_cents ?? 0) + 1500);
        expect(after?.total_cents).toBe((before?.total_cents ?? 0) + (purpose === 'booking' ? 0 : 1500));
        expect((await paymentById(db(), payment.id))?.status).toBe('succeeded');
      },
    );

    it.each(['deposit', 'invoice', 'tip'] as const)(
      'refuses a %s payment loudly while it has no move, case, row or approval of its own, and claims nothing',
      async (purpose) => {
        const { payment, ticket } = await waitingPayment(purpose, 1500);
        const before = await money(ticket.id);
        try {
          await expect(recordPayment(deps, payment, UserTypeId.System)).rejects.toThrow(
            purpose === 'deposit'
              ? // The deposit's move (the quote's approval, given by the app) refuses one that names no approval.
                'names no approval'
              : purpose === 'tip'
                ? // A tip's case records the ticket's tip: a payment without its tip is refused (decision 0039).
                  `payment ${payment.id} has no tip or ticket`
                : `records no ${purpose} payment`,
          );
          expect(await money(ticket.id)).toEqual(before);
          expect((await paymentById(db(), payment.id))?.status).toBe('requires_payment_method');
        } finally {
          await db().execute(sql`delete from payments where id = ${payment.id}`);
        }
      },
    );

    it('refunds part and the rest, never more than was paid, and never an unpaid payment', async () => {
      const { payment, ticket } = await waitingPayment('open_charge', 2000);
      await refused(recordRefund(deps, payment.id, { actor: UserTypeId.UpKeep }), REFUND_TOO_LARGE);
      await recordPayment(deps, payment, UserTypeId.Customer);
      const paid = (await money(ticket.id))?.paid_cents ?? 0;
      await refused(recordRefund(deps, payment.id, { amountCents: 2001, actor: UserTypeId.UpKeep }), REFUND_TOO_LARGE);
      const part = await recordRefund(deps, payment.id, { amountCents: 500, actor: UserTypeId.UpKeep, reason: 'late' });
      expect(part).toMatchObject({ refundedCents: 500, status: 'succeeded' });
      await refused(recordRefund(deps, payment.id, { amountCents: 1501, actor: UserTypeId.UpKeep }), REFUND_TOO_LARGE);
      const rest = await recordRefund(deps, payment.id, { actor: UserTypeId.UpKeep });
      expect(rest).toMatchObject({ refundedCents: 2000, status: 'refunded' });
      await refused(recordRefund(deps, payment.id, { amountCents: 1, actor: UserTypeId.UpKeep }), REFUND_TOO_LARGE);
      expect((await money(ticket.id))?.paid_cents).toBe(paid - 2000);
      expect(refunds.filter((r) => r.intentId === payment.providerIntentId).map((r) => r.amountCents)).toEqual([
        500, 1500,
      ]);
      // A refunded payment is never recorded again.
      expect((await recordPayment(deps, payment, UserTypeId.System)).recorded).toBe(false);
    });

    it('refuses a payment status the ledger does not know, in the database', async () => {
      const { payment } = await waitingPayment('reschedule', 700);
      await expect(db().execute(sql`update payments set status = 'paid' where id = ${payment.id}`)).rejects.toThrow();
      await expect(
        db().execute(sql`update payments set refunded_cents = amount_cents + 1 where id = ${payment.id}`),
      ).rejects.toThrow();
    });
  });
});
