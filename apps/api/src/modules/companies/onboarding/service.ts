/**
 * Onboarding: from a partner request to a company with users. UpKeep staff approve a request (the company is
 * created setting up, with its owner, who is invited by e-mail) or decline it with a reason; a company user
 * accepts an invitation once, setting their password; the owner invites office staff the same way.
 * Invitations are one-time links: a random token of which only the SHA-256 is stored, valid 7 days, spent
 * atomically (decision 0011).
 */
import type {
  CompanySession,
  CompanyTeamMember,
  Locale,
  PartnerRequestItem,
  PartnerRequestStatus,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { slugOf } from '../../../lib/company-slug.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { countAction } from '../../../lib/flood-limits.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import type { TokenService } from '../../../lib/tokens.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import { companySession, companyUserById } from '../../accounts/accounts/company-users.ts';
import {
  acceptInvitation,
  countInvitationResend,
  INVITATION_ACTIONS,
  INVITATION_LIMITS,
  INVITE_VALID_DAYS,
  inviteExpiry,
  inviteTokenHash,
  newInviteToken,
  type RealmInvitations,
} from '../../accounts/accounts/invitations.ts';
import { personLocale } from '../../messages/notifications/company-notice.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { setThreadState } from '../../messages/staff-inbox/service.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import { crewOfCompany } from '../crews/service.ts';
import { isNameKeyViolation, nameKeyOf, nameKeyTaken } from '../name-keys/service.ts';
import { invitationEmail, partnerDeclinedEmail } from './mail.ts';
import * as queries from './queries.ts';

/**
 * The logo of a company that has not uploaded its own: a neutral picture among the web's public images
 * (the seed's companies each have their own drawing).
 */
export const PLACEHOLDER_LOGO = '/images/companies/placeholder.svg';

/** Counts an invitation the company itself sends (a new one or a re-send): 429 past its daily limit. */
const countCompanyInvitation = (tx: Tx, companyId: number, now: Date) =>
  countAction(tx, INVITATION_ACTIONS.companyInvitation, String(companyId), INVITATION_LIMITS.perCompanyPerDay, now);

/** The page of the web app that accepts an invitation. */
export function inviteLinkFor(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/pro/accept-invite?token=${encodeURIComponent(token)}`;
}

const companyNameTaken = (name: string) =>
  conflict(`A company named "${name}" already exists on UpKeep.`, 'company-name-taken');

/**
 * Creates an invitation for the user in the transaction and queues its e-mail; answers nothing of the token. The
 * e-mail is in `locale` (a crew member's language, issue 49; English for the owners and the office), and so is its
 * link, where the accepting screen has a twin in it (linkIn).
 */
async function invite(
  deps: ServiceDeps,
  tx: Tx,
  input: {
    companyUserId: number;
    email: string;
    companyName: string;
    invitedBy: 'upkeep' | { ownerName: string };
    locale?: Locale;
  },
): Promise<void> {
  const now = deps.now();
  const token = newInviteToken();
  await queries.insertInvite(tx, {
    companyUserId: input.companyUserId,
    tokenHash: inviteTokenHash(token),
    expiresAt: inviteExpiry(now),
    createdAt: now,
  });
  const locale = input.locale ?? 'en';
  const mail = invitationEmail({
    companyName: input.companyName,
    invitedBy: input.invitedBy,
    link: linkIn(inviteLinkFor(deps.publicUrl, token), locale),
    validDays: INVITE_VALID_DAYS,
    locale,
  });
  await sendEmail(deps.jobs, tx, input.email, mail, now);
}

// ---------------------------------------------------------------- UpKeep staff: partner requests

export async function partnerRequests(deps: ServiceDeps, status?: PartnerRequestStatus): Promise<PartnerRequestItem[]> {
  const rows = await queries.listPartnerRequests(deps.db, status);
  return rows.map((r) => ({
    id: r.id,
    companyName: r.companyName,
    email: r.email,
    status: r.status,
    phone: r.phone,
    services: r.services,
    city: r.city,
    state: r.state,
    zipCode: r.zipCode,
    isInsured: r.isInsured,
    isLicensed: r.isLicensed,
    createdDate: r.createdAt.toISOString(),
    declineReason: r.declineReason,
    companyId: r.companyId,
  }));
}

/** Why a request cannot be decided now: unknown (404) or decided before (409). */
async function undecidable(deps: ServiceDeps, id: number): Promise<Error> {
  const existing = await queries.partnerRequestById(deps.db, id);
  if (!existing) return notFound('Partner request not found');
  return conflict(`This partner request was already ${existing.status}.`, 'already-decided');
}

/**
 * Approves a new request: in one transaction the request is decided, the company created (setting up, so
 * not offered yet), its owner created without a password and invited by e-mail.
 */
export async function approvePartnerRequest(
  deps: ServiceDeps,
  staffUserId: number,
  id: number,
): Promise<{ companyId: number; companyUserId: number }> {
  const now = deps.now();
  let created: { companyId: number; companyUserId: number } | null;
  let nameOfRequest = '';
  try {
    created = await deps.db.transaction(async (tx) => {
      const request = await queries.decidePartnerRequest(tx, id, {
        status: 'approved',
        decidedAt: now,
        decidedBy: staffUserId,
      });
      if (!request) return null;
      const name = request.companyName.trim();
      nameOfRequest = name;
      const nameKey = nameKeyOf(name);
      const slug = slugOf(name) || `company-${request.id}`;
      // A name that only looks like another company's (or a rename waiting) is taken as much as the same name.
      if (await nameKeyTaken(tx, nameKey)) throw companyNameTaken(name);
      if (await queries.companySlugTaken(tx, slug)) {
        throw conflict(
          `A company with a name too close to "${name}" already exists on UpKeep (its address would be the same: ${slug}).`,
          'company-slug-taken',
        );
      }
      if (await queries.companyUserEmailTaken(tx, request.email)) {
        throw conflict(`${request.email} is already the e-mail of a company user on UpKeep.`, 'email-taken');
      }
      const companyId = await queries.insertCompany(tx, {
        name,
        nameKey,
        slug,
        logo: PLACEHOLDER_LOGO,
        address: '',
        city: request.city,
        zipCode: (await queries.zipCodeExists(tx, request.zipCode)) ? request.zipCode : null,
        phoneNumber: request.phone,
        email: request.email,
        isInsured: request.isInsured,
        isLicensed: request.isLicensed,
        active: true,
        state: 'setting_up',
        liveAt: null,
        createdAt: now,
      });
      await queries.linkPartnerRequestToCompany(tx, id, companyId);
      // The request names no person: the owner goes by the company's name until they say otherwise.
      const companyUserId = await queries.insertInvitedCompanyUser(tx, {
        companyId,
        name,
        email: request.email,
        role: 'owner',
        createdAt: now,
      });
      await invite(deps, tx, { companyUserId, email: request.email, companyName: name, invitedBy: 'upkeep' });
      await setThreadState(tx, 'partner', id, 'done', now);
      await recordStaffAction(
        tx,
        { staffUserId },
        {
          action: 'partner.approve',
          target: `partner:${id}`,
          before: { status: 'new' },
          after: { status: 'approved', companyId, companyUserId },
          at: now,
        },
      );
      return { companyId, companyUserId };
    });
  } catch (err) {
    // A concurrent approval of another request with the same name or e-mail got there first.
    if (isNameKeyViolation(err)) throw companyNameTaken(nameOfRequest);
    if (isUniqueViolation(err)) {
      throw conflict('A company with this name, or a company user with this e-mail, already exists.', 'taken');
    }
    throw err;
  }
  if (!created) throw await undecidable(deps, id);
  deps.outbox.kick();
  return created;
}

/** Declines a new request with a reason, which is mailed to the requester. */
export async function declinePartnerRequest(
  deps: ServiceDeps,
  staffUserId: number,
  id: number,
  reason: string,
): Promise<void> {
  const now = deps.now();
  const declined = await deps.db.transaction(async (tx) => {
    const request = await queries.decidePartnerRequest(tx, id, {
      status: 'declined',
      decidedAt: now,
      decidedBy: staffUserId,
      declineReason: reason,
    });
    if (!request) return false;
    const mail = partnerDeclinedEmail({
      companyName: request.companyName,
      reason,
      contactUrl: `${deps.publicUrl.replace(/\/+$/, '')}/contact`,
    });
    await sendEmail(deps.jobs, tx, request.email, mail, now);
    await setThreadState(tx, 'partner', id, 'done', now);
    await recordStaffAction(
      tx,
      { staffUserId },
      {
        action: 'partner.decline',
        target: `partner:${id}`,
        before: { status: 'new' },
        after: { status: 'declined', reason },
        at: now,
      },
    );
    return true;
  });
  if (!declined) throw await undecidable(deps, id);
  deps.outbox.kick();
}

// ---------------------------------------------------------------- company users: invitations

/** Where company users' invitations are kept, and how their session is made. */
const companyInvitations = (
  deps: Pick<ServiceDeps, 'db'> & { tokens: TokenService },
): RealmInvitations<CompanySession> => ({
  find: queries.inviteByTokenHash,
  async spend(tx, invitation, passwordHash, now) {
    if (!(await queries.spendInvite(tx, invitation.id, now))) return false;
    await queries.setPassword(tx, invitation.userId, passwordHash);
    return true;
  },
  async session(userId) {
    const user = await companyUserById(deps.db, userId);
    return user ? companySession(deps.tokens, user) : null;
  },
});

/** Accepts a company user's invitation (accounts/accounts/invitations.ts) and signs them in. */
export function acceptInvite(
  deps: ServiceDeps & { tokens: TokenService },
  token: string,
  password: string,
): Promise<CompanySession> {
  return acceptInvitation(deps, companyInvitations(deps), token, password);
}

/** A team member as the portal and the console show them. */
function toTeamMember(r: queries.TeamMemberRecord): CompanyTeamMember {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    crewId: r.crewId,
    status: r.hasPassword ? 'active' : 'invited',
    active: r.active,
    bookingAlerts: r.role === 'owner' || r.bookingAlerts,
    phoneNumber: r.phoneNumber,
  };
}

export async function companyTeam(deps: Pick<ServiceDeps, 'db'>, caller: Pick<CompanyCaller, 'companyId'>) {
  return (await queries.companyTeam(deps.db, caller.companyId)).map(toTeamMember);
}

/** The company's owner to act on: the first active one, else the first one. */
const ownerIn = (team: queries.TeamMemberRecord[]) =>
  team.find((u) => u.role === 'owner' && u.active) ?? team.find((u) => u.role === 'owner');

export const OWNER_ONLY_MESSAGE = "Only the company's owner can invite staff.";
export const ALREADY_JOINED_MESSAGE = 'This person has already set a password: there is no invitation to send again.';

export const TEAM_ACCESS_MESSAGES = {
  ownerOnly: "Only the company's owner can deactivate or reactivate team members.",
  self: 'You cannot deactivate yourself: another owner, or UpKeep, can.',
  lastOwner: 'This is the last active owner of the company: the company needs one to manage its team.',
  deactivated: 'This person is deactivated: reactivate them before sending an invitation again.',
  notFound: 'Team member not found',
} as const;

/**
 * Sends an invited user (no password yet) a new invitation: the links sent before stop working, the new one
 * is valid INVITE_VALID_DAYS days. `audit` runs in the same transaction (staff record what they did).
 */
async function resendInvitation(
  deps: ServiceDeps,
  companyId: number,
  user: queries.TeamMemberRecord,
  invitedBy: 'upkeep' | { ownerName: string },
  audit?: (tx: Tx, now: Date) => Promise<void>,
): Promise<void> {
  if (!user.active) throw conflict(TEAM_ACCESS_MESSAGES.deactivated, 'deactivated');
  if (user.hasPassword) throw conflict(ALREADY_JOINED_MESSAGE, 'already-joined');
  const companyName = await queries.companyNameById(deps.db, companyId);
  if (companyName === null) throw notFound('Company not found');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await countInvitationResend(tx, user.email, now);
    if (invitedBy !== 'upkeep') await countCompanyInvitation(tx, companyId, now);
    await queries.expireOpenInvites(tx, user.id, now);
    await invite(deps, tx, {
      companyUserId: user.id,
      email: user.email,
      companyName,
      invitedBy,
      locale: personLocale({ crew_id: user.crewId, locale: user.locale }),
    });
    await audit?.(tx, now);
  });
  deps.outbox.kick();
}

/** The owner sends an invited member of their team the invitation again (403 for staff, 404 for others'). */
export async function resendCompanyUserInvitation(deps: ServiceDeps, caller: CompanyCaller, userId: number) {
  if (caller.role !== 'owner') throw forbidden(OWNER_ONLY_MESSAGE);
  const user = (await queries.companyTeam(deps.db, caller.companyId)).find((u) => u.id === userId);
  if (!user) throw notFound('Team member not found');
  const ownerName = (await queries.companyUserName(deps.db, caller.companyUserId)) ?? '';
  await resendInvitation(deps, caller.companyId, user, { ownerName });
}

/** UpKeep sends a company's owner the invitation again (an expired or lost link), recorded in the audit log. */
export async function resendOwnerInvitation(deps: ServiceDeps, staffUserId: number, companyId: number) {
  const owner = ownerIn(await queries.companyTeam(deps.db, companyId));
  if (!owner) throw notFound('Company not found');
  await resendInvitation(deps, companyId, owner, 'upkeep', (tx, at) =>
    recordStaffAction(
      tx,
      { staffUserId },
      {
        action: 'company.owner-invitation',
        target: `company:${companyId}`,
        after: { email: owner.email },
        at,
      },
    ),
  );
}

/** The owner of a company as the staff console shows it (null for a company without one). */
export async function companyOwner(deps: Pick<ServiceDeps, 'db'>, companyId: number) {
  const owner = ownerIn(await queries.companyTeam(deps.db, companyId));
  return owner
    ? { name: owner.name, email: owner.email, status: owner.hasPassword ? ('active' as const) : ('invited' as const) }
    : null;
}

/** A crew of the caller's company for a crew member, else 400 naming crewId. */
async function crewForMember(db: Database, companyId: number, crewId: number) {
  const crew = await crewOfCompany(db, companyId, crewId);
  if (!crew) throw fieldError('crewId', 'is not a crew of your company');
  return crew;
}

/**
 * The owner invites an office staff member, or a crew member of one of the company's crews: a user without a
 * password, and the invitation e-mail. A crew member's language (`locale`) is their account's from the start, and
 * the invitation is written in it (issue 49); the office's is English.
 */
export async function inviteCompanyUser(
  deps: ServiceDeps,
  caller: CompanyCaller,
  input: { name: string; email: string; role?: 'staff' | 'crew'; crewId?: number; locale?: Locale | undefined },
): Promise<{ id: number }> {
  if (caller.role !== 'owner') throw forbidden(OWNER_ONLY_MESSAGE);
  const role = input.role ?? 'staff';
  const crewId =
    role === 'crew' && input.crewId !== undefined
      ? (await crewForMember(deps.db, caller.companyId, input.crewId)).id
      : null;
  if (role === 'crew' && crewId === null) throw fieldError('crewId', 'is required for a crew member');
  const locale: Locale = role === 'crew' ? (input.locale ?? 'en') : 'en';
  const taken = () => conflict(`${input.email} is already the e-mail of a company user on UpKeep.`, 'email-taken');
  if (await queries.companyUserEmailTaken(deps.db, input.email)) throw taken();
  const [companyName, ownerName] = await Promise.all([
    queries.companyNameById(deps.db, caller.companyId),
    queries.companyUserName(deps.db, caller.companyUserId),
  ]);
  if (companyName === null) throw notFound('Company not found');
  const now = deps.now();
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      await countCompanyInvitation(tx, caller.companyId, now);
      const companyUserId = await queries.insertInvitedCompanyUser(tx, {
        companyId: caller.companyId,
        name: input.name,
        email: input.email,
        role,
        crewId,
        locale,
        createdAt: now,
      });
      await invite(deps, tx, {
        companyUserId,
        email: input.email,
        companyName,
        invitedBy: { ownerName: ownerName ?? '' },
        locale,
      });
      return companyUserId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  deps.outbox.kick();
  return { id };
}

// ---------------------------------------------------------------- company users: access taken back and given again

/**
 * Deactivates or reactivates a company user, in one transaction over the company's locked team. Deactivated,
 * their sessions end at once (their tokens' validity starts again from now, so old tokens stay dead after a
 * reactivation), sign-in refuses them and their open invitations expire: reactivated before joining, they need
 * the invitation sent again. Setting the state a user already has changes nothing.
 */
async function setTeamMemberActive(
  deps: ServiceDeps,
  companyId: number,
  userId: number,
  active: boolean,
  rules: {
    /** The caller's own id: nobody deactivates themself. */
    self?: number;
    /** Refuse to deactivate the last active owner. */
    keepAnOwner: boolean;
    /** Runs in the transaction of the change (staff record what they did). */
    audit?: (tx: Tx, before: queries.TeamMemberRecord, at: Date) => Promise<void>;
  },
): Promise<CompanyTeamMember> {
  const now = deps.now();
  const member = await deps.db.transaction(async (tx) => {
    const team = await queries.companyTeam(tx, companyId, true);
    const user = team.find((u) => u.id === userId);
    if (!user) throw notFound(TEAM_ACCESS_MESSAGES.notFound);
    if (user.active === active) return user;
    if (!active) {
      if (userId === rules.self) throw conflict(TEAM_ACCESS_MESSAGES.self, 'self');
      const otherOwner = team.some((u) => u.id !== userId && u.role === 'owner' && u.active);
      if (rules.keepAnOwner && user.role === 'owner' && !otherOwner) {
        throw conflict(TEAM_ACCESS_MESSAGES.lastOwner, 'last-owner');
      }
      await queries.expireOpenInvites(tx, userId, now);
    }
    await queries.setCompanyUserActive(tx, userId, active, now);
    await rules.audit?.(tx, user, now);
    return { ...user, active };
  });
  return toTeamMember(member);
}

/** The owner deactivates or reactivates a member of their team (403 for staff; 409 for themself or the last owner). */
export async function updateCompanyUser(deps: ServiceDeps, caller: CompanyCaller, userId: number, active: boolean) {
  if (caller.role !== 'owner') throw forbidden(TEAM_ACCESS_MESSAGES.ownerOnly);
  return setTeamMemberActive(deps, caller.companyId, userId, active, {
    self: caller.companyUserId,
    keepAnOwner: true,
  });
}

export const CREW_MEMBER_MESSAGES = {
  notCrew: 'Only a crew member belongs to a crew.',
} as const;

/** The owner moves a crew member to another of the company's crews (403 for others; 404 for another company's user). */
export async function moveCrewMember(
  deps: Pick<ServiceDeps, 'db'>,
  caller: CompanyCaller,
  userId: number,
  crewId: number,
) {
  if (caller.role !== 'owner') throw forbidden(TEAM_ACCESS_MESSAGES.ownerOnly);
  const user = (await queries.companyTeam(deps.db, caller.companyId)).find((u) => u.id === userId);
  if (!user) throw notFound(TEAM_ACCESS_MESSAGES.notFound);
  if (user.role !== 'crew') throw conflict(CREW_MEMBER_MESSAGES.notCrew, 'not-crew');
  const crew = await crewForMember(deps.db, caller.companyId, crewId);
  await queries.setCompanyUserCrew(deps.db, userId, crew.id);
  return toTeamMember({ ...user, crewId: crew.id });
}

export const ALERT_MESSAGES = {
  others: "Only the company's owner can change another team member's alerts.",
  ownerAlwaysOn: 'The owner is always told of new bookings.',
} as const;

/**
 * A user's "Tell me about new bookings" and mobile number (issue 26): their own, or (the owner) anyone's of the
 * company; another company's user is not found (404). The owner's alerts cannot be switched off (409).
 */
export async function updateCompanyUserAlerts(
  deps: Pick<ServiceDeps, 'db'>,
  caller: CompanyCaller,
  userId: number,
  body: { bookingAlerts?: boolean; phoneNumber?: string | null },
): Promise<CompanyTeamMember> {
  const user = (await queries.companyTeam(deps.db, caller.companyId)).find((u) => u.id === userId);
  if (!user) throw notFound(TEAM_ACCESS_MESSAGES.notFound);
  if (caller.role !== 'owner' && userId !== caller.companyUserId) throw forbidden(ALERT_MESSAGES.others);
  if (user.role === 'owner' && body.bookingAlerts === false)
    throw conflict(ALERT_MESSAGES.ownerAlwaysOn, 'owner-alerts');
  const phoneNumber = body.phoneNumber === undefined ? undefined : body.phoneNumber || null;
  await queries.setCompanyUserAlerts(deps.db, userId, { bookingAlerts: body.bookingAlerts, phoneNumber });
  return toTeamMember({
    ...user,
    bookingAlerts: body.bookingAlerts ?? user.bookingAlerts,
    phoneNumber: phoneNumber === undefined ? user.phoneNumber : phoneNumber,
  });
}

/**
 * UpKeep staff deactivate or reactivate a company's user, recorded in the audit log. Unlike an owner, staff may
 * deactivate a company's last owner: taking access back from a company's own owner is what UpKeep may need
 * to do (they reactivate them the same way).
 */
export async function staffUpdateCompanyUser(
  deps: ServiceDeps,
  staffUserId: number,
  companyId: number,
  userId: number,
  active: boolean,
) {
  return setTeamMemberActive(deps, companyId, userId, active, {
    keepAnOwner: false,
    audit: (tx, before, at) =>
      recordStaffAction(
        tx,
        { staffUserId },
        {
          action: active ? 'company_user.reactivate' : 'company_user.deactivate',
          target: `company_user:${userId}`,
          before: { active: before.active },
          after: { active, companyId, email: before.email, role: before.role },
          at,
        },
      ),
  });
}
