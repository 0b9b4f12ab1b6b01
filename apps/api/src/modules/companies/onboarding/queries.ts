/** Onboarding's database calls (partner requests, companies and their users, invitations), as plain objects. */
import type { CompanyRole, Locale, PartnerRequestStatus } from '@upkeep/contract';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { companies, companyInvites, companyUsers, partnerRequests, zipCodes } from '../../../db/schema.ts';
import type { InvitationRecord } from '../../accounts/accounts/invitations.ts';
import { insertFirstCrew } from '../crews/service.ts';

type Db = Database | Tx;

export interface PartnerRequestRecord {
  id: number;
  companyName: string;
  email: string;
  phone: string;
  services: string;
  isInsured: boolean;
  isLicensed: boolean;
  city: string;
  state: string;
  zipCode: string;
  status: PartnerRequestStatus;
  declineReason: string | null;
  decidedAt: Date | null;
  companyId: number | null;
  createdAt: Date;
}

const requestColumns = {
  id: partnerRequests.id,
  companyName: partnerRequests.companyName,
  email: partnerRequests.email,
  phone: partnerRequests.phone,
  services: partnerRequests.services,
  isInsured: partnerRequests.isInsured,
  isLicensed: partnerRequests.isLicensed,
  city: partnerRequests.city,
  state: partnerRequests.state,
  zipCode: partnerRequests.zipCode,
  status: partnerRequests.status,
  declineReason: partnerRequests.declineReason,
  decidedAt: partnerRequests.decidedAt,
  companyId: partnerRequests.companyId,
  createdAt: partnerRequests.createdAt,
};

const toRequest = (row: Omit<PartnerRequestRecord, 'status'> & { status: string }): PartnerRequestRecord => ({
  ...row,
  status: row.status as PartnerRequestStatus,
});

/** Newest first, of one status when given. */
export async function listPartnerRequests(db: Db, status?: PartnerRequestStatus): Promise<PartnerRequestRecord[]> {
  const rows = await db
    .select(requestColumns)
    .from(partnerRequests)
    .where(status ? eq(partnerRequests.status, status) : undefined)
    .orderBy(desc(partnerRequests.createdAt), desc(partnerRequests.id));
  return rows.map(toRequest);
}

export async function partnerRequestById(db: Db, id: number): Promise<PartnerRequestRecord | null> {
  const [row] = await db.select(requestColumns).from(partnerRequests).where(eq(partnerRequests.id, id));
  return row ? toRequest(row) : null;
}

/**
 * Decides a request still new, answering it, or null when it is unknown or already decided. The condition
 * on the status makes the decision once: a concurrent twin waits for the row and then finds it decided.
 */
export async function decidePartnerRequest(
  tx: Tx,
  id: number,
  decision: { status: 'approved' | 'declined'; decidedAt: Date; decidedBy: number; declineReason?: string },
): Promise<PartnerRequestRecord | null> {
  const [row] = await tx
    .update(partnerRequests)
    .set({
      status: decision.status,
      decidedAt: decision.decidedAt,
      decidedBy: decision.decidedBy,
      declineReason: decision.declineReason ?? null,
    })
    .where(and(eq(partnerRequests.id, id), eq(partnerRequests.status, 'new')))
    .returning(requestColumns);
  return row ? toRequest(row) : null;
}

export async function linkPartnerRequestToCompany(tx: Tx, id: number, companyId: number): Promise<void> {
  await tx.update(partnerRequests).set({ companyId }).where(eq(partnerRequests.id, id));
}

/** Whether a company already has this slug (its address on the marketplace). */
export async function companySlugTaken(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  return Boolean(row);
}

export async function zipCodeExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ code: zipCodes.code }).from(zipCodes).where(eq(zipCodes.code, code));
  return Boolean(row);
}

/** A new company, with its first crew (issue 29: every company has one). */
export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert): Promise<number> {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('insert into companies returned no row');
  await insertFirstCrew(tx, row.id, values.createdAt ?? new Date());
  return row.id;
}

export async function companyNameById(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/** E-mails of company users are unique whatever their case (company_users_email_uq). */
export async function companyUserEmailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(eq(sql`lower(${companyUsers.email})`, email.toLowerCase()));
  return Boolean(row);
}

