/**
 * Payouts (issue 28): each company's connected account at the payment provider (Stripe Connect, Express), set up
 * by its owner through the provider's onboarding, and what the portal says of it.
 */
import { z } from 'zod';
import { boundedDate } from './date-input.ts';
import { addDays, dayOfWeek } from './dates.ts';
import { envelope } from './envelope.ts';
import { formBoolean } from './fields.ts';

/** The sandbox's stand-in for Stripe's hosted onboarding: `${path}/{accountId}?link={token}`. */
export const SANDBOX_CONNECT_ONBOARDING_PATH = '/sandbox/connect/onboarding';
/** Where the provider's onboarding sends the owner back: done (`return`) or with a used or expired link (`refresh`). */
export const PAYOUTS_PATH = '/pro/payouts';
export const ONBOARDING_RETURN_PARAM = 'onboarding';

/**
 * Stripe's test bank account for US payouts, as the sandbox knows it: routing 110000000 with one of these
 * account numbers; payouts to the first succeed, to the others fail with the code named.
 */
export const TEST_BANK = {
  routingNumber: '110000000',
  accounts: {
    succeeds: '000123456789',
    noAccount: '000111111116',
    insufficientFunds: '000222222227',
  },
} as const;

/** Stripe's requirement names, in the owner's words (anything else is shown by its name). */
export const REQUIREMENT_WORDS: Record<string, string> = {
  'business_profile.name': "The business's name",
  business_type: 'The type of business (company or individual)',
  external_account: 'A bank account for payouts',
  'representative.first_name': "The representative's first name",
  'representative.last_name': "The representative's last name",
  'tos_acceptance.date': "Acceptance of the payment provider's terms",
};

/** Stripe's `requirements.disabled_reason`, in words. */
export const DISABLED_REASON_WORDS: Record<string, string> = {
  'requirements.past_due': 'Payouts are off until the details below are given.',
  'requirements.pending_verification': 'The payment provider is checking the details given.',
  'rejected.fraud': 'The payment provider closed this account.',
  'rejected.other': 'The payment provider closed this account.',
  under_review: 'The payment provider is reviewing this account.',
  other: 'The payment provider has paused payouts to this account.',
};

/** How often the payout account pays its available balance to the bank (Stripe's `settings.payouts.schedule`). */
export const PAYOUT_INTERVALS = ['daily', 'weekly', 'monthly'] as const;
export type PayoutInterval = (typeof PAYOUT_INTERVALS)[number];
/** Stripe's `weekly_anchor` values, Sunday first (as `dayOfWeek` counts). */
export const PAYOUT_WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type PayoutWeekday = (typeof PAYOUT_WEEKDAYS)[number];

export const payoutSchedule = z
  .object({
    interval: z.enum(PAYOUT_INTERVALS),
    /** The weekday of a weekly payout. */
    weeklyAnchor: z.enum(PAYOUT_WEEKDAYS),
    /** The day of the month of a monthly payout (29-31: the month's last day in a shorter month). */
    monthlyAnchor: z.number().int().min(1).max(31),
  })
  .strict();
export type PayoutSchedule = z.infer<typeof payoutSchedule>;
export const payoutScheduleResponse = envelope(payoutSchedule);

/** Weekly on Mondays, until the owner chooses otherwise. */
export const DEFAULT_PAYOUT_SCHEDULE: PayoutSchedule = { interval: 'weekly', weeklyAnchor: 'monday', monthlyAnchor: 1 };

/** Whether the schedule pays out on this valley date (YYYY-MM-DD). */
export function isPayoutDay(schedule: PayoutSchedule, date: string): boolean {
  if (schedule.interval === 'daily') return true;
  if (schedule.interval === 'weekly') return PAYOUT_WEEKDAYS[dayOfWeek(date)] === schedule.weeklyAnchor;
  const day = Number(date.slice(8, 10));
  const lastOfMonth = addDays(`${addDays(`${date.slice(0, 8)}01`, 32).slice(0, 8)}01`, -1);
  return day === Math.min(schedule.monthlyAnchor, Number(lastOfMonth.slice(8, 10)));
}

/** The first payout date of the schedule on or after `date`. */
export function nextPayoutDay(schedule: PayoutSchedule, date: string): string {
  let day = date;
  while (!isPayoutDay(schedule, day)) day = addDays(day, 1);
  return day;
}

