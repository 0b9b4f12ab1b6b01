/** POST /customer/tickets/{id}/tip/validate: the tip's payment checked and recorded (once). */
import { tipEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function validateTipPayment(ticketId: number, paymentIntentId: string, token: string) {
  return api(tipEndpoints.validateTipPayment, { params: { id: ticketId }, body: { paymentIntentId }, token }).then(
    (r) => r.data,
  );
}
