import { paymentMethodEndpoints as endpoints, type PaymentNextAction } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import { SandboxProvider } from '../../../adapters/payments/sandbox.ts';
import { okIn } from '../../../i18n/success-words.ts';
import { depsOf } from '../../../lib/deps.ts';
import { ok } from '../../../lib/envelope.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { callerOf, customerIdOf } from '../../../plugins/auth.ts';
import * as service from './service.ts';

/** Saved cards (issue 31): the customer's list, a new card's setup, removal, one-tap payment; the sandbox's setup. */
export const paymentMethodRoutes: FastifyPluginAsync<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const deps = { ...depsOf(app), provider };
  const payLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  route(app, endpoints.savedCards, async (request) => ok(await service.savedCardsOf(deps, customerIdOf(request))));
  route(
    app,
    endpoints.addCard,
    async (request) =>
      okIn(request, await service.startCardSetup(deps, customerIdOf(request)), 'Confirm the card to save it', 201),
    payLimit,
  );
  route(app, endpoints.removeCard, async (request) => {
    await service.removeCard(deps, customerIdOf(request), request.params.id);
    return okIn(request, null, 'Card removed');
  });
  route(
    app,
    endpoints.payWithSavedCard,
    async (request) => {
      const principal = callerOf(request);
      if (principal.kind !== 'customer') throw notFound(service.CARD_MESSAGES.notFound);
      return ok(await service.payWithSavedCard(deps, principal, request.params.id, request.body));
    },
    payLimit,
  );

  if (provider instanceof SandboxProvider) {
    route(
      app,
      endpoints.sandboxConfirmSetup,
      async (request) => {
        const { clientSecret, returnUrl, ...card } = request.body;
        const answer = await provider.confirmSetup(request.params.id, clientSecret, card, returnUrl ?? null);
        if (!answer) throw notFound('No such setup intent');
        return ok(setupAnswer(answer.setup, answer.nextAction));
      },
      payLimit,
    );
    route(
      app,
      endpoints.sandboxAuthenticateSetup,
      async (request) => {
        const result = await provider.cards.authenticateSetup(
          request.params.id,
          request.body.clientSecret,
          request.body.outcome,
        );
        if (result.kind === 'not_found') throw notFound('No such setup intent');
        if (result.kind === 'unexpected_state') {
          throw conflict(
            `This card setup does not wait for authentication (its status is ${result.setup.status}).`,
            'setup_intent_unexpected_state',
          );
        }
        return ok(setupAnswer(result.setup, null));
      },
      payLimit,
    );
  }
};

/** A setup intent as the browser's sandbox calls answer it, as a payment intent is. */
function setupAnswer(
  setup: { id: string; status: string; lastError: { code: string; message: string } | null },
  nextAction: PaymentNextAction | null,
) {
  return {
    id: setup.id,
    status: setup.status,
    error: setup.status === 'succeeded' ? null : setup.lastError,
    nextAction,
  };
}
