/**
 * The companies' side: the accounts of company users (a company's owner and office staff) and what the
 * company portal shows about the company itself. Field names are camelCase (the issue's shapes), except the
 * sign-in bodies, which are the customer sign-in's (Email, Password).
 */
import { z } from 'zod';
import { password } from './accounts.ts';
import { envelope } from './envelope.ts';

export const COMPANY_ROLES = ['owner', 'staff'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** Where a company is in its life on the marketplace: only a live company is offered to customers. */
export const COMPANY_STATES = ['setting_up', 'live', 'suspended'] as const;
export type CompanyState = (typeof COMPANY_STATES)[number];

export const companyUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  companyId: z.number().int(),
  companyName: z.string(),
  companyState: z.enum(COMPANY_STATES),
});
export type CompanyUser = z.infer<typeof companyUser>;

/** POST /company/auth/login and /company/auth/accept-invite: `data.token` and `data.user`. */
export const companySessionData = z.object({ token: z.string(), user: companyUser });
export const companySessionResponse = envelope(companySessionData);
export type CompanySession = z.infer<typeof companySessionData>;

/** GET /company/me: who is signed in, with the company's state. */
export const companyMeResponse = envelope(companyUser);

/** POST /company/auth/accept-invite: the one-time token of the invitation link and the password chosen. */
export const acceptInviteRequest = z.object({
  Token: z.string().trim().min(1, 'is required').max(200),
  Password: password,
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequest>;
