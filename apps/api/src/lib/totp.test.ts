import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  secretBox,
  totpCode,
  totpStep,
  verifyTotp,
} from './totp.ts';

/** RFC 6238 appendix B: the test secrets (ASCII "12345678901234567890" repeated to the hash's size) and codes. */
const SHA1 = Buffer.from('12345678901234567890');
const SHA256 = Buffer.from('12345678901234567890123456789012');
const SHA512 = Buffer.from('1234567890123456789012345678901234567890123456789012345678901234');
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the appendix B codes at %i s', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(totpCode(SHA1, step, 8, 'sha1')).toBe(sha1);
    expect(totpCode(SHA256, step, 8, 'sha256')).toBe(sha256);
    expect(totpCode(SHA512, step, 8, 'sha512')).toBe(sha512);
  });

  it('reads back base32 as authenticator apps write it', () => {
    expect(base32Encode(Buffer.from('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString()).toBe('12345678901234567890');
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts a code within one step of drift, once, and nothing else', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-12-01T18:00:10Z');
    const step = totpStep(at);
    const code = (s: number) => totpCode(base32Decode(secret), s);
    expect(verifyTotp(secret, code(step), at, null)).toBe(step);
    expect(verifyTotp(secret, code(step - 1), at, null)).toBe(step - 1);
    expect(verifyTotp(secret, code(step + 1), at, null)).toBe(step + 1);
    expect(verifyTotp(secret, code(step - 2), at, null)).toBeNull();
    expect(verifyTotp(secret, code(step + 2), at, null)).toBeNull();
    // Replayed: the step was used already (or a later one).
    expect(verifyTotp(secret, code(step), at, step)).toBeNull();
    expect(verifyTotp(secret, code(step - 1), at, step - 1)).toBeNull();
    expect(verifyTotp(secret, code(step + 1), at, step)).toBe(step + 1);
    for (const wrong of ['', '12345', '1234567', 'abcdef', '000000'.replace(/0/g, 'x')]) {
      expect(verifyTotp(secret, wrong, at, null)).toBeNull();
    }
    expect(verifyTotp(secret, ` ${code(step).slice(0, 3)} ${code(step).slice(3)} `, at, null)).toBe(step);
  });

  it('writes the otpauth URI the apps read', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'rosa@upkeep.test');
    expect(uri).toBe(
      'otpauth://totp/UpKeep:rosa%40upkeep.test?secret=JBSWY3DPEHPK3PXP&issuer=UpKeep&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('makes ten distinct recovery codes, hashed whatever their case and dashes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{2}$/);
    const [first = ''] = codes;
    expect(recoveryCodeHash(first.toUpperCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(first));
    expect(recoveryCodeHash(first)).not.toContain(first.replace(/-/g, ''));
  });

  it('seals a secret so that only the same server secret opens it', () => {
    const box = secretBox('server-secret-one-server-secret-one');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(secretBox('another-secret-another-secret-xx').open(sealed)).toBeNull();
    expect(box.open(`${sealed.slice(0, -2)}xx`)).toBeNull();
    expect(box.open('garbage')).toBeNull();
  });
});
