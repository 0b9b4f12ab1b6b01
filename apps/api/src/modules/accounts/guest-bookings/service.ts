/**
 * Adding earlier guest bookings to an account (issue 26): a customer who signs up or signs in with the e-mail of
 * bookings made as a guest adds them once they prove the e-mail with a 6-digit code sent to it (only its hash
 * stored, EMAIL_PROOF_MINUTES minutes, EMAIL_PROOF_MAX_ATTEMPTS tries). The tickets then belong to the account
 * (My tickets lists them) and their private links stop.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_PROOF_MAX_ATTEMPTS, EMAIL_PROOF_MINUTES } from '@upkeep/contract';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { fieldError, notFound, unauthorized } from '../../../lib/errors.ts';
import { countAction, DAY_MS, MINUTE_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { accountLocale } from '../../messages/notifications/recipient-locale.ts';
import { revokeLinksOf } from '../../tickets/links/service.ts';
import { guestBookingsCodeEmail } from './mail.ts';
import * as q from './queries.ts';

/** Codes sent per account: a code a minute at most, ten a day. */
export const PROOF_LIMITS: readonly WindowLimit[] = [
  { max: 1, windowMs: MINUTE_MS, refusal: 'A code was just sent.' },
  { max: 10, windowMs: DAY_MS, refusal: 'Too many codes were sent today.' },
];

const hashCode = (proofOwner: number, code: string) =>
  createHash('sha256').update(`${proofOwner}:${code}`, 'utf8').digest();

async function accountEmail(deps: Pick<ServiceDeps, 'db'>, customerId: number) {
  const row = await q.customerEmail(deps.db, customerId);
  if (!row) throw unauthorized();
  return row;
}

export async function guestBookingsOf(deps: Pick<ServiceDeps, 'db'>, customerId: number) {
  const { email: address } = await accountEmail(deps, customerId);
  return { count: await q.guestBookingCount(deps.db, address) };
}

/** Sends a code to the account's e-mail: 404 when there is nothing to add, 429 past PROOF_LIMITS. */
export async function sendProof(deps: ServiceDeps, customerId: number) {
  const { email: address, name } = await accountEmail(deps, customerId);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + EMAIL_PROOF_MINUTES * MINUTE_MS);
  await deps.db.transaction(async (tx) => {
    if ((await q.guestBookingCount(tx, address)) === 0) throw notFound('There are no guest bookings to add.');
    await countAction(tx, 'guest-bookings-proof', String(customerId), PROOF_LIMITS, now);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await q.insertProof(tx, {
      customerId,
      email: address.trim().toLowerCase(),
      codeHash: hashCode(customerId, code).toString('hex'),
      expiresAt,
      now,
    });
    const mail = guestBookingsCodeEmail({
      name,
      code,
      validMinutes: EMAIL_PROOF_MINUTES,
      locale: await accountLocale(tx, customerId),
    });
    await sendEmail(deps.jobs, tx, address, mail, now);
  });
  deps.outbox.kick();
  return { email: address, expiresAt: expiresAt.toISOString() };
}

type ClaimOutcome = { added: number } | { refused: string };

/** Adds the guest bookings with the account's e-mail, given the code sent to it: 400 naming `code` otherwise. */
export async function claimGuestBookings(deps: ServiceDeps, customerId: number, code: string) {
  const { email: address } = await accountEmail(deps, customerId);
  const now = deps.now();
  // A wrong code counts its try: the transaction commits, and the refusal is thrown after it.
  const outcome: ClaimOutcome = await deps.db.transaction(async (tx) => {
    const proof = await q.lockedLatestProof(tx, customerId);
    if (!proof || proof.expiresAt <= now || proof.email !== address.trim().toLowerCase()) {
      return { refused: 'has expired; ask for a new code' };
    }
    if (proof.attempts >= EMAIL_PROOF_MAX_ATTEMPTS) return { refused: 'was tried too many times; ask for a new code' };
    const expected = Buffer.from(proof.codeHash, 'hex');
    const given = hashCode(customerId, code);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await q.countAttempt(tx, proof.id);
      return {
        refused:
          proof.attempts + 1 >= EMAIL_PROOF_MAX_ATTEMPTS
            ? 'is not the code we sent; ask for a new code'
            : 'is not the code we sent',
      };
    }
    await q.markProofUsed(tx, proof.id, now);
    const ids = await q.claimGuestBookings(tx, customerId, proof.email, now);
    await revokeLinksOf(tx, ids, now);
    return { added: ids.length };
  });
  if ('refused' in outcome) throw fieldError('code', outcome.refused);
  return outcome;
}

/**
 * A guest's language (issue 49: the switch of a guest's screen): their bookings', or the one booking their private link
 * opened; none an account has added since.
 */
export const setGuestBookingsLocale = q.setGuestBookingsLocale;
