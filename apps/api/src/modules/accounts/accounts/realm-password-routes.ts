/**
 * The password routes of the realms beside the customers' (company users, UpKeep staff): change one's own,
 * ask for a one-time link, set a new one with it. Each realm names its three endpoints, its passwords and
 * how the signed-in caller's id is read; the rules are realm-passwords.ts's.
 */
import { type endpoints, Messages } from '@upkeep/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../lib/route.ts';
import { ACCOUNT_RATE_LIMITS } from './customer-routes.ts';
import {
  changeRealmPassword,
  type RealmPasswordAccount,
  type RealmPasswordDeps,
  type RealmPasswords,
  recoverRealmPassword,
  resetRealmPassword,
} from './realm-passwords.ts';

export interface RealmPasswordEndpoints {
  change: typeof endpoints.companyChangePassword | typeof endpoints.staffChangePassword;
  recover: typeof endpoints.companyRecoverPassword | typeof endpoints.staffRecoverPassword;
  reset: typeof endpoints.companyResetPassword | typeof endpoints.staffResetPassword;
}

export function realmPasswordRoutes<A extends RealmPasswordAccount>(
  app: FastifyInstance,
  deps: RealmPasswordDeps,
  passwords: RealmPasswords<A>,
  realmEndpoints: RealmPasswordEndpoints,
  callerId: (request: FastifyRequest) => number,
): void {
  route(
    app,
    realmEndpoints.change,
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      return ok(
        await changeRealmPassword(deps, passwords, callerId(request), currentPassword, newPassword),
        Messages.passwordUpdated,
      );
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.changePassword } },
  );

  route(
    app,
    realmEndpoints.recover,
    async (request) => {
      await recoverRealmPassword(deps, passwords, request.body.email);
      return ok(null, Messages.recoverPassword);
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.recoverPassword } },
  );

  route(
    app,
    realmEndpoints.reset,
    async (request) => {
      await resetRealmPassword(deps, passwords, request.body.token, request.body.newPassword);
      return ok(null, Messages.passwordReset);
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.resetPassword } },
  );
}
