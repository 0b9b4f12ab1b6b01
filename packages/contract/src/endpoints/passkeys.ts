import type { z } from 'zod';
import { idParams } from '../catalog.ts';
import { companySessionResponse } from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import {
  addPasskeyRequest,
  mfaPasskeyOptionsRequest,
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyResponse,
  passkeySignInRequest,
  renamePasskeyRequest,
} from '../passkeys.ts';
import { staffSessionResponse } from '../staff.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 409: errorEnvelope, 429: errorEnvelope };

/** The passkeys of one realm's users (issue 47): the same eight calls for `/company` and `/staff`. */
function realmEndpoints<R extends 'company' | 'staff', S extends z.ZodType>(realm: R, sessionResponse: S) {
  const tags = [realm];
  /** A crew member manages their own second factor, passkeys and sessions (their /pro/account) as anyone does. */
  const own = realm === 'company' ? ({ crew: true } as const) : {};
  const mine = `/${realm}/auth/passkeys` as `/${R}/auth/passkeys`;
  const one = `/${realm}/auth/passkeys/:id` as `/${R}/auth/passkeys/:id`;
  return {
    registrationOptions: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/passkeys/options` as `/${R}/auth/passkeys/options`,
      auth: realm,
      ...own,
      tags,
      summary:
        "Start adding a passkey: the options for the browser's navigator.credentials.create (user verification and a discoverable credential required, the user's passkeys excluded); they last 5 minutes",
      responses: { 200: passkeyOptionsResponse, ...errors },
    }),
    add: defineEndpoint({
      method: 'POST',
      path: mine,
      auth: realm,
      ...own,
      tags,
      summary: "Add a passkey: its name and the browser's answer to the options (verified, user verification required)",
      body: addPasskeyRequest,
      responses: { 201: passkeyResponse, ...errors },
    }),
    list: defineEndpoint({
      method: 'GET',
      path: mine,
      auth: realm,
      ...own,
      tags,
      summary: "The signed-in user's passkeys: name, when added, when last used",
      responses: { 200: passkeyListResponse, 401: errorEnvelope },
    }),
    rename: defineEndpoint({
      method: 'PUT',
      path: one,
      auth: realm,
      ...own,
      tags,
      summary: "Rename one of the signed-in user's passkeys (404 for anyone else's)",
      params: idParams,
      body: renamePasskeyRequest,
      responses: { 200: passkeyResponse, 404: errorEnvelope, ...errors },
    }),
    remove: defineEndpoint({
      method: 'DELETE',
      path: one,
      auth: realm,
      ...own,
      tags,
      summary: "Remove one of the signed-in user's passkeys (404 for anyone else's); it signs in no more",
      params: idParams,
      responses: { 200: emptyResponse, 404: errorEnvelope, ...errors },
    }),
    signInOptions: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/passkey/options` as `/${R}/auth/passkey/options`,
      auth: 'public',
      tags,
      summary:
        "Start a sign-in with a passkey alone: the options for the browser's navigator.credentials.get (any of the realm's passkeys, user verification required); they last 5 minutes",
      responses: { 200: passkeyOptionsResponse, 429: errorEnvelope },
    }),
    signIn: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/passkey` as `/${R}/auth/passkey`,
      auth: 'public',
      tags,
      summary:
        'Sign in with a passkey alone: a passkey that verified its user is both factors, so it answers the session as the password and the second step do. 401 for a passkey unknown here, of an inactive account, or not verified',
      body: passkeySignInRequest,
      responses: { 200: sessionResponse, ...errors },
    }),
    mfaOptions: defineEndpoint({
      method: 'POST',
      path: `/${realm}/auth/mfa/passkey-options` as `/${R}/auth/mfa/passkey-options`,
      auth: 'public',
      tags,
      summary:
        "The second step with a passkey: the options for the browser's navigator.credentials.get, restricted to the passkeys of the sign-in's user; the answer goes to POST /auth/mfa as `passkey`",
      body: mfaPasskeyOptionsRequest,
      responses: { 200: passkeyOptionsResponse, ...errors },
    }),
  };
}

const company = realmEndpoints('company', companySessionResponse);
const staff = realmEndpoints('staff', staffSessionResponse);

export const passkeyEndpoints = {
  companyPasskeyOptions: company.registrationOptions,
  companyPasskeyAdd: company.add,
  companyPasskeys: company.list,
  companyPasskeyRename: company.rename,
  companyPasskeyRemove: company.remove,
  companyPasskeySignInOptions: company.signInOptions,
  companyPasskeySignIn: company.signIn,
  companyMfaPasskeyOptions: company.mfaOptions,
  staffPasskeyOptions: staff.registrationOptions,
  staffPasskeyAdd: staff.add,
  staffPasskeys: staff.list,
  staffPasskeyRename: staff.rename,
  staffPasskeyRemove: staff.remove,
  staffPasskeySignInOptions: staff.signInOptions,
  staffPasskeySignIn: staff.signIn,
  staffMfaPasskeyOptions: staff.mfaOptions,
};
