import { quoteEndpoints as endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestLocale, varyByLanguage } from '../../../lib/request-locale.ts';
import { route } from '../../../lib/route.ts';
import * as service from './service.ts';

/**
 * The customer's quotes (decision 0039): the live revision read (a guest through the booking's private link, as the
 * ticket) and declined; 'Access denied' to anyone else. Answers in the caller's language (the service's name, errors).
 */
export const customerQuoteRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);

  route(app, endpoints.customerQuote, async (request, reply) => {
    varyByLanguage(reply);
    return ok(await service.customerQuoteOf(deps, request.principal, request.params.id, requestLocale(request)));
  });
  route(
    app,
    endpoints.declineQuote,
    async (request) =>
      okIn(
        request,
        await service.declineQuote(
          deps,
          request.principal,
          request.params.id,
          request.body.reason,
          requestLocale(request),
        ),
        'Quote declined',
      ),
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
};
