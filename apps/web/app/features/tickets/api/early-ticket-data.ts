/**
 * The ticket screen's first answers, asked for as soon as its route module runs when a visit opens on it (the
 * booking confirmation's link, a reload: lib/early-answers.ts): the ticket, its extra charges and its next steps
 * (issue 48). The screen's calls take them (`takeEarlyTicketAnswer`).
 */
import { openChargeEndpoints, pathOf, pathWithoutLocale, ticketEndpoints } from '@upkeep/contract';
import { persistedSession, sendEarly, takeEarly } from '../../../lib/early-answers';
import { ticketScreenToken } from '../../../session/store';
import { readTicketId } from '../ticket-params';

const DETAIL_PATH = '/detail-ticket';

type Part = 'ticket' | 'charges' | 'flow';
const ENDPOINTS = {
  ticket: ticketEndpoints.ticket,
  charges: openChargeEndpoints.openCharges,
  flow: ticketEndpoints.statusFlow,
} as const;
const pathOfPart = (part: Part, id: number) => pathOf(ENDPOINTS[part], { id });

/**
 * Starts the ticket screen's first requests when the page is that screen, for the ticket its link names (the
 * query's TicketId, or the router state React Router keeps in `history.state.usr`), with the persisted session's
 * token; nothing without one.
 */
export function requestTicketDataEarly(location: { pathname: string; search: string }, historyState: unknown) {
  if (pathWithoutLocale(location.pathname) !== DETAIL_PATH) return;
  const id = readTicketId((historyState as { usr?: unknown } | null)?.usr, new URLSearchParams(location.search));
  const session = persistedSession();
  const token = session ? ticketScreenToken(session) : null;
  if (!id || !token) return;
  // All three at once: the next steps too, which the screen asks for only when the ticket allows changes (its
  // answer is then dropped unread), since waiting for the ticket's answer to know cost the screen a round trip.
  for (const part of ['ticket', 'charges', 'flow'] as const) sendEarly(pathOfPart(part, id), token);
}

/** The early answer of one part of a ticket, once: for its call's `sent`. */
export function takeEarlyTicketAnswer(part: Part, id: number, token: string): Promise<Response> | undefined {
  return takeEarly(pathOfPart(part, id), token);
}
