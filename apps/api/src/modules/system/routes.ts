import { appConfigResponse, errorEnvelope, healthResponse } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: errorEnvelope },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.status(503).send({ statusCode: 503, message: 'Database unreachable', data: null });
      }
      return ok({ status: 'ok' as const, database: app.databaseKind });
    },
  );

  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: 'The active modes of outside services',
        response: { 200: appConfigResponse },
      },
    },
    async () => {
      const { config } = app;
      return ok({
        environment: config.env,
        payments: { provider: config.payments.provider, publishableKey: config.payments.publishableKey },
        mail: config.mail.mode,
        sms: config.sms.mode,
        geo: config.geo.mode,
        testMode: config.testMode.length > 0,
        testServices: config.testMode,
      });
    },
  );
};
