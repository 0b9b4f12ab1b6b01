/** The signed-in company user's or staff member's authenticator (issue 47): its state, set up, confirm, turn off. */
import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { companyCallerOf, staffCallerOf } from '../../plugins/auth.ts';
import { recordStaffAction } from '../staff-audit/audit.ts';
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
    // A staff member's own factor is a security event of the console: audited, as their password is.
    const audit = async (request: FastifyRequest, action: string) => {
      if (realm !== 'staff') return;
      const staffUserId = userOf(request);
      await recordStaffAction(app.db, { staffUserId }, { action, target: `staff:${staffUserId}`, at: app.now() });
    };
    route(app, e.state, async (request) => ok(await secondFactorState(deps, realm, userOf(request))));
    route(
      app,
      e.enrol,
      async (request) => {
        const started = await beginTotp(deps, realm, userOf(request));
        await audit(request, 'staff.second-factor.start');
        return ok(started);
      },
      CODE_LIMIT,
    );
    route(
      app,
      e.confirm,
      async (request) => {
        const codes = await confirmTotp(deps, realm, userOf(request), request.body.code);
        await audit(request, 'staff.second-factor.on');
        return ok(codes, 'Authenticator set up. Keep your recovery codes somewhere safe: they are shown once.');
      },
      CODE_LIMIT,
    );
    route(
      app,
      e.disable,
      async (request) => {
        await disableTotp(deps, realm, userOf(request), request.body.code);
        await audit(request, 'staff.second-factor.off');
        return ok(null, 'Authenticator turned off');
      },
      CODE_LIMIT,
    );
  }
};
