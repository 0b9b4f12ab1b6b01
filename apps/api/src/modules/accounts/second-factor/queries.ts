/** The second factors' rows (issue 47): one authenticator per user of a realm, its recovery codes, sign-in challenges. */
import type { SecondFactorRealm } from '@upkeep/contract';
import { and, asc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  companies,
  companyUsers,
  mfaChallenges,
  recoveryCodes,
  secondFactors,
  staffUsers,
} from '../../../db/schema.ts';
import { hasSecondFactorSql } from './conditions.ts';

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

/** Removes a user's authenticator and its recovery codes: whether there was one. */
export async function deleteFactor(db: Db, realm: SecondFactorRealm, userId: number): Promise<boolean> {
  const removed = await db
    .delete(secondFactors)
    .where(and(eq(secondFactors.realm, realm), eq(secondFactors.userId, userId)))
    .returning({ id: secondFactors.id });
  await db.delete(recoveryCodes).where(and(eq(recoveryCodes.realm, realm), eq(recoveryCodes.userId, userId)));
  return removed.length > 0;
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

/** SQL: whether the row's user (of the staff_users or company_users query) has a confirmed authenticator. */
function authenticatorSql(realm: SecondFactorRealm): SQL<boolean> {
  const user = sql.raw(realm === 'staff' ? '"staff_users"."id"' : '"company_users"."id"');
  return sql<boolean>`exists (select 1 from "second_factors" f where f.realm = ${realm} and f.user_id = ${user} and f.confirmed_at is not null)`;
}

/** SQL: how many passkeys the row's user (of the staff_users or company_users query) has. */
function passkeyCountSql(realm: SecondFactorRealm): SQL<number> {
  const user = sql.raw(realm === 'staff' ? '"staff_users"."id"' : '"company_users"."id"');
  return sql<number>`(select count(*)::int from "passkeys" p where p.realm = ${realm} and p.user_id = ${user})`;
}

/** Whether a company user's company requires a second factor of its users. */
export async function companyRequiresFactor(db: Db, companyUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: companies.secondFactorRequired })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.id, companyUserId));
  return row?.required ?? false;
}

/** A company's users with their second factors (owner first, then by name). */
export async function companyFactorHolders(db: Db, companyId: number) {
  return db
    .select({
      id: companyUsers.id,
      name: companyUsers.name,
      email: companyUsers.email,
      role: companyUsers.role,
      active: companyUsers.active,
      authenticator: authenticatorSql('company'),
      passkeys: passkeyCountSql('company'),
    })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(sql`${companyUsers.role} <> 'owner'`, asc(companyUsers.name), asc(companyUsers.id));
}

/** UpKeep's staff with their second factors (by name). */
export async function staffFactorHolders(db: Db) {
  return db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      active: staffUsers.active,
      authenticator: authenticatorSql('staff'),
      passkeys: passkeyCountSql('staff'),
    })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
}

/** The company of a company user (null for none). */
export async function companyOfUser(db: Db, companyUserId: number): Promise<number | null> {
  const [row] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(eq(companyUsers.id, companyUserId));
  return row?.companyId ?? null;
}

export async function companyExists(db: Db, companyId: number): Promise<{ required: boolean } | null> {
  const [row] = await db
    .select({ required: companies.secondFactorRequired })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function setCompanyFactorRequired(db: Db, companyId: number, required: boolean) {
  await db.update(companies).set({ secondFactorRequired: required }).where(eq(companies.id, companyId));
}

/** Every token the user holds stops (they sign in again); answers whether the user exists. */
export async function signOutEverywhere(db: Db, realm: SecondFactorRealm, userId: number, at: Date) {
  const table = realm === 'staff' ? staffUsers : companyUsers;
  const rows = await db
    .update(table)
    .set({
      tokensValidAfter: sql`greatest(${at.toISOString()}::timestamptz, ${table.tokensValidAfter} + interval '1 millisecond')`,
    })
    .where(eq(table.id, userId))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Whether the user has a second factor that signs in. */
export async function hasFactor(db: Db, realm: SecondFactorRealm, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ has: boolean }>(db, sql`select ${hasSecondFactorSql(realm, userId)} as has`);
  return Boolean(row?.has);
}
