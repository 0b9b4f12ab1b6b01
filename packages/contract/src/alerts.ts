/**
 * Nobody misses a booking (issue 26): the portal's count of jobs needing action, each company user's choice
 * to be told of new bookings, and UpKeep's at-risk queue.
 */
import { z } from 'zod';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { formBoolean, phoneDigits } from './fields.ts';

/**
 * GET /company/tickets/needs-action: what waits for the company. `jobs`: Pending bookings to confirm plus moves
 * waiting for its answer; `plans`: plans to confirm plus plan moves to answer; `count`: both.
 */
export const needsActionResponse = envelope(
  z.object({ count: z.number().int(), jobs: z.number().int(), plans: z.number().int() }),
);

/**
 * PUT /company/users/{id}/alerts: "Tell me about new bookings" and the mobile number texts go to (10 digits;
 * empty or null removes it). A user changes their own, the owner anyone's; the owner's stay on.
 */
export const companyUserAlertsRequest = z
  .object({
    bookingAlerts: formBoolean.optional(),
    phoneNumber: z.union([z.literal(''), z.null(), phoneDigits(10, 10)]).optional(),
  })
  .refine((v) => v.bookingAlerts !== undefined || v.phoneNumber !== undefined, {
    message: 'is required (bookingAlerts or phoneNumber)',
    path: ['bookingAlerts'],
  });
export type CompanyUserAlertsRequest = RequestOf<typeof companyUserAlertsRequest>;

export const AT_RISK_KINDS = ['expiring', 'stuck', 'refund_refused'] as const;
export type AtRiskKind = (typeof AT_RISK_KINDS)[number];

/** One ticket at risk in UpKeep's queue. */
export const atRiskItem = z.object({
  kind: z.enum(AT_RISK_KINDS),
  ticketId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  customerName: z.string(),
  status: z.string(),
  /** ISO instant: when it became at risk (the last call's moment, the start of the work, the move that owed money). */
  since: z.string(),
  ageMinutes: z.number().int(),
  link: z.string(),
  detail: z.string(),
});
export type AtRiskItem = z.infer<typeof atRiskItem>;
/** GET /staff/at-risk: oldest first. */
export const atRiskResponse = envelope(z.array(atRiskItem));
