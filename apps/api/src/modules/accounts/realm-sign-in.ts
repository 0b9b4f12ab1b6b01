/**
 * Sign-in for the realms beside the customers' (company users, UpKeep staff): the same password rules and
 * the same throttle per (client address, e-mail) pair as the customer sign-in; an unknown e-mail costs the
 * same hashing time as a known one. Each realm's module says how to find its account and what to answer.
 */
import { Messages } from '@upkeep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.ts';
import { LoginThrottle, type ThrottleScope } from './throttle.ts';

export interface RealmAccount {
  id: number;
  /** Null while an invitation is not accepted yet: no password signs in. */
  passwordHash: string | null;
  active: boolean;
}

export interface RealmSignIn<A extends RealmAccount, S> {
  findByEmail(email: string): Promise<A | null>;
  rehash(id: number, hash: string): Promise<void>;
  session(account: A): Promise<S>;
}

export function realmSignIn<A extends RealmAccount, S>(
  db: Database,
  now: () => Date,
  scope: ThrottleScope,
  realm: RealmSignIn<A, S>,
) {
  const throttle = new LoginThrottle(db, now, scope);
  return async (request: FastifyRequest, reply: FastifyReply, email: string, password: string): Promise<S> => {
    const key = LoginThrottle.key(request.ip, email);
    const wait = await throttle.retryAfterMs(key);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      reply.header('retry-after', String(seconds));
      throw tooManyRequests(`Too many failed sign-ins, please try again in ${Math.ceil(seconds / 60)} minutes`);
    }
    const account = await realm.findByEmail(email);
    const hash = account?.passwordHash && account.active ? account.passwordHash : null;
    const matches = await verifyPassword(password, hash ?? (await decoyHash()));
    if (!account || !hash || !matches) {
      await throttle.recordFailure(key);
      throw unauthorized(Messages.invalidLogin);
    }
    await throttle.recordSuccess(key);
    if (needsRehash(hash)) await realm.rehash(account.id, await hashPassword(password));
    return realm.session(account);
  };
}
