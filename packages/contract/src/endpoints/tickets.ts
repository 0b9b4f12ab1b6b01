import { z } from 'zod';
import { envelope, errorEnvelope } from '../envelope.ts';
import {
  statusChangeRequest,
  statusFlowResponse,
  ticketDetailResponse,
  ticketHistoryResponse,
  ticketIdParam,
  ticketListQuery,
  ticketListResponse,
  ticketServiceLinesResponse,
  ticketStatusesResponse,
} from '../tickets.ts';
import { defineEndpoint } from './define.ts';

/** The errors of a ticket-scoped call ('Access denied' is a 401). */
export const ticketErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  402: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

/** A status change answers the ticket's new status. */
export const statusChangedResponse = envelope(
  z.object({
    ticketId: z.number().int(),
    statusId: z.number().int(),
    status: z.string(),
    /** Dollars the move gives back to the card (a customer's cancellation: its receipt on screen); 0 when none. */
    refunded: z.number().optional(),
  }),
);

export const ticketEndpoints = {
  tickets: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket',
    auth: 'customer-or-guest',
    tags: ['tickets'],
    summary: "The caller's tickets, newest visit first, filtered and paged",
    query: ticketListQuery,
    responses: { 200: ticketListResponse, 400: errorEnvelope, 401: errorEnvelope },
  }),
  ticketStatuses: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket-status',
    auth: 'public',
    tags: ['tickets'],
    summary: 'The ticket statuses',
    responses: { 200: ticketStatusesResponse },
  }),
  ticket: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/:id',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: 'One ticket',
    params: ticketIdParam,
    responses: { 200: ticketDetailResponse, ...ticketErrors },
  }),
  ticketCalendar: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/:id/calendar.ics',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: "The visit as an iCalendar event, to add to the customer's calendar (the same UID after a move)",
    params: ticketIdParam,
    binary: true,
    mediaTypes: ['text/calendar'],
    responses: { 200: z.any(), ...ticketErrors },
  }),
  ticketLines: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket-services/ticket/:id',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: "A ticket's service lines",
    params: ticketIdParam,
    responses: { 200: ticketServiceLinesResponse, ...ticketErrors },
  }),
  ticketHistory: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket-history/ticket/:id',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: "A ticket's history",
    params: ticketIdParam,
    responses: { 200: ticketHistoryResponse, ...ticketErrors },
  }),
  statusFlow: defineEndpoint({
    method: 'GET',
    path: '/customer/status-flow/:id',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: 'What the customer may do next with a ticket (action label and next status id)',
    params: ticketIdParam,
    responses: { 200: statusFlowResponse, ...ticketErrors },
  }),
  changeStatus: defineEndpoint({
    method: 'PUT',
    path: '/customer/ticket/:id',
    auth: 'optional-caller',
    tags: ['tickets'],
    summary: 'Change the status, when the flow allows it from the current status (409 otherwise)',
    params: ticketIdParam,
    body: statusChangeRequest,
    responses: { 200: statusChangedResponse, ...ticketErrors },
  }),
};
