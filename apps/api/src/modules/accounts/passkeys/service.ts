/**
 * Passkeys for company users and UpKeep's staff (issue 47), through SimpleWebAuthn: each user adds several, names,
 * renames and removes them. A passkey must verify its user (a PIN or a biometric: user verification required), so one
 * is both factors: it signs in alone (a discoverable credential, found without an e-mail) or serves as the second step
 * after the password. The relying party is the configured public URL: its origin is the only one accepted and its
 * host the RP ID. Every ceremony signs a challenge of ours, used once within PASSKEY_CHALLENGE_MINUTES, and the
 * authenticator's signature counter only moves forward (a clone whose count goes back is refused).
 */
import { createHash } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  PASSKEY_CHALLENGE_MINUTES,
  type PasskeyAuthenticationResponse,
  type PasskeyOptions,
  type PasskeyRegistrationResponse,
  type PasskeySummary,
  type SecondFactorRealm,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { PASSKEY_WORDS } from '../../../i18n/spec-words.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import * as q from './queries.ts';

export interface PasskeyDeps {
  db: Database;
  now: () => Date;
  /** The product's public address: the relying party's origin and, by its host, its id. */
  publicUrl: string;
}

const CEREMONY_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

/**
 * The relying party of a public URL: its origin and its host as the RP ID. Browsers refuse WebAuthn on an IP address,
 * so a public URL on the loopback address (development, the browser suite) has its passkeys at `localhost`, the same
 * machine and port under the one name a browser accepts there.
 */
export function relyingPartyOf(publicUrl: string): { id: string; origin: string } {
  const url = new URL(publicUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin };
}

/** The user handle a passkey stores (WebAuthn's user.id): the realm and the user's id, no personal data. */
export const userHandleOf = (realm: SecondFactorRealm, userId: number) =>
  new TextEncoder().encode(`upkeep:${realm}:${userId}`);

const hashOf = (challenge: string) => createHash('sha256').update(challenge, 'utf8').digest('hex');

/** The challenge a browser's answer signed (from its clientDataJSON), or null when it cannot be read. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 ? data.challenge : null;
  } catch {
    return null;
  }
}

/** SimpleWebAuthn's options as the contract's open object (passed to the browser as they are). */
const asOptions = (options: { challenge: string }): PasskeyOptions => ({ ...options });
const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const transportsOf = (row: q.PasskeyRow) => row.transports as AuthenticatorTransport[];

function summaryOf(row: q.PasskeyRow): PasskeySummary {
  return {
    id: row.id,
    name: row.name,
    createdDate: row.createdAt.toISOString(),
    lastUsedDate: row.lastUsedAt?.toISOString() ?? null,
  };
}

async function keepChallenge(
  deps: PasskeyDeps,
  options: PasskeyOptions,
  values: { realm: SecondFactorRealm; userId: number | null; purpose: q.ChallengePurpose; mfaChallengeId?: number },
) {
  const now = deps.now();
  await q.deleteExpiredChallenges(deps.db, now);
  await q.insertChallenge(deps.db, {
    ...values,
    mfaChallengeId: values.mfaChallengeId ?? null,
    challengeHash: hashOf(options.challenge),
    expiresAt: new Date(now.getTime() + CEREMONY_MS),
    createdAt: now,
  });
}

export async function passkeyCount(deps: Pick<PasskeyDeps, 'db'>, realm: SecondFactorRealm, userId: number) {
  return q.passkeyCount(deps.db, realm, userId);
}

export async function listPasskeys(deps: Pick<PasskeyDeps, 'db'>, realm: SecondFactorRealm, userId: number) {
  return (await q.passkeysOf(deps.db, realm, userId)).map(summaryOf);
}

/** The options of adding a passkey: a discoverable credential that verifies its user, none the user has already. */
export async function registrationOptions(
  deps: PasskeyDeps,
  realm: SecondFactorRealm,
  userId: number,
): Promise<PasskeyOptions> {
  const account = await q.accountOf(deps.db, realm, userId);
  const existing = await q.passkeysOf(deps.db, realm, userId);
  const rp = relyingPartyOf(deps.publicUrl);
  const email = account?.email ?? `user-${userId}`;
  const options = asOptions(
    await generateRegistrationOptions({
      rpName: realm === 'staff' ? 'UpKeep Console' : 'UpKeep Pro',
      rpID: rp.id,
      userName: email,
      userDisplayName: account?.name || email,
      userID: userHandleOf(realm, userId),
      timeout: CEREMONY_MS,
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    }),
  );
  await keepChallenge(deps, options, { realm, userId, purpose: 'register' });
  return options;
}

