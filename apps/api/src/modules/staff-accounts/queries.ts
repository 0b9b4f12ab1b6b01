/** UpKeep staff accounts' database calls, as plain objects. */
import type { StaffRole } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { staffUsers } from '../../db/schema.ts';

export interface StaffUserRecord {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  tokensValidAfter: Date;
  active: boolean;
}

const columns = {
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
    .select(columns)
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function staffUserById(db: Database | Tx, id: number): Promise<StaffUserRecord | null> {
  const [row] = await db.select(columns).from(staffUsers).where(eq(staffUsers.id, id));
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
