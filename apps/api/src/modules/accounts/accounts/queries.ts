/**
 * The accounts' database calls, as plain objects: customers, guest sessions, signed-out tokens and the password
 * links of the other realms; company users; UpKeep staff.
 */
import type { CompanyRole, CompanyState, Locale, StaffRole } from '@upkeep/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  companies,
  companyUsers,
  customers,
  guestSessions,
  loginFailures,
  passwordResets,
  revokedTokens,
  staffUsers,
  zipCodes,
} from '../../../db/schema.ts';
import { hasSecondFactorSql } from '../second-factor/conditions.ts';

export interface CustomerRecord {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  zipCode: string | null;
  locale: Locale;
  passwordHash: string;
  tempPasswordHash: string | null;
  tempPasswordIssuedAt: Date | null;
  tempPasswordExpiresAt: Date | null;
  tempPasswordUsedAt: Date | null;
  tokensValidAfter: Date;
  /** Blocked by staff: no sign-in, no recovery e-mail. */
  blockedAt: Date | null;
}

const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phoneNumber: customers.phoneNumber,
  address: customers.address,
  zipCode: customers.zipCode,
  locale: customers.locale,
  passwordHash: customers.passwordHash,
  tempPasswordHash: customers.tempPasswordHash,
  tempPasswordIssuedAt: customers.tempPasswordIssuedAt,
  tempPasswordExpiresAt: customers.tempPasswordExpiresAt,
  tempPasswordUsedAt: customers.tempPasswordUsedAt,
  tokensValidAfter: customers.tokensValidAfter,
  blockedAt: customers.blockedAt,
};

/** E-mails are unique whatever their case. */
export async function customerByEmail(db: Database, email: string): Promise<CustomerRecord | null> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function customerById(db: Database | Tx, id: number): Promise<CustomerRecord | null> {
  const [row] = await db.select(customerColumns).from(customers).where(eq(customers.id, id));
  return row ?? null;
}

export async function insertCustomer(
  db: Database,
  values: {
    name: string;
    email: string;
    phoneNumber: string;
    passwordHash: string;
    origin: string;
    locale: Locale;
    now: Date;
  },
): Promise<CustomerRecord> {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(customers)
    .values({ ...rest, tokensValidAfter: now })
    .returning(customerColumns);
  if (!row) throw new Error('insert into customers returned no row');
  return row;
}

export async function setPasswordHash(db: Database, customerId: number, passwordHash: string): Promise<void> {
  await db.update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
}

/** Marks the temporary password used; false when another sign-in spent it first. */
export async function spendTemporaryPassword(db: Database, customerId: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(customers)
    .set({ tempPasswordUsedAt: now })
    .where(sql`${customers.id} = ${customerId} and ${customers.tempPasswordUsedAt} is null`)
    .returning({ id: customers.id });
  return spent.length > 0;
}

export async function issueTemporaryPassword(
  tx: Tx,
  customerId: number,
  values: { hash: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(customers)
    .set({
      tempPassword: true,
      tempPasswordHash: values.hash,
      tempPasswordIssuedAt: values.issuedAt,
      tempPasswordExpiresAt: values.expiresAt,
      tempPasswordUsedAt: null,
    })
    .where(eq(customers.id, customerId));
}

/** Sets a new password, forgets any temporary one, and revokes the tokens issued before `tokensValidAfter`. */
export async function replacePassword(
  db: Database,
  customerId: number,
  values: { passwordHash: string; tokensValidAfter: Date },
): Promise<CustomerRecord | null> {
  const [row] = await db
    .update(customers)
    .set({
      passwordHash: values.passwordHash,
      tempPassword: false,
      tempPasswordHash: null,
      tempPasswordIssuedAt: null,
      tempPasswordExpiresAt: null,
      tempPasswordUsedAt: null,
      tokensValidAfter: values.tokensValidAfter,
    })
    .where(eq(customers.id, customerId))
    .returning(customerColumns);
  return row ?? null;
}

/** A customer's language (issue 49); false when there is no such customer. */
export async function setCustomerLocale(db: Database, customerId: number, locale: Locale): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ locale })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/** A company user's language (issue 49); false when there is no such active user. */
export async function setCompanyUserLocale(db: Database, companyUserId: number, locale: Locale): Promise<boolean> {
  const rows = await db
    .update(companyUsers)
    .set({ locale })
    .where(and(eq(companyUsers.id, companyUserId), eq(companyUsers.active, true)))
    .returning({ id: companyUsers.id });
  return rows.length > 0;
}

