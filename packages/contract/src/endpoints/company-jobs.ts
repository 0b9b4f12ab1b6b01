import {
  addOpenChargeRequest,
  companyTicketDetailResponse,
  companyTicketListQuery,
  companyTicketListResponse,
  createdIdResponse,
  onMyWayRequest,
} from '../company.ts';
import { errorEnvelope } from '../envelope.ts';
import { statusChangeRequest, statusFlowResponse, ticketIdParam } from '../tickets.ts';
import { emptyResponse } from './accounts.ts';
import { defineEndpoint } from './define.ts';
import { statusChangedResponse } from './tickets.ts';

/** A company-scoped ticket call: another company's ticket is a 404, as if it did not exist. */
const jobErrors = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** The company's jobs: its tickets, moved through the flow table's Company rows. */
export const companyJobEndpoints = {
  companyTickets: defineEndpoint({
    method: 'GET',
    path: '/company/tickets',
    auth: 'company',
    tags: ['company'],
    summary: "The company's jobs: needs action first, then by date; filters and pages as the customer's list",
    query: companyTicketListQuery,
    responses: { 200: companyTicketListResponse, 400: errorEnvelope, 401: errorEnvelope },
  }),
  companyTicket: defineEndpoint({
    method: 'GET',
    path: '/company/tickets/:id',
    auth: 'company',
    tags: ['company'],
    summary: 'One job: customer, answers and lines, history, payments, open charges',
    params: ticketIdParam,
    responses: { 200: companyTicketDetailResponse, ...jobErrors },
  }),
  companyStatusFlow: defineEndpoint({
    method: 'GET',
    path: '/company/status-flow/:id',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary: 'What the company may do next with a job (action label and next status id)',
    params: ticketIdParam,
    responses: { 200: statusFlowResponse, ...jobErrors },
  }),
  companyChangeStatus: defineEndpoint({
    method: 'PUT',
    path: '/company/tickets/:id',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary:
      'Move a job by the flow table (409 otherwise); the customer is told; a paid booking declined or cancelled is refunded',
    params: ticketIdParam,
    body: statusChangeRequest,
    responses: { 200: statusChangedResponse, ...jobErrors, 502: errorEnvelope },
  }),
  companyOnMyWay: defineEndpoint({
    method: 'POST',
    path: '/company/tickets/:id/on-my-way',
    auth: 'company',
    crew: true,
    tags: ['company'],
    summary: 'Text the customer that the company is on its way (no status change)',
    params: ticketIdParam,
    body: onMyWayRequest,
    responses: { 200: emptyResponse, ...jobErrors, 429: errorEnvelope },
  }),
  companyAddOpenCharge: defineEndpoint({
    method: 'POST',
    path: '/company/tickets/:id/open-charges',
    auth: 'company',
    tags: ['company'],
    summary:
      'Add an extra charge to a Scheduled or In Progress job; the customer is asked to pay or decline it (409 past 3 waiting on the job, 429 past 10 an hour for the company)',
    params: ticketIdParam,
    body: addOpenChargeRequest,
    responses: { 201: createdIdResponse, ...jobErrors, 429: errorEnvelope },
  }),
};
