import { z } from 'zod';
import { envelope } from './envelope.ts';

export const healthResponse = envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }));

/**
 * GET /ready: whether this process should receive traffic: the database answers and has every committed
 * migration, the background workers run, and the process is not shutting down. 503 otherwise, same body.
 */
export const readiness = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    workers: z.enum(['running', 'stopped']),
    shuttingDown: z.boolean(),
  }),
});
export const readinessResponse = envelope(readiness);

/** The active mode of each outside service, so the web app can show it (a test-mode badge, say). */
export const appConfig = z.object({
  environment: z.enum(['development', 'production', 'test']),
  payments: z.object({ provider: z.enum(['sandbox', 'stripe']), publishableKey: z.string().nullable() }),
  mail: z.enum(['mailbox', 'smtp']),
  sms: z.enum(['log', 'twilio']),
  geo: z.enum(['gazetteer', 'maps']),
  /** True while any outside service runs on its offline test double (in production only by TEST_MODE). */
  testMode: z.boolean(),
  /** Which: simulated card payments, e-mails kept on the server, text messages kept on the server. */
  testServices: z.array(z.enum(['payments', 'mail', 'sms'])),
});
export type AppConfig = z.infer<typeof appConfig>;
export const appConfigResponse = envelope(appConfig);
