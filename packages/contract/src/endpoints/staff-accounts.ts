import {
  changePasswordResponse,
  loginRequest,
  realmChangePasswordRequest,
  recoverPasswordRequest,
  resetPasswordRequest,
} from '../accounts.ts';
import { errorEnvelope } from '../envelope.ts';
import { staffLoginResponse, staffMeResponse } from '../staff.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };

/** The staff realm's sign-in and session. */
export const staffAccountEndpoints = {
  staffLogin: defineEndpoint({
    method: 'POST',
    path: '/staff/auth/login',
    auth: 'public',
    tags: ['staff'],
    summary:
      'An UpKeep staff member signs in: the session, or, with a second factor, `{ mfaRequired: true, challenge }` and no token (then POST /staff/auth/mfa)',
    body: loginRequest,
    responses: { 200: staffLoginResponse, ...errors },
  }),
  staffLogout: defineEndpoint({
    method: 'POST',
    path: '/staff/auth/logout',
    auth: 'token',
    tags: ['staff'],
    summary: "Sign out: the staff member's bearer token stops working at once",
    responses: { 200: emptyResponse, 401: errorEnvelope },
  }),
  staffMe: defineEndpoint({
    method: 'GET',
    path: '/staff/me',
    auth: 'staff',
    tags: ['staff'],
    summary: 'The signed-in staff member',
    responses: { 200: staffMeResponse, 401: errorEnvelope },
  }),
  staffChangePassword: defineEndpoint({
    method: 'PUT',
    path: '/staff/auth/password',
    auth: 'staff',
    tags: ['staff'],
    summary:
      'A staff member changes their password (the current one proves it): every other session is signed out, and a fresh token for this one is answered',
    body: realmChangePasswordRequest,
    responses: { 200: changePasswordResponse, ...errors },
  }),
  staffRecoverPassword: defineEndpoint({
    method: 'POST',
    path: '/staff/auth/recover-password',
    auth: 'public',
    tags: ['staff'],
    summary:
      'Mail a one-time link to choose a new password, valid one hour (the answer is the same whether or not the e-mail has an account)',
    body: recoverPasswordRequest,
    responses: { 200: emptyResponse, 400: errorEnvelope, 429: errorEnvelope },
  }),
  staffResetPassword: defineEndpoint({
    method: 'POST',
    path: '/staff/auth/reset-password',
    auth: 'public',
    tags: ['staff'],
    summary:
      "Choose a new password with the link's token (400 when used, expired or unknown): every session of the user is signed out",
    body: resetPasswordRequest,
    responses: { 200: emptyResponse, 400: errorEnvelope, 429: errorEnvelope },
  }),
};
