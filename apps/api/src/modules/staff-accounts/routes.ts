import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { unauthorized } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { bearerToken, staffCallerOf } from '../../plugins/auth.ts';
import { realmSignIn } from '../accounts/realm-sign-in.ts';
import { ACCOUNT_RATE_LIMITS } from '../accounts/routes.ts';
import { signOut } from '../accounts/service.ts';
import * as queries from './queries.ts';
import { staffSession, toStaffUser } from './session.ts';

export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  const signIn = realmSignIn(app.now, {
    findByEmail: (email) => queries.staffUserByEmail(app.db, email),
    rehash: (id, hash) => queries.setStaffPassword(app.db, id, hash),
    session: (account) => staffSession(app.tokens, account),
  });

  route(
    app,
    endpoints.staffLogin,
    async (request, reply) => {
      const session = await signIn(request, reply, request.body.Email, request.body.Password);
      return ok(session, 'Login successful');
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.login } },
  );

  route(app, endpoints.staffLogout, async (request) => {
    await signOut({ db: app.db, tokens: app.tokens, now: app.now }, bearerToken(request), ['staff']);
    return ok(null, 'Signed out');
  });

  route(app, endpoints.staffMe, async (request) => {
    const row = await queries.staffUserById(app.db, staffCallerOf(request).staffUserId);
    if (!row) throw unauthorized();
    return ok(toStaffUser(row));
  });
};