export async function updateContact(
  db: Database,
  customerId: number,
  values: { phoneNumber: string; address: string | null; zipCode: string | null; locale?: Locale },
): Promise<CustomerRecord | null> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, customerId)).returning(customerColumns);
  return row ?? null;
}

export async function knownZipCode(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select({ code: zipCodes.code }).from(zipCodes).where(eq(zipCodes.code, code));
  return row?.code ?? null;
}

export async function insertGuestSession(db: Database): Promise<string> {
  const [guest] = await db.insert(guestSessions).values({}).returning({ id: guestSessions.id });
  if (!guest) throw new Error('insert into guest_sessions returned no row');
  return guest.id;
}

export async function revokeToken(db: Database, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt, createdAt: now }).onConflictDoNothing();
}

/**
 * Blocks the customer (every token issued before `tokensValidAfter` revoked at once) or unblocks them
 * (`blockedAt` null); answers the row, null for an unknown id.
 */
export async function setBlocked(
  tx: Database | Tx,
  customerId: number,
  values: { blockedAt: Date | null; blockedReason: string | null; tokensValidAfter?: Date },
) {
  const [row] = await tx
    .update(customers)
    .set(values)
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return row ?? null;
}

// ---------------------------------------------------------------- password links (company users, staff)

export type PasswordLinkRealm = 'company' | 'staff';

export interface PasswordLinkRecord {
  id: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

/** When the user's newest link was issued (null: never, or purged). */
export async function latestPasswordLinkAt(tx: Tx, realm: PasswordLinkRealm, userId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: passwordResets.createdAt })
    .from(passwordResets)
    .where(and(eq(passwordResets.realm, realm), eq(passwordResets.userId, userId)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function insertPasswordLink(
  tx: Tx,
  values: { realm: PasswordLinkRealm; userId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(passwordResets).values(values);
}

/** Ends the user's links still open at `now`: a newer link, a reset or a change replaces them. */
export async function expireOpenPasswordLinks(
  tx: Database | Tx,
  realm: PasswordLinkRealm,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResets.realm, realm),
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
}

export async function passwordLinkByTokenHash(
  db: Database | Tx,
  realm: PasswordLinkRealm,
  tokenHash: string,
): Promise<PasswordLinkRecord | null> {
  const [row] = await db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(and(eq(passwordResets.realm, realm), eq(passwordResets.tokenHash, tokenHash)));
  return row ?? null;
}

/** Spends a link if it is still open at `now`: of two concurrent uses, one gets true. */
export async function spendPasswordLink(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- failed sign-ins (throttle.ts)

/** A key's window of failures in a scope (null: none). */
export async function loginFailuresOf(db: Database, scope: string, keyHash: string) {
  const [row] = await db
    .select({ startedAt: loginFailures.startedAt, failures: loginFailures.failures })
    .from(loginFailures)
    .where(and(eq(loginFailures.scope, scope), eq(loginFailures.keyHash, keyHash)));
  return row ?? null;
}

/**
 * Counts a failure at `now` in one atomic upsert: a window that started at or before `windowStart` starts over.
 * Answers the window's failures so far.
 */
export async function countLoginFailure(db: Database, scope: string, keyHash: string, now: Date, windowStart: Date) {
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`insert into ${loginFailures} as f (scope, key_hash, started_at, failures)
        values (${scope}, ${keyHash}, ${now.toISOString()}::timestamptz, 1)
        on conflict (scope, key_hash) do update set
          failures = case when f.started_at <= ${windowStart.toISOString()}::timestamptz then 1 else f.failures + 1 end,
          started_at = case when f.started_at <= ${windowStart.toISOString()}::timestamptz
                            then excluded.started_at else f.started_at end
        returning failures`,
  );
  return row?.failures ?? 1;
}

export async function clearLoginFailures(db: Database, scope: string, keyHash: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.keyHash, keyHash)));
}

