/**
 * A company's payout account (issue 28): its connected account at the payment provider (Stripe Connect,
 * Express), created the first time the owner asks for the onboarding, and what the portal says of it.
 *
 * The provider's events (`account.updated`, events.ts) keep the stored state current; reading the state of an
 * account that cannot be paid out yet also asks the provider, as Stripe advises when the owner comes back from
 * the onboarding (the event may not have arrived yet).
 */
import {
  addDays,
  type CompanyPayouts,
  DEFAULT_PAYOUT_SCHEDULE,
  DISABLED_REASON_WORDS,
  nextPayoutDay,
  ONBOARDING_RETURN_PARAM,
  PAYOUT_WEEKDAYS,
  PAYOUTS_PATH,
  type PayoutAccount,
  type PayoutSchedule,
  REQUIREMENT_WORDS,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { SandboxProvider } from '../../../adapters/payments/sandbox.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import {
  companyTransfers,
  companyTransferTotals,
  netOfTransfer,
  transfersOfPayouts,
  unsettledDebts,
} from '../payments/transfers.ts';
import { handleConnectEvent } from './events.ts';
import * as q from './queries.ts';

export interface PayoutDeps extends ServiceDeps {
  provider: PaymentProvider;
}

export const PAYOUT_MESSAGES = {
  ownerOnly: "Only the company's owner can set up payouts.",
  scheduleOwnerOnly: "Only the company's owner can change when payouts go out.",
  noAccount: 'Set up payouts first: the schedule belongs to the payout account.',
} as const;

/** A requirement in the owner's words: the known ones by REQUIREMENT_WORDS, the others by their name. */
export function requirementInWords(name: string): string {
  return REQUIREMENT_WORDS[name] ?? name.replaceAll('_', ' ').replaceAll('.', ': ');
}

/** Where an account stands, and what the portal tells of it. */
export function describeAccount(row: q.PayoutAccountRow | null, canManage: boolean): PayoutAccount {
  if (!row) {
    return {
      state: 'not_started',
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirements: { currentlyDue: [], pastDue: [], disabledReason: null },
      missing: [],
      disabledReason: null,
      bankLast4: null,
      schedule: DEFAULT_PAYOUT_SCHEDULE,
      canManage,
    };
  }
  const due = [...new Set([...row.pastDue, ...row.currentlyDue])];
  const state = row.payoutsEnabled ? 'enabled' : row.detailsSubmitted && due.length === 0 ? 'restricted' : 'incomplete';
  return {
    state,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
    requirements: { currentlyDue: row.currentlyDue, pastDue: row.pastDue, disabledReason: row.disabledReason },
    missing: due.map(requirementInWords),
    disabledReason: row.disabledReason
      ? (DISABLED_REASON_WORDS[row.disabledReason] ?? DISABLED_REASON_WORDS.other ?? null)
      : null,
    bankLast4: row.bankLast4,
    schedule: scheduleOf(row),
    canManage,
  };
}

/** The account's payout schedule as stored (the provider's last word on it). */
export const scheduleOf = (row: q.PayoutAccountRow): PayoutSchedule => ({
  interval: row.payoutInterval,
  weeklyAnchor: PAYOUT_WEEKDAYS.find((day) => day === row.payoutWeeklyAnchor) ?? DEFAULT_PAYOUT_SCHEDULE.weeklyAnchor,
  monthlyAnchor: row.payoutMonthlyAnchor,
});

/** The owner's choice of when the payout account pays out to the bank, set at the provider and kept. */
export async function setSchedule(
  deps: PayoutDeps,
  caller: CompanyCaller,
  schedule: PayoutSchedule,
): Promise<PayoutSchedule> {
  if (caller.role !== 'owner') throw forbidden(PAYOUT_MESSAGES.scheduleOwnerOnly);
  const row = await q.payoutAccountOf(deps.db, caller.companyId);
  if (!row) throw conflict(PAYOUT_MESSAGES.noAccount);
  const account = await deps.provider.updatePayoutSchedule(row.accountId, schedule);
  const updated = await q.updatePayoutAccount(deps.db, account, deps.now());
  return scheduleOf(updated ?? row);
}

/**
 * A fresh single-use link to the provider's onboarding, for the owner: the company's account is created the
 * first time (one per company, whatever is retried: the idempotency key is the company's).
 */
