/** The passkeys' rows (issue 47): each user's passkeys and the challenges their ceremonies sign, each used once. */
import type { SecondFactorRealm } from '@upkeep/contract';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../../db/schema.ts';

type Db = Database | Tx;

export interface PasskeyRow {
  id: number;
  realm: SecondFactorRealm;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const columns = {
  id: passkeys.id,
  realm: passkeys.realm,
  userId: passkeys.userId,
  credentialId: passkeys.credentialId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export async function passkeysOf(db: Db, realm: SecondFactorRealm, userId: number): Promise<PasskeyRow[]> {
  return db
    .select(columns)
    .from(passkeys)
    .where(and(eq(passkeys.realm, realm), eq(passkeys.userId, userId)))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function passkeyCount(db: Db, realm: SecondFactorRealm, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from passkeys where realm = ${realm} and user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

/** A passkey by its credential id, whoever's it is (the caller checks the realm and the user). */
export async function passkeyByCredential(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select(columns).from(passkeys).where(eq(passkeys.credentialId, credentialId)).for('update');
  return row ?? null;
}

export async function insertPasskey(db: Db, values: Omit<PasskeyRow, 'id' | 'lastUsedAt'>): Promise<PasskeyRow | null> {
  const [row] = await db
    .insert(passkeys)
    .values(values)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning(columns);
  return row ?? null;
}

export async function renamePasskey(
  db: Db,
  realm: SecondFactorRealm,
  userId: number,
  id: number,
  name: string,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.realm, realm), eq(passkeys.userId, userId)))
    .returning(columns);
  return row ?? null;
}

export async function deletePasskey(db: Db, realm: SecondFactorRealm, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.realm, realm), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function deleteAllPasskeys(db: Db, realm: SecondFactorRealm, userId: number): Promise<number> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.realm, realm), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length;
}

/**
 * Records a use: the authenticator's new counter, only forward (or both zero: authenticators that keep no counter), so
 * of two requests with one assertion, or a clone whose count went back, only one passes.
 */
export async function recordUse(db: Db, id: number, oldCounter: number, newCounter: number, at: Date) {
  const rows = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: at })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, oldCounter)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export type ChallengePurpose = 'register' | 'sign-in' | 'second-step';

export async function insertChallenge(
  db: Db,
  values: {
    realm: SecondFactorRealm;
    userId: number | null;
    purpose: ChallengePurpose;
    challengeHash: string;
    mfaChallengeId: number | null;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  await db.insert(webauthnChallenges).values(values);
}

export interface WebauthnChallengeRow {
  id: number;
  userId: number | null;
  mfaChallengeId: number | null;
}

/** Takes a live challenge of the realm and purpose by its hash: marks it used and answers it (null when none was live). */
export async function takeChallenge(
  db: Db,
  realm: SecondFactorRealm,
  purpose: ChallengePurpose,
  challengeHash: string,
  now: Date,
): Promise<WebauthnChallengeRow | null> {
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.realm, realm),
        eq(webauthnChallenges.purpose, purpose),
        eq(webauthnChallenges.challengeHash, challengeHash),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({
      id: webauthnChallenges.id,
      userId: webauthnChallenges.userId,
      mfaChallengeId: webauthnChallenges.mfaChallengeId,
    });
  return row ?? null;
}

/** Challenges past their time, used or not: they sign nothing any more. */
export async function deleteExpiredChallenges(db: Db, now: Date) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

/** The e-mail address and name a passkey is registered under (the authenticator shows them). */
export async function accountOf(
  db: Db,
  realm: SecondFactorRealm,
  userId: number,
): Promise<{ email: string; name: string } | null> {
  const table = realm === 'staff' ? sql`staff_users` : sql`company_users`;
  const [row] = await queryRows<{ email: string; name: string }>(
    db,
    sql`select email, name from ${table} where id = ${userId}`,
  );
  return row ?? null;
}
