/** UpKeep's staff: their accounts (the staff console's sign-in). */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { positiveId, requiredText } from './fields.ts';
import { mfaChallengeData } from './second-factor.ts';

export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffUser = z.infer<typeof staffUser>;

/** POST /staff/auth/login: `data.token` and `data.user`. */
export const staffSessionData = z.object({ token: z.string(), user: staffUser });
export const staffSessionResponse = envelope(staffSessionData);
/** POST /staff/auth/login: the session, or, for an account with a second factor, the challenge of its second step (issue 47). */
export const staffLoginResponse = envelope(z.union([staffSessionData, mfaChallengeData]));
export type StaffSession = z.infer<typeof staffSessionData>;

export const staffMeResponse = envelope(staffUser);

// ---------------------------------------------------------------- partner requests (onboarding)

export const PARTNER_REQUEST_STATUSES = ['new', 'approved', 'declined'] as const;
export type PartnerRequestStatus = (typeof PARTNER_REQUEST_STATUSES)[number];

export const partnerRequestsQuery = z.object({
  Status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PARTNER_REQUEST_STATUSES).optional()),
});

/** GET /staff/partner-requests: newest first; `id, companyName, email, status` and the rest of the request. */
export const partnerRequestItem = z.object({
  id: z.number().int(),
  companyName: z.string(),
  email: z.string(),
  status: z.enum(PARTNER_REQUEST_STATUSES),
  phone: z.string(),
  services: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  isInsured: z.boolean(),
  isLicensed: z.boolean(),
  createdDate: z.string(),
  declineReason: z.string().nullable(),
  companyId: z.number().int().nullable(),
});
export type PartnerRequestItem = z.infer<typeof partnerRequestItem>;
export const partnerRequestsResponse = envelope(z.array(partnerRequestItem));

/** POST /staff/partner-requests/{id}/approve: the company (setting up) and its owner's invitation. */
export const approvePartnerResponse = envelope(
  z.object({ companyId: z.number().int(), companyUserId: z.number().int() }),
);
/** POST /staff/partner-requests/{id}/decline */
export const declinePartnerRequest = z.object({ reason: requiredText(1000) });
export const partnerRequestIdParam = z.object({ id: positiveId });
