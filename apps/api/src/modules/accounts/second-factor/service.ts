/**
 * A second factor for company users and UpKeep's staff (issue 47): an authenticator (TOTP) set up with a first code,
 * ten recovery codes shown once, and the second step of a sign-in: the password answers a challenge instead of a
 * session, and the challenge with a code answers the session. A challenge lives MFA_CHALLENGE_MINUTES and takes
 * MFA_CHALLENGE_ATTEMPTS codes (or passkeys: passkeys/); each authenticator step and each recovery code works once. Secrets are sealed
 * under the server's secret; challenges and recovery codes are kept as hashes.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  MFA_CHALLENGE_ATTEMPTS,
  MFA_CHALLENGE_MINUTES,
  type MfaChallenge,
  type PasskeyAuthenticationResponse,
  type PasskeyOptions,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorHolder,
  type SecondFactorMethod,
  type SecondFactorRealm,
  type SecondFactorState,
  type TeamSecondFactors,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { PASSKEY_WORDS, SECOND_FACTOR_WORDS } from '../../../i18n/spec-words.ts';
import { conflict, fieldError, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  secretBox,
  verifyTotp,
} from '../../../lib/totp.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { checkAssertion, passkeyCount, removeAllPasskeys, secondStepOptions } from '../passkeys/service.ts';
import * as q from './queries.ts';

/** What a company user other than the owner is answered by the owner's calls. */
const OWNER_ONLY = "Only the company's owner can see and set the team's second factors.";

export interface SecondFactorDeps {
  db: Database;
  now: () => Date;
  /** The server's secret (the tokens'): authenticator secrets are sealed under a key derived from it. */
  secret: string;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a code checks out for the user's confirmed authenticator (a step used once) or recovery codes (once). */
async function checkCode(
  deps: SecondFactorDeps,
  tx: Database | Tx,
  realm: SecondFactorRealm,
  userId: number,
  code: string,
) {
  const factor = await q.factorOf(tx, realm, userId);
  if (!factor?.confirmedAt) return false;
  const now = deps.now();
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const secret = secretBox(deps.secret).open(factor.secretSealed);
    const step = secret ? verifyTotp(secret, digits, now, factor.lastUsedStep) : null;
    return step !== null && (await q.takeStep(tx, factor.id, step));
  }
  return q.spendRecoveryCode(tx, realm, userId, recoveryCodeHash(code), now);
}

export async function secondFactorState(
  deps: Pick<SecondFactorDeps, 'db'>,
  realm: SecondFactorRealm,
  userId: number,
): Promise<SecondFactorState> {
  const factor = await q.factorOf(deps.db, realm, userId);
  const enabled = Boolean(factor?.confirmedAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await q.recoveryCodesLeft(deps.db, realm, userId) : 0,
    required: await secondFactorRequired(deps.db, realm, userId),
    passkeys: await passkeyCount(deps, realm, userId),
  };
}

/** Whether the user must have a second factor: every staff member while the console's setting is on; a company's users when their owner requires it. */
export async function secondFactorRequired(db: Database, realm: SecondFactorRealm, userId: number): Promise<boolean> {
  return realm === 'staff' ? readSetting(db, 'staff_second_factor_required') : q.companyRequiresFactor(db, userId);
}

/** Starts setting up an authenticator (409 while one is set up): its secret, written out and as an otpauth URI. */
export async function beginTotp(deps: SecondFactorDeps, realm: SecondFactorRealm, userId: number) {
  const factor = await q.factorOf(deps.db, realm, userId);
  if (factor?.confirmedAt) throw conflict(SECOND_FACTOR_WORDS.alreadyEnabled);
  const secret = newTotpSecret();
  await q.putPendingFactor(deps.db, realm, userId, secretBox(deps.secret).seal(secret), deps.now());
  const email = (await q.accountEmail(deps.db, realm, userId)) ?? `user-${userId}`;
  return { secret, otpauthUri: otpauthUri(secret, email, realm === 'staff' ? 'UpKeep Console' : 'UpKeep Pro') };
}

