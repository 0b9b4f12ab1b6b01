/**
 * Sign-in for the realms beside the customers' (company users, UpKeep staff), with the customers' rules: the
 * same passwords, an unknown e-mail costing the same hashing time as a known one, and two throttles, each
 * realm in scopes of its own: per (client address, e-mail) pair, and per account across all addresses
 * (ACCOUNT_MAX_FAILURES in LOGIN_WINDOW_MS), which browsers that signed in to that account before are exempt
 * from (device-trust.ts), so guessing from many addresses pauses only new devices. The moment an account's
 * limit trips, its owner is told by e-mail, once a window. Each realm's module says how to find its account,
 * what to answer, and where its password is recovered.
 */
import { Messages } from '@upkeep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { enqueue } from '../notifications/outbox.ts';
import { DeviceTrust } from './device-trust.ts';
import { signInsPausedEmail } from './mail.ts';
import type { AccountDeps } from './service.ts';
import { ACCOUNT_MAX_FAILURES, LOGIN_WINDOW_MS, LoginThrottle } from './throttle.ts';

export interface RealmAccount {
  id: number;
  name: string;
  email: string;
  /** Null while an invitation is not accepted yet: no password signs in. */
  passwordHash: string | null;
  active: boolean;
}

export interface RealmSignIn<A extends RealmAccount, S> {
  realm: 'company' | 'staff';
  findByEmail(email: string): Promise<A | null>;
  rehash(id: number, hash: string): Promise<void>;
  session(account: A): Promise<S>;
  /** The web page where the realm's users ask for a password link ('/pro/recover-password'). */
  recoverPath: string;
}

export type RealmSignInDeps = Pick<AccountDeps, 'db' | 'now' | 'outbox' | 'publicUrl'> & {
  /** The secret the device cookies' tags are keyed from (the token secret). */
  secret: string;
};

const tooMany = (reply: FastifyReply, waitMs: number, message: (minutes: number) => string) => {
  const seconds = Math.ceil(waitMs / 1000);
  reply.header('retry-after', String(seconds));
  return tooManyRequests(message(Math.ceil(seconds / 60)));
};

/** Tells an account's owner that sign-ins from new devices are paused (the customers' e-mail, the realm's link). */
async function notifySignInsPaused(deps: RealmSignInDeps, account: RealmAccount, recoverPath: string) {
  const mail = signInsPausedEmail({
    name: account.name,
    pausedMinutes: Math.round(LOGIN_WINDOW_MS / 60_000),
    forgotUrl: `${deps.publicUrl.replace(/\/+$/, '')}${recoverPath}`,
  });
  await enqueue(
    deps.db,
    { channel: 'email', recipient: account.email, subject: mail.subject, body: mail.text, html: mail.html },
    deps.now(),
  );
  deps.outbox.kick();
}

export function realmSignIn<A extends RealmAccount, S>(deps: RealmSignInDeps, realm: RealmSignIn<A, S>) {
  const throttle = new LoginThrottle(deps.db, deps.now, realm.realm);
  const accountThrottle = new LoginThrottle(deps.db, deps.now, `${realm.realm}-account`, ACCOUNT_MAX_FAILURES);
  const devices = new DeviceTrust(deps.secret, deps.publicUrl.startsWith('https:'), realm.realm);
  return async (request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<S> => {
    const key = LoginThrottle.key(request.ip, email);
    const wait = await throttle.retryAfterMs(key);
    if (wait > 0) {
      throw tooMany(reply, wait, (m) => `Too many failed sign-ins, please try again in ${m} minutes`);
    }
    const accountKey = email.toLowerCase();
    const accountWait = devices.trusts(request, email) ? 0 : await accountThrottle.retryAfterMs(accountKey);
    if (accountWait > 0) {
      throw tooMany(
        reply,
        accountWait,
        (m) =>
          `Too many failed sign-ins to this account, please try again in ${m} minutes, or sign in from a device you used before`,
      );
    }
    const account = await realm.findByEmail(email);
    const hash = account?.passwordHash && account.active ? account.passwordHash : null;
    const matches = await verifyPassword(password, hash ?? (await decoyHash()));
    if (!account || !hash || !matches) {
      await throttle.recordFailure(key);
      // The moment the account's limit trips, its owner hears of it (once a window; unknown e-mails silently).
      const failures = await accountThrottle.recordFailure(accountKey);
      if (failures === ACCOUNT_MAX_FAILURES && account?.active && account.passwordHash) {
        await notifySignInsPaused(deps, account, realm.recoverPath);
      }
      throw unauthorized(Messages.invalidLogin);
    }
    await throttle.recordSuccess(key);
    devices.remember(request, reply, email);
    if (needsRehash(hash)) await realm.rehash(account.id, await hashPassword(password));
    return realm.session(account);
  };
}
