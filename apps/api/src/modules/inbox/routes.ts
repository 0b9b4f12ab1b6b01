import {
  contactRequest,
  createdResponse,
  errorEnvelope,
  leadRequest,
  optOutRequest,
  partnerRequest,
} from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import * as queries from './queries.ts';

/** The public forms are open to anyone, so each address may send only a few a minute. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const responses = { 201: createdResponse, 400: errorEnvelope, 429: errorEnvelope };

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: PUBLIC_FORM_RATE_LIMIT };

  app.post(
    '/customer/leads',
    { schema: { tags: ['inbox'], summary: 'A landing-page lead', body: leadRequest, response: responses }, config },
    async (request, reply) => {
      const b = request.body;
      const id = await queries.insertLead(app.db, {
        name: b.name,
        email: b.email,
        phoneNumber: b.phoneNumber || null,
        wishedService: b.wishedService,
        origin: b.origin,
        isExclusiveLead: b.isExclusiveLead,
      });
      return reply.status(201).send(ok({ id }, 'Request Submitted!', 201));
    },
  );

  app.post(
    '/customer/contact',
    { schema: { tags: ['inbox'], summary: 'A message to UpKeep', body: contactRequest, response: responses }, config },
    async (request, reply) => {
      const b = request.body;
      const id = await queries.insertContactMessage(app.db, {
        name: b.Name,
        email: b.Email,
        phone: b.Phone,
        message: b.Message,
      });
      return reply.status(201).send(ok({ id }, 'We will review your message!', 201));
    },
  );

  app.post(
    '/customer/contact/partner',
    {
      schema: { tags: ['inbox'], summary: 'A company asks to partner up', body: partnerRequest, response: responses },
      config,
    },
    async (request, reply) => {
      const b = request.body;
      const id = await queries.insertPartnerRequest(app.db, {
        companyName: b.CompanyName,
        email: b.Email,
        phone: b.Phone,
        services: b.Services,
        isInsured: b.IsInsured,
        isLicensed: b.IsLicensed,
        city: b.City,
        state: b.State,
        zipCode: b.ZIPCode,
      });
      return reply.status(201).send(ok({ id }, 'We will review your message!', 201));
    },
  );

  app.post(
    '/customer/optout-request',
    {
      schema: {
        tags: ['inbox'],
        summary: 'A company asks not to be contacted',
        body: optOutRequest,
        response: responses,
      },
      config,
    },
    async (request, reply) => {
      const b = request.body;
      const id = await queries.insertOptOutRequest(app.db, {
        companyName: b.companyName,
        name: b.name,
        phoneNumber: b.phoneNumber,
        email: b.email,
        message: b.message,
      });
      return reply.status(201).send(ok({ id }, 'Your message has been sent.', 201));
    },
  );
};
