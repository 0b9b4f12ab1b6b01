/** POST /customer/payment/validate: 200 once the provider says the intent succeeded; 402 with its message if not. */
import { paymentEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function validatePayment(ticketId: number, paymentIntentId: string, token: string) {
  return api(paymentEndpoints.validatePayment, {
    body: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
    token,
  }).then((r) => r.data);
}
