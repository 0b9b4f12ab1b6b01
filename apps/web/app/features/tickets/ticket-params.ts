/**
 * The ticket screens receive the ticket id as router state (spec 000 section 2: TicketId, or ticketID for
 * /booking-reschedule) and, so that links from e-mails and reloads work, as the query parameter TicketId
 * (the booking confirmation links to /detail-ticket?TicketId=123).
 */
import { useLocation, useSearchParams } from 'react-router';

export function record(state: unknown): Record<string, unknown> {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

/** A positive whole number from a state value or a query parameter, else null. */
export function positiveInt(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const STATE_KEYS = ['TicketId', 'ticketID', 'TicketID', 'ticketId'] as const;

export function readTicketId(state: unknown, search: URLSearchParams): number | null {
  const s = record(state);
  for (const key of STATE_KEYS) {
    const id = positiveInt(s[key]);
    if (id) return id;
  }
  return positiveInt(search.get('TicketId') ?? search.get('ticketId'));
}

/** The screen's ticket id and the rest of its router state. */
export function useTicketScreenParams() {
  const location = useLocation();
  const [search] = useSearchParams();
  return { ticketId: readTicketId(location.state, search), state: record(location.state), search };
}

/** Where a ticket's detail lives: the query parameter keeps it across reloads and in shared links. */
export function detailPath(ticketId: number): string {
  return `/detail-ticket?TicketId=${ticketId}`;
}
