/** POST /customer/ticket-services/{ticketId}: the client's lines go in; the server's (priced) lines come back. */
import { bookingEndpoints, type EndpointBody, type TicketLine } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** A service line as the client describes it (the server prices it). */
export type TicketServiceInput = NonNullable<EndpointBody<typeof bookingEndpoints.ticketServices>>[number];

export function postTicketServices(
  ticketId: number,
  lines: TicketServiceInput[],
  token: string,
): Promise<TicketLine[]> {
  return api(bookingEndpoints.ticketServices, { params: { ticketId }, body: lines, token }).then((r) => r.data);
}
