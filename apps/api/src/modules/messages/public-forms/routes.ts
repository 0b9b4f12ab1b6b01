import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { route } from '../../../lib/route.ts';
import * as inbox from './service.ts';

/** The public forms are open to anyone, so each address may send only a few a minute. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

export const publicFormRoutes: FastifyPluginAsync = async (app) => {
  const options = { config: { rateLimit: PUBLIC_FORM_RATE_LIMIT } };
  const deps = depsOf(app);

  route(
    app,
    endpoints.lead,
    async (request) => okIn(request, { id: await inbox.storeLead(deps, request.body) }, 'Request Submitted!', 201),
    options,
  );

  route(
    app,
    endpoints.contact,
    async (request) =>
      okIn(request, { id: await inbox.storeContactMessage(deps, request.body) }, 'We will review your message!', 201),
    options,
  );

  route(
    app,
    endpoints.partner,
    async (request) =>
      okIn(request, { id: await inbox.storePartnerRequest(deps, request.body) }, 'We will review your message!', 201),
    options,
  );

  route(
    app,
    endpoints.optOut,
    async (request) =>
      okIn(request, { id: await inbox.storeOptOutRequest(deps, request.body) }, 'Your message has been sent.', 201),
    options,
  );
};
