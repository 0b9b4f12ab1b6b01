import {
  checkoutTicketResponse,
  createTicketRequest,
  discountCodeParams,
  discountCodeRequest,
  discountCodeResponse,
  feeResponse,
  openDaysRequest,
  openDaysResponse,
  slotsRequest,
  slotsResponse,
  ticketIdParams,
  ticketServicesRequest,
  ticketServicesResponse,
} from '../booking.ts';
import { errorEnvelope } from '../envelope.ts';
import { defineEndpoint } from './define.ts';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

export const bookingEndpoints = {
  slots: defineEndpoint({
    method: 'POST',
    path: '/customer/company-calendar/schedules',
    auth: 'public',
    tags: ['booking'],
    summary: "A company's time slots on a date, for a duration",
    body: slotsRequest,
    responses: { 200: slotsResponse, 400: errorEnvelope },
  }),
  openDays: defineEndpoint({
    method: 'POST',
    path: '/customer/company-calendar/days',
    auth: 'public',
    tags: ['booking'],
    summary: 'The dates of a span (at most 62 days) with at least one free slot of a company service',
    body: openDaysRequest,
    responses: { 200: openDaysResponse, 400: errorEnvelope },
  }),
  ticketFee: defineEndpoint({
    method: 'GET',
    path: '/customer/ticket/fee',
    auth: 'public',
    tags: ['booking'],
    summary: 'The UpKeep booking fee',
    responses: { 200: feeResponse },
  }),
  discountCode: defineEndpoint({
    method: 'POST',
    path: '/customer/discount-code/:code',
    auth: 'customer-or-guest',
    tags: ['booking'],
    summary: 'Check a discount code for a service (signed-in customers only: a guest is answered 403)',
    params: discountCodeParams,
    body: discountCodeRequest,
    responses: { 200: discountCodeResponse, ...errors },
  }),
  createTicket: defineEndpoint({
    method: 'POST',
    path: '/customer/ticket',
    auth: 'customer-or-guest',
    tags: ['booking'],
    summary: 'Check out: create the ticket, priced by the server, and take its time slot',
    description:
      'A paid checkout holds the slot for 15 minutes until the payment is validated; an order under $0.50 is an estimate request, which waits (Pending) for the company to confirm it. 409 slot_taken when the slot was just taken; 409 too_many_holds when the account or session, the client address, the e-mail or the phone number already has 3 unconfirmed bookings (unpaid checkouts and estimate requests together).',
    body: createTicketRequest,
    responses: { 201: checkoutTicketResponse, ...errors },
  }),
  ticketServices: defineEndpoint({
    method: 'POST',
    path: '/customer/ticket-services/:ticketId',
    auth: 'customer-or-guest',
    tags: ['booking'],
    summary: "The ticket's service lines, as the server priced them (the client's prices are ignored)",
    params: ticketIdParams,
    body: ticketServicesRequest.nullish(),
    responses: { 200: ticketServicesResponse, ...errors },
  }),
};
