/**
 * The own passwords of the realms beside the customers' (company users, UpKeep staff), issue 24: a signed-in
 * user changes theirs (the current one proves it), and a user who forgot it asks for a one-time link by
 * e-mail. The link carries a random token of which only the SHA-256 is stored (`password_resets`), works once
 * and for PASSWORD_LINK_VALID_MINUTES, and is spent atomically with the new password. Both ways sign out every
 * other session of the user (`tokens_valid_after`); a change answers a fresh token for the session that made
 * it. The strength rule is the customers' (`passwordProblem`). Each realm's module says how to find and update
 * its users and where its pages are.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Messages, PASSWORD_LINK_VALID_MINUTES } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { say } from '../../../i18n/words.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import { badRequest, fieldError, unauthorized } from '../../../lib/errors.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../../lib/password.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { passwordLinkEmail } from './mail.ts';
import * as queries from './queries.ts';
import type { AccountDeps } from './service.ts';
import { type RealmAccount, realmAccountLocale } from './sign-in.ts';

export type RealmPasswordDeps = Pick<AccountDeps, 'db' | 'now' | 'outbox' | 'jobs' | 'publicUrl'>;

export interface RealmPasswordAccount extends RealmAccount {
  tokensValidAfter: Date;
}

export interface RealmPasswords<A extends RealmPasswordAccount> {
  realm: queries.PasswordLinkRealm;
  findById(db: Database | Tx, id: number): Promise<A | null>;
  findByEmail(db: Database | Tx, email: string): Promise<A | null>;
  /** Sets the password and the moment before which the user's tokens are refused; answers the updated user. */
  replacePassword(tx: Tx, id: number, values: { passwordHash: string; tokensValidAfter: Date }): Promise<A | null>;
  /** A token for the user as they are now (after a change: valid after the new moment). */
  sessionToken(account: A): Promise<string>;
  /** The web page that takes the link's token ('/pro/reset-password'). */
  resetPath: string;
  /** What the e-mail calls the place the password opens ('the UpKeep company portal'). */
  product: string;
  /** Records the change where the realm keeps such records (staff: the audit log), in its transaction. */
  recordChange?(tx: Tx, userId: number, how: 'changed' | 'reset', at: Date): Promise<void>;
}

/** A user gets at most one password link per this many minutes, however often it is asked for. */
export const PASSWORD_LINK_COOLDOWN_MINUTES = 5;
/** 32 random bytes: far beyond guessing, and short enough for a link. */
const LINK_TOKEN_BYTES = 32;

/** Only this is stored: the token itself exists in the e-mail alone. */
export const passwordLinkHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Strictly later than before, even within one millisecond: the tokens issued before must not match. */
const nextValidAfter = (now: Date, previous: Date) => new Date(Math.max(now.getTime(), previous.getTime() + 1));

/**
 * Changes a signed-in user's password: the current one must be right and the new one strong. Every other
 * session is signed out, and any open password link stops working; the answer carries a fresh token.
 */
export async function changeRealmPassword<A extends RealmPasswordAccount>(
  deps: RealmPasswordDeps,
  realm: RealmPasswords<A>,
  userId: number,
  current: string,
  next: string,
): Promise<{ token: string }> {
  const account = await realm.findById(deps.db, userId);
  if (!account?.active || !account.passwordHash) throw unauthorized();
  if (!(await verifyPassword(current, account.passwordHash))) throw fieldError('currentPassword', 'is incorrect');
  const problem = passwordProblem(next, { email: account.email, name: account.name });
  if (problem) throw fieldError('newPassword', problem);
  const passwordHash = await hashPassword(next);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    await queries.expireOpenPasswordLinks(tx, realm.realm, account.id, now);
    const replaced = await realm.replacePassword(tx, account.id, {
      passwordHash,
      tokensValidAfter: nextValidAfter(now, account.tokensValidAfter),
    });
    if (replaced) await realm.recordChange?.(tx, account.id, 'changed', now);
    return replaced;
  });
  if (!updated) throw unauthorized();
  return { token: await realm.sessionToken(updated) };
}

