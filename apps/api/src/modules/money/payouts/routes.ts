import { endpoints, SANDBOX_LINK_GONE_CODE } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { SandboxProvider } from '../../../adapters/payments/sandbox.ts';
import { type LinkCheck, SandboxOnboardingError } from '../../../adapters/payments/sandbox-connect.ts';
import { StripeProvider } from '../../../adapters/payments/stripe.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { AppError, badRequest, fieldError, notFound } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf, staffCallerOf } from '../../../plugins/auth.ts';
import { stripeWebhookRoute } from '../payments/stripe-webhook.ts';
import { handleConnectEvent } from './events.ts';
import { reconcile } from './reconciliation.ts';
import { accountState, payoutsOverview, setSchedule, startOnboarding } from './service.ts';
import { holdPayouts, releasePayouts, staffCompanyPayouts, staffPayouts } from './staff.ts';

/** Each onboarding link (or schedule change) costs calls to the provider: a handful a minute is all an owner needs. */
const onboardingLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };
const sandboxLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

/** A used or expired account link: Stripe sends the owner to the refresh URL, which asks for a new one. */
const linkGone = (check: Extract<LinkCheck, { kind: 'gone' }>) =>
  new AppError(
    410,
    `This onboarding link was used or has expired. Ask for a new one: ${check.refreshUrl}`,
    undefined,
    SANDBOX_LINK_GONE_CODE,
  );

export const payoutRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = { ...depsOf(app), provider };

  route(
    app,
    endpoints.companyPayoutOnboarding,
    async (request) => ok(await startOnboarding(deps, companyCallerOf(request)), 'Onboarding link created'),
    onboardingLimit,
  );

  route(app, endpoints.companyPayouts, async (request) => ok(await payoutsOverview(deps, companyCallerOf(request))));

  route(app, endpoints.companyPayoutAccount, async (request) => ok(await accountState(deps, companyCallerOf(request))));

  route(
    app,
    endpoints.companyPayoutSchedule,
    async (request) =>
      ok(await setSchedule(deps, companyCallerOf(request), request.body), 'The payout schedule is saved.'),
    onboardingLimit,
  );

  route(app, endpoints.staffPayouts, async () => ok(await staffPayouts(app.db)));

  route(app, endpoints.staffCompanyPayouts, async (request) => ok(await staffCompanyPayouts(deps, request.params.id)));

  route(app, endpoints.staffReconciliation, async (request) =>
    ok(await reconcile(app.db, request.query.from, request.query.to)),
  );

  route(app, endpoints.holdCompanyPayouts, async (request) =>
    ok(
      await holdPayouts(deps, staffCallerOf(request), request.params.id, request.body.reason),
      "The company's payouts are held.",
    ),
  );

  route(app, endpoints.releaseCompanyPayouts, async (request) =>
    ok(
      await releasePayouts(deps, staffCallerOf(request), request.params.id, request.body.reason),
      "The company's payouts are released.",
    ),
  );

  if (provider instanceof SandboxProvider) {
    route(
      app,
      endpoints.sandboxOnboardingInfo,
      async (request) => {
        const check = await provider.connect.checkLink(request.params.id, request.query.link);
        if (check.kind === 'not_found') throw notFound('No such onboarding link');
        if (check.kind === 'gone') throw linkGone(check);
        const { id, businessName, email } = check.account;
        return ok({ accountId: id, businessName, email });
      },
      sandboxLimit,
    );

    route(
      app,
      endpoints.sandboxOnboardingSubmit,
      async (request) => {
        let result: Awaited<ReturnType<typeof provider.connect.completeOnboarding>>;
        try {
          result = await provider.connect.completeOnboarding(request.params.id, request.body);
        } catch (err) {
          if (err instanceof SandboxOnboardingError) {
            throw err.field ? fieldError(err.field, err.message) : badRequest(err.message);
          }
          throw err;
        }
        if (result.kind === 'not_found') throw notFound('No such onboarding link');
        if (result.kind === 'gone') throw linkGone(result);
        // Stripe tells the platform by an `account.updated` event; the sandbox tells it at once.
        await handleConnectEvent(deps, {
          id: `evt_sbx_${result.account.id}_${deps.now().getTime()}`,
          type: 'account.updated',
          accountId: result.account.id,
          account: result.account,
          payout: null,
        });
        return ok({ returnUrl: result.returnUrl }, 'Onboarding completed');
      },
      sandboxLimit,
    );
  }

  if (provider instanceof StripeProvider) {
    const secret = app.config.payments.provider === 'stripe' ? app.config.payments.connectWebhookSecret : null;
    await stripeWebhookRoute(
      app,
      endpoints.stripeConnectWebhook,
      secret,
      'The Connect webhook is not configured',
      (event) => handleConnectEvent(deps, StripeProvider.connectEvent(event)),
    );
  }
};
