import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync } from 'fastify';
import { okIn } from '../../../i18n/success-words.ts';
import { ok } from '../../../lib/envelope.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { requestLocale } from '../../../lib/request-locale.ts';
import { route } from '../../../lib/route.ts';
import { bearerToken, callerOf, customerIdOf, INVALID_TOKEN_MESSAGE } from '../../../plugins/auth.ts';
import { DEVICE_COOKIE } from './device-trust.ts';
import * as accounts from './service.ts';
import { signInRule } from './sign-in.ts';
import { ACCOUNT_MAX_FAILURES, LOGIN_MAX_FAILURES } from './throttle.ts';

/** Per client address, on top of the per-(address, e-mail) sign-in throttle. */
export const ACCOUNT_RATE_LIMITS = {
  signUp: { max: 10, timeWindow: '1 minute' },
  login: { max: 60, timeWindow: '1 minute' },
  guest: { max: 30, timeWindow: '1 minute' },
  forgotPassword: { max: 5, timeWindow: '1 minute' },
  changePassword: { max: 10, timeWindow: '1 minute' },
  /** The company portal's and the staff console's password links: each one sends an e-mail. */
  recoverPassword: { max: 5, timeWindow: '1 minute' },
  resetPassword: { max: 10, timeWindow: '1 minute' },
} as const;

export const accountRoutes: FastifyPluginAsync = async (app) => {
  const deps: accounts.AccountDeps = {
    db: app.db,
    tokens: app.tokens,
    now: app.now,
    outbox: app.outbox,
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
  };
  const signIn = signInRule({ ...deps, secret: app.config.jwtSecret }, accounts.customerSignIn(deps));

  route(
    app,
    endpoints.signUp,
    async (request) => {
      const b = request.body;
      const session = await accounts.signUp(deps, {
        name: b.Name,
        email: b.Email,
        phoneNumber: b.PhoneNumber,
        password: b.Password,
        origin: b.Origin,
        locale: requestLocale(request),
      });
      return okIn(request, session, 'User created', 201);
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.signUp } },
  );

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const session = await signIn(request, reply, request.body.Email, request.body.Password);
      return okIn(request, session, 'Login successful');
    },
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
      description: `After ${LOGIN_MAX_FAILURES} failed attempts for one e-mail from one address within 15 minutes, that pair answers 429 until the window passes. After ${ACCOUNT_MAX_FAILURES} failed attempts on one account from any addresses, the account answers 429 to browsers that never signed in to it (those that did carry the ${DEVICE_COOKIE} cookie and are not held back), and its owner is told by e-mail.`,
    },
  );

  route(app, endpoints.logout, async (request) => {
    await accounts.signOut(deps, bearerToken(request));
    return okIn(request, null, 'Signed out');
  });

  route(
    app,
    endpoints.guestLogin,
    async (request) => okIn(request, await accounts.guestLogin(deps), 'Guest session created'),
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.guest },
    },
  );

  route(app, endpoints.validateToken, async (request) => {
    const resolved = await app.resolvePrincipal(request);
    if (!resolved) throw unauthorized(INVALID_TOKEN_MESSAGE);
    return okIn(request, { kind: resolved.principal.kind, expiresAt: resolved.expiresAt.toISOString() }, 'Valid token');
  });

  route(
    app,
    endpoints.forgotPassword,
    async (request) => {
      await accounts.forgotPassword(deps, request.body.Email, requestLocale(request));
      return okIn(request, null, Messages.forgotPassword);
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.forgotPassword } },
  );

  route(
    app,
    endpoints.changePassword,
    async (request) => {
      const { CurrentPassword, NewPassword } = request.body;
      return ok(
        await accounts.changePassword(deps, customerIdOf(request), CurrentPassword, NewPassword),
        Messages.passwordUpdated,
      );
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.changePassword } },
  );

  route(app, endpoints.profile, async (request) => ok(await accounts.getProfile(deps, customerIdOf(request))));

  route(app, endpoints.updateProfile, async (request) =>
    okIn(request, await accounts.updateProfile(deps, customerIdOf(request), request.body), Messages.profileUpdated),
  );

  route(app, endpoints.customerLocale, async (request) =>
    okIn(request, await accounts.setLocale(deps, callerOf(request), request.body.locale), 'Language saved'),
  );
};
