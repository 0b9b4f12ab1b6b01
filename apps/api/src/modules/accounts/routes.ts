import {
  changePasswordRequest,
  changePasswordResponse,
  envelope,
  errorEnvelope,
  forgotPasswordRequest,
  guestLoginResponse,
  loginRequest,
  Messages,
  profileResponse,
  profileUpdateRequest,
  sessionResponse,
  signUpRequest,
  validateTokenResponse,
} from '@upkeep/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
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
} as const;

const errors = { 400: errorEnvelope, 401: errorEnvelope, 429: errorEnvelope };
const bearer = [{ bearer: [] }];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.now);
  const accountThrottle = new LoginThrottle(app.now, ACCOUNT_MAX_FAILURES);
  const devices = new DeviceTrust(app.config.jwtSecret, app.config.publicUrl.startsWith('https:'));
  const tooMany = (reply: FastifyReply, waitMs: number, message: (minutes: number) => string) => {
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    return tooManyRequests(message(Math.ceil(seconds / 60)));
  };

  app.post(
    '/customer',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up',
        body: signUpRequest,
        response: { 201: sessionResponse, ...errors },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.signUp },
    },
    async (request, reply) => {
      const b = request.body;
      const session = await accounts.signUp(app, {
        name: b.Name,
        email: b.Email,
        phoneNumber: b.PhoneNumber,
        password: b.Password,
        origin: b.Origin,
      });
      return reply.status(201).send(ok(session, 'User created', 201));
    },
  );

  app.post(
    '/customer/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in',
        description: `After ${LOGIN_MAX_FAILURES} failed attempts for one e-mail from one address within 15 minutes, that pair answers 429 until the window passes. After ${ACCOUNT_MAX_FAILURES} failed attempts on one account from any addresses, the account answers 429 to browsers that never signed in to it (those that did carry the ${DEVICE_COOKIE} cookie and are not held back), and its owner is told by e-mail.`,
        body: loginRequest,
        response: { 200: sessionResponse, ...errors },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
    },
    async (request, reply) => {
      const email = request.body.Email;
      const pairKey = LoginThrottle.key(request.ip, email);
      const pairWait = throttle.retryAfterMs(pairKey);
      if (pairWait > 0) {
        throw tooMany(reply, pairWait, (m) => `Too many failed sign-ins, please try again in ${m} minutes`);
      }
      const accountKey = email.toLowerCase();
      const knownDevice = devices.trusts(request, email);
      const accountWait = knownDevice ? 0 : accountThrottle.retryAfterMs(accountKey);
      if (accountWait > 0) {
        throw tooMany(
          reply,
          accountWait,
          (m) =>
            `Too many failed sign-ins to this account, please try again in ${m} minutes, or sign in from a device you used before`,
        );
      }
      const session = await accounts.signIn(app, email, request.body.Password);
      if (!session) {
        throttle.recordFailure(pairKey);
        // The moment the account's limit trips, its owner hears of it (once a window; unknown e-mails silently).
        if (accountThrottle.recordFailure(accountKey) === ACCOUNT_MAX_FAILURES) {
          await accounts.notifySignInsPaused(app, email, Math.round(LOGIN_WINDOW_MS / 60_000));
        }
        throw unauthorized(Messages.invalidLogin);
      }
      throttle.recordSuccess(pairKey);
      devices.remember(request, reply, email);
      return ok(session, 'Login successful');
    },
  );

  app.post(
    '/customer/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the bearer token (customer or guest) stops working at once, everywhere',
        security: bearer,
        response: { 200: envelope(z.null()), 401: errorEnvelope },
      },
    },
    async (request) => {
      await accounts.signOut(app, bearerToken(request));
      return ok(null, 'Signed out');
    },
  );

  app.post(
    '/customer/auth/guest-login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A guest token',
        response: { 200: guestLoginResponse, 429: errorEnvelope },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.guest },
    },
    async () => ok(await accounts.guestLogin(app), 'Guest session created'),
  );

  app.post(
    '/customer/auth/validate-token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Is this bearer token (customer or guest) still valid?',
        security: bearer,
        response: { 200: validateTokenResponse, 401: errorEnvelope },
      },
    },
    async (request) => {
      const resolved = await app.resolvePrincipal(request);
      if (!resolved) throw unauthorized(INVALID_TOKEN_MESSAGE);
      return ok({ kind: resolved.principal.kind, expiresAt: resolved.expiresAt.toISOString() }, 'Valid token');
    },
  );

  app.put(
    '/customer/auth/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a temporary password (the answer is the same whether or not the e-mail exists)',
        body: forgotPasswordRequest,
        response: { 200: envelope(z.null()), ...errors },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.forgotPassword },
    },
    async (request) => {
      await accounts.forgotPassword(app, request.body.Email);
      return ok(null, Messages.forgotPassword);
    },
  );

  app.put(
    '/customer/auth/change-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; tokens issued before are revoked and a fresh one is answered',
        security: bearer,
        body: changePasswordRequest,
        response: { 200: changePasswordResponse, ...errors },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.changePassword },
      onRequest: app.requireCustomer,
    },
    async (request) => {
      const { CurrentPassword, NewPassword } = request.body;
      return ok(
        await accounts.changePassword(app, customerIdOf(request), CurrentPassword, NewPassword),
        Messages.passwordUpdated,
      );
    },
  );

  app.get(
    '/customer',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in customer's profile",
        security: bearer,
        response: { 200: profileResponse, 401: errorEnvelope },
      },
      onRequest: app.requireCustomer,
    },
    async (request) => ok(await accounts.getProfile(app, customerIdOf(request))),
  );

  app.put(
    '/customer',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update phone and address (name and e-mail cannot change here)',
        security: bearer,
        body: profileUpdateRequest,
        response: { 200: profileResponse, ...errors },
      },
      onRequest: app.requireCustomer,
    },
    async (request) =>
      ok(await accounts.updateProfile(app, customerIdOf(request), request.body), Messages.profileUpdated),
  );
};
