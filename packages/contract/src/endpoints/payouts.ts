import { z } from 'zod';
import { errorEnvelope } from '../envelope.ts';
import {
  companyPayoutsResponse,
  payoutAccountResponse,
  payoutHoldRequest,
  payoutOnboardingResponse,
  payoutSchedule,
  payoutScheduleResponse,
  reconciliationQuery,
  reconciliationResponse,
  sandboxAccountParams,
  sandboxLinkQuery,
  sandboxOnboardingInfoResponse,
  sandboxOnboardingRequest,
  sandboxOnboardingResponse,
  staffCompanyPayoutsResponse,
  staffPayoutCompanyResponse,
  staffPayoutsResponse,
} from '../payouts.ts';
import { staffIdParam } from '../staff-console.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope };

/** A company's payout account (issue 28), the sandbox's onboarding, and the Connect webhook. */
export const payoutEndpoints = {
  companyPayoutOnboarding: defineEndpoint({
    method: 'POST',
    path: '/company/payouts/onboarding',
    auth: 'company',
    tags: ['payouts'],
    summary:
      "A single-use link to the payment provider's onboarding of the company's payout account, created on first use (owners only)",
    responses: { 200: payoutOnboardingResponse, ...errors, 502: errorEnvelope },
  }),
  companyPayouts: defineEndpoint({
    method: 'GET',
    path: '/company/payouts',
    auth: 'company',
    tags: ['payouts'],
    summary:
      "The payout account and the transfers of the company's share (newest first), with what waits and what went",
    responses: { 200: companyPayoutsResponse, ...errors },
  }),
  companyPayoutAccount: defineEndpoint({
    method: 'GET',
    path: '/company/payouts/account',
    auth: 'company',
    tags: ['payouts'],
    summary:
      "The payout account's state: whether payouts are enabled, what is missing (in words), the bank's last four",
    responses: { 200: payoutAccountResponse, ...errors },
  }),
  companyPayoutSchedule: defineEndpoint({
    method: 'PUT',
    path: '/company/payouts/schedule',
    auth: 'company',
    tags: ['payouts'],
    summary:
      'When the payout account pays out to the bank: every day, a weekday each week, or a day each month (owners only)',
    body: payoutSchedule,
    responses: { 200: payoutScheduleResponse, ...errors, 409: errorEnvelope, 502: errorEnvelope },
  }),
  /** Registered only in the sandbox's test mode. */
  sandboxOnboardingInfo: defineEndpoint({
    method: 'GET',
    path: '/sandbox/connect/accounts/:id/onboarding',
    auth: 'public',
    tags: ['payouts'],
    summary: "The sandbox's onboarding: the account a valid link opens (410 when the link is used or expired)",
    params: sandboxAccountParams,
    query: sandboxLinkQuery,
    responses: { 200: sandboxOnboardingInfoResponse, ...errors, 410: errorEnvelope },
  }),
  /** Registered only in the sandbox's test mode. */
  sandboxOnboardingSubmit: defineEndpoint({
    method: 'POST',
    path: '/sandbox/connect/accounts/:id/onboarding',
    auth: 'public',
    tags: ['payouts'],
    summary: "The sandbox's onboarding completed: business details and a test bank account (Stripe's test numbers)",
    params: sandboxAccountParams,
    body: sandboxOnboardingRequest,
    responses: { 200: sandboxOnboardingResponse, ...errors, 410: errorEnvelope },
  }),
  /** Registered only in Stripe mode; its body is the raw bytes Stripe signed, so it declares none. */
  stripeConnectWebhook: defineEndpoint({
    method: 'POST',
    path: '/payments/stripe/connect-webhook',
    auth: 'public',
    tags: ['payouts'],
    summary: "Stripe Connect webhook (signed with the Connect endpoint's own secret): the connected accounts' events",
    responses: { 200: z.any(), 400: errorEnvelope, 503: errorEnvelope },
  }),
  staffPayouts: defineEndpoint({
    method: 'GET',
    path: '/staff/payouts',
    auth: 'staff',
    tags: ['payouts'],
    summary: "Every company's payouts: its account, UpKeep's hold, what waits, what went, the last payout and failures",
    responses: { 200: staffPayoutsResponse, 401: errorEnvelope },
  }),
  staffCompanyPayouts: defineEndpoint({
    method: 'GET',
    path: '/staff/companies/:id/payouts',
    auth: 'staff',
    tags: ['payouts'],
    summary: "One company's payouts: its line of the list, and its account, transfers, payouts, balance and debts",
    params: staffIdParam,
    responses: { 200: staffCompanyPayoutsResponse, ...errors },
  }),
  holdCompanyPayouts: defineEndpoint({
    method: 'POST',
    path: '/staff/companies/:id/payouts/hold',
    auth: 'staff',
    role: 'admin',
    tags: ['payouts'],
    summary: "Hold a company's payouts with a reason (its transfers wait); audited (admins)",
    params: staffIdParam,
    body: payoutHoldRequest,
    responses: { 200: staffPayoutCompanyResponse, ...errors, 409: errorEnvelope },
  }),
  releaseCompanyPayouts: defineEndpoint({
    method: 'POST',
    path: '/staff/companies/:id/payouts/release',
    auth: 'staff',
    role: 'admin',
    tags: ['payouts'],
    summary: "Release a company's held payouts with a reason (what waited goes out); audited (admins)",
    params: staffIdParam,
    body: payoutHoldRequest,
    responses: { 200: staffPayoutCompanyResponse, ...errors, 409: errorEnvelope },
  }),
  staffReconciliation: defineEndpoint({
    method: 'GET',
    path: '/staff/reconciliation',
    auth: 'staff',
    role: 'admin',
    tags: ['payouts'],
    summary:
      "The books of a period's tickets, to the cent: paid = refunds + transfers + UpKeep's revenue + held (admins)",
    query: reconciliationQuery,
    responses: { 200: reconciliationResponse, 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope },
  }),
};
