/**
 * Signed session tokens (JWT, HS256 only). A customer token carries the customer's `tokensValidAfter`
 * instant (`tv`): a password change moves that instant, and every token carrying the old one is revoked.
 * A guest token names its guest session. Company users and UpKeep staff are other realms: their tokens carry
 * their own audience (and their own `tv`), so no realm's token is accepted where another's is expected. Every
 * token has its own id (`jti`), by which signing out revokes that one token.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'upkeep';
export const TOKEN_AUDIENCE = 'upkeep-web';
/** Each realm's audience: a token is verified against the audience of the kind it claims. */
export const REALM_AUDIENCES = {
  customer: TOKEN_AUDIENCE,
  guest: TOKEN_AUDIENCE,
  company: 'upkeep-company',
  staff: 'upkeep-staff',
} as const;
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CUSTOMER_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const GUEST_TOKEN_TTL_SECONDS = 2 * 24 * 3600;
/** Company users work from a phone all week: as long as customers. Staff sessions are a working day. */
export const COMPANY_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const STAFF_TOKEN_TTL_SECONDS = 12 * 3600;

export type TokenSubject =
  | { kind: 'customer'; customerId: number; validAfter: number }
  /** A guest session; one opened by a private ticket link (issue 26) names that ticket and link: it opens no other. */
  | { kind: 'guest'; guestId: string; ticketId?: number; linkId?: number }
  | { kind: 'company'; companyUserId: number; validAfter: number }
  | { kind: 'staff'; staffUserId: number; validAfter: number };

const TTL: Record<TokenSubject['kind'], number> = {
  customer: CUSTOMER_TOKEN_TTL_SECONDS,
  guest: GUEST_TOKEN_TTL_SECONDS,
  company: COMPANY_TOKEN_TTL_SECONDS,
  staff: STAFF_TOKEN_TTL_SECONDS,
};

function subjectId(subject: TokenSubject): string {
  switch (subject.kind) {
    case 'customer':
      return String(subject.customerId);
    case 'guest':
      return subject.guestId;
    case 'company':
      return String(subject.companyUserId);
    case 'staff':
      return String(subject.staffUserId);
  }
}

const AUDIENCES = [...new Set(Object.values(REALM_AUDIENCES))];

export interface VerifiedToken {
  subject: TokenSubject;
  /** The token's own id: what signing out revokes. */
  tokenId: string;
  expiresAt: Date;
}

export class TokenService {
  readonly #key: Uint8Array;
  constructor(
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async sign(subject: TokenSubject, ttlSeconds?: number): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    const ttl = ttlSeconds ?? TTL[subject.kind];
    const claims =
      subject.kind === 'guest'
        ? {
            kind: 'guest' as const,
            ...(subject.ticketId !== undefined && subject.linkId !== undefined
              ? { tk: subject.ticketId, lk: subject.linkId }
              : {}),
          }
        : { kind: subject.kind, tv: subject.validAfter };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subjectId(subject))
      .setIssuer(TOKEN_ISSUER)
      .setAudience(REALM_AUDIENCES[subject.kind])
      .setIssuedAt(iat)
      .setJti(randomUUID())
      .setExpirationTime(iat + ttl)
      .sign(this.#key);
  }

  /** The token's subject, or null when it is malformed, forged, of another algorithm or expired. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: AUDIENCES,
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'iat', 'jti', 'aud'],
      });
      const expiresAt = new Date((payload.exp ?? 0) * 1000);
      const tokenId = payload.jti ?? '';
      if (!UUID.test(tokenId)) return null;
      const kind = payload.kind;
      if (kind !== 'customer' && kind !== 'guest' && kind !== 'company' && kind !== 'staff') return null;
      // The audience must be the one of the realm the token claims (a company token never passes as a customer's).
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (audiences.length !== 1 || audiences[0] !== REALM_AUDIENCES[kind]) return null;
      const sub = payload.sub ?? '';
      if (kind === 'guest') {
        if (!UUID.test(sub)) return null;
        const { tk, lk } = payload;
        if (tk === undefined && lk === undefined)
          return { subject: { kind: 'guest', guestId: sub }, tokenId, expiresAt };
        if (!Number.isSafeInteger(tk) || !Number.isSafeInteger(lk)) return null;
        const scoped = { kind: 'guest' as const, guestId: sub, ticketId: tk as number, linkId: lk as number };
        return { subject: scoped, tokenId, expiresAt };
      }
      if (typeof payload.tv !== 'number' || !/^\d{1,10}$/.test(sub)) return null;
      const id = Number(sub);
      const validAfter = payload.tv;
      const subject: TokenSubject =
        kind === 'customer'
          ? { kind, customerId: id, validAfter }
          : kind === 'company'
            ? { kind, companyUserId: id, validAfter }
            : { kind, staffUserId: id, validAfter };
      return { subject, tokenId, expiresAt };
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
