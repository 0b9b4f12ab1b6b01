/**
 * The sandbox's Stripe Connect (issue 28), offline, in the product's own database: Express accounts whose
 * requirements empty as their onboarding is completed, and single-use, expiring account links to the sandbox's
 * stand-in for Stripe's hosted onboarding (`/sandbox/connect/onboarding/{accountId}?link=...`). A bank account
 * takes Stripe's test routing number and test account numbers (`TEST_BANK`): payouts to the good one succeed,
 * to the others fail with Stripe's codes (`no_account`, `insufficient_funds`).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  isPayoutDay,
  PAYOUT_WEEKDAYS,
  type PayoutSchedule,
  SANDBOX_CONNECT_ONBOARDING_PATH,
  type SandboxOnboardingRequest,
  TEST_BANK,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  sandboxAccountLinks,
  sandboxConnectAccounts,
  sandboxPayouts,
  sandboxTransferReversals,
  sandboxTransfers,
} from '../../db/schema.ts';
import {
  type AccountLink,
  BALANCE_INSUFFICIENT,
  type ConnectEvent,
  type ConnectedAccount,
  type CreateAccountInput,
  type CreateTransferInput,
  PaymentProviderError,
  type Payout,
  type Transfer,
} from './provider.ts';

type AccountRow = typeof sandboxConnectAccounts.$inferSelect;

/** What a new Express account must give before payouts, as Stripe names it. */
export const INITIAL_REQUIREMENTS = [
  'business_profile.name',
  'business_type',
  'external_account',
  'representative.first_name',
  'representative.last_name',
  'tos_acceptance.date',
] as const;

/** How long an account link opens the onboarding (Stripe's last a few minutes). */
export const ACCOUNT_LINK_TTL_MS = 5 * 60_000;

/** A transfer's money becomes available for payouts this long after it arrives (Stripe's US accounts: 2 days). */
export const AVAILABLE_AFTER_MS = 2 * 24 * 3600_000;
/** A payout is on its way a day before it arrives. */
export const PAYOUT_TRANSIT_MS = 24 * 3600_000;

/** What payouts to a test bank account do: succeed, or fail with Stripe's failure code. */
export type BankOutcome = 'ok' | 'no_account' | 'insufficient_funds';

/** The test account numbers the sandbox takes, and their payouts' outcome. */
const BANK_OUTCOMES: Record<string, BankOutcome> = {
  [TEST_BANK.accounts.succeeds]: 'ok',
  [TEST_BANK.accounts.noAccount]: 'no_account',
  [TEST_BANK.accounts.insufficientFunds]: 'insufficient_funds',
};

type PayoutRow = typeof sandboxPayouts.$inferSelect;
const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  arrivalAt: row.arrivalAt,
  failureCode: row.failureCode,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const toAccount = (row: AccountRow): ConnectedAccount => ({
  id: row.id,
  payoutsEnabled: row.payoutsEnabled,
  detailsSubmitted: row.detailsSubmitted,
  requirements: { currentlyDue: row.currentlyDue, pastDue: row.pastDue, disabledReason: row.disabledReason },
  bankLast4: row.bankLast4,
  payoutSchedule: scheduleOf(row),
});

const toTransfer = (row: typeof sandboxTransfers.$inferSelect): Transfer => ({
  id: row.id,
  amountCents: row.amountCents,
  destination: row.destination,
  transferGroup: row.transferGroup,
  sourceTransaction: row.sourceTransaction,
  metadata: (row.metadata ?? {}) as Record<string, string>,
});

const scheduleOf = (row: AccountRow): PayoutSchedule => ({
  interval: row.payoutInterval,
  weeklyAnchor: PAYOUT_WEEKDAYS.find((day) => day === row.payoutWeeklyAnchor) ?? 'monday',
  monthlyAnchor: row.payoutMonthlyAnchor,
});

/** Why an onboarding was refused, in the words the sandbox's page shows next to the field. */
export class SandboxOnboardingError extends Error {
  override name = 'SandboxOnboardingError';
  constructor(
    message: string,
    readonly field: keyof SandboxOnboardingRequest | null,
  ) {
    super(message);
  }
}

export type LinkCheck =
  | { kind: 'valid'; account: AccountRow; refreshUrl: string; returnUrl: string }
  /** No such account, or not a link of it: answered alike, so ids cannot be probed. */
  | { kind: 'not_found' }
  /** Used already, or expired: Stripe sends the owner to the refresh URL for a new link. */
  | { kind: 'gone'; refreshUrl: string };

