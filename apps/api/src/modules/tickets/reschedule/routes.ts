import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf } from '../../../plugins/auth.ts';

import * as reschedule from './service.ts';

export const rescheduleRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const payLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  const deps = depsOf(app);
  const ledger = { ...deps, provider };

  route(app, endpoints.rescheduleFee, async (request) =>
    ok(await reschedule.rescheduleFee(deps, request.principal, request.params.id)),
  );

  route(app, endpoints.ticketCompanyService, async (request) =>
    ok(await reschedule.ticketCompanyService(app.db, request.principal, request.params.ticketId)),
  );

  route(
    app,
    endpoints.rescheduleIntent,
    async (request) => ok(await reschedule.rescheduleIntent(ledger, request.principal, request.body.TicketID)),
    payLimit,
  );

  route(
    app,
    endpoints.validateReschedulePayment,
    async (request) =>
      ok(
        await reschedule.validateReschedulePayment(
          ledger,
          request.principal,
          request.body.TicketID,
          request.body.PaymentIntentID,
        ),
        'Payment validated',
      ),
    payLimit,
  );

  route(app, endpoints.reschedule, async (request) =>
    ok(
      await reschedule.reschedule(deps, request.principal, request.params.id, {
        scheduleId: request.body.ScheduleID,
        newDate: request.body.newDate,
      }),
      Messages.rescheduled,
    ),
  );

  // Each answer e-mails the customer: bounded per address like the company's other messages.
  const decisionLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  route(
    app,
    endpoints.companyAcceptMoveRequest,
    async (request) => {
      const data = await reschedule.acceptMoveRequest(deps, companyCallerOf(request), request.params.id);
      return ok(data, 'The move was accepted; the customer was told.');
    },
    decisionLimit,
  );
  route(
    app,
    endpoints.companyDeclineMoveRequest,
    async (request) => {
      const data = await reschedule.declineMoveRequest(
        ledger,
        companyCallerOf(request),
        request.params.id,
        request.body.reason,
      );
      return ok(data, 'The move was declined; the booking keeps its time and the customer was told.');
    },
    decisionLimit,
  );
};
