import {
  changePasswordResponse,
  localeRequest,
  localeResponse,
  loginRequest,
  realmChangePasswordRequest,
  recoverPasswordRequest,
  resetPasswordRequest,
} from '../accounts.ts';
import { companyLoginResponse, companyMeResponse } from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };

/** The company realm's sign-in and session. */
export const companyAccountEndpoints = {
  companyLogin: defineEndpoint({
    method: 'POST',
    path: '/company/auth/login',
    auth: 'public',
    tags: ['company'],
    summary:
      'A company user signs in (owner or staff): the session, or, with a second factor, `{ mfaRequired: true, challenge }` and no token (then POST /company/auth/mfa)',
    body: loginRequest,
    responses: { 200: companyLoginResponse, ...errors },
  }),
  companyLogout: defineEndpoint({
    method: 'POST',
    path: '/company/auth/logout',
    auth: 'token',
    tags: ['company'],
    summary: "Sign out: the company user's bearer token stops working at once",
    responses: { 200: emptyResponse, 401: errorEnvelope },
  }),
  companyMe: defineEndpoint({
    method: 'GET',
    path: '/company/me',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary: 'The signed-in company user and the state of their company',
    responses: { 200: companyMeResponse, 401: errorEnvelope },
  }),
  companyLocale: defineEndpoint({
    method: 'PUT',
    path: '/company/locale',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary:
      "The signed-in company user's language (issue 49): a crew member's screens and what is sent to them follow it; the portal's other screens stay in English",
    body: localeRequest,
    responses: { 200: localeResponse, ...errors },
  }),
  companyChangePassword: defineEndpoint({
    method: 'PUT',
    path: '/company/auth/password',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary:
      'A company user changes their password (the current one proves it): every other session is signed out, and a fresh token for this one is answered',
    body: realmChangePasswordRequest,
    responses: { 200: changePasswordResponse, ...errors },
  }),
  companyRecoverPassword: defineEndpoint({
    method: 'POST',
    path: '/company/auth/recover-password',
    auth: 'public',
    tags: ['company'],
    summary:
      'Mail a one-time link to choose a new password, valid one hour (the answer is the same whether or not the e-mail has an account)',
    body: recoverPasswordRequest,
    responses: { 200: emptyResponse, 400: errorEnvelope, 429: errorEnvelope },
  }),
  companyResetPassword: defineEndpoint({
    method: 'POST',
    path: '/company/auth/reset-password',
    auth: 'public',
    tags: ['company'],
    summary:
      "Choose a new password with the link's token (400 when used, expired or unknown): every session of the user is signed out",
    body: resetPasswordRequest,
    responses: { 200: emptyResponse, 400: errorEnvelope, 429: errorEnvelope },
  }),
};
