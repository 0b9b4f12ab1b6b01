/**
 * The session check of spec 001 section 4: the token the session holds (the customer's when logged in, else
 * the guest's) is validated on load and whenever it changes. 200 leaves the session; 401 clears all of it,
 * deletes the browser's caches, and reloads the app at /home; any other outcome (network, 5xx, 429) leaves
 * the session as it is: an unreachable server is no proof that a token is dead.
 */
// The domain's endpoints, not the whole registry (session-effects.tsx and sign-out.ts load this module when needed).
import { accountEndpoints } from '@upkeep/contract';
import { ApiError, api } from '../lib/api';
import { activeToken, useSession } from './store';

export type TokenValidity = 'valid' | 'invalid' | 'unknown';
export type SessionCheckOutcome = TokenValidity | 'skipped';

/** POST /customer/auth/validate-token with the token as bearer. */
export async function validateToken(token: string, signal?: AbortSignal): Promise<TokenValidity> {
  try {
    await api(accountEndpoints.validateToken, { token, signal, reportUnauthorized: false });
    return 'valid';
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) return 'invalid';
    if ((error as Error).name === 'AbortError') throw error;
    return 'unknown';
  }
}

/** POST /customer/auth/logout: the server revokes the token; whatever it answers, the caller goes on. */
export async function revokeToken(token: string): Promise<void> {
  await api(accountEndpoints.logout, { token, reportUnauthorized: false }).catch(() => undefined);
}

/** Deletes every Cache Storage cache of this origin (absent in old browsers, in jsdom, and outside HTTPS). */
export async function deleteBrowserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  } catch {
    // A cache that cannot be listed or deleted must not keep the session alive.
  }
}

/** A full load of /home: the in-memory state of the app (query cache, screens) goes with the session. */
export function reloadAtHome(): void {
  window.location.assign('/home');
}

/** Clears the whole session and the browser's caches, then reloads at /home. */
export async function endRevokedSession(reload: () => void = reloadAtHome): Promise<void> {
  useSession.getState().clear();
  await deleteBrowserCaches();
  reload();
}

const inFlight = new Map<string, Promise<SessionCheckOutcome>>();

/**
 * Validates the session's active token once (concurrent calls for the same token share one request). A 401
 * ends the session only if the session still holds that token: a sign-in that happened meanwhile stays.
 */
export function checkSession(options: { reload?: () => void } = {}): Promise<SessionCheckOutcome> {
  const token = activeToken(useSession.getState());
  if (!token) return Promise.resolve('skipped');
  const pending = inFlight.get(token);
  if (pending) return pending;
  const run = (async (): Promise<SessionCheckOutcome> => {
    const validity = await validateToken(token);
    if (validity === 'invalid' && activeToken(useSession.getState()) === token) {
      await endRevokedSession(options.reload);
    }
    return validity;
  })().finally(() => inFlight.delete(token));
  inFlight.set(token, run);
  return run;
}