/** The schedule in words: "Every Monday", "Every day", "On the 15th of each month". */
export function payoutScheduleInWords(schedule: PayoutSchedule): string {
  if (schedule.interval === 'daily') return 'Every day';
  if (schedule.interval === 'weekly') {
    const day = schedule.weeklyAnchor;
    return `Every ${day.charAt(0).toUpperCase()}${day.slice(1)}`;
  }
  const n = schedule.monthlyAnchor;
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return n >= 29 ? `On the ${n}${suffix} of each month (or its last day)` : `On the ${n}${suffix} of each month`;
}

/** Where a company's payout account stands: none yet, set up but incomplete, paid out, or stopped by the provider. */
export const PAYOUT_ACCOUNT_STATES = ['not_started', 'incomplete', 'enabled', 'restricted'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];

export const payoutAccount = z.object({
  state: z.enum(PAYOUT_ACCOUNT_STATES),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  requirements: z.object({
    currentlyDue: z.array(z.string()),
    pastDue: z.array(z.string()),
    disabledReason: z.string().nullable(),
  }),
  /** What is missing, in words (REQUIREMENT_WORDS), past due first. */
  missing: z.array(z.string()),
  /** DISABLED_REASON_WORDS of the disabled reason, or null. */
  disabledReason: z.string().nullable(),
  bankLast4: z.string().nullable(),
  /** When the account pays out to the bank (the owner's setting; weekly on Mondays at first). */
  schedule: payoutSchedule,
  /** Whether the caller may set up or change the account (owners only). */
  canManage: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
export const payoutAccountResponse = envelope(payoutAccount);

/**
 * A transfer of the company's share to its payout account: a completed job's net (`completion`), an extra
 * charge paid after completion (`late_charge`) or a cancellation fee kept for it, less the commission
 * (`cancellation_fee`), an invoice paid after completion (`invoice`) or a tip, whole (`tip`); `pending` waits for the
 * payout account, `sent` went to it.
 */
export const payoutTransfer = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  kind: z.enum(['completion', 'late_charge', 'cancellation_fee', 'invoice', 'tip']),
  /** What goes (or went) to the payout account: the share less what was taken back and what was withheld. */
  amount: z.number(),
  /** Kept from this transfer for what the company owed (a refund its balance could not cover). */
  withheld: z.number(),
  status: z.enum(['pending', 'sent']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type PayoutTransfer = z.infer<typeof payoutTransfer>;

/** A payout from the payout account to the company's bank: on its way, arrived, or refused by the bank. */
export const bankPayout = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: z.enum(['in_transit', 'paid', 'failed']),
  arrivalDate: z.string(),
  failureCode: z.string().nullable(),
  /** The transfers whose money it took to the bank (the oldest first); none once it failed. */
  transfers: z.array(z.object({ id: z.number().int(), ticketId: z.number().int(), amount: z.number() })),
});
export type BankPayout = z.infer<typeof bankPayout>;

/**
 * What the company owes UpKeep: a refund it bore after its transfer that its balance could not cover, taken from
 * its next transfers (`settled` so far).
 */
export const companyDebt = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  amount: z.number(),
  settled: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});
export type CompanyDebt = z.infer<typeof companyDebt>;

export const companyPayouts = z.object({
  account: payoutAccount,
  /** What the company still owes (taken from its next transfers), and the debts not yet settled, oldest first. */
  owed: z.number(),
  debts: z.array(companyDebt),
  /** The latest transfers, newest first (at most 100). */
  transfers: z.array(payoutTransfer),
  /** The latest payouts to the bank, newest first (at most 100). */
  payouts: z.array(bankPayout),
  /** The payout account's balance (null without an account): pending, then available for the next payout. */
  balance: z.object({ pending: z.number(), available: z.number() }).nullable(),
  /** The valley day of the next payout (its schedule's, of the available balance), or null while payouts are off. */
  nextPayoutAt: z.string().nullable(),
  totals: z.object({
    /** Waiting for the payout account (not set up, or payouts off). */
    waiting: z.number(),
    sent: z.number(),
  }),
});
export type CompanyPayouts = z.infer<typeof companyPayouts>;
export const companyPayoutsResponse = envelope(companyPayouts);

export const payoutOnboardingResponse = envelope(z.object({ url: z.string() }));

// --- The sandbox's onboarding (test mode) ---------------------------------------------------------------------

