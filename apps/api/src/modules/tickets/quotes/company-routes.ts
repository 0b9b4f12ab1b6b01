import { quoteEndpoints as endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * The company's quotes (decision 0039): written, replaced, sent, listed and read by its owners and office (a crew
 * member is refused 403 by the declarations). Sending tells the customer: limited as the extra charges are.
 */
export const companyQuoteRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const writeLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  const sendLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

  route(
    app,
    endpoints.createQuote,
    async (request) =>
      ok(
        await service.createQuote(deps, companyCallerOf(request), request.params.id, request.body),
        'Quote written',
        201,
      ),
    writeLimit,
  );
  route(
    app,
    endpoints.updateQuote,
    async (request) =>
      ok(await service.updateQuote(deps, companyCallerOf(request), request.params.id, request.body), 'Quote saved'),
    writeLimit,
  );
  route(
    app,
    endpoints.sendQuote,
    async (request) =>
      ok(
        await service.sendQuote(deps, companyCallerOf(request), request.params.id),
        'The quote was sent to the customer.',
      ),
    sendLimit,
  );
  route(app, endpoints.companyQuotes, async (request) => {
    const { data, pages } = await service.companyQuotes(app.db, companyCallerOf(request).companyId, request.query);
    return ok(data, 'OK', 200, pages);
  });
  route(app, endpoints.companyQuote, async (request) =>
    ok(await service.companyQuoteOf(app.db, companyCallerOf(request).companyId, request.params.id)),
  );
};
