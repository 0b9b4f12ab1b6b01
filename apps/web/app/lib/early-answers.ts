/**
 * Answers a screen asks for as soon as its route module runs when a visit opens on it (issue 48): sent while React
 * starts, reads the session back and renders the frame, instead of after. Plain GETs sent as the API client sends
 * them, with the bearer token the persisted session holds (the store reads it back only after the first render);
 * the screen's call takes its early answer once through the client's `sent` (so it is checked and its failures said
 * as if the screen had asked itself), a retry or a later visit asks again, and an answer nobody takes is dropped
 * with the page. The questionnaire's early data (features/discovery/api/early-questionnaire-data.ts) is the public
 * pages' kind.
 */
import { localeOfPath } from '@upkeep/contract';
import { SESSION_STORAGE_KEY, type SessionState } from '../session/store';
import { API_BASE } from './api-base';

const early = new Map<string, Promise<Response>>();
const keyOf = (path: string, token: string) => `${token} ${path}`;

/** Sends a GET of `path` (under /api) with the token, kept for the screen's call of the same path and token. */
export function sendEarly(path: string, token: string): Promise<Response> {
  const request = fetch(new URL(`${API_BASE}${path}`, globalThis.location.origin), {
    // In the page's language, as the screen's own call asks (lib/api.ts): the catalogue is not active yet.
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': localeOfPath(globalThis.location.pathname),
    },
  });
  // A failure is the taker's to report (and no unhandled rejection if nobody takes it).
  request.catch(() => undefined);
  early.set(keyOf(path, token), request);
  return request;
}

/** The early answer of `path` for this token, once. */
export function takeEarly(path: string, token: string): Promise<Response> | undefined {
  const key = keyOf(path, token);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

/** The customer's session as persisted (store.ts), as far as an early request reads it; null when none. */
export function persistedSession(): Pick<SessionState, 'isLoggedIn' | 'token' | 'ticketLink'> | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    const state = raw ? (JSON.parse(raw) as { state?: Partial<SessionState> }).state : undefined;
    if (!state) return null;
    return { isLoggedIn: state.isLoggedIn ?? false, token: state.token ?? null, ticketLink: state.ticketLink ?? null };
  } catch {
    return null;
  }
}
