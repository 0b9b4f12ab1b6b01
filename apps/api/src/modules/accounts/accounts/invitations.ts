/**
 * Invitations, one rule for the two realms whose people are invited (company users by UpKeep or their owner, UpKeep
 * staff by an administrator; decision 0011): a one-time link with a random token of which only the SHA-256 is
 * stored, valid INVITE_VALID_DAYS days, re-sent within limits, and accepted once by setting a password (the link is
 * spent and the password set in one transaction, so of two concurrent accepts one wins). Each realm says where its
 * invitations are kept and how its session is made (`RealmInvitations`); the acceptance is this one function.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database, Tx } from '../../../db/client.ts';
import { badRequest, fieldError } from '../../../lib/errors.ts';
import { addressSubject, countAction, DAY_MS, MINUTE_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import { hashPassword, passwordProblem } from '../../../lib/password.ts';

/** How long an invitation link works. */
export const INVITE_VALID_DAYS = 7;
/** 32 random bytes: far beyond guessing, and short enough for a link. */
const INVITE_TOKEN_BYTES = 32;

/**
 * Invitations are e-mails to people who never asked us for anything: whoever can press "send again" must not
 * be able to fill an inbox with them (issue 24: eight re-sends once sent nine e-mails). Counted in
 * action_events (lib/flood-limits.ts): re-sends per address (its SHA-256), company and staff team alike, and
 * the invitations a company sends (new ones and re-sends). Past a limit: 429 with when to try again.
 */
export const INVITATION_LIMITS = {
  /** A lost or expired link needs one new one; a second within minutes is a finger on the button. */
  resendsPerAddress: [
    { max: 1, windowMs: 10 * MINUTE_MS, refusal: 'The invitation to this address was sent again a moment ago.' },
    { max: 5, windowMs: DAY_MS, refusal: 'The invitation to this address was sent again 5 times today.' },
  ],
  /** A small business does not hire 20 office staff a day; more is someone using us to send mail. */
  perCompanyPerDay: [
    { max: 20, windowMs: DAY_MS, refusal: 'Your company has sent 20 invitations today, the most allowed.' },
  ],
} as const satisfies Record<string, readonly WindowLimit[]>;

/** What the counted invitations are called in action_events. */
export const INVITATION_ACTIONS = {
  /** Subject: the address's SHA-256 (addressSubject). */
  resend: 'invitation-resend',
  /** Subject: the company's id. */
  companyInvitation: 'company-invitation',
} as const;

/** Counts a re-send to an address: 429 past its limits. */
export const countInvitationResend = (tx: Tx, email: string, now: Date) =>
  countAction(tx, INVITATION_ACTIONS.resend, addressSubject(email), INVITATION_LIMITS.resendsPerAddress, now);

export const INVITE_MESSAGES = {
  used: 'This invitation link was already used.',
  expired: 'This invitation link has expired; ask for a new one.',
  invalid: 'This invitation link is not valid.',
} as const;

/** Only this is stored: the token itself exists in the e-mail alone. */
export const inviteTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new invitation token (only its SHA-256, `inviteTokenHash`, is stored). */
export const newInviteToken = () => randomBytes(INVITE_TOKEN_BYTES).toString('base64url');

/** When an invitation made at `now` stops working. */
export const inviteExpiry = (now: Date) => new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS);

/** An invitation as a realm keeps it, with what the acceptance checks of its user. */
export interface InvitationRecord {
  id: number;
  userId: number;
  userActive: boolean;
  userEmail: string;
  userName: string;
  usedAt: Date | null;
  expiresAt: Date;
}

/** Where a realm keeps its invitations and how it signs its user in. */
export interface RealmInvitations<S> {
  find(db: Database, tokenHash: string): Promise<InvitationRecord | null>;
  /** Spends the invitation and sets its user's password in `tx`: false when the link was spent meanwhile. */
  spend(tx: Tx, invitation: InvitationRecord, passwordHash: string, now: Date): Promise<boolean>;
  /** The user's new session, or null when the user can no longer sign in. */
  session(userId: number): Promise<S | null>;
}

/**
 * Accepts an invitation: checks the link and the password (the rules of every account), then spends the link and
 * sets the password in one transaction (of two concurrent accepts, one wins; the other is told the link was used),
 * and signs in.
 */
export async function acceptInvitation<S>(
  deps: { db: Database; now(): Date },
  realm: RealmInvitations<S>,
  token: string,
  password: string,
): Promise<S> {
  const found = await realm.find(deps.db, inviteTokenHash(token));
  if (!found?.userActive) throw badRequest(INVITE_MESSAGES.invalid);
  if (found.usedAt) throw badRequest(INVITE_MESSAGES.used);
  if (found.expiresAt.getTime() <= deps.now().getTime()) throw badRequest(INVITE_MESSAGES.expired);
  const problem = passwordProblem(password, { email: found.userEmail, name: found.userName });
  if (problem) throw fieldError('Password', problem);
  const passwordHash = await hashPassword(password);
  // The clock is read again: hashing takes a while, and the link may expire meanwhile.
  const now = deps.now();
  const spent = await deps.db.transaction((tx) => realm.spend(tx, found, passwordHash, now));
  if (!spent) {
    const again = await realm.find(deps.db, inviteTokenHash(token));
    throw badRequest(again?.usedAt ? INVITE_MESSAGES.used : INVITE_MESSAGES.expired);
  }
  const session = await realm.session(found.userId);
  if (!session) throw badRequest(INVITE_MESSAGES.invalid);
  return session;
}
