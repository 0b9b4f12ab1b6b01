import { endpoints } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { route } from '../../../lib/route.ts';
import { companyCallerOf } from '../../../plugins/auth.ts';
import { companyPasswords, companySignIn, me, setCompanyLocale } from './company-users.ts';
import { realmPasswordRoutes } from './realm-password-routes.ts';
import { realmSignInRoutes } from './realm-sign-in-routes.ts';

export const companyAccountRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, now: app.now, outbox: app.outbox, jobs: app.jobs, publicUrl: app.config.publicUrl };

  realmSignInRoutes(
    app,
    companySignIn(app.db, app.tokens),
    {
      login: endpoints.companyLogin,
      mfa: endpoints.companyMfa,
      mfaPasskeyOptions: endpoints.companyMfaPasskeyOptions,
      passkeyOptions: endpoints.companyPasskeySignInOptions,
      passkey: endpoints.companyPasskeySignIn,
      logout: endpoints.companyLogout,
      me: endpoints.companyMe,
      signOutOthers: endpoints.companySignOutOthers,
    },
    (request) => me(app.db, companyCallerOf(request)),
  );

  realmPasswordRoutes(
    app,
    deps,
    companyPasswords(app.tokens),
    {
      change: endpoints.companyChangePassword,
      recover: endpoints.companyRecoverPassword,
      reset: endpoints.companyResetPassword,
    },
    (request) => companyCallerOf(request).companyUserId,
  );

  route(app, endpoints.companyLocale, async (request) =>
    okIn(request, await setCompanyLocale(app.db, companyCallerOf(request), request.body.locale), 'Language saved'),
  );
};
