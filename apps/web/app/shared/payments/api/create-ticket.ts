/**
 * POST /customer/ticket: the checkout's first call (spec 000 section 4), 201 with the ticket the server priced;
 * 409 when the slot was just taken.
 */
import { bookingEndpoints, type CheckoutTicket, type CreateTicketRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function createTicket(body: CreateTicketRequest, token: string): Promise<CheckoutTicket> {
  return api(bookingEndpoints.createTicket, { body, token }).then((r) => r.data);
}
