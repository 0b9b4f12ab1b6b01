/**
 * Who is calling: the bearer token is verified (signature, algorithm, expiry) and then checked against
 * the database (a customer's tokens die with a password change; a guest token needs its guest session).
 * Routes opt in with `onRequest: app.requireCustomer` or `app.requireCaller` (customer or guest).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { customers, guestSessions, revokedTokens } from '../db/schema.ts';
import { unauthorized } from '../lib/errors.ts';
import { TokenService } from '../lib/tokens.ts';

export type Principal = { kind: 'customer'; customerId: number } | { kind: 'guest'; guestId: string };

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The server's clock (tests fix it). */
    now: () => Date;
    /** The principal a bearer token names, or null when it is missing, invalid, expired or revoked. */
    resolvePrincipal(request: FastifyRequest): Promise<{ principal: Principal; expiresAt: Date } | null>;
    requireCustomer: onRequestAsyncHookHandler;
    requireCaller: onRequestAsyncHookHandler;
    /** Sets request.principal when a valid token is sent, never refuses (ticket calls answer 'Access denied'). */
    optionalCaller: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

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

    app.decorate('resolvePrincipal', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (!token) return null;
      const verified = await tokens.verify(token);
      if (!verified) return null;
      const { subject, expiresAt, tokenId } = verified;
      // One round trip: the account (or guest session) and whether this token was signed out.
      const signedOut = sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${tokenId})`;
      if (subject.kind === 'customer') {
        const [row] = await app.db
          .select({ validAfter: customers.tokensValidAfter, signedOut })
          .from(customers)
          .where(eq(customers.id, subject.customerId));
        if (!row || row.signedOut || row.validAfter.getTime() !== subject.validAfter) return null;
        return { principal: { kind: 'customer', customerId: subject.customerId }, expiresAt };
      }
      const [guest] = await app.db
        .select({ id: guestSessions.id, signedOut })
        .from(guestSessions)
        .where(eq(guestSessions.id, subject.guestId));
      if (!guest || guest.signedOut) return null;
      return { principal: { kind: 'guest', guestId: guest.id }, expiresAt };
    });

    app.decorate('requireCaller', async (request: FastifyRequest) => {
      const resolved = await app.resolvePrincipal(request);
      if (!resolved) throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.principal = resolved.principal;
    });

    app.decorate('optionalCaller', async (request: FastifyRequest) => {
      request.principal = (await app.resolvePrincipal(request))?.principal ?? null;
    });

    app.decorate('requireCustomer', async (request: FastifyRequest) => {
      const resolved = await app.resolvePrincipal(request);
      if (resolved?.principal.kind !== 'customer') throw unauthorized(INVALID_TOKEN_MESSAGE);
      request.principal = resolved.principal;
    });
  },
  { name: 'auth' },
);

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
