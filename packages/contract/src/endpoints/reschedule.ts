import { z } from 'zod';
import { paymentIntentResponse } from '../booking.ts';
import { envelope, errorEnvelope } from '../envelope.ts';
import { optionalText, positiveId } from '../fields.ts';
import { FIELD_LIMITS } from '../limits.ts';
import {
  moveRequest,
  rescheduleFeeResponse,
  reschedulePaymentRequest,
  rescheduleRequest,
  rescheduleResponse,
  ticketCompanyServiceResponse,
  ticketIdParam,
} from '../tickets.ts';
import { defineEndpoint } from './define.ts';
import { ticketErrors } from './tickets.ts';

/** A validated reschedule fee: the ticket and what was paid. */
export const reschedulePaidResponse = envelope(z.object({ ticketId: z.number().int(), paid: z.number() }));

/** The company's answer to a move request: the ticket, its time now, and the request as decided. */
export const moveRequestDecisionResponse = envelope(
  z.object({
    ticketId: z.number().int(),
    scheduledDate: z.string(),
    moveRequest: moveRequest,
    /** Dollars given back (a declined move's fee); 0 when none. */
    refunded: z.number(),
  }),
);
export const declineMoveRequestBody = z.object({ reason: optionalText(FIELD_LIMITS.statusComments) });

/** A company-scoped call: another company's ticket is a 404, as if it did not exist. */
const moveRequestErrors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
};

export const rescheduleEndpoints = {
  companyAcceptMoveRequest: defineEndpoint({
    method: 'POST',
    path: '/company/tickets/:id/move-request/accept',
    auth: 'company',
    tags: ['company'],
    summary:
      "Accept the customer's move waiting for the company: the job moves to the asked time (409 when none waits or that time is no longer free)",
    params: ticketIdParam,
    responses: { 200: moveRequestDecisionResponse, ...moveRequestErrors },
  }),
  companyDeclineMoveRequest: defineEndpoint({
    method: 'POST',
    path: '/company/tickets/:id/move-request/decline',
    auth: 'company',
    tags: ['company'],
    summary:
      "Decline the customer's move waiting for the company: the booking keeps its time and the move's fee is refunded (409 when none waits)",
    params: ticketIdParam,
    body: declineMoveRequestBody,
    responses: { 200: moveRequestDecisionResponse, ...moveRequestErrors, 502: errorEnvelope },
  }),
  rescheduleFee: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/reschedule-fee/:id',
    auth: 'optional-caller',
    tags: ['reschedule'],
    summary: 'What rescheduling this ticket costs now, by the policy',
    params: ticketIdParam,
    responses: { 200: rescheduleFeeResponse, ...ticketErrors },
  }),
  ticketCompanyService: defineEndpoint({
    method: 'GET',
    path: '/customer/company-services/ticket/:ticketId',
    auth: 'optional-caller',
    tags: ['reschedule'],
    summary: "The ticket's company service (for the slots of a reschedule)",
    params: z.object({ ticketId: positiveId }),
    responses: { 200: ticketCompanyServiceResponse, ...ticketErrors },
  }),
  rescheduleIntent: defineEndpoint({
    method: 'POST',
    path: '/customer/payment/reschedule',
    auth: 'optional-caller',
    tags: ['reschedule'],
    summary: "The reschedule fee's payment intent",
    body: reschedulePaymentRequest,
    responses: { 200: paymentIntentResponse, ...ticketErrors },
  }),
  validateReschedulePayment: defineEndpoint({
    method: 'POST',
    path: '/customer/payment/validate-reschedule',
    auth: 'optional-caller',
    tags: ['reschedule'],
    summary: 'Record the paid reschedule fee (idempotent)',
    body: reschedulePaymentRequest,
    responses: { 200: reschedulePaidResponse, ...ticketErrors },
  }),
  reschedule: defineEndpoint({
    method: 'PUT',
    path: '/customer/ticket/reschedule/:id',
    auth: 'optional-caller',
    tags: ['reschedule'],
    summary: 'Move the ticket to another time of its company (409 when that time was just taken)',
    params: ticketIdParam,
    body: rescheduleRequest,
    responses: { 200: rescheduleResponse, ...ticketErrors },
  }),
};
