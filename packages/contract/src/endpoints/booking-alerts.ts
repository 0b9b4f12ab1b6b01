import { atRiskResponse, companyUserAlertsRequest, needsActionResponse } from '../alerts.ts';
import { companyTeamMemberResponse, idParam } from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import { defineEndpoint } from './define.ts';

/** Issue 26, "nobody misses a booking": the portal's count, each user's alerts, UpKeep's at-risk queue. */
export const bookingAlertEndpoints = {
  companyNeedsAction: defineEndpoint({
    method: 'GET',
    path: '/company/tickets/needs-action',
    auth: 'company',
    tags: ['company'],
    summary:
      "What needs the company's action: jobs (Pending bookings to confirm, moves to answer) and plans (plans to confirm, plan moves to answer)",
    responses: { 200: needsActionResponse, 401: errorEnvelope },
  }),
  updateCompanyUserAlerts: defineEndpoint({
    method: 'PUT',
    path: '/company/users/:id/alerts',
    auth: 'company',
    tags: ['company'],
    summary:
      "A user's new-booking alerts (bookingAlerts) and mobile number for texts (phoneNumber): their own, or the owner's for anyone of the company; the owner's alerts stay on (another company's user: 404)",
    params: idParam,
    body: companyUserAlertsRequest,
    responses: {
      200: companyTeamMemberResponse,
      400: errorEnvelope,
      401: errorEnvelope,
      403: errorEnvelope,
      404: errorEnvelope,
      429: errorEnvelope,
    },
  }),
  staffAtRisk: defineEndpoint({
    method: 'GET',
    path: '/staff/at-risk',
    auth: 'staff',
    tags: ['staff'],
    summary:
      'Tickets at risk, oldest first: Pending bookings near expiry, jobs In Progress for more than a day, refunds the provider refused',
    responses: { 200: atRiskResponse, 401: errorEnvelope, 403: errorEnvelope },
  }),
};
