import { z } from 'zod';
import { companySessionResponse, idParam } from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import { positiveId } from '../fields.ts';
import {
  mfaRequest,
  recoveryCodesResponse,
  secondFactorPolicyRequest,
  staffSecondFactorsResponse,
  teamSecondFactorsResponse,
  totpCodeRequest,
  totpEnrolmentResponse,
} from '../second-factor.ts';
import { staffSessionResponse } from '../staff.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';
import { secondFactorStateEndpoints } from './second-factor-state.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };

/** The second factor of one realm's users (issue 47): the same five calls for `/company` and `/staff`. */
function realmEndpoints<R extends 'company' | 'staff', S extends z.ZodType>(realm: R, sessionResponse: S) {
  const tags = [realm];
  /** A crew member manages their own second factor, passkeys and sessions (their /pro/account) as anyone does. */
  const own = realm === 'company' ? ({ crew: true } as const) : {};
  return {
    mfa: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/mfa` as `/${R}/auth/mfa`,
      auth: 'public',
      tags,
      summary:
        "The second step of a sign-in: the login's challenge and an authenticator code (or a recovery code, used once) answer the session. A challenge lives 5 minutes and takes 5 tries; failures count toward the account's throttle",
      body: mfaRequest,
      responses: { 200: sessionResponse, ...errors },
    }),
    enrol: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/totp` as `/${R}/auth/totp`,
      auth: realm,
      ...own,
      tags,
      summary:
        'Start setting up an authenticator: a new secret, written out and as the otpauth URI of a QR code; it works once a first code confirms it',
      responses: { 200: totpEnrolmentResponse, ...errors },
    }),
    confirm: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/totp/confirm` as `/${R}/auth/totp/confirm`,
      auth: realm,
      ...own,
      tags,
      summary: 'Confirm the authenticator with a first code: answers ten recovery codes, shown once (each works once)',
      body: totpCodeRequest,
      responses: { 200: recoveryCodesResponse, ...errors },
    }),
    disable: defineEndpoint({
      method: 'DELETE',
      path: `/${realm}/auth/totp` as `/${R}/auth/totp`,
      auth: realm,
      ...own,
      tags,
      summary: 'Turn the authenticator off with one of its codes (or a recovery code); the recovery codes go with it',
      body: totpCodeRequest,
      responses: { 200: emptyResponse, ...errors },
    }),
    signOutOthers: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/sign-out-others` as `/${R}/auth/sign-out-others`,
      auth: realm,
      ...own,
      tags,
      summary:
        'Sign out every other session of the signed-in user (other browsers, other devices); answers a new session for this one, whose old token stops too',
      responses: { 200: sessionResponse, 401: errorEnvelope, 429: errorEnvelope },
    }),
  };
}

const company = realmEndpoints('company', companySessionResponse);
const staff = realmEndpoints('staff', staffSessionResponse);

const userSecondFactorParams = z.object({ id: positiveId, userId: positiveId });

export const secondFactorEndpoints = {
  companySignOutOthers: company.signOutOthers,
  staffSignOutOthers: staff.signOutOthers,
  companyTeamSecondFactors: defineEndpoint({
    method: 'GET',
    path: '/company/second-factors',
    auth: 'company',
    tags: ['company'],
    summary: "The owner's view of the team's second factors, and whether the company requires one (owner only)",
    responses: { 200: teamSecondFactorsResponse, 401: errorEnvelope, 403: errorEnvelope },
  }),
  companySecondFactorPolicy: defineEndpoint({
    method: 'PUT',
    path: '/company/second-factors',
    auth: 'company',
    tags: ['company'],
    summary:
      'Require a second factor of every user of the company, or not (owner only, who must have one first): a user without it can then only set it up',
    body: secondFactorPolicyRequest,
    responses: {
      200: teamSecondFactorsResponse,
      400: errorEnvelope,
      401: errorEnvelope,
      403: errorEnvelope,
      409: errorEnvelope,
    },
  }),
  staffSecondFactors: defineEndpoint({
    method: 'GET',
    path: '/staff/second-factors',
    auth: 'staff',
    role: 'admin',
    tags: ['staff'],
    summary: "Who in UpKeep's staff has which second factor, and whether the console requires one (administrators)",
    responses: { 200: staffSecondFactorsResponse, 401: errorEnvelope, 403: errorEnvelope },
  }),
  staffResetStaffSecondFactor: defineEndpoint({
    method: 'DELETE',
    path: '/staff/users/:id/second-factor',
    auth: 'staff',
    role: 'admin',
    tags: ['staff'],
    summary:
      "Reset a staff member's lost second factor (authenticator, recovery codes, passkeys) and sign them out everywhere; they set up a new one at their next sign-in (administrators, audited)",
    params: idParam,
    responses: {
      200: emptyResponse,
      400: errorEnvelope,
      401: errorEnvelope,
      403: errorEnvelope,
      404: errorEnvelope,
      409: errorEnvelope,
    },
  }),
  staffCompanySecondFactors: defineEndpoint({
    method: 'GET',
    path: '/staff/companies/:id/second-factors',
    auth: 'staff',
    tags: ['staff'],
    summary: "A company's users and their second factors, and whether the company requires one",
    params: idParam,
    responses: { 200: teamSecondFactorsResponse, 401: errorEnvelope, 404: errorEnvelope },
  }),
  staffResetCompanySecondFactor: defineEndpoint({
    method: 'DELETE',
    path: '/staff/companies/:id/users/:userId/second-factor',
    auth: 'staff',
    tags: ['staff'],
    summary:
      "Reset a company user's lost second factor (authenticator, recovery codes, passkeys) and sign them out everywhere (audited); never self-service",
    params: userSecondFactorParams,
    responses: { 200: emptyResponse, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
  }),
  companyMfa: company.mfa,
  companySecondFactor: secondFactorStateEndpoints.company,
  companyTotpEnrol: company.enrol,
  companyTotpConfirm: company.confirm,
  companyTotpDisable: company.disable,
  staffMfa: staff.mfa,
  staffSecondFactor: secondFactorStateEndpoints.staff,
  staffTotpEnrol: staff.enrol,
  staffTotpConfirm: staff.confirm,
  staffTotpDisable: staff.disable,
};
