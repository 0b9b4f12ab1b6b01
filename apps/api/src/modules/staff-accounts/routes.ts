import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { unauthorized } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { bearerToken, staffCallerOf } from '../../plugins/auth.ts';
import { DEVICE_COOKIES } from '../accounts/device-trust.ts';
import { realmPasswordRoutes } from '../accounts/realm-password-routes.ts';
import { realmSignIn } from '../accounts/realm-sign-in.ts';
import { ACCOUNT_RATE_LIMITS } from '../accounts/routes.ts';
import { signOut } from '../accounts/service.ts';
import { ACCOUNT_MAX_FAILURES, LOGIN_MAX_FAILURES } from '../accounts/throttle.ts';
import * as queries from './queries.ts';
import { staffPasswords } from './service.ts';
import { staffSession, toStaffUser } from './session.ts';

export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, now: app.now, outbox: app.outbox, publicUrl: app.config.publicUrl };
  const signIn = realmSignIn(
    { ...deps, secret: app.config.jwtSecret },
    {
      realm: 'staff',
      findByEmail: (email) => queries.staffUserByEmail(app.db, email),
      rehash: (id, hash) => queries.setStaffPassword(app.db, id, hash),
      session: (account) => staffSession(app.tokens, account),
      recoverPath: '/staff/recover-password',
    },
  );
  const passwords = staffPasswords(app.tokens);

  route(
    app,
    endpoints.staffLogin,
    async (request, reply) => {
      const session = await signIn(request, reply, request.body.Email, request.body.Password);
      return ok(session, 'Login successful');
    },
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
      description: `After ${LOGIN_MAX_FAILURES} failed attempts for one e-mail from one address within 15 minutes, that pair answers 429 until the window passes. After ${ACCOUNT_MAX_FAILURES} failed attempts on one account from any addresses, the account answers 429 to browsers that never signed in to it (those that did carry the ${DEVICE_COOKIES.staff.name} cookie and are not held back), and its owner is told by e-mail.`,
    },
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

  realmPasswordRoutes(
    app,
    deps,
    passwords,
    {
      change: endpoints.staffChangePassword,
      recover: endpoints.staffRecoverPassword,
      reset: endpoints.staffResetPassword,
    },
    (request) => staffCallerOf(request).staffUserId,
  );
};
