/**
 * Authenticator codes (issue 47): TOTP as RFC 6238 says (HMAC-SHA1, 30-second steps, 6 digits, the secret in
 * base32 for the authenticator apps), checked with one step of clock drift either way, and each step accepted once
 * (the caller keeps the last step used: a replay within its window is refused). Recovery codes are ten random
 * codes shown once and kept hashed. The secret itself is kept sealed (AES-256-GCM) under a key derived from the
 * server's secret, so a copy of the database holds no usable authenticator secret. Pure, but for the randomness.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side of now (RFC 6238 section 5.2 recommends at most one). */
export const TOTP_DRIFT_STEPS = 1;
/** 160 bits, the size of HMAC-SHA1's output (RFC 4226 section 4). */
const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret, base32 (32 characters). */
export const newTotpSecret = () => base32Encode(randomBytes(SECRET_BYTES));

/** The step an instant falls in. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of one step (RFC 4226 HOTP with the step as counter), with the hash RFC 6238's vectors name. */
export function totpCode(
  secret: Buffer,
  step: number,
  digits = TOTP_DIGITS,
  hash: 'sha1' | 'sha256' | 'sha512' = 'sha1',
) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac(hash, secret).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/**
 * The step a code was made for, within the drift allowed around `at`, if it is later than `lastUsedStep` (a code
 * is accepted once); null otherwise. Compared in constant time.
 */
export function verifyTotp(secretBase32: string, code: string, at: Date, lastUsedStep: number | null): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const secret = base32Decode(secretBase32);
  const now = totpStep(at);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(typed))) return step;
  }
  return null;
}

/** The URI an authenticator app reads from the QR code (Key Uri Format): issuer, account, secret. */
export function otpauthUri(secretBase32: string, account: string, issuer = 'UpKeep'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** Ten recovery codes as shown once ("k7qm-2xv9-wd"), 50 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8, 10)}`;
  });
}

/** A recovery code as kept: the SHA-256 of its normalised form (random codes need no slow hash). */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(`upkeep-recovery:${code.replace(/[\s-]/g, '').toLowerCase()}`)
    .digest('hex');

/** Seals and opens authenticator secrets under a key derived from the server's secret. */
export function secretBox(serverSecret: string) {
  const key = createHash('sha256').update(`upkeep totp secrets:${serverSecret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${sealed.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
    },
    open(sealed: string): string | null {
      const [version, iv, data, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !data || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
