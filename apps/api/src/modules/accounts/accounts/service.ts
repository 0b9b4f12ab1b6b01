/**
 * Accounts: sign-up, sign-in (with the temporary password of a recovery), guests, password change and
 * profile. Routes stay thin; the rules live here.
 */
import { randomInt } from 'node:crypto';
import { type CustomerUser, type Locale, zipCodeOfAddress } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { SPEC_WORDS } from '../../../i18n/spec-words.ts';
import type { Words } from '../../../i18n/words.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, fieldError, forbidden, unauthorized } from '../../../lib/errors.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { decoyHash, hashPassword, needsRehash, passwordProblem, verifyPassword } from '../../../lib/password.ts';
import type { TokenService, TokenSubject } from '../../../lib/tokens.ts';
import { INVALID_TOKEN_MESSAGE, type Principal } from '../../../plugins/auth.ts';
import type { JobSender } from '../../../queue/job-queue.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { setGuestBookingsLocale } from '../guest-bookings/service.ts';
import { signInsPausedEmail, temporaryPasswordEmail } from './mail.ts';
import type { CustomerRecord } from './queries.ts';
import * as queries from './queries.ts';
import type { SignInRealm } from './sign-in.ts';
import { LOGIN_WINDOW_MS } from './throttle.ts';

/** What the accounts' rules use: the database, the token signer, the clock, the outbox and the site's address. */
export interface AccountDeps {
  db: Database;
  tokens: TokenService;
  now: () => Date;
  /** Wakes the outbox worker after a message was queued. */
  outbox: { kick(): void };
  /** The job queue the messages' deliveries are queued on. */
  jobs: JobSender;
  publicUrl: string;
}

export const TEMP_PASSWORD_VALID_MINUTES = 60;
/** A blocked customer's sign-in, once the password checked out (a stranger learns nothing from it). */
export const ACCOUNT_BLOCKED_WORDS: Words = /*i18n*/ {
  id: 'account.blocked',
  message: 'This account is blocked. Please contact UpKeep.',
};
export const ACCOUNT_BLOCKED = ACCOUNT_BLOCKED_WORDS.message;
/** A customer gets at most one recovery e-mail per this many minutes, however often it is asked for. */
export const TEMP_PASSWORD_COOLDOWN_MINUTES = 2;

export function toUser(row: CustomerRecord): CustomerUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    zipCode: row.zipCode,
    locale: row.locale,
  };
}

async function customerById(deps: AccountDeps, id: number) {
  const row = await queries.customerById(deps.db, id);
  if (!row) throw unauthorized();
  return row;
}

const customerToken = (deps: AccountDeps, row: Pick<CustomerRecord, 'id' | 'tokensValidAfter'>) =>
  deps.tokens.sign({ kind: 'customer', customerId: row.id, validAfter: row.tokensValidAfter.getTime() });

export async function signUp(
  deps: AccountDeps,
  input: { name: string; email: string; phoneNumber: string; password: string; origin: string; locale: Locale },
) {
  const problem = passwordProblem(input.password, { email: input.email, name: input.name });
  if (problem) throw fieldError('Password', problem);
  if (await queries.customerByEmail(deps.db, input.email)) throw badRequest(SPEC_WORDS.userAlreadyRegistered);
  const passwordHash = await hashPassword(input.password);
  let row: CustomerRecord;
  try {
    row = await queries.insertCustomer(deps.db, {
      name: input.name,
      email: input.email,
      phoneNumber: input.phoneNumber,
      passwordHash,
      origin: input.origin || 'upkeep',
      locale: input.locale,
      now: deps.now(),
    });
  } catch (err) {
    // Two sign-ups with one e-mail at the same instant: the unique index decides.
    if (isUniqueViolation(err)) throw badRequest(SPEC_WORDS.userAlreadyRegistered);
    throw err;
  }
  return { user: toUser(row), token: await customerToken(deps, row), tempPassword: false };
}

/**
 * Checks the credentials. The real password always works; the temporary one works once, before it
 * expires. An unknown e-mail costs the same hashing time as a known one.
 */