/** A company user without a password: they set it by accepting their invitation. */
export async function insertInvitedCompanyUser(
  tx: Tx,
  values: {
    companyId: number;
    name: string;
    email: string;
    role: CompanyRole;
    crewId?: number | null;
    /** A crew member's language (issue 49); English when absent. */
    locale?: Locale;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await tx
    .insert(companyUsers)
    .values({ ...values, passwordHash: null })
    .returning({ id: companyUsers.id });
  if (!row) throw new Error('insert into company_users returned no row');
  return row.id;
}

export async function insertInvite(
  tx: Tx,
  values: { companyUserId: number; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await tx.insert(companyInvites).values(values);
}

export async function inviteByTokenHash(db: Db, tokenHash: string): Promise<InvitationRecord | null> {
  const [row] = await db
    .select({
      id: companyInvites.id,
      userId: companyInvites.companyUserId,
      expiresAt: companyInvites.expiresAt,
      usedAt: companyInvites.usedAt,
      userEmail: companyUsers.email,
      userName: companyUsers.name,
      userActive: companyUsers.active,
    })
    .from(companyInvites)
    .innerJoin(companyUsers, eq(companyUsers.id, companyInvites.companyUserId))
    .where(eq(companyInvites.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Spends an invitation still unused and unexpired at `now`: true for the one caller that does. A concurrent
 * twin's update waits for the row, then finds it used.
 */
export async function spendInvite(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(companyInvites)
    .set({ usedAt: now })
    .where(and(eq(companyInvites.id, id), isNull(companyInvites.usedAt), gt(companyInvites.expiresAt, now)))
    .returning({ id: companyInvites.id });
  return rows.length > 0;
}

/** Ends the user's invitations still open at `now` (a new one replaces them: only the newest link works). */
export async function expireOpenInvites(tx: Tx, companyUserId: number, now: Date): Promise<void> {
  await tx
    .update(companyInvites)
    .set({ expiresAt: now })
    .where(
      and(
        eq(companyInvites.companyUserId, companyUserId),
        isNull(companyInvites.usedAt),
        gt(companyInvites.expiresAt, now),
      ),
    );
}

export async function setPassword(tx: Tx, companyUserId: number, passwordHash: string): Promise<void> {
  await tx.update(companyUsers).set({ passwordHash }).where(eq(companyUsers.id, companyUserId));
}

export interface TeamMemberRecord {
  id: number;
  name: string;
  email: string;
  role: CompanyRole;
  crewId: number | null;
  hasPassword: boolean;
  active: boolean;
  bookingAlerts: boolean;
  phoneNumber: string | null;
  locale: Locale;
}

const teamColumns = {
  id: companyUsers.id,
  name: companyUsers.name,
  email: companyUsers.email,
  role: companyUsers.role,
  crewId: companyUsers.crewId,
  hasPassword: sql<boolean>`${companyUsers.passwordHash} is not null`,
  active: companyUsers.active,
  bookingAlerts: companyUsers.bookingAlerts,
  locale: companyUsers.locale,
  phoneNumber: companyUsers.phoneNumber,
};

/**
 * A company's users, deactivated ones included: the owner first, then by name. `lock`: in a transaction that
 * changes who is active, the rows stay locked until it ends (two owners deactivating each other at once
 * cannot both pass the last-owner check).
 */
export async function companyTeam(db: Db, companyId: number, lock = false): Promise<TeamMemberRecord[]> {
  const query = db
    .select(teamColumns)
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(sql`${companyUsers.role} = 'owner' desc`, asc(companyUsers.name), asc(companyUsers.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.map((r) => ({ ...r, role: r.role as CompanyRole, hasPassword: Boolean(r.hasPassword) }));
}

/**
 * Deactivates or reactivates a company user. Deactivation also ends their sessions: tokens issued before now
 * stop working, and stay dead after a reactivation (the instant always moves forward, even when the clock
 * has not).
 */
export async function setCompanyUserActive(tx: Tx, id: number, active: boolean, now: Date): Promise<void> {
  await tx
    .update(companyUsers)
    .set(
      active
        ? { active }
        : {
            active,
            tokensValidAfter: sql`greatest(${now.toISOString()}::timestamptz, ${companyUsers.tokensValidAfter} + interval '1 millisecond')`,
          },
    )
    .where(eq(companyUsers.id, id));
}

export async function companyUserName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: companyUsers.name }).from(companyUsers).where(eq(companyUsers.id, id));
  return row?.name ?? null;
}

/** A company user's new-booking alerts and mobile number (issue 26); undefined leaves a field as it is. */
export async function setCompanyUserAlerts(
  db: Db,
  id: number,
  values: { bookingAlerts?: boolean; phoneNumber?: string | null },
): Promise<void> {
  const set: { bookingAlerts?: boolean; phoneNumber?: string | null } = {};
  if (values.bookingAlerts !== undefined) set.bookingAlerts = values.bookingAlerts;
  if (values.phoneNumber !== undefined) set.phoneNumber = values.phoneNumber;
  if (Object.keys(set).length) await db.update(companyUsers).set(set).where(eq(companyUsers.id, id));
}

/** Puts a crew member in another crew. */
export async function setCompanyUserCrew(db: Db, id: number, crewId: number): Promise<void> {
  await db.update(companyUsers).set({ crewId }).where(eq(companyUsers.id, id));
}
