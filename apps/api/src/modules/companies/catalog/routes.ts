import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { requestLocale, varyByLanguage } from '../../../lib/request-locale.ts';
import { route } from '../../../lib/route.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import * as catalog from './service.ts';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  // The catalogue is reference data read on every search: each process keeps it for a minute.
  const services = new TtlCache<'all', Awaited<ReturnType<typeof catalog.listServices>>>(60_000);
  const nearStatic = { nearStatic: true };

  // Said in the caller's language (issue 49): each answer names Accept-Language in its Vary.
  route(
    app,
    endpoints.services,
    async (request, reply) => {
      varyByLanguage(reply);
      const all = await services.get('all', () => catalog.listServices(app.db));
      return ok(catalog.servicesIn(all, requestLocale(request)));
    },
    nearStatic,
  );
  route(
    app,
    endpoints.service,
    async (request, reply) => {
      varyByLanguage(reply);
      return ok(await catalog.getService(app.db, request.params.id, requestLocale(request)));
    },
    nearStatic,
  );
  route(
    app,
    endpoints.subServices,
    async (request, reply) => {
      varyByLanguage(reply);
      return ok(await catalog.listSubServices(app.db, request.params.id, requestLocale(request)));
    },
    nearStatic,
  );
};
