import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import * as queries from './queries.ts';

/** The public forms are open to anyone, so each address may send only a few a minute. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export const inboxRoutes: FastifyPluginAsync = async (app) => {
  const options = { config: { rateLimit: PUBLIC_FORM_RATE_LIMIT } };

  route(
    app,
    endpoints.lead,
    async (request) => {
      const b = request.body;
      const id = await queries.insertLead(app.db, {
        name: b.name,
        email: b.email,
        phoneNumber: b.phoneNumber || null,
        wishedService: b.wishedService,
        origin: b.origin,
        isExclusiveLead: b.isExclusiveLead,
      });
      return ok({ id }, 'Request Submitted!', 201);
    },
    options,
  );

  route(
    app,
    endpoints.contact,
    async (request) => {
      const b = request.body;
      const id = await queries.insertContactMessage(app.db, {
        name: b.Name,
        email: b.Email,
        phone: b.Phone,
        message: b.Message,
      });
      return ok({ id }, 'We will review your message!', 201);
    },
    options,
  );

  route(
    app,
    endpoints.partner,
    async (request) => {
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
      return ok({ id }, 'We will review your message!', 201);
    },
    options,
  );

  route(
    app,
    endpoints.optOut,
    async (request) => {
      const b = request.body;
      const id = await queries.insertOptOutRequest(app.db, {
        companyName: b.companyName,
        name: b.name,
        phoneNumber: b.phoneNumber,
        email: b.email,
        message: b.message,
      });
      return ok({ id }, 'Your message has been sent.', 201);
    },
    options,
  );
};
