import { loginRequest } from '../accounts.ts';
import { companyMeResponse, companySessionResponse } from '../company.ts';
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
    summary: 'A company user signs in (owner or staff)',
    body: loginRequest,
    responses: { 200: companySessionResponse, ...errors },
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
    tags: ['company'],
    summary: 'The signed-in company user and the state of their company',
    responses: { 200: companyMeResponse, 401: errorEnvelope },
  }),
};