/**
 * Mails a one-time link to choose a new password, when the e-mail is an active user's with a password (an
 * invited user without one has their invitation), and no link went out in the last few minutes. Silent
 * otherwise: the caller answers the same either way.
 */
export async function recoverRealmPassword<A extends RealmPasswordAccount>(
  deps: RealmPasswordDeps,
  realm: RealmPasswords<A>,
  email: string,
): Promise<void> {
  const account = await realm.findByEmail(deps.db, email);
  if (!account?.active || !account.passwordHash) return;
  const token = randomBytes(LINK_TOKEN_BYTES).toString('base64url');
  const now = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    await lockKey(tx, 'passwordLinks', `${realm.realm}:${account.id}`);
    const latest = await queries.latestPasswordLinkAt(tx, realm.realm, account.id);
    if (latest && now.getTime() - latest.getTime() < PASSWORD_LINK_COOLDOWN_MINUTES * 60_000) return false;
    // Only the newest link works.
    await queries.expireOpenPasswordLinks(tx, realm.realm, account.id, now);
    await queries.insertPasswordLink(tx, {
      realm: realm.realm,
      userId: account.id,
      tokenHash: passwordLinkHash(token),
      expiresAt: new Date(now.getTime() + PASSWORD_LINK_VALID_MINUTES * 60_000),
      createdAt: now,
    });
    const locale = realmAccountLocale(account);
    const mail = passwordLinkEmail({
      name: account.name,
      // Only a crew member's is written in another language: the company portal, in it.
      product:
        locale === 'en'
          ? realm.product
          : say(/*i18n*/ { id: 'account.companyPortal', message: 'the UpKeep company portal' }, locale),
      // A crew member's screen has its twin in their language (issue 49): /es/pro/reset-password.
      link: linkIn(
        `${deps.publicUrl.replace(/\/+$/, '')}${realm.resetPath}?token=${encodeURIComponent(token)}`,
        locale,
      ),
      validMinutes: PASSWORD_LINK_VALID_MINUTES,
      locale,
    });
    await sendEmail(deps.jobs, tx, account.email, mail, now);
    return true;
  });
  if (sent) deps.outbox.kick();
}

/**
 * Sets a new password with a link's token: 400 when the link is unknown, used or expired, or its user can no
 * longer sign in. The link is spent and the password set in one transaction (of two concurrent uses, one
 * wins); every session of the user is signed out.
 */
export async function resetRealmPassword<A extends RealmPasswordAccount>(
  deps: RealmPasswordDeps,
  realm: RealmPasswords<A>,
  token: string,
  next: string,
): Promise<void> {
  const tokenHash = passwordLinkHash(token);
  const link = await queries.passwordLinkByTokenHash(deps.db, realm.realm, tokenHash);
  if (!link) throw badRequest(Messages.passwordLink.invalid);
  if (link.usedAt) throw badRequest(Messages.passwordLink.used);
  if (link.expiresAt.getTime() <= deps.now().getTime()) throw badRequest(Messages.passwordLink.expired);
  const account = await realm.findById(deps.db, link.userId);
  if (!account?.active) throw badRequest(Messages.passwordLink.invalid);
  const problem = passwordProblem(next, { email: account.email, name: account.name });
  if (problem) throw fieldError('newPassword', problem);
  const passwordHash = await hashPassword(next);
  // The clock is read again: hashing takes a while, and the link may expire meanwhile.
  const now = deps.now();
  const spent = await deps.db.transaction(async (tx) => {
    if (!(await queries.spendPasswordLink(tx, link.id, now))) return false;
    await queries.expireOpenPasswordLinks(tx, realm.realm, account.id, now);
    const fresh = await realm.findById(tx, account.id);
    if (!fresh) throw badRequest(Messages.passwordLink.invalid);
    await realm.replacePassword(tx, account.id, {
      passwordHash,
      tokensValidAfter: nextValidAfter(now, fresh.tokensValidAfter),
    });
    await realm.recordChange?.(tx, account.id, 'reset', now);
    return true;
  });
  if (!spent) {
    const again = await queries.passwordLinkByTokenHash(deps.db, realm.realm, tokenHash);
    throw badRequest(again?.usedAt ? Messages.passwordLink.used : Messages.passwordLink.expired);
  }
}
