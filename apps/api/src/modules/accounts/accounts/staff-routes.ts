import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staffCallerOf } from '../../../plugins/auth.ts';
import { realmPasswordRoutes } from './realm-password-routes.ts';
import { realmSignInRoutes } from './realm-sign-in-routes.ts';
import { staffMe, staffPasswords, staffSignIn } from './staff-users.ts';

export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, now: app.now, outbox: app.outbox, jobs: app.jobs, publicUrl: app.config.publicUrl };

  realmSignInRoutes(
    app,
    staffSignIn(app.db, app.tokens),
    {
      login: endpoints.staffLogin,
      mfa: endpoints.staffMfa,
      mfaPasskeyOptions: endpoints.staffMfaPasskeyOptions,
      passkeyOptions: endpoints.staffPasskeySignInOptions,
      passkey: endpoints.staffPasskeySignIn,
      logout: endpoints.staffLogout,
      me: endpoints.staffMe,
      signOutOthers: endpoints.staffSignOutOthers,
    },
    (request) => staffMe(app.db, staffCallerOf(request)),
  );

  realmPasswordRoutes(
    app,
    deps,
    staffPasswords(app.tokens),
    {
      change: endpoints.staffChangePassword,
      recover: endpoints.staffRecoverPassword,
      reset: endpoints.staffResetPassword,
    },
    (request) => staffCallerOf(request).staffUserId,
  );
};