export async function signIn(deps: AccountDeps, email: string, password: string) {
  const row = await queries.customerByEmail(deps.db, email);
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return null;
  }
  const now = deps.now();
  if (await verifyPassword(password, row.passwordHash)) {
    if (row.blockedAt) throw forbidden(ACCOUNT_BLOCKED_WORDS);
    if (needsRehash(row.passwordHash)) {
      await queries.setPasswordHash(deps.db, row.id, await hashPassword(password));
    }
    return { user: toUser(row), token: await customerToken(deps, row), tempPassword: false };
  }
  if (
    row.tempPasswordHash &&
    !row.tempPasswordUsedAt &&
    row.tempPasswordExpiresAt &&
    row.tempPasswordExpiresAt > now &&
    (await verifyPassword(password, row.tempPasswordHash))
  ) {
    if (row.blockedAt) throw forbidden(ACCOUNT_BLOCKED_WORDS);
    // Spend it: a second sign-in with it fails. It still proves the customer in the change that follows.
    if (!(await queries.spendTemporaryPassword(deps.db, row.id, now))) return null;
    return { user: toUser(row), token: await customerToken(deps, row), tempPassword: true };
  }
  return null;
}

/**
 * Ends the session of this token: it is refused from now on. 401 when it is not ours or not of the realm's
 * kinds (by default the customer realm: customers and guests).
 */
export async function signOut(
  deps: Pick<AccountDeps, 'db' | 'tokens' | 'now'>,
  token: string | null,
  kinds: readonly TokenSubject['kind'][] = ['customer', 'guest'],
) {
  const verified = token ? await deps.tokens.verify(token) : null;
  if (!verified || !kinds.includes(verified.subject.kind)) throw unauthorized(INVALID_TOKEN_MESSAGE);
  await queries.revokeToken(deps.db, verified.tokenId, verified.expiresAt, deps.now());
}

/** Tells the account's owner (if the e-mail is a customer's) that sign-ins from new devices are paused. */
export async function notifySignInsPaused(deps: AccountDeps, email: string, pausedMinutes: number) {
  const row = await queries.customerByEmail(deps.db, email);
  if (!row) return;
  const mail = signInsPausedEmail({
    name: row.name,
    pausedMinutes,
    // The recovery screen in the account's language (`/es/recover-password` for a Spanish customer, issue 49).
    forgotUrl: linkIn(`${deps.publicUrl}/recover-password`, row.locale),
    locale: row.locale,
  });
  await sendEmail(deps.jobs, deps.db, row.email, mail, deps.now());
  deps.outbox.kick();
}

export async function guestLogin(deps: AccountDeps) {
  const guestId = await queries.insertGuestSession(deps.db);
  return { token: await deps.tokens.sign({ kind: 'guest', guestId }) };
}

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
function temporaryPassword(): string {
  let out = '';
  for (let i = 0; i < 12; i++) out += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)];
  return out;
}

/** A new temporary password, hashed, and the e-mail that carries it to the customer, in their language. */
export async function prepareTemporaryPassword(
  deps: Pick<AccountDeps, 'publicUrl'>,
  customer: { name: string; locale?: Locale },
) {
  const tempPassword = temporaryPassword();
  const hash = await hashPassword(tempPassword);
  const locale = customer.locale ?? 'en';
  const mail = temporaryPasswordEmail({
    name: customer.name,
    tempPassword,
    // The sign-in in the e-mail's language (`/es/sign-in`), which then asks for the new password at
    // `/es/reset-password` (issue 49); English as it always was.
    signInUrl: linkIn(`${deps.publicUrl}/sign-in`, locale),
    validMinutes: TEMP_PASSWORD_VALID_MINUTES,
    locale,
  });
  return { hash, mail };
}
export type PreparedTemporaryPassword = Awaited<ReturnType<typeof prepareTemporaryPassword>>;

/** Stores a prepared temporary password and queues its e-mail, in the caller's transaction. */
export async function issueTemporaryPassword(
  jobs: JobSender,
  tx: Tx,
  customer: { id: number; email: string },
  prepared: PreparedTemporaryPassword,
  now: Date,
) {
  await queries.issueTemporaryPassword(tx, customer.id, {
    hash: prepared.hash,
    issuedAt: now,
    expiresAt: new Date(now.getTime() + TEMP_PASSWORD_VALID_MINUTES * 60_000),
  });
  const { mail } = prepared;
  await sendEmail(jobs, tx, customer.email, mail, now);
}

/**
 * Issues a temporary password and queues its e-mail, in one transaction; silent when the e-mail is unknown
 * or the account is blocked.
 */
