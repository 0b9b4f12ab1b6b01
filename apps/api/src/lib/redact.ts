/**
 * What the logs never hold (issue 47): the secrets a URL can carry, found by their name and by their shape, not by a
 * list of two query names. A query value is redacted when its name says it is a credential (token, access_token,
 * jwt, link, key, secret, signature, code, password, session, challenge…) or when the value looks like one; a path
 * segment when it follows a route that carries a secret in its path (`/my-booking/{token}`) or looks like one.
 */
const REDACTED = '[redacted]';

/** Query names that carry a credential, whatever their prefix or suffix (access_token, jwt, reset_code, sig…). */
const SECRET_NAME = /token|jwt|link|key|secret|sig|code|pass|auth|session|challenge|otp|credential/i;

/** Path segments whose next segment is a secret (the guest's private link, reset and invitation links). */
const SECRET_AFTER = new Set([
  'my-booking',
  'reset-password',
  'accept-invite',
  'invite',
  'invitation',
  'feed',
  'feeds',
]);

/**
 * A value shaped like a credential: a JWT (three base64url parts), 32 or more hex digits, or a base64url string of 16
 * or more characters with upper and lower case letters (random tokens have both; slugs, ids and words do not).
 */
export function looksSecret(value: string): boolean {
  const core = value.replace(/\.(ics|json|pdf)$/i, '');
  if (core.length < 16) return false;
  if (/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(core) && core.length >= 32) return true;
  if (/^[0-9a-f]{32,}$/i.test(core)) return true;
  return /^[A-Za-z0-9_~-]+$/.test(core) && /[A-Z]/.test(core) && /[a-z]/.test(core);
}

/** A URL (path and query, as Fastify logs it) without its secrets. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  const path = mark === -1 ? withoutHash : withoutHash.slice(0, mark);
  const segments = path.split('/');
  const safePath = segments
    .map((segment, i) => {
      const previous = i > 0 ? decodeSafely(segments[i - 1] ?? '').toLowerCase() : '';
      const decoded = decodeSafely(segment);
      return segment && (SECRET_AFTER.has(previous) || looksSecret(decoded)) ? REDACTED : segment;
    })
    .join('/');
  if (mark === -1) return safePath;
  const query = withoutHash
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return looksSecret(decodeSafely(pair)) ? REDACTED : pair;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return value && (SECRET_NAME.test(decodeSafely(name)) || looksSecret(decodeSafely(value)))
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Header and body paths never logged: credentials, cookies, the provider's signatures, card data. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["stripe-signature"]',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.Password',
  '*.CurrentPassword',
  '*.NewPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.clientSecret',
  '*.secret',
];
