/** POST /customer/tickets/{id}/tip: the tip (an amount or a percent) and its payment intent (the same on a retry). */
import { type TipBody, tipEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function tipTicket(ticketId: number, body: TipBody, token: string) {
  return api(tipEndpoints.tipTicket, { params: { id: ticketId }, body, token }).then((r) => r.data);
}
