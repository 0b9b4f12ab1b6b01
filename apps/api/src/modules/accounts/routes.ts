import { endpoints, Messages } from '@upkeep/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { bearerToken, customerIdOf, INVALID_TOKEN_MESSAGE } from '../../plugins/auth.ts';
import { DEVICE_COOKIE, DeviceTrust } from './device-trust.ts';
import * as accounts from './service.ts';
import { ACCOUNT_MAX_FAILURES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS, LoginThrottle } from './throttle.ts';

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
  const throttle = new LoginThrottle(app.db, app.now, 'customer-pair');
  const accountThrottle = new LoginThrottle(app.db, app.now, 'customer-account', ACCOUNT_MAX_FAILURES);
  const deps: accounts.AccountDeps = {
    db: app.db,
    tokens: app.tokens,
    now: app.now,
    outbox: app.outbox,
    publicUrl: app.config.publicUrl,
  };
  const devices = new DeviceTrust(app.config.jwtSecret, app.config.publicUrl.startsWith('https:'));
  const tooMany = (reply: FastifyReply, waitMs: number, message: (minutes: number) => string) => {
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    return tooManyRequests(message(Math.ceil(seconds / 60)));
  };

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
      });
      return ok(session, 'User created', 201);
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.signUp } },
  );

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const email = request.body.Email;
      const pairKey = LoginThrottle.key(request.ip, email);
      const pairWait = await throttle.retryAfterMs(pairKey);
      if (pairWait > 0) {
        throw tooMany(reply, pairWait, (m) => `Too many failed sign-ins, please try again in ${m} minutes`);
      }
      const accountKey = email.toLowerCase();
      const knownDevice = devices.trusts(request, email);
      const accountWait = knownDevice ? 0 : await accountThrottle.retryAfterMs(accountKey);
      if (accountWait > 0) {
        throw tooMany(
          reply,
          accountWait,
          (m) =>
            `Too many failed sign-ins to this account, please try again in ${m} minutes, or sign in from a device you used before`,
        );
      }
      const session = await accounts.signIn(deps, email, request.body.Password);
      if (!session) {
        await throttle.recordFailure(pairKey);
        // The moment the account's limit trips, its owner hears of it (once a window; unknown e-mails silently).
        if ((await accountThrottle.recordFailure(accountKey)) === ACCOUNT_MAX_FAILURES) {
          await accounts.notifySignInsPaused(deps, email, Math.round(LOGIN_WINDOW_MS / 60_000));
        }
        throw unauthorized(Messages.invalidLogin);
      }
      await throttle.recordSuccess(pairKey);
      devices.remember(request, reply, email);
      return ok(session, 'Login successful');
    },
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
      description: `After ${LOGIN_MAX_FAILURES} failed attempts for one e-mail from one address within 15 minutes, that pair answers 429 until the window passes. After ${ACCOUNT_MAX_FAILURES} failed attempts on one account from any addresses, the account answers 429 to browsers that never signed in to it (those that did carry the ${DEVICE_COOKIE} cookie and are not held back), and its owner is told by e-mail.`,
    },
  );

  route(app, endpoints.logout, async (request) => {
    await accounts.signOut(deps, bearerToken(request));
    return ok(null, 'Signed out');
  });

  route(app, endpoints.guestLogin, async () => ok(await accounts.guestLogin(deps), 'Guest session created'), {
    config: { rateLimit: ACCOUNT_RATE_LIMITS.guest },
  });

  route(app, endpoints.validateToken, async (request) => {
    const resolved = await app.resolvePrincipal(request);
    if (!resolved) throw unauthorized(INVALID_TOKEN_MESSAGE);
    return ok({ kind: resolved.principal.kind, expiresAt: resolved.expiresAt.toISOString() }, 'Valid token');
  });

  route(
    app,
    endpoints.forgotPassword,
    async (request) => {
      await accounts.forgotPassword(deps, request.body.Email);
      return ok(null, Messages.forgotPassword);
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
    ok(await accounts.updateProfile(deps, customerIdOf(request), request.body), Messages.profileUpdated),
  );
};