/** Confirms the authenticator being set up with a first code: the ten recovery codes, shown this once. */
export async function confirmTotp(deps: SecondFactorDeps, realm: SecondFactorRealm, userId: number, code: string) {
  const factor = await q.factorOf(deps.db, realm, userId);
  if (!factor) throw conflict(SECOND_FACTOR_WORDS.notEnrolling);
  if (factor.confirmedAt) throw conflict(SECOND_FACTOR_WORDS.alreadyEnabled);
  const secret = secretBox(deps.secret).open(factor.secretSealed);
  const now = deps.now();
  const step = secret ? verifyTotp(secret, code, now, null) : null;
  if (step === null) throw fieldError('code', SECOND_FACTOR_WORDS.invalidCode);
  const codes = newRecoveryCodes();
  const confirmed = await deps.db.transaction(async (tx) => {
    if (!(await q.confirmFactor(tx, factor.id, step, now))) return false;
    await q.replaceRecoveryCodes(tx, realm, userId, codes.map(recoveryCodeHash), now);
    return true;
  });
  if (!confirmed) throw conflict(SECOND_FACTOR_WORDS.alreadyEnabled);
  return { recoveryCodes: codes };
}

/** Turns the authenticator off with one of its codes or a recovery code; its recovery codes go with it. */
export async function disableTotp(deps: SecondFactorDeps, realm: SecondFactorRealm, userId: number, code: string) {
  const factor = await q.factorOf(deps.db, realm, userId);
  if (!factor?.confirmedAt) throw conflict(SECOND_FACTOR_WORDS.notEnabled);
  const done = await deps.db.transaction(async (tx) => {
    if (!(await checkCode(deps, tx, realm, userId, code))) return false;
    await q.deleteFactor(tx, realm, userId);
    return true;
  });
  if (!done) throw fieldError('code', SECOND_FACTOR_WORDS.invalidCode);
}

/**
 * After the password: the challenge of the second step for a user with an authenticator or a passkey (and which of
 * them they have), else null (no second step).
 */
export async function challengeAfterPassword(
  deps: Pick<SecondFactorDeps, 'db' | 'now'>,
  realm: SecondFactorRealm,
  userId: number,
): Promise<MfaChallenge | null> {
  const factor = await q.factorOf(deps.db, realm, userId);
  const methods: SecondFactorMethod[] = [];
  if (factor?.confirmedAt) methods.push('totp');
  if ((await passkeyCount(deps, realm, userId)) > 0) methods.push('passkey');
  if (methods.length === 0) return null;
  const challenge = randomBytes(32).toString('base64url');
  const now = deps.now();
  await q.insertChallenge(deps.db, {
    realm,
    userId,
    tokenHash: hashOf(challenge),
    expiresAt: new Date(now.getTime() + MFA_CHALLENGE_MINUTES * 60_000),
    createdAt: now,
  });
  return { mfaRequired: true, challenge, methods };
}

/** A live challenge of the realm that may still be tried, by its value (401 once over). */
async function openChallenge(deps: Pick<SecondFactorDeps, 'db' | 'now'>, realm: SecondFactorRealm, challenge: string) {
  const row = await deps.db.transaction((tx) => q.liveChallenge(tx, realm, hashOf(challenge), deps.now()));
  if (!row || row.attempts >= MFA_CHALLENGE_ATTEMPTS) throw unauthorized(SECOND_FACTOR_WORDS.challengeOver);
  return row;
}

/** The second step with a passkey: the options for the sign-in's user's passkeys. */
export async function passkeyOptionsForChallenge(
  deps: Pick<SecondFactorDeps, 'db' | 'now'> & { publicUrl: string },
  realm: SecondFactorRealm,
  challenge: string,
): Promise<PasskeyOptions> {
  const row = await openChallenge(deps, realm, challenge);
  return secondStepOptions(deps, realm, row.userId, row.id);
}

/** What answers a second step: an authenticator's code (or a recovery code), or a passkey's assertion. */
export type SecondStepAnswer = { code: string } | { passkey: PasskeyAuthenticationResponse };

/**
 * The second step: the user a live challenge and a right code sign in (the challenge is then used). A wrong code
 * counts against the challenge (and `onWrongCode` against the account's throttle); a used, expired or exhausted
 * challenge answers 401 and the person signs in again.
 */
export async function passChallenge(
  deps: SecondFactorDeps & { publicUrl: string },
  realm: SecondFactorRealm,
  challenge: string,
  answer: SecondStepAnswer,
  onWrongCode: (userId: number) => Promise<void>,
): Promise<number> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await q.liveChallenge(tx, realm, hashOf(challenge), now);
    if (!row || row.attempts >= MFA_CHALLENGE_ATTEMPTS) return { kind: 'over' as const };
    const passed =
      'passkey' in answer
        ? (await checkAssertion(deps, tx, realm, answer.passkey, {
            purpose: 'second-step',
            userId: row.userId,
            mfaChallengeId: row.id,
          })) !== null
        : await checkCode(deps, tx, realm, row.userId, answer.code);
    if (passed) {
      await q.closeChallenge(tx, row.id, now);
      return { kind: 'passed' as const, userId: row.userId };
    }
    await q.countChallengeAttempt(tx, row.id);
    return { kind: 'wrong' as const, userId: row.userId };
  });
  if (outcome.kind === 'over') throw unauthorized(SECOND_FACTOR_WORDS.challengeOver);
  if (outcome.kind === 'wrong') {
    await onWrongCode(outcome.userId);
    throw unauthorized('passkey' in answer ? PASSKEY_WORDS.notVerified : SECOND_FACTOR_WORDS.invalidCode);
  }
  return outcome.userId;
}

