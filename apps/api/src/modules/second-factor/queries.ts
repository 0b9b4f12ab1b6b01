/** The second factors' rows (issue 47): one authenticator per user of a realm, its recovery codes, sign-in challenges. */
import type { SecondFactorRealm } from '@upkeep/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { mfaChallenges, recoveryCodes, secondFactors } from '../../db/schema.ts';

type Db = Database | Tx;

export interface FactorRow {
  id: number;
  secretSealed: string;
  confirmedAt: Date | null;
  lastUsedStep: number | null;
}

export async function factorOf(db: Db, realm: SecondFactorRealm, userId: number): Promise<FactorRow | null> {
  const [row] = await db
    .select({
      id: secondFactors.id,
      secretSealed: secondFactors.secretSealed,
      confirmedAt: secondFactors.confirmedAt,
      lastUsedStep: secondFactors.lastUsedStep,
    })
    .from(secondFactors)
    .where(and(eq(secondFactors.realm, realm), eq(secondFactors.userId, userId)));
  return row ?? null;
}

/** A new secret waiting for its first code, in place of any other that waited. */
export async function putPendingFactor(
  db: Db,
  realm: SecondFactorRealm,
  userId: number,
  secretSealed: string,
  at: Date,
) {
  await db
    .insert(secondFactors)
    .values({ realm, userId, secretSealed, createdAt: at })
    .onConflictDoUpdate({
      target: [secondFactors.realm, secondFactors.userId],
      set: { secretSealed, createdAt: at, confirmedAt: null, lastUsedStep: null },
      setWhere: isNull(secondFactors.confirmedAt),
    });
}

export async function confirmFactor(db: Db, id: number, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ confirmedAt: at, lastUsedStep: step })
    .where(and(eq(secondFactors.id, id), isNull(secondFactors.confirmedAt)))
    .returning({ id: secondFactors.id });
  return rows.length === 1;
}

/** Takes a step as used, unless it or a later one was (two requests with one code: one of them wins). */
export async function takeStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(secondFactors.id, id),
        sql`(${secondFactors.lastUsedStep} is null or ${secondFactors.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ id: secondFactors.id });
  return rows.length === 1;
}

export async function deleteFactor(db: Db, realm: SecondFactorRealm, userId: number) {
  await db.delete(secondFactors).where(and(eq(secondFactors.realm, realm), eq(secondFactors.userId, userId)));
  await db.delete(recoveryCodes).where(and(eq(recoveryCodes.realm, realm), eq(recoveryCodes.userId, userId)));
}

export async function replaceRecoveryCodes(
  db: Db,
  realm: SecondFactorRealm,
  userId: number,
  hashes: string[],
  at: Date,
) {
  await db.delete(recoveryCodes).where(and(eq(recoveryCodes.realm, realm), eq(recoveryCodes.userId, userId)));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ realm, userId, codeHash, createdAt: at })));
}

/** Uses a recovery code once: true when it was the user's and unused. */
export async function spendRecoveryCode(db: Db, realm: SecondFactorRealm, userId: number, hash: string, at: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.realm, realm),
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, realm: SecondFactorRealm, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from recovery_codes
         where realm = ${realm} and user_id = ${userId} and used_at is null`,
  );
  return row?.n ?? 0;
}

export async function insertChallenge(
  db: Db,
  values: { realm: SecondFactorRealm; userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await db.insert(mfaChallenges).values(values);
}

export interface ChallengeRow {
  id: number;
  userId: number;
  attempts: number;
}

/** A live challenge of the realm by its hash (not used, not expired), locked for the attempt. */
export async function liveChallenge(tx: Tx, realm: SecondFactorRealm, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({ id: mfaChallenges.id, userId: mfaChallenges.userId, attempts: mfaChallenges.attempts })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.realm, realm),
        eq(mfaChallenges.tokenHash, tokenHash),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, now),
      ),
    )
    .for('update');
  return (row as ChallengeRow | undefined) ?? null;
}

export async function countChallengeAttempt(db: Db, id: number) {
  await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(eq(mfaChallenges.id, id));
}

export async function closeChallenge(db: Db, id: number, at: Date) {
  await db.update(mfaChallenges).set({ usedAt: at }).where(eq(mfaChallenges.id, id));
}

/** The e-mail address an authenticator app shows the account by. */
export async function accountEmail(db: Db, realm: SecondFactorRealm, userId: number): Promise<string | null> {
  const table = realm === 'staff' ? sql`staff_users` : sql`company_users`;
  const [row] = await queryRows<{ email: string }>(db, sql`select email from ${table} where id = ${userId}`);
  return row?.email ?? null;
}