// Company users.

export interface CompanyUserRecord {
  id: number;
  companyId: number;
  companyName: string;
  companyState: CompanyState;
  name: string;
  email: string;
  role: CompanyRole;
  crewId: number | null;
  passwordHash: string | null;
  tokensValidAfter: Date;
  active: boolean;
  locale: Locale;
  /** Whether the user has a second factor that signs in (second-factor/conditions.ts). */
  hasSecondFactor: boolean;
}

const companyUserColumns = {
  id: companyUsers.id,
  companyId: companyUsers.companyId,
  companyName: companies.name,
  companyState: companies.state,
  name: companyUsers.name,
  email: companyUsers.email,
  role: companyUsers.role,
  crewId: companyUsers.crewId,
  passwordHash: companyUsers.passwordHash,
  tokensValidAfter: companyUsers.tokensValidAfter,
  active: companyUsers.active,
  locale: companyUsers.locale,
  hasSecondFactor: hasSecondFactorSql('company', 'row'),
};

type CompanyUserRow = Omit<CompanyUserRecord, 'role' | 'companyState'> & { role: string; companyState: string };
const toCompanyUserRecord = (row: CompanyUserRow): CompanyUserRecord => ({
  ...row,
  role: row.role as CompanyRole,
  companyState: row.companyState as CompanyState,
});

function selectCompanyUsers(db: Database | Tx) {
  return db
    .select(companyUserColumns)
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId));
}

/** E-mails are unique whatever their case. */
export async function companyUserByEmail(db: Database | Tx, email: string): Promise<CompanyUserRecord | null> {
  const [row] = await selectCompanyUsers(db).where(eq(sql`lower(${companyUsers.email})`, email.toLowerCase()));
  return row ? toCompanyUserRecord(row) : null;
}

export async function companyUserById(db: Database | Tx, id: number): Promise<CompanyUserRecord | null> {
  const [row] = await selectCompanyUsers(db).where(eq(companyUsers.id, id));
  return row ? toCompanyUserRecord(row) : null;
}

export async function setCompanyUserPassword(db: Database | Tx, id: number, passwordHash: string) {
  await db.update(companyUsers).set({ passwordHash }).where(eq(companyUsers.id, id));
}

/** A new password and the moment before which the user's tokens are refused; answers the updated user. */
export async function replaceCompanyUserPassword(
  tx: Database | Tx,
  id: number,
  values: { passwordHash: string; tokensValidAfter: Date },
): Promise<CompanyUserRecord | null> {
  await tx
    .update(companyUsers)
    .set({ passwordHash: values.passwordHash, tokensValidAfter: values.tokensValidAfter })
    .where(eq(companyUsers.id, id));
  return companyUserById(tx, id);
}

// UpKeep staff.

export interface StaffUserRecord {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  tokensValidAfter: Date;
  active: boolean;
}

const staffUserColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  passwordHash: staffUsers.passwordHash,
  tokensValidAfter: staffUsers.tokensValidAfter,
  active: staffUsers.active,
};

export async function staffUserByEmail(db: Database | Tx, email: string): Promise<StaffUserRecord | null> {
  const [row] = await db
    .select(staffUserColumns)
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function staffUserById(db: Database | Tx, id: number): Promise<StaffUserRecord | null> {
  const [row] = await db.select(staffUserColumns).from(staffUsers).where(eq(staffUsers.id, id));
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function setStaffPassword(db: Database | Tx, id: number, passwordHash: string) {
  await db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, id));
}

/** A new password and the moment before which the staff member's tokens are refused; answers them updated. */
export async function replaceStaffPassword(
  tx: Database | Tx,
  id: number,
  values: { passwordHash: string; tokensValidAfter: Date },
): Promise<StaffUserRecord | null> {
  await tx
    .update(staffUsers)
    .set({ passwordHash: values.passwordHash, tokensValidAfter: values.tokensValidAfter })
    .where(eq(staffUsers.id, id));
  return staffUserById(tx, id);
}