export async function forgotPassword(deps: AccountDeps, email: string, asked: Locale = 'en') {
  const row = await queries.customerByEmail(deps.db, email);
  // Hash whether or not the customer exists, so the answer takes as long either way. In the account's language; an
  // account still in English (the default) asked from a Spanish page is written to in Spanish (issue 49).
  const locale = row && row.locale !== 'en' ? row.locale : asked;
  const prepared = await prepareTemporaryPassword(deps, { name: row?.name ?? '', locale });
  if (!row || row.blockedAt) return;
  const now = deps.now();
  if (
    row.tempPasswordIssuedAt &&
    now.getTime() - row.tempPasswordIssuedAt.getTime() < TEMP_PASSWORD_COOLDOWN_MINUTES * 60_000
  ) {
    return;
  }
  await deps.db.transaction((tx) => issueTemporaryPassword(deps.jobs, tx, row, prepared, now));
  deps.outbox.kick();
}

/**
 * Changes the password: the current one is the real password, or the temporary one the customer signed in
 * with (still within its validity). Every token issued before is revoked; the answer carries a fresh one.
 */
export async function changePassword(deps: AccountDeps, customerId: number, current: string, next: string) {
  const row = await customerById(deps, customerId);
  const now = deps.now();
  const viaTemp =
    row.tempPasswordHash !== null &&
    row.tempPasswordUsedAt !== null &&
    row.tempPasswordExpiresAt !== null &&
    row.tempPasswordExpiresAt > now &&
    (await verifyPassword(current, row.tempPasswordHash));
  if (!viaTemp && !(await verifyPassword(current, row.passwordHash))) {
    throw fieldError('CurrentPassword', 'is incorrect');
  }
  const problem = passwordProblem(next, { email: row.email, name: row.name });
  if (problem) throw fieldError('NewPassword', problem);
  // Strictly later than before, even within one millisecond: older tokens must not match.
  const validAfter = new Date(Math.max(now.getTime(), row.tokensValidAfter.getTime() + 1));
  const updated = await queries.replacePassword(deps.db, row.id, {
    passwordHash: await hashPassword(next),
    tokensValidAfter: validAfter,
  });
  if (!updated) throw unauthorized();
  return { token: await customerToken(deps, updated) };
}

export async function getProfile(deps: AccountDeps, customerId: number) {
  return toUser(await customerById(deps, customerId));
}

/** Phone and address only. A zip code named in the address must match the one given. */
export async function updateProfile(
  deps: AccountDeps,
  customerId: number,
  input: { phoneNumber: string; address: string; zipCode?: string | undefined; locale?: Locale | undefined },
) {
  const addressZip = input.address ? zipCodeOfAddress(input.address) : null;
  if (input.zipCode && addressZip && addressZip !== input.zipCode) throw badRequest(SPEC_WORDS.profileZipMismatch);
  const candidate = input.zipCode || addressZip;
  let zip: string | null = null;
  if (candidate) {
    zip = await queries.knownZipCode(deps.db, candidate);
  }
  const row = await queries.updateContact(deps.db, customerId, {
    phoneNumber: input.phoneNumber,
    address: input.address || null,
    zipCode: zip,
    ...(input.locale ? { locale: input.locale } : {}),
  });
  if (!row) throw unauthorized();
  return toUser(row);
}

/**
 * The caller's language (issue 49): a customer's account's, which their screens and everything sent to them follow;
 * a guest's, their bookings' (a session opened by a private link: that booking's), which what is sent about them
 * follows.
 */
export async function setLocale(deps: AccountDeps, caller: Principal, locale: Locale): Promise<{ locale: Locale }> {
  if (caller.kind === 'guest') await setGuestBookingsLocale(deps.db, caller, locale);
  else if (!(await queries.setCustomerLocale(deps.db, caller.customerId, locale))) throw unauthorized();
  return { locale };
}

/** Blocks or unblocks a customer's account (the staff console's customers). */
export { setBlocked } from './queries.ts';

/** The customers' realm of the sign-in rule (sign-in.ts): their passwords or temporary passwords (`signIn`). */
export const customerSignIn = (deps: AccountDeps): SignInRealm<CustomerSession> => ({
  realm: 'customer',
  authenticate: (email, password) => signIn(deps, email, password),
  notifySignInsPaused: (email) => notifySignInsPaused(deps, email, Math.round(LOGIN_WINDOW_MS / 60_000)),
});
type CustomerSession = NonNullable<Awaited<ReturnType<typeof signIn>>>;
