/**
 * The sign-in rule of every realm (customers, company users, UpKeep staff): two throttles, each realm in
 * scopes of its own: per (client address, e-mail) pair, and per account across all addresses
 * (ACCOUNT_MAX_FAILURES in LOGIN_WINDOW_MS), which browsers that signed in to that account before are exempt
 * from (device-trust.ts), so guessing from many addresses pauses only new devices. The moment an account's
 * limit trips, its owner is told by e-mail, once a window. Each realm says how its credentials are checked
 * (`authenticate`) and how its owner is told; the company and staff realms check theirs alike
 * (`passwordRealm`: the customers' passwords, an unknown e-mail costing the same hashing time as a known one).
 */
import type { Locale, MfaChallenge, PasskeyAuthenticationResponse } from '@upkeep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SPEC_WORDS } from '../../../i18n/spec-words.ts';
import type { Words } from '../../../i18n/words.ts';
import { tooManyRequests, unauthorized } from '../../../lib/errors.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../../lib/password.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { checkAssertion } from '../passkeys/service.ts';
import { challengeAfterPassword, passChallenge, type SecondStepAnswer } from '../second-factor/service.ts';
import { type DeviceRealm, DeviceTrust } from './device-trust.ts';
import { signInsPausedEmail } from './mail.ts';
import type { AccountDeps } from './service.ts';
import { ACCOUNT_MAX_FAILURES, LOGIN_WINDOW_MS, LoginThrottle, type ThrottleScope } from './throttle.ts';

export interface SignInRealm<S> {
  realm: DeviceRealm;
  /** The session these credentials open, or null when they open none (a refusal of its own, such as a blocked account's 403, is thrown). */
  authenticate(email: string, password: string): Promise<S | null>;
  /** Tells the account's owner that sign-ins from new devices are paused (nothing for an unknown e-mail). */
  notifySignInsPaused(email: string): Promise<void>;
}

export type SignInDeps = Pick<AccountDeps, 'db' | 'now' | 'outbox' | 'jobs' | 'publicUrl'> & {
  /** The secret the device cookies' tags are keyed from (the token secret). */
  secret: string;
};

/** The throttles' scopes: the customers' are named as they were before the other realms signed in. */
const SCOPES: Record<DeviceRealm, { pair: ThrottleScope; account: ThrottleScope }> = {
  customer: { pair: 'customer-pair', account: 'customer-account' },
  company: { pair: 'company', account: 'company-account' },
  staff: { pair: 'staff', account: 'staff-account' },
};

/** The sign-in throttle's 429, its words in the caller's language (issue 49) with the minutes to wait. */
const tooMany = (reply: FastifyReply, waitMs: number, words: (minutes: number) => Words) => {
  const seconds = Math.ceil(waitMs / 1000);
  reply.header('retry-after', String(seconds));
  return tooManyRequests(words(Math.ceil(seconds / 60)));
};

