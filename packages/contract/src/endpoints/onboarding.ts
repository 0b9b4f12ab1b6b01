import {
  acceptInviteRequest,
  companySessionResponse,
  companyTeamMemberResponse,
  companyTeamResponse,
  createdIdResponse,
  idParam,
  inviteCompanyUserRequest,
  updateCompanyUserRequest,
} from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import {
  approvePartnerResponse,
  declinePartnerRequest,
  partnerRequestIdParam,
  partnerRequestsQuery,
  partnerRequestsResponse,
} from '../staff.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** From a partner request to a company with users: staff decide, owners accept and invite their staff. */
export const onboardingEndpoints = {
  partnerRequests: defineEndpoint({
    method: 'GET',
    path: '/staff/partner-requests',
    auth: 'staff',
    tags: ['staff'],
    summary: 'Partner requests, newest first (optionally of one status)',
    query: partnerRequestsQuery,
    responses: { 200: partnerRequestsResponse, 400: errorEnvelope, 401: errorEnvelope },
  }),
  approvePartnerRequest: defineEndpoint({
    method: 'POST',
    path: '/staff/partner-requests/:id/approve',
    auth: 'staff',
    tags: ['staff'],
    summary: "Approve: creates the company (setting up) and its owner, and mails the owner's invitation",
    params: partnerRequestIdParam,
    responses: { 200: approvePartnerResponse, ...errors },
  }),
  declinePartnerRequest: defineEndpoint({
    method: 'POST',
    path: '/staff/partner-requests/:id/decline',
    auth: 'staff',
    tags: ['staff'],
    summary: 'Decline with a reason, which is mailed to the requester',
    params: partnerRequestIdParam,
    body: declinePartnerRequest,
    responses: { 200: emptyResponse, ...errors },
  }),
  acceptInvite: defineEndpoint({
    method: 'POST',
    path: '/company/auth/accept-invite',
    auth: 'public',
    tags: ['company'],
    summary: "Accept an invitation: sets the user's password once and signs in (400 when used or expired)",
    body: acceptInviteRequest,
    responses: { 200: companySessionResponse, 400: errorEnvelope, 429: errorEnvelope },
  }),
  companyTeam: defineEndpoint({
    method: 'GET',
    path: '/company/users',
    auth: 'company',
    tags: ['company'],
    summary: "The company's users, invited ones included",
    responses: { 200: companyTeamResponse, 401: errorEnvelope },
  }),
  resendCompanyUserInvitation: defineEndpoint({
    method: 'POST',
    path: '/company/users/:id/invitation',
    auth: 'company',
    tags: ['company'],
    summary:
      'The owner sends an invited staff member their invitation again, with a new link (the earlier ones stop working); 429 past once per address in 10 minutes, 5 a day, or 20 invitations a day for the company',
    params: idParam,
    responses: { 200: emptyResponse, ...errors, 429: errorEnvelope },
  }),
  updateCompanyUser: defineEndpoint({
    method: 'PUT',
    path: '/company/users/:id',
    auth: 'company',
    tags: ['company'],
    summary:
      'The owner deactivates a team member (their sessions end at once, sign-in is refused, a pending invitation dies) or reactivates them; 409 for themself or the last owner',
    params: idParam,
    body: updateCompanyUserRequest,
    responses: { 200: companyTeamMemberResponse, ...errors },
  }),
  inviteCompanyUser: defineEndpoint({
    method: 'POST',
    path: '/company/users',
    auth: 'company',
    tags: ['company'],
    summary: 'The owner invites an office staff member by e-mail (403 for staff; 429 past 20 invitations a day)',
    body: inviteCompanyUserRequest,
    responses: { 201: createdIdResponse, ...errors, 429: errorEnvelope },
  }),
};
