import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { databaseAnswers, readiness } from './readiness.ts';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    endpoints.health,
    async (request, reply) => {
      try {
        await databaseAnswers(app.db);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        reply.status(503);
        return { statusCode: 503, message: 'Database unreachable', data: null };
      }
      return ok({ status: 'ok' as const, database: app.databaseKind });
    },
    { config: { rateLimit: false } },
  );

  route(
    app,
    endpoints.ready,
    async (_request, reply) => {
      const state = await readiness(app.db, app.runState);
      if (!state.ready) reply.status(503);
      return {
        statusCode: state.ready ? 200 : 503,
        message: state.ready ? 'Ready' : 'Not ready',
        data: state,
      };
    },
    { config: { rateLimit: false } },
  );

  route(app, endpoints.appConfig, async () => {
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
  });
};
