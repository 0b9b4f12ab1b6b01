import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { TtlCache } from '../../../lib/ttl-cache.ts';
import * as catalog from './service.ts';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  // The catalogue is reference data read on every search: each process keeps it for a minute.
  const services = new TtlCache<'all', Awaited<ReturnType<typeof catalog.listServices>>>(60_000);
  const nearStatic = { nearStatic: true };

  route(
    app,
    endpoints.services,
    async () => ok(await services.get('all', () => catalog.listServices(app.db))),
    nearStatic,
  );
  route(app, endpoints.service, async (request) => ok(await catalog.getService(app.db, request.params.id)), nearStatic);
  route(
    app,
    endpoints.subServices,
    async (request) => ok(await catalog.listSubServices(app.db, request.params.id)),
    nearStatic,
  );
};
