import { planEndpoints as endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { notFound } from '../../../lib/errors.ts';
import { requestLocale, varyByLanguage } from '../../../lib/request-locale.ts';
import { route } from '../../../lib/route.ts';
import { callerOf, companyCallerOf, customerIdOf } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/**
 * Plans (issue 31): the customer starts, reads, skips, pauses, resumes and cancels; the company reads and confirms.
 * What the customer is answered is in their screen's language (issue 49: `Accept-Language`), the plan's words too.
 */
export const planRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = { ...depsOf(app), provider };
  const changeLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  route(
    app,
    endpoints.createPlan,
    async (request) => {
      const principal = callerOf(request);
      if (principal.kind !== 'customer') throw notFound(service.PLAN_MESSAGES.notFound);
      const plan = await service.startPlan(deps, principal, request.body, requestLocale(request));
      return okIn(request, plan, 'Plan started', 201);
    },
    changeLimit,
  );
  route(app, endpoints.customerPlans, async (request, reply) => {
    varyByLanguage(reply);
    return ok(await service.customerPlans(app.db, customerIdOf(request), requestLocale(request)));
  });
  route(app, endpoints.customerPlan, async (request, reply) => {
    varyByLanguage(reply);
    return ok(await service.customerPlan(app.db, customerIdOf(request), request.params.id, requestLocale(request)));
  });
  route(
    app,
    endpoints.skipPlanVisit,
    async (request) =>
      ok(
        await service.skipVisit(
          deps,
          customerIdOf(request),
          request.params.id,
          request.params.ticketId,
          requestLocale(request),
        ),
        'Visit skipped: it will not be charged',
      ),
    changeLimit,
  );
  route(
    app,
    endpoints.changePlanCard,
    async (request) =>
      ok(
        await service.changePlanCard(
          deps,
          customerIdOf(request),
          request.params.id,
          request.body.savedCardId,
          requestLocale(request),
        ),
        'The plan is paid with this card from now on',
      ),
    changeLimit,
  );
  route(
    app,
    endpoints.pausePlan,
    async (request) =>
      okIn(
        request,
        await service.pausePlan(deps, customerIdOf(request), request.params.id, requestLocale(request)),
        'Plan paused',
      ),
    changeLimit,
  );
  route(
    app,
    endpoints.resumePlan,
    async (request) =>
      okIn(
        request,
        await service.resumePlan(deps, customerIdOf(request), request.params.id, requestLocale(request)),
        'Plan resumed',
      ),
    changeLimit,
  );
  route(
    app,
    endpoints.cancelPlan,
    async (request) =>
      okIn(
        request,
        await service.cancelPlan(deps, customerIdOf(request), request.params.id, requestLocale(request)),
        'Plan cancelled',
      ),
    changeLimit,
  );
  route(app, endpoints.companyPlans, async (request) =>
    ok(await service.companyPlans(app.db, companyCallerOf(request).companyId)),
  );
  route(app, endpoints.planOffer, async (request) => ok(await service.planOfferOf(app.db, request.params.id)), {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  });
  route(app, endpoints.planDiscounts, async (request) =>
    ok(await service.planDiscountsOf(app.db, companyCallerOf(request).companyId, request.params.serviceId)),
  );
  route(
    app,
    endpoints.updatePlanDiscounts,
    async (request) =>
      ok(
        await service.setPlanDiscounts(
          app.db,
          companyCallerOf(request).companyId,
          request.params.serviceId,
          request.body,
        ),
        'Plan discounts saved',
      ),
    changeLimit,
  );
  route(app, endpoints.staffPlans, async () => ok(await service.allPlans(app.db)));
  route(
    app,
    endpoints.confirmPlan,
    async (request) =>
      ok(await service.confirmPlan(deps, companyCallerOf(request), request.params.id), 'Plan confirmed'),
    changeLimit,
  );
  route(
    app,
    endpoints.movePlan,
    async (request) =>
      okIn(
        request,
        await service.requestMove(deps, customerIdOf(request), request.params.id, request.body, requestLocale(request)),
        'Asked: the company accepts or declines the move',
      ),
    changeLimit,
  );
  route(
    app,
    endpoints.withdrawPlanMove,
    async (request) =>
      okIn(
        request,
        await service.withdrawMove(deps, customerIdOf(request), request.params.id, requestLocale(request)),
        'Request withdrawn',
      ),
    changeLimit,
  );
  route(
    app,
    endpoints.acceptPlanMove,
    async (request) =>
      ok(
        await service.acceptMove(deps, companyCallerOf(request), request.params.id),
        'Move accepted: the visits are made again at the new day and time',
      ),
    changeLimit,
  );
  route(
    app,
    endpoints.declinePlanMove,
    async (request) =>
      ok(
        await service.declineMove(deps, companyCallerOf(request), request.params.id, request.body.reason),
        'Move declined: the visits keep their day and time',
      ),
    changeLimit,
  );
};