export const sandboxAccountParams = z.object({ id: z.string().max(100) });
export const sandboxLinkQuery = z.object({ link: z.string().max(200) });
/** What the sandbox's onboarding page shows of the account a valid link opens. */
export const sandboxOnboardingInfoResponse = envelope(
  z.object({ accountId: z.string(), businessName: z.string(), email: z.string() }),
);
export const sandboxOnboardingRequest = z.object({
  link: z.string().max(200),
  businessName: z.string().trim().min(1).max(120),
  businessType: z.enum(['company', 'individual']),
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  routingNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{9}$/, 'must be 9 digits'),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{4,17}$/, 'must be 4 to 17 digits'),
  acceptTerms: formBoolean.refine((accepted) => accepted, 'The terms must be accepted'),
});
export type SandboxOnboardingRequest = z.infer<typeof sandboxOnboardingRequest>;
export const sandboxOnboardingResponse = envelope(z.object({ returnUrl: z.string() }));
/** What a used or expired link answers (410): where the provider sends the owner for a new one. */
export const SANDBOX_LINK_GONE_CODE = 'account_link_expired';

// --- The console (/staff/payouts) ---------------------------------------------------------------------------------

/** A company's payouts as the console lists them: its account, UpKeep's hold, what waits and what went. */
export const staffPayoutCompany = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** The company's state on the marketplace (a suspended company's payouts are held). */
  companyState: z.string(),
  accountState: z.enum(PAYOUT_ACCOUNT_STATES),
  payoutsEnabled: z.boolean(),
  hold: z.object({ reason: z.string(), heldAt: z.string() }).nullable(),
  waiting: z.number(),
  sent: z.number(),
  reversed: z.number(),
  /** What the company owes (refunds its balance could not cover), taken from its next transfers. */
  owed: z.number(),
  lastPayout: z
    .object({ amount: z.number(), status: z.enum(['in_transit', 'paid', 'failed']), arrivalDate: z.string() })
    .nullable(),
  failedPayouts: z.number().int(),
});
export type StaffPayoutCompany = z.infer<typeof staffPayoutCompany>;
export const staffPayoutsResponse = envelope(z.array(staffPayoutCompany));
/** One company's payouts in the console: the list's line, and the detail the company itself sees. */
export const staffCompanyPayoutsResponse = envelope(z.object({ summary: staffPayoutCompany, detail: companyPayouts }));
export const staffPayoutCompanyResponse = envelope(staffPayoutCompany);
export const payoutHoldRequest = z.object({ reason: z.string().trim().min(3).max(500) });

// --- The books (GET /staff/reconciliation) -------------------------------------------------------------------------

/** The period's tickets: those with a payment received from `from` to `to` (valley dates, both included). */
export const reconciliationQuery = z
  .object({ from: boundedDate(), to: boundedDate() })
  .refine((q) => q.from <= q.to, { message: 'must be on or after from', path: ['to'] });

/**
 * Where the money of the period's tickets went, to the cent (dollars): what customers paid = refunds + transfers
 * to the companies (net of reversals) + UpKeep's revenue + what is still held (open jobs' money, transfers
 * waiting). UpKeep's revenue of a completed job is what the customer kept paid less what the company earned by
 * its statements (the job's net, late charges, adjustments); `difference` is what the transfers (the ledger)
 * and the statements disagree by: 0 when the books balance.
 */
export const reconciliation = z.object({
  from: z.string(),
  to: z.string(),
  tickets: z.number().int(),
  customersPaid: z.number(),
  refunds: z.number(),
  transfersToCompanies: z.number(),
  /**
   * The companies' shares of jobs completed before payouts went through UpKeep (before the first transfer ever
   * recorded), paid to them outside UpKeep: a term of the sum, 0 once every job's share is a transfer.
   */
  paidOutsideUpKeep: z.number(),
  reversals: z.number(),
  upkeepRevenue: z.object({
    total: z.number(),
    /** UpKeep's commission on completed jobs, late charges and the cancellation fees kept for the companies. */
    commission: z.number(),
    /** Refunds UpKeep bore as goodwill, on any ticket (cancelled ones too) (negative). */
    goodwill: z.number(),
    /**
     * The cancellation fees kept (the ticket totals' fee kept, before any goodwill refund of it): each is kept for
     * its company, which is transferred the fee less UpKeep's commission (in `commission`).
     */
    keptOnCancellations: z.number(),
  }),
  /**
   * Still held by UpKeep: the open jobs' money and the transfers waiting, less what the companies owe of these
   * tickets (refunds they bore that their transfers did not give back, net of what their transfers withheld).
   */
  held: z.object({
    total: z.number(),
    openJobs: z.number(),
    transfersWaiting: z.number(),
    owedByCompanies: z.number(),
  }),
  difference: z.number(),
  balanced: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliation>;
export const reconciliationResponse = envelope(reconciliation);
