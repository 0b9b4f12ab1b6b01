import { z } from 'zod';
import { envelope } from './envelope.ts';

export const healthResponse = envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }));

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