export async function startOnboarding(deps: PayoutDeps, caller: CompanyCaller): Promise<{ url: string }> {
  if (caller.role !== 'owner') throw forbidden(PAYOUT_MESSAGES.ownerOnly);
  let row = await q.payoutAccountOf(deps.db, caller.companyId);
  if (!row) {
    const company = await q.companyForAccount(deps.db, caller.companyId);
    if (!company) throw notFound('No such company');
    const account = await deps.provider.createConnectedAccount({
      email: company.email,
      businessName: company.name,
      metadata: { companyId: String(company.id) },
      idempotencyKey: `connect-account-company-${company.id}`,
    });
    row = await q.insertPayoutAccount(deps.db, company.id, deps.provider.name, account, deps.now());
  }
  const back = (outcome: 'return' | 'refresh') =>
    `${deps.publicUrl}${PAYOUTS_PATH}?${ONBOARDING_RETURN_PARAM}=${outcome}`;
  const link = await deps.provider.createAccountLink({
    accountId: row.accountId,
    refreshUrl: back('refresh'),
    returnUrl: back('return'),
  });
  return { url: link.url };
}

/** The company's payout account as the portal shows it; one not yet paid out is asked of the provider first. */
export async function accountState(deps: PayoutDeps, caller: CompanyCaller): Promise<PayoutAccount> {
  return describeAccount(await currentAccount(deps, caller.companyId), caller.role === 'owner');
}

/** The company's account row, read again from the provider while it cannot be paid out. */
async function currentAccount(deps: PayoutDeps, companyId: number) {
  const row = await q.payoutAccountOf(deps.db, companyId);
  if (!row || row.payoutsEnabled) return row;
  const account = await deps.provider.retrieveConnectedAccount(row.accountId);
  return (await q.updatePayoutAccount(deps.db, account, deps.now())) ?? row;
}

/** The payouts screen: the account, the latest transfers of the company's share, what waits and what went. */
export const payoutsOverview = (deps: PayoutDeps, caller: CompanyCaller) =>
  companyPayoutsOf(deps, caller.companyId, caller.role === 'owner');

/** A company's payouts as its payouts screen (and the console's page of it) shows them. */
export async function companyPayoutsOf(
  deps: PayoutDeps,
  companyId: number,
  canManage: boolean,
): Promise<CompanyPayouts> {
  const row = await currentAccount(deps, companyId);
  const account = describeAccount(row, canManage);
  const transfers = await companyTransfers(deps.db, companyId, 100);
  const totals = await companyTransferTotals(deps.db, companyId);
  const payouts = await q.companyPayoutRows(deps.db, companyId, 100);
  const balance = row ? await deps.provider.retrieveBalance(row.accountId) : null;
  const debts = await unsettledDebts(deps.db, companyId);
  const paidOut = await transfersOfPayouts(
    deps.db,
    payouts.map((p) => p.id),
  );
  // The next payout day of the schedule: today's, unless today's payout went already.
  const today = valleyToday(deps.now());
  const paidToday = payouts.some((p) => p.status !== 'failed' && valleyToday(p.createdAt) === today);
  const nextPayoutAt =
    row && account.payoutsEnabled
      ? valleyInstant(nextPayoutDay(scheduleOf(row), paidToday ? addDays(today, 1) : today), '00:00')
      : null;
  return {
    account,
    payouts: payouts.map((p) => ({
      id: p.id,
      amount: dollars(p.amountCents),
      status: p.status,
      arrivalDate: p.arrivalAt.toISOString(),
      failureCode: p.failureCode,
      transfers: paidOut
        .filter((t) => t.payoutId === p.id)
        .map((t) => ({ id: t.id, ticketId: t.ticketId, amount: dollars(netOfTransfer(t)) })),
    })),
    balance: balance ? { pending: dollars(balance.pendingCents), available: dollars(balance.availableCents) } : null,
    nextPayoutAt: nextPayoutAt?.toISOString() ?? null,
    owed: dollars(debts.reduce((sum, d) => sum + d.amountCents - d.settledCents, 0)),
    debts: debts.map((d) => ({
      id: d.id,
      ticketId: d.ticketId,
      amount: dollars(d.amountCents),
      settled: dollars(d.settledCents),
      reason: d.reason,
      createdAt: d.createdAt.toISOString(),
    })),
    transfers: transfers.map((t) => ({
      id: t.id,
      ticketId: t.ticketId,
      kind: t.kind,
      amount: dollars(netOfTransfer(t)),
      withheld: dollars(t.withheldCents ?? 0),
      status: t.status,
      createdAt: t.createdAt.toISOString(),
      sentAt: t.sentAt?.toISOString() ?? null,
    })),
    totals: { waiting: dollars(totals.pendingCents), sent: dollars(totals.sentCents) },
  };
}

/**
 * The `sandbox-payouts` job: the sandbox's payout schedule (Stripe runs its own and sends the events), each of
 * its events processed as the Connect webhook's would be (`payNow`: accounts paid out whatever their schedule's
 * day, the test hook's). Answers how many events it had.
 */
export async function runSandboxPayouts(deps: PayoutDeps, options: { payNow?: string[] } = {}): Promise<number> {
  if (!(deps.provider instanceof SandboxProvider)) return 0;
  const events = await deps.provider.connect.runPayoutSchedule(options);
  for (const event of events) await handleConnectEvent(deps, event);
  return events.length;
}
