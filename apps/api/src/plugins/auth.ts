/**
 * Who is calling: the bearer token is verified (signature, algorithm, audience, expiry) and then checked
 * against the database (a customer's tokens die with a password change; a guest token needs its guest
 * session; a company user or staff member must still be active). Three realms never open each other's doors:
 * customers and guests (`request.principal`), company users (`request.companyUser`) and UpKeep staff
 * (`request.staffUser`); a valid token of another realm is refused with 401 like a forged one.
 * Routes opt in through their declared realm (lib/route.ts picks the hook).
 */
import {
  type CompanyRole,
  Messages,
  SECOND_FACTOR_MESSAGES,
  SECOND_FACTOR_REQUIRED_CODE,
  STAFF_SESSION_IDLE_MINUTES,
} from '@upkeep/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { SECOND_FACTOR_WORDS } from '../i18n/spec-words.ts';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import { STAFF_TOKEN_TTL_SECONDS, TokenService } from '../lib/tokens.ts';
import { settingValueOf } from '../modules/operations/settings/settings.ts';
import * as q from './queries.ts';

/** A caller of the customer realm: a signed-in customer or a guest. */
export type Principal =
  | { kind: 'customer'; customerId: number }
  /** A guest; `ticketId` when the session was opened by a private ticket link: it opens that ticket only. */
  | { kind: 'guest'; guestId: string; ticketId?: number };
/** A signed-in user of a company (its owner, office staff or a crew member). */
export interface CompanyCaller {
  kind: 'company';
  companyUserId: number;
  companyId: number;
  role: CompanyRole;
  /** A crew member's crew (their jobs are that crew's); null for owners and office users. */
  crewId: number | null;
  /** UpKeep suspended the company: its users still read, but change nothing (refuseSuspendedCompany). */
  companySuspended: boolean;
  /** The company requires a second factor and this user has none: only setting one up is open (issue 47). */
  secondFactorMissing: boolean;
}
/** A signed-in member of UpKeep's staff. */
export interface StaffCaller {
  kind: 'staff';
  staffUserId: number;
  role: 'support' | 'admin';
  /** The console requires a second factor and this staff member has none: only setting one up is open (issue 47). */
  secondFactorMissing: boolean;
}
export type AnyCaller = Principal | CompanyCaller | StaffCaller;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The server's clock (tests fix it). */
    now: () => Date;
    /** The caller a bearer token names in any realm, or null when it is missing, invalid, expired or revoked. */
    resolveCaller(request: FastifyRequest): Promise<{ caller: AnyCaller; expiresAt: Date } | null>;
    /** The customer-realm principal (customer or guest) a bearer token names, or null (other realms too). */
    resolvePrincipal(request: FastifyRequest): Promise<{ principal: Principal; expiresAt: Date } | null>;
    requireCustomer: onRequestAsyncHookHandler;
    requireCompany: onRequestAsyncHookHandler;
    /** After requireCompany: 403 (Messages.companySuspended) when the caller's company is suspended. */
    refuseSuspendedCompany: onRequestAsyncHookHandler;
    /** After requireCompany: 403 for a crew member (an endpoint not declared `crew: true`). */
    refuseCrewMember: onRequestAsyncHookHandler;
    requireStaff: onRequestAsyncHookHandler;
    /** After requireStaff: 403 unless the staff member is an admin. */
    requireStaffAdmin: onRequestAsyncHookHandler;
    /**
     * After requireCompany or requireStaff: 403 (code SECOND_FACTOR_REQUIRED_CODE) for a user whose company or the
     * console requires a second factor they have not set up.
     */
    refuseWithoutSecondFactor: onRequestAsyncHookHandler;
    requireCaller: onRequestAsyncHookHandler;
    /** Sets request.principal when a valid token is sent, never refuses (ticket calls answer 'Access denied'). */
    optionalCaller: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    principal: Principal | null;
    companyUser: CompanyCaller | null;
    staffUser: StaffCaller | null;
  }
}

/** What a crew member is answered (403) by the company's endpoints beyond their own jobs. */
export const CREW_MEMBER_REFUSED = "A crew member's account opens their crew's jobs only.";

