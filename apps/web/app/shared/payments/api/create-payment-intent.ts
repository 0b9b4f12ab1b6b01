/** POST /customer/payment: the ticket's payment intent (the same one again on a retry). */
import { type PaymentIntentData, paymentEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function createPaymentIntent(ticketId: number, token: string): Promise<PaymentIntentData> {
  return api(paymentEndpoints.paymentIntent, { body: { TicketID: ticketId }, token }).then((r) => r.data);
}
