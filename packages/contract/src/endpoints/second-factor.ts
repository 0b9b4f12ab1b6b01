import type { z } from 'zod';
import { companySessionResponse } from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import {
  mfaRequest,
  recoveryCodesResponse,
  secondFactorStateResponse,
  totpCodeRequest,
  totpEnrolmentResponse,
} from '../second-factor.ts';
import { staffSessionResponse } from '../staff.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };

/** The second factor of one realm's users (issue 47): the same five calls for `/company` and `/staff`. */
function realmEndpoints<R extends 'company' | 'staff', S extends z.ZodType>(realm: R, sessionResponse: S) {
  const tags = [realm];
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
    state: defineEndpoint({
      method: 'GET',
      path: `/${realm}/auth/second-factor` as `/${R}/auth/second-factor`,
      auth: realm,
      tags,
      summary:
        'Whether the signed-in user has a second factor, how many recovery codes are left, and whether one is required',
      responses: { 200: secondFactorStateResponse, 401: errorEnvelope },
    }),
    enrol: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/totp` as `/${R}/auth/totp`,
      auth: realm,
      tags,
      summary:
        'Start setting up an authenticator: a new secret, written out and as the otpauth URI of a QR code; it works once a first code confirms it',
      responses: { 200: totpEnrolmentResponse, ...errors },
    }),
    confirm: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/totp/confirm` as `/${R}/auth/totp/confirm`,
      auth: realm,
      tags,
      summary: 'Confirm the authenticator with a first code: answers ten recovery codes, shown once (each works once)',
      body: totpCodeRequest,
      responses: { 200: recoveryCodesResponse, ...errors },
    }),
    disable: defineEndpoint({
      method: 'DELETE',
      path: `/${realm}/auth/totp` as `/${R}/auth/totp`,
      auth: realm,
      tags,
      summary: 'Turn the authenticator off with one of its codes (or a recovery code); the recovery codes go with it',
      body: totpCodeRequest,
      responses: { 200: emptyResponse, ...errors },
    }),
  };
}

const company = realmEndpoints('company', companySessionResponse);
const staff = realmEndpoints('staff', staffSessionResponse);

export const secondFactorEndpoints = {
  companyMfa: company.mfa,
  companySecondFactor: company.state,
  companyTotpEnrol: company.enrol,
  companyTotpConfirm: company.confirm,
  companyTotpDisable: company.disable,
  staffMfa: staff.mfa,
  staffSecondFactor: staff.state,
  staffTotpEnrol: staff.enrol,
  staffTotpConfirm: staff.confirm,
  staffTotpDisable: staff.disable,
};