export class SandboxConnect {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly publicUrl: string,
  ) {}

  async createAccount(input: CreateAccountInput): Promise<ConnectedAccount> {
    const id = `acct_sbx_${randomBytes(8).toString('hex')}`;
    await this.db
      .insert(sandboxConnectAccounts)
      .values({
        id,
        email: input.email,
        businessName: input.businessName,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
        // A new account owes everything at once: Stripe reports it past due and payouts disabled.
        currentlyDue: [...INITIAL_REQUIREMENTS],
        pastDue: [...INITIAL_REQUIREMENTS],
        disabledReason: 'requirements.past_due',
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: sandboxConnectAccounts.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(sandboxConnectAccounts)
      .where(eq(sandboxConnectAccounts.idempotencyKey, input.idempotencyKey));
    if (!row) throw new PaymentProviderError('sandbox: the account could not be created');
    return toAccount(row);
  }

  async retrieveAccount(id: string): Promise<ConnectedAccount> {
    const [row] = await this.db.select().from(sandboxConnectAccounts).where(eq(sandboxConnectAccounts.id, id));
    if (!row) throw new PaymentProviderError(`sandbox: no such account: ${id}`);
    return toAccount(row);
  }

  /** Stripe's `settings.payouts.schedule` of the account, changed. */
  async updatePayoutSchedule(id: string, schedule: PayoutSchedule): Promise<ConnectedAccount> {
    const [row] = await this.db
      .update(sandboxConnectAccounts)
      .set({
        payoutInterval: schedule.interval,
        payoutWeeklyAnchor: schedule.weeklyAnchor,
        payoutMonthlyAnchor: schedule.monthlyAnchor,
      })
      .where(eq(sandboxConnectAccounts.id, id))
      .returning();
    if (!row) throw new PaymentProviderError(`sandbox: no such account: ${id}`);
    return toAccount(row);
  }

  async createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<AccountLink> {
    await this.retrieveAccount(input.accountId);
    const token = randomBytes(24).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + ACCOUNT_LINK_TTL_MS);
    await this.db.insert(sandboxAccountLinks).values({
      tokenHash: hashToken(token),
      accountId: input.accountId,
      refreshUrl: input.refreshUrl,
      returnUrl: input.returnUrl,
      expiresAt,
      createdAt: now,
    });
    const url = new URL(`${SANDBOX_CONNECT_ONBOARDING_PATH}/${input.accountId}`, this.publicUrl);
    url.searchParams.set('link', token);
    return { url: url.toString(), expiresAt };
  }

  /** Whether `token` opens the onboarding of account `id` now. */
  async checkLink(id: string, token: string): Promise<LinkCheck> {
    const [link] = await this.db
      .select()
      .from(sandboxAccountLinks)
      .where(and(eq(sandboxAccountLinks.tokenHash, hashToken(token)), eq(sandboxAccountLinks.accountId, id)));
    if (!link) return { kind: 'not_found' };
    if (link.usedAt || link.expiresAt <= this.now()) return { kind: 'gone', refreshUrl: link.refreshUrl };
    const [account] = await this.db.select().from(sandboxConnectAccounts).where(eq(sandboxConnectAccounts.id, id));
    if (!account) return { kind: 'not_found' };
    return { kind: 'valid', account, refreshUrl: link.refreshUrl, returnUrl: link.returnUrl };
  }

  /**
   * The owner's details and bank account, through a valid link: the link is used (once, whoever submits
   * first), the account's requirements are met and payouts enabled. A wrong test bank number is refused before
   * the link is used, so the owner can correct it.
   */
  async completeOnboarding(
    id: string,
    input: SandboxOnboardingRequest,
  ): Promise<
    { kind: 'completed'; account: ConnectedAccount; returnUrl: string } | Exclude<LinkCheck, { kind: 'valid' }>
  > {
    const check = await this.checkLink(id, input.link);
    if (check.kind !== 'valid') return check;
    if (input.routingNumber !== TEST_BANK.routingNumber) {
      throw new SandboxOnboardingError(
        `Use the test routing number ${TEST_BANK.routingNumber} (test mode).`,
        'routingNumber',
      );
    }
    const outcome = BANK_OUTCOMES[input.accountNumber];
    if (!outcome) {
      throw new SandboxOnboardingError(
        `Use a test account number: ${TEST_BANK.accounts.succeeds} (payouts succeed), ${TEST_BANK.accounts.noAccount} or ${TEST_BANK.accounts.insufficientFunds} (payouts fail).`,
        'accountNumber',
      );
    }
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(sandboxAccountLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(sandboxAccountLinks.tokenHash, hashToken(input.link)),
            isNull(sandboxAccountLinks.usedAt),
            gt(sandboxAccountLinks.expiresAt, now),
          ),
        )
        .returning();
      if (!used) return { kind: 'gone' as const, refreshUrl: check.refreshUrl };
      const [row] = await tx
        .update(sandboxConnectAccounts)
        .set({
          businessName: input.businessName,
          businessType: input.businessType,
          representativeName: `${input.firstName} ${input.lastName}`,
          bankLast4: input.accountNumber.slice(-4),
          bankOutcome: outcome,
          tosAcceptedAt: now,
          detailsSubmitted: true,
          payoutsEnabled: true,
          currentlyDue: [],
          pastDue: [],
          disabledReason: null,
        })
        .where(eq(sandboxConnectAccounts.id, id))
        .returning();
      if (!row) throw new PaymentProviderError(`sandbox: no such account: ${id}`);
      return { kind: 'completed' as const, account: toAccount(row), returnUrl: check.returnUrl };
    });
  }

  /**
   * A transfer to a connected account that can be paid out (Stripe refuses one without the transfers
   * capability), once per idempotency key: a retry answers the same transfer, another amount is an error.
   */
  async createTransfer(input: CreateTransferInput & { sourceTransaction: string | null }): Promise<Transfer> {
    const account = await this.retrieveAccount(input.destination);
    if (!account.payoutsEnabled) {
      throw new PaymentProviderError(`sandbox: the account ${account.id} cannot receive transfers yet`);
    }
    await this.db
      .insert(sandboxTransfers)
      .values({
        id: `tr_sbx_${randomBytes(10).toString('hex')}`,
        destination: input.destination,
        amountCents: input.amountCents,
        transferGroup: input.transferGroup,
        sourceTransaction: input.sourceTransaction,
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey));
    if (!row) throw new PaymentProviderError('sandbox: the transfer could not be created');
    if (row.amountCents !== input.amountCents || row.destination !== input.destination) {
      throw new PaymentProviderError('sandbox: idempotency key reused with other parameters');
    }
    return toTransfer(row);
  }

  /**
   * Takes part of a transfer back (never more than is left of it), once per idempotency key; as Stripe, only when
   * the account's balance covers it (`balance_insufficient` otherwise: its money went to the bank).
   */
  async reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }) {
    const [known] = await this.db
      .select()
      .from(sandboxTransferReversals)
      .where(eq(sandboxTransferReversals.idempotencyKey, input.idempotencyKey));
    if (known) return { id: known.id };
    const [of] = await this.db
      .select({ destination: sandboxTransfers.destination })
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.id, input.transferId));
    if (!of) throw new PaymentProviderError(`sandbox: no such transfer: ${input.transferId}`);
    const balance = await this.balance(of.destination);
    if (balance.pendingCents + balance.availableCents < input.amountCents) {
      throw new PaymentProviderError(
        "sandbox: the connected account's balance cannot cover the reversal",
        BALANCE_INSUFFICIENT,
      );
    }
    return this.db.transaction(async (tx) => {
      const [transfer] = await tx
        .update(sandboxTransfers)
        .set({ reversedCents: sql`${sandboxTransfers.reversedCents} + ${input.amountCents}` })
        .where(
          and(
            eq(sandboxTransfers.id, input.transferId),
            sql`${sandboxTransfers.reversedCents} + ${input.amountCents} <= ${sandboxTransfers.amountCents}`,
          ),
        )
        .returning();
      if (!transfer) {
        throw new PaymentProviderError('sandbox: a reversal cannot exceed what is left of the transfer');
      }
      const id = `trr_sbx_${randomBytes(10).toString('hex')}`;
      await tx.insert(sandboxTransferReversals).values({
        id,
        transferId: input.transferId,
        amountCents: input.amountCents,
        idempotencyKey: input.idempotencyKey,
        createdAt: this.now(),
      });
      return { id };
    });
  }

  /**
   * A connected account's balance: what its transfers brought (less reversals) and has not been paid out,
   * `pending` until two days after each transfer, `available` after (a failed payout's money is back).
   */
  async balance(accountId: string): Promise<{ pendingCents: number; availableCents: number }> {
    const availableBefore = new Date(this.now().getTime() - AVAILABLE_AFTER_MS).toISOString();
    const [row] = await this.db
      .select({
        arrived: sql<number>`coalesce(sum(${sandboxTransfers.amountCents} - ${sandboxTransfers.reversedCents}) filter (where ${sandboxTransfers.createdAt} <= ${availableBefore}::timestamptz), 0)::int`,
        pending: sql<number>`coalesce(sum(${sandboxTransfers.amountCents} - ${sandboxTransfers.reversedCents}) filter (where ${sandboxTransfers.createdAt} > ${availableBefore}::timestamptz), 0)::int`,
      })
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.destination, accountId));
    const [out] = await this.db
      .select({ cents: sql<number>`coalesce(sum(${sandboxPayouts.amountCents}), 0)::int` })
      .from(sandboxPayouts)
      .where(and(eq(sandboxPayouts.accountId, accountId), sql`${sandboxPayouts.status} <> 'failed'`));
    return {
      pendingCents: Number(row?.pending ?? 0),
      availableCents: Number(row?.arrived ?? 0) - Number(out?.cents ?? 0),
    };
  }

  /**
   * The payout schedule, run by the platform's `sandbox-payouts` job: payouts whose arrival came are paid, or
   * fail with the test bank number's code (the money goes back to the balance, payouts stop and the account
   * owes a new bank account); each account that can be paid out, on a day of its schedule (valley time) without a
   * payout yet, gets one of its whole available balance, as do the accounts of `payNow` whatever the day (the
   * test hook's). Announces the transfers made since the last run first (`transfer.created`). Answers the events
   * Stripe would send, in order.
   */
  async runPayoutSchedule(options: { payNow?: string[] } = {}): Promise<ConnectEvent[]> {
    const now = this.now();
    const events: ConnectEvent[] = [];
    const event = (type: string, accountId: string, extra: Partial<ConnectEvent>): ConnectEvent => ({
      id: `evt_sbx_${randomBytes(10).toString('hex')}`,
      type,
      accountId,
      account: null,
      payout: null,
      ...extra,
    });
    // Stripe tells the platform of each transfer it made (`transfer.created`); the sandbox, at its next run.
    const announced = await this.db
      .update(sandboxTransfers)
      .set({ announcedAt: now })
      .where(isNull(sandboxTransfers.announcedAt))
      .returning();
    for (const row of announced) {
      events.push(event('transfer.created', row.destination, { transfer: toTransfer(row) }));
    }
    const arrived = await this.db
      .select({ payout: sandboxPayouts, outcome: sandboxConnectAccounts.bankOutcome })
      .from(sandboxPayouts)
      .innerJoin(sandboxConnectAccounts, eq(sandboxConnectAccounts.id, sandboxPayouts.accountId))
      .where(
        and(
          eq(sandboxPayouts.status, 'in_transit'),
          sql`${sandboxPayouts.arrivalAt} <= ${now.toISOString()}::timestamptz`,
        ),
      );
    for (const { payout, outcome } of arrived) {
      const failure = outcome && outcome !== 'ok' ? outcome : null;
      const [row] = await this.db
        .update(sandboxPayouts)
        .set(failure ? { status: 'failed', failureCode: failure } : { status: 'paid' })
        .where(and(eq(sandboxPayouts.id, payout.id), eq(sandboxPayouts.status, 'in_transit')))
        .returning();
      if (!row) continue;
      events.push(event(failure ? 'payout.failed' : 'payout.paid', row.accountId, { payout: toPayout(row) }));
      if (failure) {
        // Stripe stops payouts to an account whose bank refused one, until it gives another.
        const [account] = await this.db
          .update(sandboxConnectAccounts)
          .set({
            payoutsEnabled: false,
            currentlyDue: ['external_account'],
            pastDue: ['external_account'],
            disabledReason: 'requirements.past_due',
            bankLast4: null,
            bankOutcome: null,
          })
          .where(eq(sandboxConnectAccounts.id, row.accountId))
          .returning();
        if (account) events.push(event('account.updated', account.id, { account: toAccount(account) }));
      }
    }
    const today = valleyToday(now);
    const startOfToday = valleyInstant(today, '00:00').toISOString();
    const payable = await this.db
      .select()
      .from(sandboxConnectAccounts)
      .where(
        and(
          eq(sandboxConnectAccounts.payoutsEnabled, true),
          sql`not exists (select 1 from sandbox_payouts p where p.account_id = ${sandboxConnectAccounts.id}
                           and p.status <> 'failed' and p.created_at >= ${startOfToday}::timestamptz)`,
        ),
      );
    const due = payable.filter(
      (account) => options.payNow?.includes(account.id) || isPayoutDay(scheduleOf(account), today),
    );
    for (const { id } of due) {
      const { availableCents } = await this.balance(id);
      if (availableCents <= 0) continue;
      const [row] = await this.db
        .insert(sandboxPayouts)
        .values({
          id: `po_sbx_${randomBytes(10).toString('hex')}`,
          accountId: id,
          amountCents: availableCents,
          status: 'in_transit',
          arrivalAt: new Date(now.getTime() + PAYOUT_TRANSIT_MS),
          createdAt: now,
        })
        .returning();
      if (row) events.push(event('payout.created', id, { payout: toPayout(row) }));
    }
    return events;
  }
}
