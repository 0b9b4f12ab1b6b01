/** Tips (issue 50, decision 0039): the customer's tip on a completed job, paid by card, the whole of it the company's. */
import { z } from 'zod';
import { paymentIntentData } from '../booking.ts';
import { envelope } from '../envelope.ts';
import { ticketIdParam } from '../tickets.ts';
import { ticketTip, tipBody, tipOffer, validateTipBody } from '../tips.ts';
import { defineEndpoint } from './define.ts';
import { ticketErrors } from './tickets.ts';

/** The tip given and its payment intent (the same one on a retry; null once paid). */
export const tipResponse = envelope(z.object({ tip: ticketTip, payment: paymentIntentData.nullable() }));
export const tipOfferResponse = envelope(tipOffer);
export const tipPaidResponse = envelope(z.object({ ticketId: z.number().int(), tip: ticketTip }));

export const tipEndpoints = {
  ticketTipOffer: defineEndpoint({
    method: 'GET',
    path: '/customer/tickets/:id/tip',
    auth: 'optional-caller',
    tags: ['tips'],
    summary: "A completed job's tip: whether one may be given, the percents in dollars, the tip given",
    params: ticketIdParam,
    responses: { 200: tipOfferResponse, ...ticketErrors },
  }),
  tipTicket: defineEndpoint({
    method: 'POST',
    path: '/customer/tickets/:id/tip',
    auth: 'optional-caller',
    tags: ['tips'],
    summary: 'Tip the company for a completed job: an amount or a percent (the same call again answers the same tip)',
    description:
      'On a Completed ticket of the caller within TIP_DAYS (14) of its completion, once per job. `percent` is of the ' +
      "work: the ticket's price and the extra charges paid, not UpKeep's fee. The whole tip goes to the company. " +
      'Another amount, or a tip already paid, answers 409.',
    params: ticketIdParam,
    body: tipBody,
    responses: { 200: tipResponse, ...ticketErrors },
  }),
  validateTipPayment: defineEndpoint({
    method: 'POST',
    path: '/customer/tickets/:id/tip/validate',
    auth: 'optional-caller',
    tags: ['tips'],
    summary: 'Record the paid tip (idempotent)',
    params: ticketIdParam,
    body: validateTipBody,
    responses: { 200: tipPaidResponse, ...ticketErrors },
  }),
};
