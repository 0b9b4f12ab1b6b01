import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { zipPlaces } from './queries.ts';
import { suggestAddresses, type ZipPlace } from './service.ts';

export const geoRoutes: FastifyPluginAsync = async (app) => {
  // Zip codes are reference data: read once, on first use.
  let places: Promise<ZipPlace[]> | undefined;
  const loadPlaces = () => {
    places ??= zipPlaces(app.db).catch((err: unknown) => {
      places = undefined;
      throw err;
    });
    return places;
  };

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
