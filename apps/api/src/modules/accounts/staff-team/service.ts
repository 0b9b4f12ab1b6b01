/**
 * UpKeep's staff team (issue 15): every staff member sees it; admins invite a member (an account without a
 * password and a one-time link valid INVITE_VALID_DAYS days, as company users are invited: only the token's
 * SHA-256 is stored), deactivate (their tokens stop at once) or reactivate one, and change roles. An admin
 * cannot deactivate or demote themself, and the team never loses its last active admin. Every change is
 * written to the audit log in its transaction.
 */
import type { StaffMember, StaffRole, StaffSession } from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { TokenService } from '../../../lib/tokens.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import {
  acceptInvitation,
  countInvitationResend,
  INVITE_MESSAGES,
  INVITE_VALID_DAYS,
  inviteExpiry,
  inviteTokenHash,
  newInviteToken,
  type RealmInvitations,
} from '../accounts/invitations.ts';
import { staffSession } from '../accounts/staff-session.ts';
import { staffUserById } from '../accounts/staff-users.ts';
import { staffInvitationEmail } from './mail.ts';
import * as q from './queries.ts';

export const TEAM_MESSAGES = {
  emailTaken: (email: string) => `${email} is already the e-mail of a staff member.`,
  notFound: 'Staff member not found',
  self: 'You cannot deactivate your own account or give up your own admin role; ask another admin.',
  lastAdmin: 'The team needs at least one active admin: make someone else an admin first.',
  alreadyJoined: 'This person has already set a password: there is no invitation to send again.',
  inactive: 'This account is deactivated: reactivate it before sending the invitation again.',
} as const;

