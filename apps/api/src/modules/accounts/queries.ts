/** The accounts' database calls: customers, guest sessions and signed-out tokens, as plain objects. */
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { customers, guestSessions, revokedTokens, zipCodes } from '../../db/schema.ts';

export interface CustomerRecord {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  zipCode: string | null;
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
  values: { name: string; email: string; phoneNumber: string; passwordHash: string; origin: string; now: Date },
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

export async function updateContact(
  db: Database,
  customerId: number,
  values: { phoneNumber: string; address: string | null; zipCode: string | null },
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
