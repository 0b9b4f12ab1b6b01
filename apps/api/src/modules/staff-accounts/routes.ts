import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { unauthorized } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { bearerToken, staffCallerOf } from '../../plugins/auth.ts';
import { DEVICE_COOKIES } from '../accounts/device-trust.ts';
import { changeRealmPassword, recoverRealmPassword, resetRealmPassword } from '../accounts/realm-passwords.ts';
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

  route(
    app,
    endpoints.staffChangePassword,
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      const caller = staffCallerOf(request);
      return ok(
        await changeRealmPassword(deps, passwords, caller.staffUserId, currentPassword, newPassword),
        Messages.passwordUpdated,
      );
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.changePassword } },
  );

  route(
    app,
    endpoints.staffRecoverPassword,
    async (request) => {
      await recoverRealmPassword(deps, passwords, request.body.email);
      return ok(null, Messages.recoverPassword);
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.recoverPassword } },
  );

  route(
    app,
    endpoints.staffResetPassword,
    async (request) => {
      await resetRealmPassword(deps, passwords, request.body.token, request.body.newPassword);
      return ok(null, Messages.passwordReset);
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.resetPassword } },
  );
};
