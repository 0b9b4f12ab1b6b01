import { errorEnvelope, idParams, serviceResponse, servicesResponse, subServicesResponse } from '@upkeep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheNearStatic } from '../../lib/cache-control.ts';
import { ok } from '../../lib/envelope.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import * as catalog from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // The catalogue is reference data read on every search: each process keeps it for a minute.
  const services = new TtlCache<'all', Awaited<ReturnType<typeof catalog.listServices>>>(60_000);

  app.get(
    '/customer/services',
    {
      onSend: cacheNearStatic,
      schema: {
        tags: ['catalog'],
        summary: 'Every service, bookable or coming soon',
        response: { 200: servicesResponse },
      },
    },
    async () => ok(await services.get('all', () => catalog.listServices(app.db))),
  );

  app.get(
    '/customer/services/:id',
    {
      onSend: cacheNearStatic,
      schema: {
        tags: ['catalog'],
        summary: 'One service, with multiServices and serviceUnit',
        params: idParams,
        response: { 200: serviceResponse, 404: errorEnvelope },
      },
    },
    async (request) => ok(await catalog.getService(app.db, request.params.id)),
  );

  app.get(
    '/customer/services/subservices/:id',
    {
      onSend: cacheNearStatic,
      schema: {
        tags: ['catalog'],
        summary: 'The sub-services of a service',
        params: idParams,
        response: { 200: subServicesResponse, 404: errorEnvelope },
      },
    },
    async (request) => ok(await catalog.listSubServices(app.db, request.params.id)),
  );
};
