/**
 * The sign-in routes of the realms beside the customers' (company users, UpKeep staff): sign in (the rule of
 * sign-in.ts, as the customers'), sign out, and who the signed-in caller is. Each realm names its three
 * endpoints, how its accounts sign in and how its caller is described.
 */
import type { CompanySession, CompanyUser, endpoints, StaffSession, StaffUser } from '@upkeep/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { unauthorized } from '../../../lib/errors.ts';
import { route } from '../../../lib/route.ts';
import { bearerToken } from '../../../plugins/auth.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { signInOptions } from '../passkeys/service.ts';
import { passkeyOptionsForChallenge, signOutEverywhere } from '../second-factor/service.ts';
import { ACCOUNT_RATE_LIMITS } from './customer-routes.ts';
import { DEVICE_COOKIES } from './device-trust.ts';
import { signOut } from './service.ts';
import {
  type PasswordRealm,
  passkeySignInRule,
  passwordRealm,
  type RealmAccount,
  secondStepRule,
  signInRule,
} from './sign-in.ts';
import { ACCOUNT_MAX_FAILURES, LOGIN_MAX_FAILURES } from './throttle.ts';

export interface RealmSignInEndpoints {
  login: typeof endpoints.companyLogin | typeof endpoints.staffLogin;
  mfa: typeof endpoints.companyMfa | typeof endpoints.staffMfa;
  mfaPasskeyOptions: typeof endpoints.companyMfaPasskeyOptions | typeof endpoints.staffMfaPasskeyOptions;
  passkeyOptions: typeof endpoints.companyPasskeySignInOptions | typeof endpoints.staffPasskeySignInOptions;
  passkey: typeof endpoints.companyPasskeySignIn | typeof endpoints.staffPasskeySignIn;
  logout: typeof endpoints.companyLogout | typeof endpoints.staffLogout;
  me: typeof endpoints.companyMe | typeof endpoints.staffMe;
  signOutOthers: typeof endpoints.companySignOutOthers | typeof endpoints.staffSignOutOthers;
}

/**
 * Registers the realm's sign-in routes. `S` and `U` are the realm's session and user, the data of its login
 * and "me" endpoints (the realm's module types them; TypeScript cannot pair a union of endpoints with them).
 */
export function realmSignInRoutes<
  A extends RealmAccount,
  S extends CompanySession | StaffSession,
  U extends CompanyUser | StaffUser,
>(
  app: FastifyInstance,
  accounts: PasswordRealm<A, S>,
  realmEndpoints: RealmSignInEndpoints,
  me: (request: FastifyRequest) => Promise<U>,
): void {
  const deps = { db: app.db, now: app.now, outbox: app.outbox, jobs: app.jobs, publicUrl: app.config.publicUrl };
  const signIn = signInRule({ ...deps, secret: app.config.jwtSecret }, passwordRealm(deps, accounts));
  const secondStep = secondStepRule({ ...deps, secret: app.config.jwtSecret }, accounts);
  const passkeySignIn = passkeySignInRule({ ...deps, secret: app.config.jwtSecret }, accounts);

  route(
    app,
    realmEndpoints.login,
    async (request, reply) => {
      const session = await signIn(request, reply, request.body.Email, request.body.Password);
      return ok(session as never, 'Login successful');
    },
    {
      config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
      description: `After ${LOGIN_MAX_FAILURES} failed attempts for one e-mail from one address within 15 minutes, that pair answers 429 until the window passes. After ${ACCOUNT_MAX_FAILURES} failed attempts on one account from any addresses, the account answers 429 to browsers that never signed in to it (those that did carry the ${DEVICE_COOKIES[accounts.realm].name} cookie and are not held back), and its owner is told by e-mail.`,
    },
  );

  // The second step of a sign-in with a second factor (issue 47): limited as sign-ins are.
  route(
    app,
    realmEndpoints.mfa,
    async (request, reply) => {
      const { challenge, code, passkey } = request.body;
      const session = await secondStep(request, reply, challenge, passkey ? { passkey } : { code: code ?? '' });
      return ok(session as never, 'Login successful');
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.login } },
  );

  // Passkeys (issue 47): the second step's options for the sign-in's user, and a sign-in with a passkey alone.
  route(
    app,
    realmEndpoints.mfaPasskeyOptions,
    async (request) => ok(await passkeyOptionsForChallenge(deps, accounts.realm, request.body.challenge)),
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.login } },
  );
  route(app, realmEndpoints.passkeyOptions, async () => ok(await signInOptions(deps, accounts.realm)), {
    config: { rateLimit: ACCOUNT_RATE_LIMITS.login },
  });
  route(
    app,
    realmEndpoints.passkey,
    async (request, reply) => {
      const session = await passkeySignIn(request, reply, request.body.response);
      return ok(session as never, 'Login successful');
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.login } },
  );

  route(app, realmEndpoints.logout, async (request) => {
    await signOut({ db: app.db, tokens: app.tokens, now: app.now }, bearerToken(request), [accounts.realm]);
    return ok(null, 'Signed out');
  });

  route(app, realmEndpoints.me, async (request) => ok((await me(request)) as never));

  // Every other session stops (issue 47): all the user's tokens do, and this browser gets a new one.
  route(
    app,
    realmEndpoints.signOutOthers,
    async (request) => {
      const { id } = await me(request);
      await signOutEverywhere({ db: app.db, now: app.now }, accounts.realm, id);
      // A staff member's sessions are the console's security: audited, as their password is.
      if (accounts.realm === 'staff') {
        await recordStaffAction(
          app.db,
          { staffUserId: id },
          { action: 'staff.sessions.signed-out', target: `staff:${id}`, at: app.now() },
        );
      }
      const account = await accounts.findById(id);
      if (!account?.active) throw unauthorized();
      return ok((await accounts.session(account)) as never, 'Signed out of every other session');
    },
    { config: { rateLimit: ACCOUNT_RATE_LIMITS.login } },
  );
}
