import { errorEnvelope } from '../envelope.ts';
import { secondFactorStateResponse } from '../second-factor-state.ts';
import { defineEndpoint } from './define.ts';

const STATE_SUMMARY =
  'Whether the signed-in user has a second factor, how many recovery codes are left, and whether one is required';

/**
 * The state of the caller's second factor, declared apart from the realm's other calls: the portal's and the
 * console's frames ask it on every screen and load this declaration alone (secondFactorStateEndpoints).
 */
export const secondFactorStateEndpoints = {
  company: defineEndpoint({
    method: 'GET',
    path: '/company/auth/second-factor',
    auth: 'company',
    // A crew member's own (their /pro/account and the portal's frame ask it).
    crew: true,
    tags: ['company'],
    summary: STATE_SUMMARY,
    responses: { 200: secondFactorStateResponse, 401: errorEnvelope },
  }),
  staff: defineEndpoint({
    method: 'GET',
    path: '/staff/auth/second-factor',
    auth: 'staff',
    tags: ['staff'],
    summary: STATE_SUMMARY,
    responses: { 200: secondFactorStateResponse, 401: errorEnvelope },
  }),
};