/** The sign-in of a realm: answers its session, or throws 429 (throttled) or 401 (Messages.invalidLogin). */
export function signInRule<S>(deps: SignInDeps, realm: SignInRealm<S>) {
  const throttle = new LoginThrottle(deps.db, deps.now, SCOPES[realm.realm].pair);
  const accountThrottle = new LoginThrottle(deps.db, deps.now, SCOPES[realm.realm].account, ACCOUNT_MAX_FAILURES);
  const devices = new DeviceTrust(deps.secret, deps.publicUrl.startsWith('https:'), realm.realm);
  return async (request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<S> => {
    const key = LoginThrottle.key(request.ip, email);
    const wait = await throttle.retryAfterMs(key);
    if (wait > 0) {
      throw tooMany(reply, wait, (minutes) => /*i18n*/ ({
        id: 'signIn.throttled',
        message: 'Too many failed sign-ins, please try again in {minutes} minutes',
        values: { minutes },
      }));
    }
    const accountKey = email.toLowerCase();
    const accountWait = devices.trusts(request, email) ? 0 : await accountThrottle.retryAfterMs(accountKey);
    if (accountWait > 0) {
      throw tooMany(reply, accountWait, (minutes) => /*i18n*/ ({
        id: 'signIn.accountThrottled',
        message:
          'Too many failed sign-ins to this account, please try again in {minutes} minutes, or sign in from a device you used before',
        values: { minutes },
      }));
    }
    const session = await realm.authenticate(email, password);
    if (session === null) {
      await throttle.recordFailure(key);
      // The moment the account's limit trips, its owner hears of it (once a window; unknown e-mails silently).
      if ((await accountThrottle.recordFailure(accountKey)) === ACCOUNT_MAX_FAILURES) {
        await realm.notifySignInsPaused(email);
      }
      throw unauthorized(SPEC_WORDS.invalidLogin);
    }
    await throttle.recordSuccess(key);
    // A device is trusted once the whole sign-in passed: after the second step when there is one (issue 47).
    if (!isMfaChallenge(session)) devices.remember(request, reply, email);
    return session;
  };
}

const isMfaChallenge = (value: unknown): value is MfaChallenge =>
  typeof value === 'object' && value !== null && 'mfaRequired' in value;

/**
 * The second step of a company user's or staff member's sign-in (issue 47): the login's challenge and a code (or a
 * passkey's assertion) answer the session. A wrong code or passkey counts against the challenge and the account's
 * throttle (its owner told when it trips, as for passwords); the device is trusted once it passes.
 */
export function secondStepRule<A extends RealmAccount, S>(
  deps: SignInDeps,
  accounts: PasswordRealm<A, S>,
): (request: FastifyRequest, reply: FastifyReply, challenge: string, answer: SecondStepAnswer) => Promise<S> {
  const accountThrottle = new LoginThrottle(deps.db, deps.now, SCOPES[accounts.realm].account, ACCOUNT_MAX_FAILURES);
  const devices = new DeviceTrust(deps.secret, deps.publicUrl.startsWith('https:'), accounts.realm);
  const realm = passwordRealm(deps, accounts);
  return async (request, reply, challenge, answer) => {
    const userId = await passChallenge(deps, accounts.realm, challenge, answer, async (id) => {
      const account = await accounts.findById(id);
      if (account && (await accountThrottle.recordFailure(account.email.toLowerCase())) === ACCOUNT_MAX_FAILURES) {
        await realm.notifySignInsPaused(account.email);
      }
    });
    const account = await accounts.findById(userId);
    if (!account?.active || !account.passwordHash) throw unauthorized(SPEC_WORDS.invalidLogin);
    devices.remember(request, reply, account.email);
    return accounts.session(account);
  };
}

/**
 * A sign-in with a passkey alone (issue 47): a passkey that verified its user (required) is something the person has
 * and something they are or know, so it answers the session as the password and the second step do. The account must
 * be active with its invitation accepted (a password set); anything else answers as a wrong password does (401).
 */
export function passkeySignInRule<A extends RealmAccount, S>(
  deps: SignInDeps,
  accounts: PasswordRealm<A, S>,
): (request: FastifyRequest, reply: FastifyReply, response: PasskeyAuthenticationResponse) => Promise<S> {
  const devices = new DeviceTrust(deps.secret, deps.publicUrl.startsWith('https:'), accounts.realm);
  return async (request, reply, response) => {
    const userId = await checkAssertion(deps, deps.db, accounts.realm, response, { purpose: 'sign-in' });
    const account = userId === null ? null : await accounts.findById(userId);
    if (!account?.active || !account.passwordHash) throw unauthorized(SPEC_WORDS.invalidLogin);
    devices.remember(request, reply, account.email);
    return accounts.session(account);
  };
}

export interface RealmAccount {
  id: number;
  name: string;
  email: string;
  /** Null while an invitation is not accepted yet: no password signs in. */
  passwordHash: string | null;
  active: boolean;
  /** A company user's crew (a crew member's) and language: what they are sent follows it (issue 49). */
  crewId?: number | null;
  locale?: Locale;
}

/**
 * The language a company user or staff member is written to in: a crew member's account's (issue 49); owners, office
 * and UpKeep's staff read English, as their screens are.
 */
export const realmAccountLocale = (account: Pick<RealmAccount, 'crewId' | 'locale'>): Locale =>
  account.crewId !== null && account.crewId !== undefined && account.locale ? account.locale : 'en';

/** How a company or staff realm finds and signs in its accounts. */
export interface PasswordRealm<A extends RealmAccount, S> {
  realm: 'company' | 'staff';
  findByEmail(email: string): Promise<A | null>;
  findById(id: number): Promise<A | null>;
  rehash(id: number, hash: string): Promise<void>;
  session(account: A): Promise<S>;
  /** The web page where the realm's users ask for a password link ('/pro/recover-password'). */
  recoverPath: string;
}

/** A realm whose active accounts sign in with their password (company users, UpKeep staff). */
export function passwordRealm<A extends RealmAccount, S>(
  deps: Pick<SignInDeps, 'db' | 'now' | 'outbox' | 'jobs' | 'publicUrl'>,
  accounts: PasswordRealm<A, S>,
): SignInRealm<S | MfaChallenge> {
  return {
    realm: accounts.realm,
    async authenticate(email, password) {
      const account = await accounts.findByEmail(email);
      const hash = account?.passwordHash && account.active ? account.passwordHash : null;
      const matches = await verifyPassword(password, hash ?? (await decoyHash()));
      if (!account || !hash || !matches) return null;
      if (needsRehash(hash)) await accounts.rehash(account.id, await hashPassword(password));
      // With a second factor the password opens no session yet: the challenge of the second step (issue 47).
      return (await challengeAfterPassword(deps, accounts.realm, account.id)) ?? accounts.session(account);
    },
    async notifySignInsPaused(email) {
      const account = await accounts.findByEmail(email);
      if (!account?.active || !account.passwordHash) return;
      const locale = realmAccountLocale(account);
      const mail = signInsPausedEmail({
        name: account.name,
        pausedMinutes: Math.round(LOGIN_WINDOW_MS / 60_000),
        // The recovery in the account's language (a Spanish crew member's `/es/pro/recover-password`, issue 49).
        forgotUrl: linkIn(`${deps.publicUrl.replace(/\/+$/, '')}${accounts.recoverPath}`, locale),
        locale,
      });
      await sendEmail(deps.jobs, deps.db, account.email, mail, deps.now());
      deps.outbox.kick();
    },
  };
}
