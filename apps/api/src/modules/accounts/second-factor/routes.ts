/** The signed-in company user's or staff member's authenticator (issue 47): its state, set up, confirm, turn off. */
import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf, realmUserIdOf, staffCallerOf } from '../../../plugins/auth.ts';
import { recordOwnSecurityChange } from '../../operations/audit/audit.ts';
import {
  beginTotp,
  companyTeamFactors,
  confirmTotp,
  disableTotp,
  ownerTeamFactors,
  resetSecondFactor,
  secondFactorState,
  setCompanyFactorPolicy,
  staffTeamFactors,
} from './service.ts';

/** Codes are guessable one at a time: a few tries a minute per client. */
const CODE_LIMIT = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, now: app.now, secret: app.config.jwtSecret };
  for (const realm of ['company', 'staff'] as const) {
    const userOf = (request: FastifyRequest) => realmUserIdOf(request, realm);
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
    const audit = (request: FastifyRequest, action: string) =>
      recordOwnSecurityChange(app.db, realm, userOf(request), { action, at: app.now() });
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

/** The team's second factors: the owner's view and policy, UpKeep's view and the reset of a lost factor (audited). */
export const secondFactorTeamRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, now: app.now };
  route(app, endpoints.companyTeamSecondFactors, async (request) =>
    ok(await ownerTeamFactors(app.db, companyCallerOf(request))),
  );
  route(app, endpoints.companySecondFactorPolicy, async (request) => {
    const team = await setCompanyFactorPolicy(deps, companyCallerOf(request), request.body.required);
    return ok(
      team,
      team.required ? 'A second factor is now required of your team' : 'A second factor is no longer required',
    );
  });
  route(app, endpoints.staffSecondFactors, async () => ok(await staffTeamFactors(app.db)));
  route(app, endpoints.staffResetStaffSecondFactor, async (request) => {
    await resetSecondFactor(deps, staffCallerOf(request), { realm: 'staff', userId: request.params.id });
    return ok(null, 'Second factor reset: they set up a new one at their next sign-in');
  });
  route(app, endpoints.staffCompanySecondFactors, async (request) =>
    ok(await companyTeamFactors(app.db, request.params.id)),
  );
  route(app, endpoints.staffResetCompanySecondFactor, async (request) => {
    const { id, userId } = request.params;
    await resetSecondFactor(deps, staffCallerOf(request), { realm: 'company', companyId: id, userId });
    return ok(null, 'Second factor reset: they set up a new one at their next sign-in');
  });
};
