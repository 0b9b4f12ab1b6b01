/**
 * Payouts (issue 28): each company's connected account at the payment provider (Stripe Connect, Express), set up
 * by its owner through the provider's onboarding, and what the portal says of it.
 */
import { z } from 'zod';
import { boundedDate } from './dates.ts';
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

/** Payouts to the bank are weekly, of the available balance (Stripe's `weekly` schedule; the sandbox's own). */
export const PAYOUT_INTERVAL_DAYS = 7;

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
  /** Whether the caller may set up or change the account (owners only). */
  canManage: z.boolean(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;
export const payoutAccountResponse = envelope(payoutAccount);

/**
 * A transfer of the company's share to its payout account: a completed job's net (`completion`) or an extra
 * charge paid after completion (`late_charge`); `pending` waits for the payout account, `sent` went to it.
 */
export const payoutTransfer = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  kind: z.enum(['completion', 'late_charge']),
  amount: z.number(),
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
});
export type BankPayout = z.infer<typeof bankPayout>;

export const companyPayouts = z.object({
  account: payoutAccount,
  /** The latest transfers, newest first (at most 100). */
  transfers: z.array(payoutTransfer),
  /** The latest payouts to the bank, newest first (at most 100). */
  payouts: z.array(bankPayout),
  /** The payout account's balance (null without an account): pending, then available for the next payout. */
  balance: z.object({ pending: z.number(), available: z.number() }).nullable(),
  /** When the next payout is due (weekly, of the available balance), or null while payouts are off. */
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
  lastPayout: z
    .object({ amount: z.number(), status: z.enum(['in_transit', 'paid', 'failed']), arrivalDate: z.string() })
    .nullable(),
  failedPayouts: z.number().int(),
});
export type StaffPayoutCompany = z.infer<typeof staffPayoutCompany>;
export const staffPayoutsResponse = envelope(z.array(staffPayoutCompany));
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
  reversals: z.number(),
  upkeepRevenue: z.object({
    total: z.number(),
    /** UpKeep's commission on completed jobs and late charges. */
    commission: z.number(),
    /** Refunds UpKeep bore after completion (negative). */
    goodwill: z.number(),
    /** Money kept from cancelled or declined bookings (cancellation fees). */
    keptOnCancellations: z.number(),
  }),
  held: z.object({ total: z.number(), openJobs: z.number(), transfersWaiting: z.number() }),
  difference: z.number(),
  balanced: z.boolean(),
});
export type Reconciliation = z.infer<typeof reconciliation>;
export const reconciliationResponse = envelope(reconciliation);
