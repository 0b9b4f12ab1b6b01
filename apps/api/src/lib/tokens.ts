/**
 * Signed session tokens (JWT, HS256 only). A customer token carries the customer's `tokensValidAfter`
 * instant (`tv`): a password change moves that instant, and every token carrying the old one is revoked.
 * A guest token names its guest session. Every token has its own id (`jti`), by which signing out revokes
 * that one token.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'upkeep';
export const TOKEN_AUDIENCE = 'upkeep-web';
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const CUSTOMER_TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const GUEST_TOKEN_TTL_SECONDS = 2 * 24 * 3600;

export type TokenSubject =
  | { kind: 'customer'; customerId: number; validAfter: number }
  | { kind: 'guest'; guestId: string };

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
    const ttl = ttlSeconds ?? (subject.kind === 'customer' ? CUSTOMER_TOKEN_TTL_SECONDS : GUEST_TOKEN_TTL_SECONDS);
    const claims =
      subject.kind === 'customer' ? { kind: 'customer', tv: subject.validAfter } : { kind: 'guest' as const };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(subject.kind === 'customer' ? String(subject.customerId) : subject.guestId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
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
        audience: TOKEN_AUDIENCE,
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      const expiresAt = new Date((payload.exp ?? 0) * 1000);
      const tokenId = payload.jti ?? '';
      if (!UUID.test(tokenId)) return null;
      if (payload.kind === 'customer' && typeof payload.tv === 'number' && /^\d+$/.test(payload.sub ?? '')) {
        const subject = { kind: 'customer' as const, customerId: Number(payload.sub), validAfter: payload.tv };
        return { subject, tokenId, expiresAt };
      }
      if (payload.kind === 'guest' && typeof payload.sub === 'string' && UUID.test(payload.sub)) {
        return { subject: { kind: 'guest', guestId: payload.sub }, tokenId, expiresAt };
      }
      return null;
    } catch (err) {
      if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
      throw err;
    }
  }
}
