import {
  checkoutTicketResponse,
  createTicketRequest,
  discountCodeParams,
  discountCodeRequest,
  discountCodeResponse,
  errorEnvelope,
  feeResponse,
  openDaysRequest,
  openDaysResponse,
  slotsRequest,
  slotsResponse,
  ticketIdParams,
  ticketServicesRequest,
  ticketServicesResponse,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depsOf } from '../../lib/deps.ts';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from '../../plugins/auth.ts';
import type { QuestionnaireCache } from '../discovery/questionnaire.ts';
import { openDaysFor, slotsFor } from './calendar.ts';
import { createCheckout } from './checkout.ts';
import { bookingFee, lookUpDiscount, ticketServicesOf } from './service.ts';

const bearer = [{ bearer: [] }];
const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  429: errorEnvelope,
};

export const bookingRoutes: FastifyPluginAsyncZod<{ questionnaires: QuestionnaireCache }> = async (app, options) => {
  const cache = options.questionnaires;
  const deps = depsOf(app);

  app.post(
    '/customer/company-calendar/schedules',
    {
      schema: {
        tags: ['booking'],
        summary: "A company's time slots on a date, for a duration",
        body: slotsRequest,
        response: { 200: slotsResponse, 400: errorEnvelope },
      },
    },
    async (request) => {
      const { CompanyServiceID, Date: date, Duration } = request.body;
      return ok(await slotsFor(deps, CompanyServiceID, date, Duration));
    },
  );

  app.post(
    '/customer/company-calendar/days',
    {
      schema: {
        tags: ['booking'],
        summary: 'The dates of a span (at most 62 days) with at least one free slot of a company service',
        body: openDaysRequest,
        response: { 200: openDaysResponse, 400: errorEnvelope },
      },
    },
    async (request) => {
      const { CompanyServiceID, From, To, Duration } = request.body;
      return ok(await openDaysFor(deps, CompanyServiceID, From, To, Duration));
    },
  );

  app.get(
    '/customer/ticket/fee',
    { schema: { tags: ['booking'], summary: 'The UpKeep booking fee', response: { 200: feeResponse } } },
    async () => ok(await bookingFee(deps.db)),
  );

  app.post(
    '/customer/discount-code/:code',
    {
      schema: {
        tags: ['booking'],
        summary: 'Check a discount code for a service (signed-in customers only: a guest is answered 403)',
        security: bearer,
        params: discountCodeParams,
        body: discountCodeRequest,
        response: { 200: discountCodeResponse, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      onRequest: app.requireCaller,
    },
    async (request) => {
      const code = await lookUpDiscount(deps, callerOf(request), request.params.code, request.body.ServiceID);
      return ok(code, 'The discount was applied.');
    },
  );

  app.post(
    '/customer/ticket',
    {
      schema: {
        tags: ['booking'],
        summary: 'Check out: create the ticket, priced by the server, and take its time slot',
        description:
          'A paid checkout holds the slot for 15 minutes until the payment is validated; an order under $0.50 is an estimate request, which waits (Pending) for the company to confirm it. 409 slot_taken when the slot was just taken; 409 too_many_holds when the account or session, the client address, the e-mail or the phone number already has 3 unconfirmed bookings (unpaid checkouts and estimate requests together).',
        security: bearer,
        body: createTicketRequest,
        response: { 201: checkoutTicketResponse, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      onRequest: app.requireCaller,
    },
    async (request, reply) => {
      const b = request.body;
      const ticket = await createCheckout(deps, cache, callerOf(request), {
        scheduledDate: b.ScheduledDate,
        scheduleId: b.ScheduleID,
        companyServiceId: b.CompanyServiceID,
        name: b.Name,
        email: b.Email,
        phoneNumber: b.PhoneNumber,
        address: b.Address,
        zipCode: b.ZipCode,
        instructions: b.Instructions,
        description: b.description || b.Description,
        discountCodeId: b.DiscountCodeID,
        origin: b.Origin,
        clientAddress: request.ip,
        idFeatures: b.idFeatures,
        quantity: b.quantity,
      });
      return reply.status(201).send(ok(ticket, ticket.isEstimate ? 'Estimate requested' : 'Ticket created', 201));
    },
  );

  app.post(
    '/customer/ticket-services/:ticketId',
    {
      schema: {
        tags: ['booking'],
        summary: "The ticket's service lines, as the server priced them (the client's prices are ignored)",
        security: bearer,
        params: ticketIdParams,
        body: ticketServicesRequest.nullish(),
        response: { 200: ticketServicesResponse, ...errors },
      },
      onRequest: app.requireCaller,
    },
    async (request) => ok(await ticketServicesOf(deps.db, callerOf(request), request.params.ticketId)),
  );
};
