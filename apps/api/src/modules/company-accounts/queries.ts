/** Company users' database calls, as plain objects. */
import type { CompanyRole, CompanyState } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { companies, companyUsers } from '../../db/schema.ts';

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
}

const columns = {
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
};

type Row = Omit<CompanyUserRecord, 'role' | 'companyState'> & { role: string; companyState: string };
const toRecord = (row: Row): CompanyUserRecord => ({
  ...row,
  role: row.role as CompanyRole,
  companyState: row.companyState as CompanyState,
});

function select(db: Database | Tx) {
  return db.select(columns).from(companyUsers).innerJoin(companies, eq(companies.id, companyUsers.companyId));
}

/** E-mails are unique whatever their case. */
export async function companyUserByEmail(db: Database | Tx, email: string): Promise<CompanyUserRecord | null> {
  const [row] = await select(db).where(eq(sql`lower(${companyUsers.email})`, email.toLowerCase()));
  return row ? toRecord(row) : null;
}

export async function companyUserById(db: Database | Tx, id: number): Promise<CompanyUserRecord | null> {
  const [row] = await select(db).where(eq(companyUsers.id, id));
  return row ? toRecord(row) : null;
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