/** The page of the web app that accepts a staff invitation. */
export function staffInviteLinkFor(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/staff/accept-invite?token=${encodeURIComponent(token)}`;
}

const toMember = (row: q.StaffMemberRecord): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  invited: row.invited,
  createdDate: row.createdAt.toISOString(),
});

/** What the audit log keeps of a member. */
const auditView = (row: Pick<q.StaffMemberRecord, 'name' | 'email' | 'role' | 'active'>) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
});

export async function staffMembers(deps: Pick<ServiceDeps, 'db'>): Promise<StaffMember[]> {
  return (await q.staffMembers(deps.db)).map(toMember);
}

/** Creates the member's invitation (a new link valid INVITE_VALID_DAYS days) and queues its e-mail. */
async function sendStaffInvite(
  deps: ServiceDeps,
  tx: Tx,
  member: { id: number; name: string; email: string; role: StaffRole },
  invitedBy: string,
  now: Date,
): Promise<void> {
  const token = newInviteToken();
  await q.insertStaffInvite(tx, {
    staffUserId: member.id,
    tokenHash: inviteTokenHash(token),
    expiresAt: inviteExpiry(now),
    createdAt: now,
  });
  const mail = staffInvitationEmail({
    name: member.name,
    role: member.role,
    invitedBy,
    link: staffInviteLinkFor(deps.publicUrl, token),
    validDays: INVITE_VALID_DAYS,
  });
  await sendEmail(deps.jobs, tx, member.email, mail, now);
}

/** An admin invites a member: the account (no password yet), its invitation, the e-mail with the link. */
export async function inviteStaff(
  deps: ServiceDeps,
  staffUserId: number,
  input: { name: string; email: string; role: StaffRole },
): Promise<StaffMember> {
  const taken = () => conflict(TEAM_MESSAGES.emailTaken(input.email), 'email-taken');
  if (await q.staffEmailTaken(deps.db, input.email)) throw taken();
  const inviter = await staffUserById(deps.db, staffUserId);
  const now = deps.now();
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const memberId = await q.insertInvitedStaff(tx, { ...input, createdAt: now });
      await sendStaffInvite(deps, tx, { id: memberId, ...input }, inviter?.name ?? '', now);
      await recordStaffAction(
        tx,
        { staffUserId },
        {
          action: 'staff.invite',
          target: `staff:${memberId}`,
          before: null,
          after: { ...auditView({ ...input, active: true }), invited: true },
          at: now,
        },
      );
      return memberId;
    });
  } catch (err) {
    // A concurrent invitation of the same address got there first.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  deps.outbox.kick();
  const member = await q.staffMember(deps.db, id);
  if (!member) throw notFound(TEAM_MESSAGES.notFound);
  return toMember(member);
}

/**
 * An admin sends an invited member (no password yet) the invitation again: the links sent before stop working.
 * Counted per address with the company invitations' limits (onboarding INVITATION_LIMITS): 429 past them.
 */
export async function resendStaffInvitation(deps: ServiceDeps, staffUserId: number, id: number): Promise<void> {
  const inviter = await staffUserById(deps.db, staffUserId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const member = await q.staffMember(tx, id, true);
    if (!member) throw notFound(TEAM_MESSAGES.notFound);
    if (!member.invited) throw conflict(TEAM_MESSAGES.alreadyJoined, 'already-joined');
    if (!member.active) throw conflict(TEAM_MESSAGES.inactive, 'inactive');
    await countInvitationResend(tx, member.email, now);
    await q.expireOpenStaffInvites(tx, member.id, now);
    await sendStaffInvite(deps, tx, member, inviter?.name ?? '', now);
    await recordStaffAction(
      tx,
      { staffUserId },
      { action: 'staff.invitation', target: `staff:${member.id}`, after: { email: member.email }, at: now },
    );
  });
  deps.outbox.kick();
}

/**
 * An admin deactivates or reactivates a member, or changes their role. Deactivating stops the member's tokens
 * at once (the realm's check reads `active`, and their tokens' validity starts again from now).
 */
export async function updateStaffMember(
  deps: ServiceDeps,
  staffUserId: number,
  id: number,
  input: { active?: boolean | undefined; role?: StaffRole | undefined },
): Promise<StaffMember> {
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    await q.lockTeam(tx);
    const before = await q.staffMember(tx, id, true);
    if (!before) throw notFound(TEAM_MESSAGES.notFound);
    const active = input.active ?? before.active;
    const role = input.role ?? before.role;
    const losesAdmin = before.active && before.role === 'admin' && (!active || role !== 'admin');
    if (id === staffUserId && (!active || role !== 'admin')) throw conflict(TEAM_MESSAGES.self, 'self');
    if (losesAdmin && (await q.otherActiveAdmins(tx, id)) === 0) throw conflict(TEAM_MESSAGES.lastAdmin, 'last-admin');
    if (active === before.active && role === before.role) return before;
    await q.updateStaff(tx, id, {
      active,
      role,
      revokeTokensAt: before.active && !active ? now : undefined,
    });
    const after = { ...before, active, role };
    await recordStaffAction(
      tx,
      { staffUserId },
      { action: 'staff.update', target: `staff:${id}`, before: auditView(before), after: auditView(after), at: now },
    );
    return after;
  });
  return toMember(updated);
}

/** Where staff invitations are kept, and how a member's session is made. */
const staffInvitations = (
  deps: Pick<ServiceDeps, 'db'> & { tokens: TokenService },
): RealmInvitations<StaffSession> => ({
  find: q.staffInviteByTokenHash,
  async spend(tx, invitation, passwordHash, now) {
    if (!(await q.spendStaffInvite(tx, invitation.id, now))) return false;
    if (!(await q.setInvitedPassword(tx, invitation.userId, passwordHash))) throw badRequest(INVITE_MESSAGES.used);
    return true;
  },
  async session(userId) {
    const user = await staffUserById(deps.db, userId);
    return user?.active ? staffSession(deps.tokens, user) : null;
  },
});

/** Accepts a staff member's invitation (accounts/accounts/invitations.ts) and signs them in. */
export function acceptStaffInvite(
  deps: ServiceDeps & { tokens: TokenService },
  token: string,
  password: string,
): Promise<StaffSession> {
  return acceptInvitation(deps, staffInvitations(deps), token, password);
}