/** Adds the passkey a browser made from the user's options (400 when it does not check out, 409 when added already). */
export async function addPasskey(
  deps: PasskeyDeps,
  realm: SecondFactorRealm,
  userId: number,
  name: string,
  response: PasskeyRegistrationResponse,
): Promise<PasskeySummary> {
  const now = deps.now();
  const challenge = signedChallenge(response.response.clientDataJSON);
  const taken = challenge ? await q.takeChallenge(deps.db, realm, 'register', hashOf(challenge), now) : null;
  if (!challenge || taken?.userId !== userId) throw fieldError('response', PASSKEY_WORDS.notVerified);
  const rp = relyingPartyOf(deps.publicUrl);
  const verification = await verifyRegistrationResponse({
    response: response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw fieldError('response', PASSKEY_WORDS.notVerified);
  const { credential } = verification.registrationInfo;
  const row = await q.insertPasskey(deps.db, {
    realm,
    userId,
    credentialId: credential.id,
    publicKey: toBase64url(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    name,
    createdAt: now,
  });
  if (!row) throw conflict(PASSKEY_WORDS.alreadyAdded);
  return summaryOf(row);
}

export async function renamePasskey(
  deps: Pick<PasskeyDeps, 'db'>,
  realm: SecondFactorRealm,
  userId: number,
  id: number,
  name: string,
) {
  const row = await q.renamePasskey(deps.db, realm, userId, id, name);
  if (!row) throw notFound(PASSKEY_WORDS.notFound);
  return summaryOf(row);
}

export async function removePasskey(
  deps: Pick<PasskeyDeps, 'db'>,
  realm: SecondFactorRealm,
  userId: number,
  id: number,
) {
  if (!(await q.deletePasskey(deps.db, realm, userId, id))) throw notFound(PASSKEY_WORDS.notFound);
}

/** Every passkey of the user goes (a lost factor reset by UpKeep's staff, in its transaction): answers how many. */
export async function removeAllPasskeys(db: Database | Tx, realm: SecondFactorRealm, userId: number) {
  return q.deleteAllPasskeys(db, realm, userId);
}

/** The options of a sign-in with a passkey alone: any passkey of the realm (the browser offers the ones it holds). */
export async function signInOptions(deps: PasskeyDeps, realm: SecondFactorRealm): Promise<PasskeyOptions> {
  const options = asOptions(
    await generateAuthenticationOptions({
      rpID: relyingPartyOf(deps.publicUrl).id,
      userVerification: 'required',
      timeout: CEREMONY_MS,
    }),
  );
  await keepChallenge(deps, options, { realm, userId: null, purpose: 'sign-in' });
  return options;
}

/** The options of a sign-in's second step with a passkey: the passkeys of the sign-in's user (409 without one). */
export async function secondStepOptions(
  deps: PasskeyDeps,
  realm: SecondFactorRealm,
  userId: number,
  mfaChallengeId: number,
): Promise<PasskeyOptions> {
  const mine = await q.passkeysOf(deps.db, realm, userId);
  if (mine.length === 0) throw conflict(PASSKEY_WORDS.none);
  const options = asOptions(
    await generateAuthenticationOptions({
      rpID: relyingPartyOf(deps.publicUrl).id,
      userVerification: 'required',
      timeout: CEREMONY_MS,
      allowCredentials: mine.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    }),
  );
  await keepChallenge(deps, options, { realm, userId, purpose: 'second-step', mfaChallengeId });
  return options;
}

/**
 * Checks a passkey's assertion against a live challenge of ours of the purpose (which it uses up): answers the
 * passkey's user, or null. A second step's assertion must answer that sign-in's challenge, by that sign-in's user.
 * The passkey must be of the realm, have verified its user, and move its counter forward (both zero: one that keeps
 * none); its last use is then recorded.
 */
export async function checkAssertion(
  deps: Omit<PasskeyDeps, 'db'>,
  db: Database | Tx,
  realm: SecondFactorRealm,
  response: PasskeyAuthenticationResponse,
  step: { purpose: 'sign-in' } | { purpose: 'second-step'; userId: number; mfaChallengeId: number },
): Promise<number | null> {
  const now = deps.now();
  const challenge = signedChallenge(response.response.clientDataJSON);
  if (!challenge) return null;
  const taken = await q.takeChallenge(db, realm, step.purpose, hashOf(challenge), now);
  if (!taken) return null;
  if (step.purpose === 'second-step' && (taken.userId !== step.userId || taken.mfaChallengeId !== step.mfaChallengeId))
    return null;
  const passkey = await q.passkeyByCredential(db, response.id);
  if (!passkey || passkey.realm !== realm) return null;
  if (step.purpose === 'second-step' && passkey.userId !== step.userId) return null;
  const handle = response.response.userHandle;
  if (handle && handle !== toBase64url(userHandleOf(realm, passkey.userId))) return null;
  const rp = relyingPartyOf(deps.publicUrl);
  const verification = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: fromBase64url(passkey.publicKey),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return null;
  const recorded = await q.recordUse(db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter, now);
  return recorded ? passkey.userId : null;
}
