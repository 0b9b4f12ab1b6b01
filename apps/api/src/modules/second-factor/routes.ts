/** The signed-in company user's or staff member's authenticator (issue 47): its state, set up, confirm, turn off. */
import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { companyCallerOf, staffCallerOf } from '../../plugins/auth.ts';
import { beginTotp, confirmTotp, disableTotp, secondFactorState } from './service.ts';

/** Codes are guessable one at a time: a few tries a minute per client. */
const CODE_LIMIT = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, now: app.now, secret: app.config.jwtSecret };
  for (const realm of ['company', 'staff'] as const) {
    const userOf = (request: FastifyRequest) =>
      realm === 'company' ? companyCallerOf(request).companyUserId : staffCallerOf(request).staffUserId;
    const e =
      realm === 'company'
        ? {
            state: endpoints.companySecondFactor,
            enrol: endpoints.companyTotpEnrol,
            confirm: endpoints.companyTotpConfirm,
            disable: endpoints.companyTotpDisable,
          }
        : {
            state: endpoints.staffSecondFactor,
            enrol: endpoints.staffTotpEnrol,
            confirm: endpoints.staffTotpConfirm,
            disable: endpoints.staffTotpDisable,
          };
    route(app, e.state, async (request) => ok(await secondFactorState(deps, realm, userOf(request))));
    route(app, e.enrol, async (request) => ok(await beginTotp(deps, realm, userOf(request))), CODE_LIMIT);
    route(
      app,
      e.confirm,
      async (request) =>
        ok(
          await confirmTotp(deps, realm, userOf(request), request.body.code),
          'Authenticator set up. Keep your recovery codes somewhere safe: they are shown once.',
        ),
      CODE_LIMIT,
    );
    route(
      app,
      e.disable,
      async (request) => {
        await disableTotp(deps, realm, userOf(request), request.body.code);
        return ok(null, 'Authenticator turned off');
      },
      CODE_LIMIT,
    );
  }
};
