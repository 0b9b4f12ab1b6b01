/** POST /customer/payment/validate-open-charges: an extra charge's payment checked and recorded (once). */
import { openChargeEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function validateOpenChargePayment(ticketId: number, chargeId: number, paymentIntentId: string, token: string) {
  return api(openChargeEndpoints.validateOpenChargePayment, {
    token,
    body: { TicketID: ticketId, OpenChargeID: chargeId, PaymentIntentID: paymentIntentId },
  });
}