/** The envelope's `code` of a change refused because UpKeep suspended the caller's company. */
export const COMPANY_SUSPENDED_CODE = 'company-suspended';

export const INVALID_TOKEN_MESSAGE = 'Invalid or expired session, please sign in again';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export const authPlugin = fp<{ now: () => Date }>(
  async (app: FastifyInstance, options) => {
    const tokens = new TokenService(app.config.jwtSecret, options.now);
    app.decorate('tokens', tokens);
    app.decorate('now', options.now);
    app.decorateRequest('principal', null);

    app.decorateRequest('companyUser', null);
    app.decorateRequest('staffUser', null);

    app.decorate('resolveCaller', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      const verified = await tokens.verify(token);
      if (!verified) return null;
      const { subject, expiresAt, tokenId } = verified;
      switch (subject.kind) {
        case 'customer': {
          const row = await q.customerOfToken(app.db, subject.customerId, tokenId);
          // A blocked account's tokens were revoked when staff blocked it; the check stands in case of a race.
          if (!row || row.signedOut || row.blockedAt || row.validAfter.getTime() !== subject.validAfter) return null;
          return { caller: { kind: 'customer', customerId: subject.customerId }, expiresAt };
        }
        case 'guest': {
          const guest = await q.guestOfToken(app.db, subject.guestId, tokenId);
          if (!guest || guest.signedOut) return null;
          if (subject.ticketId === undefined || subject.linkId === undefined) {
            return { caller: { kind: 'guest', guestId: guest.id }, expiresAt };
          }
          // A session opened by a private link lives as long as its link: revoked, expired or the ticket added to
          // an account, and the session stops with it.
          const live = await q.guestLinkIsLive(app.db, {
            linkId: subject.linkId,
            ticketId: subject.ticketId,
            guestId: guest.id,
            now: options.now(),
          });
          if (!live) return null;
          return { caller: { kind: 'guest', guestId: guest.id, ticketId: subject.ticketId }, expiresAt };
        }
        case 'company': {
          const row = await q.companyUserOfToken(app.db, subject.companyUserId, tokenId);
          if (!row?.active || row.signedOut || row.validAfter.getTime() !== subject.validAfter) return null;
          // A crew member is one only with a crew (the database holds them together); anything unknown is office.
          const role: CompanyRole =
            row.role === 'owner' ? 'owner' : row.role === 'crew' && row.crewId !== null ? 'crew' : 'staff';
          const caller: CompanyCaller = {
            kind: 'company',
            companyUserId: subject.companyUserId,
            companyId: row.companyId,
            role,
            crewId: role === 'crew' ? row.crewId : null,
            companySuspended: row.companyState === 'suspended',
            secondFactorMissing: row.factorRequired && !row.hasFactor,
          };
          return { caller, expiresAt };
        }
        case 'staff': {
          const row = await q.staffUserOfToken(app.db, subject.staffUserId, tokenId);
          if (!row?.active || row.signedOut || row.validAfter.getTime() !== subject.validAfter) return null;
          // A console session unused for an hour ends (its first use counts from its sign-in); one in use is marked
          // at most once a minute.
          const now = options.now().getTime();
          const lastSeen = row.lastSeenAt?.getTime() ?? expiresAt.getTime() - STAFF_TOKEN_TTL_SECONDS * 1000;
          if (now - lastSeen > STAFF_SESSION_IDLE_MINUTES * 60_000) return null;
          if (!row.lastSeenAt || now - lastSeen > 60_000) {
            await q.staffSessionSeen(app.db, {
              jti: tokenId,
              staffUserId: subject.staffUserId,
              at: new Date(now),
              expiresAt,
            });
          }
          const caller: StaffCaller = {
            kind: 'staff',
            staffUserId: subject.staffUserId,
            role: row.role === 'admin' ? 'admin' : 'support',
            secondFactorMissing: settingValueOf('staff_second_factor_required', row.factorRequired) && !row.hasFactor,
          };
          return { caller, expiresAt };
        }
      }
    });

    app.decorate('resolvePrincipal', async (request: FastifyRequest) => {
      const resolved = await app.resolveCaller(request);
      if (!resolved || !isCustomerRealm(resolved.caller)) return null;
      return { principal: resolved.caller, expiresAt: resolved.expiresAt };
    });

    app.decorate('requireCaller', async (request: FastifyRequest) => {
      const resolved = await app.resolvePrincipal(request);
      if (!resolved) throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.principal = resolved.principal;
    });

    app.decorate('optionalCaller', async (request: FastifyRequest) => {
      const resolved = await app.resolveCaller(request);
      // A valid token of another realm is refused here too (a company's token is not a stranger's).
      if (resolved && !isCustomerRealm(resolved.caller)) throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.principal = resolved ? (resolved.caller as Principal) : null;
    });

    app.decorate('requireCompany', async (request: FastifyRequest) => {
      const resolved = await app.resolveCaller(request);
      if (resolved?.caller.kind !== 'company') throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.companyUser = resolved.caller;
    });

    app.decorate('refuseSuspendedCompany', async (request: FastifyRequest) => {
      if (request.companyUser?.companySuspended) {
        throw new AppError(403, Messages.companySuspended, undefined, COMPANY_SUSPENDED_CODE);
      }
    });

    app.decorate('refuseCrewMember', async (request: FastifyRequest) => {
      if (request.companyUser?.role === 'crew') throw forbidden(CREW_MEMBER_REFUSED);
    });

    app.decorate('requireStaff', async (request: FastifyRequest) => {
      const resolved = await app.resolveCaller(request);
      if (resolved?.caller.kind !== 'staff') throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.staffUser = resolved.caller;
    });

    app.decorate('requireStaffAdmin', async (request: FastifyRequest) => {
      if (request.staffUser?.role !== 'admin') throw forbidden('Only an administrator may do this');
    });

    app.decorate('refuseWithoutSecondFactor', async (request: FastifyRequest) => {
      if (request.staffUser?.secondFactorMissing) {
        throw new AppError(403, SECOND_FACTOR_MESSAGES.required, undefined, SECOND_FACTOR_REQUIRED_CODE);
      }
      if (request.companyUser?.secondFactorMissing) {
        // A crew member reads it in their screen's language (issue 49).
        throw new AppError(403, SECOND_FACTOR_WORDS.requiredByCompany, undefined, SECOND_FACTOR_REQUIRED_CODE);
      }
    });

    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      const resolved = await app.resolvePrincipal(request);
      if (resolved?.principal.kind !== 'customer') throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.principal = resolved.principal;
    });
  },
  { name: 'auth' },
);

