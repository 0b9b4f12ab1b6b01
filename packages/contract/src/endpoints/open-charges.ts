import { z } from 'zod';
import { paymentIntentResponse } from '../booking.ts';
import { envelope } from '../envelope.ts';
import {
  declineOpenChargeRequest,
  openCharge,
  openChargeParams,
  openChargePaymentRequest,
  openChargesResponse,
  scheduledServiceParams,
  scheduledServiceResponse,
  ticketIdParam,
} from '../tickets.ts';
import { defineEndpoint } from './define.ts';
import { ticketErrors } from './tickets.ts';

/** A validated extra charge: the ticket, the charge and what was paid. */
export const openChargePaidResponse = envelope(
  z.object({ ticketId: z.number().int(), openChargeId: z.number().int(), paid: z.number() }),
);

export const openChargeEndpoints = {
  openCharges: defineEndpoint({
    method: 'GET',
    path: '/customer/open-charges/ticket/:id',
    auth: 'optional-caller',
    tags: ['open charges'],
    summary: "A ticket's extra charges",
    params: ticketIdParam,
    responses: { 200: openChargesResponse, ...ticketErrors },
  }),
  scheduledService: defineEndpoint({
    method: 'GET',
    path: '/customer/open-charges/service/:serviceId/:ticketId',
    auth: 'optional-caller',
    tags: ['open charges'],
    summary: 'The scheduled-service page: the ticket with its extra charges',
    params: scheduledServiceParams,
    responses: { 200: scheduledServiceResponse, ...ticketErrors },
  }),
  declineOpenCharge: defineEndpoint({
    method: 'PUT',
    path: '/customer/open-charges/:id',
    auth: 'optional-caller',
    tags: ['open charges'],
    summary: 'Decline an extra charge',
    params: openChargeParams,
    body: declineOpenChargeRequest,
    responses: { 200: envelope(openCharge), ...ticketErrors },
  }),
  openChargeIntent: defineEndpoint({
    method: 'POST',
    path: '/customer/payment/open-charges',
    auth: 'optional-caller',
    tags: ['open charges'],
    summary: "An extra charge's payment intent (the same one on a retry)",
    body: openChargePaymentRequest,
    responses: { 200: paymentIntentResponse, ...ticketErrors },
  }),
  validateOpenChargePayment: defineEndpoint({
    method: 'POST',
    path: '/customer/payment/validate-open-charges',
    auth: 'optional-caller',
    tags: ['open charges'],
    summary: 'Record the paid extra charge (idempotent)',
    body: openChargePaymentRequest,
    responses: { 200: openChargePaidResponse, ...ticketErrors },
  }),
};
