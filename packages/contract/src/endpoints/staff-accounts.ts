import { loginRequest } from '../accounts.ts';
import { errorEnvelope } from '../envelope.ts';
import { staffMeResponse, staffSessionResponse } from '../staff.ts';
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
    summary: 'An UpKeep staff member signs in',
    body: loginRequest,
    responses: { 200: staffSessionResponse, ...errors },
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
};
