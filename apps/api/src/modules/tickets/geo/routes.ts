import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { suggestAddresses, zipPlacesOnce } from './service.ts';

export const geoRoutes: FastifyPluginAsync = async (app) => {
  // Zip codes are reference data: read once, on first use.
  const loadPlaces = zipPlacesOnce(app.db);

  route(
    app,
    endpoints.addressSuggestions,
    async (request, reply) => {
      const { q, zipCode } = request.query;
      const suggestions = await suggestAddresses(app.config.geo, await loadPlaces(), q, zipCode, request.log);
      reply.header('cache-control', 'private, max-age=300');
      return ok(suggestions);
    },
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
  );
};
