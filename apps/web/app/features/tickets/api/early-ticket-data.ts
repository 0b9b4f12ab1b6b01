/**
 * The ticket screen's first answers, asked for as soon as its route module runs when a visit opens on it (the
 * booking confirmation's link, a reload): the ticket and its extra charges, and its next steps once the ticket says
 * the customer may change it. They arrive while React starts, reads the session back and renders the frame, instead
 * of after (issue 48). Each query takes its early answer once (a retry or a later visit asks again); an answer
 * nobody takes is dropped with the page. As the questionnaire's early data (features/discovery/api/
 * early-questionnaire-data.ts): plain requests sent as the API client sends a GET, read by the client through `sent`,
 * so an answer is checked and its failures said as if the screen had asked itself.
 */
import { openChargeEndpoints, pathOf, ticketEndpoints } from '@upkeep/contract';
import { API_BASE } from '../../../lib/api-base';
import { SESSION_STORAGE_KEY, type SessionState, ticketScreenToken } from '../../../session/store';
import { readTicketId } from '../ticket-params';

const DETAIL_PATH = '/detail-ticket';

type Part = 'ticket' | 'charges' | 'flow';
const early = new Map<string, Promise<Response>>();
const keyOf = (part: Part, id: number, token: string) => `${part} ${id} ${token}`;

/** Sent as the API client sends a GET with the bearer token; a failure is the taker's to report. */
function send(part: Part, id: number, token: string) {
  const endpoint =
    part === 'ticket'
      ? ticketEndpoints.ticket
      : part === 'charges'
        ? openChargeEndpoints.openCharges
        : ticketEndpoints.statusFlow;
  const request = fetch(new URL(`${API_BASE}${pathOf(endpoint, { id })}`, globalThis.location.origin), {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  request.catch(() => undefined);
  early.set(keyOf(part, id, token), request);
  return request;
}

/** The ticket screens' token as the session persisted it (the store reads it back only after the first render). */
function persistedToken(): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    const state = raw ? (JSON.parse(raw) as { state?: Partial<SessionState> }).state : undefined;
    if (!state) return null;
    return ticketScreenToken({
      isLoggedIn: state.isLoggedIn ?? false,
      token: state.token ?? null,
      ticketLink: state.ticketLink ?? null,
    });
  } catch {
    return null;
  }
}

/** Whether the ticket's answer lets the customer change it (then the screen asks for the next steps). */
async function allowsChanges(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  const body: unknown = await response.json().catch(() => null);
  return (body as { data?: { canCustomerUpdate?: unknown } } | null)?.data?.canCustomerUpdate === true;
}

/**
 * Starts the ticket screen's first requests when the page is that screen, for the ticket its link names (the
 * query's TicketId, or the router state React Router keeps in `history.state.usr`), with the persisted session's
 * token; nothing without one.
 */
export function requestTicketDataEarly(location: { pathname: string; search: string }, historyState: unknown) {
  if (location.pathname !== DETAIL_PATH) return;
  const id = readTicketId((historyState as { usr?: unknown } | null)?.usr, new URLSearchParams(location.search));
  const token = persistedToken();
  if (!id || !token) return;
  const ticket = send('ticket', id, token);
  send('charges', id, token);
  // In a copy of the answer: the screen reads the answer itself.
  ticket
    .then((response) => allowsChanges(response.clone()))
    .then(
      (allows) => {
        if (allows) send('flow', id, token);
      },
      () => undefined,
    );
}

/** The early answer of one part of a ticket, once: for its call's `sent`. */
export function takeEarlyTicketAnswer(part: Part, id: number, token: string): Promise<Response> | undefined {
  const key = keyOf(part, id, token);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}
