import { z } from 'zod';
import { paymentIntentResponse } from '../booking.ts';
import { envelope } from '../envelope.ts';
import { positiveId } from '../fields.ts';
import {
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

export const rescheduleEndpoints = {
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