/** Signs the user out everywhere (every token stops): a lost factor's reset, or "sign out other sessions". */
export async function signOutEverywhere(
  deps: Pick<SecondFactorDeps, 'db' | 'now'>,
  realm: SecondFactorRealm,
  userId: number,
) {
  await q.signOutEverywhere(deps.db, realm, userId, deps.now());
}

const holder = (row: Awaited<ReturnType<typeof q.companyFactorHolders>>[number]): SecondFactorHolder => row;

/** A company's users and their factors, and whether the company requires one. */
export async function companyTeamFactors(db: Database, companyId: number): Promise<TeamSecondFactors> {
  const company = await q.companyExists(db, companyId);
  if (!company) throw notFound('Company not found');
  return { required: company.required, users: (await q.companyFactorHolders(db, companyId)).map(holder) };
}

/** The owner's view of the team's factors (403 for anyone else). */
export async function ownerTeamFactors(db: Database, caller: CompanyCaller): Promise<TeamSecondFactors> {
  if (caller.role !== 'owner') throw forbidden(OWNER_ONLY);
  return companyTeamFactors(db, caller.companyId);
}

/**
 * The owner requires a second factor of every user of the company, or stops requiring it. They must have one
 * themselves first (409): requiring it without one would shut them out with the rest.
 */
export async function setCompanyFactorPolicy(
  deps: Pick<SecondFactorDeps, 'db'>,
  caller: CompanyCaller,
  required: boolean,
): Promise<TeamSecondFactors> {
  if (caller.role !== 'owner') throw forbidden(OWNER_ONLY);
  if (required && !(await q.hasFactor(deps.db, 'company', caller.companyUserId))) {
    throw conflict(SECOND_FACTOR_MESSAGES.ownerFirst);
  }
  await q.setCompanyFactorRequired(deps.db, caller.companyId, required);
  return companyTeamFactors(deps.db, caller.companyId);
}

/** UpKeep's staff and their factors, and whether the console requires one. */
export async function staffTeamFactors(db: Database): Promise<TeamSecondFactors> {
  return {
    required: await readSetting(db, 'staff_second_factor_required'),
    users: (await q.staffFactorHolders(db)).map(holder),
  };
}

/**
 * UpKeep's staff reset a person's lost second factor (never self-service): the authenticator, its recovery codes
 * and every passkey go, the person is signed out everywhere, and the action is audited. 404 for an unknown person
 * (or one of another company), 409 when there is nothing to reset.
 */
export async function resetSecondFactor(
  deps: Pick<SecondFactorDeps, 'db' | 'now'>,
  actor: { staffUserId: number },
  target: { realm: 'staff'; userId: number } | { realm: 'company'; companyId: number; userId: number },
): Promise<void> {
  if (target.realm === 'company' && (await q.companyOfUser(deps.db, target.userId)) !== target.companyId) {
    throw notFound('User not found');
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    // Nothing changes unless there is a factor to reset (a 404 or 409 signs nobody out).
    const authenticator = await q.deleteFactor(tx, target.realm, target.userId);
    const passkeys = await removeAllPasskeys(tx, target.realm, target.userId);
    if (!authenticator && passkeys === 0) {
      return (await q.accountEmail(tx, target.realm, target.userId)) === null
        ? ('missing' as const)
        : ('nothing' as const);
    }
    await q.signOutEverywhere(tx, target.realm, target.userId, now);
    await recordStaffAction(tx, actor, {
      action: `${target.realm}.second-factor.reset`,
      target: target.realm === 'staff' ? `staff:${target.userId}` : `company:${target.companyId}`,
      after: target.realm === 'company' ? { companyUserId: target.userId } : undefined,
      at: now,
    });
    return 'reset' as const;
  });
  if (outcome === 'missing') throw notFound('User not found');
  if (outcome === 'nothing') throw conflict(SECOND_FACTOR_MESSAGES.nothingToReset);
}
