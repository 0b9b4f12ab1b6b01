/**
 * Browsers where an account signed in before (OWASP ASVS 6.3's "known device"): a cookie holding a keyed
 * tag of each account's e-mail, set at a successful sign-in and sent back only to the sign-in endpoints.
 * The per-account limit on failed sign-ins does not apply to such a browser, so an attacker guessing from
 * many addresses can pause sign-ins from new devices but never lock the owner out.
 *
 * Each realm has its own cookie, sent only to its own sign-in path, and its own key: a browser known to a
 * customer account is not known to the company user or staff member of the same e-mail.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type DeviceRealm = 'customer' | 'company' | 'staff';

/** The cookie of each realm and the path it is sent back to (the realm's sign-in endpoints). */
export const DEVICE_COOKIES: Record<DeviceRealm, { name: string; path: string }> = {
  customer: { name: 'upkeep_device', path: '/api/customer/auth' },
  company: { name: 'upkeep_company_device', path: '/api/company/auth' },
  staff: { name: 'upkeep_staff_device', path: '/api/staff/auth' },
};
export const DEVICE_COOKIE = DEVICE_COOKIES.customer.name;
const MAX_AGE_SECONDS = 180 * 24 * 3600;
/** A shared family computer signs in a few accounts; the oldest tags give way. */
const MAX_ACCOUNTS = 5;
const TAG = /^[A-Za-z0-9_-]{22}$/;

export class DeviceTrust {
  readonly #key: Buffer;
  readonly #cookie: { name: string; path: string };
  constructor(
    secret: string,
    private readonly secure: boolean,
    realm: DeviceRealm = 'customer',
  ) {
    // A key of its own, derived from the token secret: a tag is never a valid token signature, nor the reverse.
    // The customers' key is the one their cookies were tagged with before the other realms had one.
    const purpose = realm === 'customer' ? 'upkeep device trust v1' : `upkeep device trust v1 ${realm}`;
    this.#key = createHmac('sha256', secret).update(purpose).digest();
    this.#cookie = DEVICE_COOKIES[realm];
  }

  #tag(email: string): string {
    return createHmac('sha256', this.#key).update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
  }

  #tags(request: FastifyRequest): string[] {
    const header = request.headers.cookie ?? '';
    for (const part of header.split(';')) {
      const [name, value] = part.trim().split('=');
      if (name === this.#cookie.name && value) return value.split('.').filter((tag) => TAG.test(tag));
    }
    return [];
  }

  /** Whether this browser signed in to the account of this e-mail before. */
  trusts(request: FastifyRequest, email: string): boolean {
    const expected = Buffer.from(this.#tag(email));
    return this.#tags(request).some((tag) => timingSafeEqual(Buffer.from(tag), expected));
  }

  /** After a successful sign-in: this browser is known for this account from now on. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string) {
    const tag = this.#tag(email);
    const tags = [...this.#tags(request).filter((t) => t !== tag), tag].slice(-MAX_ACCOUNTS);
    const attributes = [`Path=${this.#cookie.path}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
    if (this.secure) attributes.push('Secure');
    reply.header('set-cookie', `${this.#cookie.name}=${tags.join('.')}; ${attributes.join('; ')}`);
  }
}