function isCustomerRealm(caller: AnyCaller): caller is Principal {
  return caller.kind === 'customer' || caller.kind === 'guest';
}

/** The signed-in company user (for routes of the company realm). */
export function companyCallerOf(request: FastifyRequest): CompanyCaller {
  if (!request.companyUser) throw unauthorized(INVALID_TOKEN_MESSAGE);
  return request.companyUser;
}

/** The signed-in user of a company or staff route: their own account's calls (password, second factor, passkeys). */
export function realmUserIdOf(request: FastifyRequest, realm: 'company' | 'staff'): number {
  return realm === 'company' ? companyCallerOf(request).companyUserId : staffCallerOf(request).staffUserId;
}

/** The signed-in staff member (for routes of the staff realm). */
export function staffCallerOf(request: FastifyRequest): StaffCaller {
  if (!request.staffUser) throw unauthorized(INVALID_TOKEN_MESSAGE);
  return request.staffUser;
}

/** The signed-in customer's id (for routes behind requireCustomer). */
export function customerIdOf(request: FastifyRequest): number {
  if (request.principal?.kind !== 'customer') throw unauthorized(INVALID_TOKEN_MESSAGE);
  return request.principal.customerId;
}

/** The signed-in caller, customer or guest (for routes behind requireCaller). */
export function callerOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(INVALID_TOKEN_MESSAGE);
  return request.principal;
}
