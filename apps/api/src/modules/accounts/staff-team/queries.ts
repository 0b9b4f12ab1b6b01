/** The staff team's database calls: members, their invitations, the lock that serialises team changes. */
import type { StaffRole } from '@upkeep/contract';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { staffInvites, staffUsers } from '../../../db/schema.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { InvitationRecord } from '../accounts/invitations.ts';

type Db = Database | Tx;

export interface StaffMemberRecord {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
  invited: boolean;
  createdAt: Date;
}

const memberColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  active: staffUsers.active,
  invited: sql<boolean>`(${staffUsers.passwordHash} is null)`,
  createdAt: staffUsers.createdAt,
};

const asMember = (row: Omit<StaffMemberRecord, 'role'> & { role: string }): StaffMemberRecord => ({
  ...row,
  role: row.role === 'admin' ? 'admin' : 'support',
});

/** Every staff member, the oldest account first. */
export async function staffMembers(db: Db): Promise<StaffMemberRecord[]> {
  const rows = await db.select(memberColumns).from(staffUsers).orderBy(asc(staffUsers.createdAt), asc(staffUsers.id));
  return rows.map(asMember);
}

/** One member; `lock` holds the row until the transaction ends. */
export async function staffMember(db: Db, id: number, lock = false): Promise<StaffMemberRecord | null> {
  const query = db.select(memberColumns).from(staffUsers).where(eq(staffUsers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? asMember(row) : null;
}

export async function staffEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()));
  return row !== undefined;
}

/** Active administrators other than `exceptId`. */
export async function otherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true), sql`${staffUsers.id} <> ${exceptId}`));
  return row?.n ?? 0;
}

/** Team changes hold one lock: two admins changing roles at once are served one after the other. */
export async function lockTeam(tx: Tx): Promise<void> {
  await lockKey(tx, 'staffTeam', 'team');
}

export async function insertInvitedStaff(
  tx: Tx,
  values: { name: string; email: string; role: StaffRole; createdAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(staffUsers)
    .values({ ...values, passwordHash: null, tokensValidAfter: values.createdAt, active: true })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('insert into staff_users returned no row');
  return row.id;
}

/**
 * Changes a member; `revokeTokensAt` ends every token signed so far (their `validAfter` no longer matches),
 * later than the last time even when the clock has not moved.
 */
export async function updateStaff(
  tx: Tx,
  id: number,
  values: { active: boolean; role: StaffRole; revokeTokensAt?: Date | undefined },
): Promise<void> {
  const { revokeTokensAt, ...rest } = values;
  await tx
    .update(staffUsers)
    .set({
      ...rest,
      ...(revokeTokensAt
        ? {
            tokensValidAfter: sql`greatest(${revokeTokensAt.toISOString()}::timestamptz, ${staffUsers.tokensValidAfter} + interval '1 millisecond')`,
          }
        : {}),
    })
    .where(eq(staffUsers.id, id));
}

export async function insertStaffInvite(
  tx: Tx,
  values: { staffUserId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(staffInvites).values(values);
}

/** Ends the member's invitations still open at `now` (a new one replaces them: only the newest link works). */
export async function expireOpenStaffInvites(tx: Tx, staffUserId: number, now: Date): Promise<void> {
  await tx
    .update(staffInvites)
    .set({ expiresAt: now })
    .where(
      and(eq(staffInvites.staffUserId, staffUserId), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)),
    );
}

export async function staffInviteByTokenHash(db: Db, tokenHash: string): Promise<InvitationRecord | null> {
  const [row] = await db
    .select({
      id: staffInvites.id,
      userId: staffInvites.staffUserId,
      expiresAt: staffInvites.expiresAt,
      usedAt: staffInvites.usedAt,
      userEmail: staffUsers.email,
      userName: staffUsers.name,
      userActive: staffUsers.active,
    })
    .from(staffInvites)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvites.staffUserId))
    .where(eq(staffInvites.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Spends an invitation still unused and unexpired at `now`: true for the one caller that does. A concurrent
 * twin's update waits for the row, then finds it used.
 */
export async function spendStaffInvite(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(staffInvites)
    .set({ usedAt: now })
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, now)))
    .returning({ id: staffInvites.id });
  return rows.length > 0;
}

/** Sets the password of an invited member (only while none is set: an invitation never replaces one). */
export async function setInvitedPassword(tx: Tx, id: number, passwordHash: string): Promise<boolean> {
  const rows = await tx
    .update(staffUsers)
    .set({ passwordHash })
    .where(and(eq(staffUsers.id, id), isNull(staffUsers.passwordHash)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}
