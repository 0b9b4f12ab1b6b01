import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { route } from '../../lib/route.ts';
import { bearerToken, companyCallerOf } from '../../plugins/auth.ts';
import { realmSignIn } from '../accounts/realm-sign-in.ts';
import { ACCOUNT_RATE_LIMITS } from '../accounts/routes.ts';
import { signOut } from '../accounts/service.ts';
import * as queries from './queries.ts';
import { companySession, me } from './service.ts';

export const companyAccountRoutes: FastifyPluginAsync = async (app) => {
  const signIn = realmSignIn(app.db, app.now, 'company', {
    findByEmail: (email) => queries.companyUserByEmail(app.db, email),
    rehash: (id, hash) => queries.setCompanyUserPassword(app.db, id, hash),
    session: (account) => companySession(app.tokens, account),
  });

  route(
    app,
    endpoints.companyLogin,
    async (request, reply) => {
      const session = await signIn(request, reply, request.body.Email, request.body.Password);
      return ok(session, 'Login successful');
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.login } },
  );

  route(app, endpoints.companyLogout, async (request) => {
    await signOut({ db: app.db, tokens: app.tokens, now: app.now }, bearerToken(request), ['company']);
    return ok(null, 'Signed out');
  });

  route(app, endpoints.companyMe, async (request) => ok(await me(app.db, companyCallerOf(request))));
};
