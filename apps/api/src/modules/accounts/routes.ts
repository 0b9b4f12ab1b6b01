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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { customerIdOf, INVALID_TOKEN_MESSAGE } from '../../plugins/auth.ts';
import * as accounts from './service.ts';
import { LoginThrottle } from './throttle.ts';

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
        description: `After ${10} failed attempts for one e-mail from one address within 15 minutes, that pair answers 429 until the window passes.`,
        body: loginRequest,
        response: { 200: sessionResponse, ...errors },
      },
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
    },
    async (request, reply) => {
      const key = LoginThrottle.key(request.ip, request.body.Email);
      const wait = throttle.retryAfterMs(key);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        reply.header('retry-after', String(seconds));
        throw tooManyRequests(`Too many failed sign-ins, please try again in ${Math.ceil(seconds / 60)} minutes`);
      }
      const session = await accounts.signIn(app, request.body.Email, request.body.Password);
      if (!session) {
        throttle.recordFailure(key);
        throw unauthorized(Messages.invalidLogin);
      }
      throttle.recordSuccess(key);
      return ok(session, 'Login successful');
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
