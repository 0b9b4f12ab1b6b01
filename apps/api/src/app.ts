/**
 * The application factory: everything but the listening socket and the process's signals, so tests
 * build the same app and `inject` requests into it.
 */

import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { PaymentProvider } from './adapters/payments/provider.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { sayRateLimited } from './i18n/reasons.ts';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from './lib/cache-control.ts';
import { depsOf } from './lib/deps.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { finishOpenApi } from './lib/openapi.ts';
import { rateLimitStore } from './lib/rate-limit-store.ts';
import { REDACTED_LOG_PATHS, redactUrl } from './lib/redact.ts';
import { requestLocale } from './lib/request-locale.ts';
import { companyAccountRoutes } from './modules/accounts/accounts/company-routes.ts';
import { accountRoutes } from './modules/accounts/accounts/customer-routes.ts';
import { staffAccountRoutes } from './modules/accounts/accounts/staff-routes.ts';
import { guestBookingRoutes } from './modules/accounts/guest-bookings/routes.ts';
import { passkeyRoutes } from './modules/accounts/passkeys/routes.ts';
import { secondFactorRoutes, secondFactorTeamRoutes } from './modules/accounts/second-factor/routes.ts';
import { staffTeamRoutes } from './modules/accounts/staff-team/routes.ts';
import { catalogRoutes } from './modules/companies/catalog/routes.ts';
import { crewRoutes } from './modules/companies/crews/routes.ts';
import { QuestionnaireCache } from './modules/companies/discovery/questionnaire.ts';
import { discoveryRoutes } from './modules/companies/discovery/routes.ts';
import type { AskCompany } from './modules/companies/discovery/service.ts';
import { moderationRoutes } from './modules/companies/moderation/routes.ts';
import { onboardingRoutes } from './modules/companies/onboarding/routes.ts';
import { replyTimeOf } from './modules/companies/pages/reply-times.ts';
import { companyPageRoutes } from './modules/companies/pages/routes.ts';
import { photoConsentRoutes } from './modules/companies/photo-consent/routes.ts';
import { companyNameRoutes } from './modules/companies/renames/routes.ts';
import { reviewRoutes } from './modules/companies/reviews/routes.ts';
import { companySetupRoutes } from './modules/companies/setup/routes.ts';
import { staffCompanyRoutes } from './modules/companies/staff-companies/routes.ts';
import { bookingAlertRoutes } from './modules/messages/booking-alerts/routes.ts';
import { registerMailboxRoutes } from './modules/messages/notifications/mailbox-routes.ts';
import { notificationsPlugin } from './modules/messages/notifications/plugin.ts';
import { publicFormRoutes } from './modules/messages/public-forms/routes.ts';
import { staffInboxRoutes } from './modules/messages/staff-inbox/routes.ts';
import { discountCodeRoutes } from './modules/money/discount-codes/routes.ts';
import { companyInsightRoutes } from './modules/money/insights/routes.ts';
import { openChargeRoutes } from './modules/money/open-charges/routes.ts';
import { paymentMethodRoutes } from './modules/money/payment-methods/routes.ts';
import { givePaymentMove } from './modules/money/payments/ledger.ts';
import { createProvider, paymentRoutes } from './modules/money/payments/routes.ts';
import { sendReversal, sendTransfer } from './modules/money/payments/transfers.ts';
import { payoutRoutes } from './modules/money/payouts/routes.ts';
import { runSandboxPayouts } from './modules/money/payouts/service.ts';
import { staffAtRiskRoutes } from './modules/operations/at-risk/routes.ts';
import { staffCustomerRoutes } from './modules/operations/customers/routes.ts';
import { registerEmailPreviewRoutes } from './modules/operations/email-previews/routes.ts';
import { staffJobRoutes } from './modules/operations/failed-jobs/routes.ts';
import { settingRoutes } from './modules/operations/settings/routes.ts';
import { purgeOldRows } from './modules/operations/system/purge.ts';
import type { RunState } from './modules/operations/system/readiness.ts';
import { systemRoutes } from './modules/operations/system/routes.ts';
import { testHookRoutes } from './modules/operations/test-hooks/routes.ts';
import { worksOn } from './modules/tickets/booking/calendar.ts';
import { bookingRoutes } from './modules/tickets/booking/routes.ts';
import { openQuestion, questionLinks } from './modules/tickets/conversations/questions.ts';
import { conversationRoutes } from './modules/tickets/conversations/routes.ts';
import { remindUnread } from './modules/tickets/conversations/service.ts';
import { crewDayRoutes } from './modules/tickets/crew-day/routes.ts';
import { geoRoutes } from './modules/tickets/geo/routes.ts';
import { ticketLinkRoutes } from './modules/tickets/links/routes.ts';
import { confirmByPayment, lapseHolds } from './modules/tickets/moves/service.ts';
import { planRoutes } from './modules/tickets/plans/routes.ts';
import { sweepPlans } from './modules/tickets/plans/service.ts';
import { quoteApprovalRoutes } from './modules/tickets/quotes/approval/routes.ts';
import { approveByDeposit } from './modules/tickets/quotes/approval/service.ts';
import { companyQuoteRoutes } from './modules/tickets/quotes/company-routes.ts';
import { customerQuoteRoutes } from './modules/tickets/quotes/customer-routes.ts';
import { sweepQuotes } from './modules/tickets/quotes/sweep.ts';
import { reportRoutes } from './modules/tickets/reports/routes.ts';
import { rescheduleRoutes } from './modules/tickets/reschedule/routes.ts';
import { type OwedRefund, retryOwedRefund, sweepJobs } from './modules/tickets/sweeps/service.ts';
import { companyJobRoutes } from './modules/tickets/tickets/company-routes.ts';
import { ticketRoutes } from './modules/tickets/tickets/customer-routes.ts';
import { staffTicketRoutes } from './modules/tickets/tickets/staff-routes.ts';
import { tipRoutes } from './modules/tickets/tips/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { corsPlugin } from './plugins/cors.ts';
import { frameworkErrorAnswer, ROUTE_NOT_FOUND, registerErrorHandler } from './plugins/error-handler.ts';
import { etagPlugin } from './plugins/etag.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { refuseControlCharacters } from './plugins/request-guards.ts';
import { SECURITY_HEADERS, securityHeadersPlugin } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web.ts';
import { jobsPlugin } from './queue/plugin.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Write the app's usual logs (level from the config, secrets redacted) to this stream instead of stdout. */
  logStream?: { write(line: string): void };
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** Run the job queue's workers and schedules when the app is ready (default true); without, jobs are only queued. */
  startWorkers?: boolean;
  /** The clock (tests fix it). */
  now?: () => Date;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A request's child logger (with its id) is made when it logs something, not for every request.
    childLoggerFactory: lazyChildLogger,
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Behind a load balancer the client's address comes from X-Forwarded-For (rate limits need it).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed or oversized URL is answered before routing: in the envelope, without echoing the URL.
    frameworkErrors: (error, _request, reply) => {
      const { status, message } = frameworkErrorAnswer(error);
      return (reply as FastifyReply).status(status).send({ statusCode: status, message, data: null });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  database.onSlowQuery(config.slowQueryMs, (query) => app.log.warn(query, 'slow query'));
  app.decorate('runState', { workersRunning: false, shuttingDown: false } satisfies RunState);
  // A booking's payment confirms it by ticket-moves' move: the ledger sits below ticket-moves (decisions 0032, 0039).
  // A quote's deposit approves the quote by its move (tickets/quotes/approval).
  givePaymentMove({ booking: confirmByPayment, deposit: approveByDeposit });
  // Callback hooks where there is nothing to await: an async hook costs a promise on every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandler(app);

  // Helmet's headers, worked out once (plugins/security-headers.ts).
  await app.register(securityHeadersPlugin, SECURITY_HEADERS);
  // One allowed origin, as @fastify/cors answered it (plugins/cors.ts).
  await app.register(corsPlugin, { origin: config.corsOrigin });
  // Every GET answered 200 gets an ETag and a 304 when it has not changed (before compression: the hook
  // order is the registration order, and the ETag is of the uncompressed body). Near-static answers (the
  // catalogue, questionnaires) bring their own, hashed once per version, and their compressed bytes
  // (lib/route.ts, lib/cache-control.ts).
  await app.register(etagPlugin);
  // Text answers above a small size go compressed; the web app's files are compressed at build and
  // served as they are (see plugins/web.ts). Brotli at quality 5: most of its gain for a fraction of
  // the CPU of its default 11.
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(formbody, { bodyLimit: config.bodyLimit });

  const now = options.now ?? (() => new Date());
  await app.register(authPlugin, { now });
  await app.register(metricsPlugin, { token: config.metricsToken, poolStats: () => database.poolStats() });
  await app.register(jobsPlugin, { database, startWorkers: options.startWorkers ?? true });
  await app.register(notificationsPlugin, { now });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'UpKeep API',
        version: '0.1.0',
        description:
          'The API of the UpKeep marketplace. Every answer is the envelope { statusCode, message, data, pages? }; every body may be JSON or form-encoded.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? finishOpenApi(document.openapiObject, config.publicUrl) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  /** The payment provider, created with the API's routes; the job sweeper refunds through it too. */
  let provider: PaymentProvider | undefined;
  // The questionnaires, read once per server: discovery's and booking's routes, and the plans' sweep.
  const questionnaires = new QuestionnaireCache(app.db);
  // The limiter counts where every process sees the same counters (lib/rate-limit-store.ts).
  const limiterStore = rateLimitStore(app.db, database.kind, config.redisUrl);
  // The private links of questions asked before booking, made from the server's secret (conversations).
  const questions = questionLinks(config.jwtSecret, config.publicUrl);
  app.addHook('onClose', () => limiterStore.close());
  await app.register(
    async (api) => {
      // Every API route is limited per client address; routes that need tighter limits set their own.
      await api.register(rateLimit, {
        ...limiterStore.options,
        max: config.rateLimitMax,
        timeWindow: '1 minute',
        // The counts go out with a refusal (429: limit, remaining, reset, Retry-After), not on every answer: our
        // only client reads none of them, and each answer carried three more headers to write and to read.
        addHeadersOnExceeding: {
          'x-ratelimit-limit': false,
          'x-ratelimit-remaining': false,
          'x-ratelimit-reset': false,
        },
        errorResponseBuilder: (request, context) => ({
          statusCode: 429,
          // In the caller's language (issue 49); English as it always read.
          message: sayRateLimited(context.after, requestLocale(request)),
          data: null,
        }),
      });
      // Personal answers must not be kept by browsers or proxies; near-static ones set their own caching.
      api.addHook('onSend', (_request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done(null, payload);
      });
      api.addHook('preValidation', refuseControlCharacters);
      await api.register(systemRoutes);
      await api.register(catalogRoutes);
      await api.register(publicFormRoutes);
      await api.register(accountRoutes);
      await api.register(geoRoutes);
      // Offers for a date leave out a company away that day (booking's calendar; discovery cannot import it).
      const worksOnDate = (companyServiceId: number, date: string) => worksOn(depsOf(api), companyServiceId, date);
      // And say how soon each company usually answers a message (conversations; discovery cannot import it).
      const replyTimes = async (companyIds: readonly number[]) =>
        new Map(
          await Promise.all(
            companyIds.map(async (id) => [id, await replyTimeOf(api.db, id, depsOf(api).now())] as const),
          ),
        );
      // A question from the offers opens a conversation with the company (conversations; discovery cannot import it).
      const askCompany: AskCompany = (tx, question, now) => openQuestion(depsOf(api), questions, tx, question, now);
      await api.register(discoveryRoutes, { questionnaires, worksOn: worksOnDate, replyTimes, askCompany });
      await api.register(bookingRoutes, { questionnaires });
      provider = createProvider(api);
      await api.register(paymentRoutes, { provider });
      await api.register(paymentMethodRoutes, { provider });
      await api.register(planRoutes, { provider });
      await api.register(payoutRoutes, { provider });
      await api.register(rescheduleRoutes, { provider });
      await api.register(quoteApprovalRoutes, { provider });
      await api.register(openChargeRoutes, { provider });
      await api.register(tipRoutes, { provider });
      await api.register(ticketRoutes, { provider });
      await api.register(reviewRoutes);
      await api.register(companyPageRoutes);
      await api.register(photoConsentRoutes);
      await api.register(ticketLinkRoutes);
      await api.register(guestBookingRoutes);
      await api.register(companyAccountRoutes);
      await api.register(companyInsightRoutes);
      await api.register(companyJobRoutes, { provider });
      await api.register(companyQuoteRoutes);
      await api.register(customerQuoteRoutes);
      await api.register(companySetupRoutes, { questionnaires });
      await api.register(crewRoutes);
      await api.register(crewDayRoutes);
      await api.register(conversationRoutes, { database });
      await api.register(staffAccountRoutes);
      await api.register(secondFactorRoutes);
      await api.register(secondFactorTeamRoutes);
      await api.register(passkeyRoutes);
      await api.register(onboardingRoutes);
      await api.register(reportRoutes);
      await api.register(staffInboxRoutes);
      await api.register(staffTicketRoutes, { provider });
      await api.register(staffCustomerRoutes);
      await api.register(staffCompanyRoutes);
      await api.register(companyNameRoutes);
      await api.register(moderationRoutes);
      await api.register(discountCodeRoutes);
      await api.register(settingRoutes);
      await api.register(staffTeamRoutes);
      await api.register(bookingAlertRoutes);
      await api.register(staffAtRiskRoutes);
      await api.register(staffJobRoutes);
      // The browser suite's hooks: only with UPKEEP_TEST_HOOKS=1, never in production (the plugin checks).
      await api.register(testHookRoutes);
    },
    { prefix: '/api' },
  );
  await registerMailboxRoutes(app);
  // Every e-mail with sample data at /dev/emails: outside production only (the function checks).
  await registerEmailPreviewRoutes(app);
  // The background work of each queue (queue/queues.ts; deliver-message is the notifications plugin's).
  const deps = depsOf(app);
  const ledger = () => {
    if (!provider) throw new Error('the payment provider is not set up');
    return { ...deps, provider };
  };
  app.jobs.define('lapsed-holds', () => app.db.transaction((tx) => lapseHolds(deps, tx, null, deps.now())));
  app.jobs.define('ticket-sweep', () => sweepJobs(ledger(), deps.now()));
  app.jobs.define('refund-retry', (job) => retryOwedRefund(ledger(), job.data as unknown as OwedRefund));
  app.jobs.define('payout-transfer', (job) =>
    sendTransfer(ledger(), Number((job.data as { transferId?: unknown }).transferId)),
  );
  app.jobs.define('sandbox-payouts', () => runSandboxPayouts(ledger()));
  app.jobs.define('payout-reversal', (job) =>
    sendReversal(ledger(), Number((job.data as { reversalId?: unknown }).reversalId)),
  );
  app.jobs.define('plan-sweep', () => sweepPlans({ ...ledger(), questionnaires }));
  app.jobs.define('quote-sweep', () => sweepQuotes(deps, deps.now()));
  app.jobs.define('purge', () => purgeOldRows(app.db, deps.now(), config.purge));
  app.jobs.define('message-unread', (job) =>
    remindUnread(deps, { question: questions.url }, Number((job.data as { messageId?: unknown }).messageId)),
  );
  app.addHook('preClose', async () => {
    app.runState.shuttingDown = true;
  });

  if (options.serveWeb ?? true) {
    await registerWebApp(app, config.webDist);
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ statusCode: 404, message: ROUTE_NOT_FOUND, data: null }),
    );
  }
  return app;
}
