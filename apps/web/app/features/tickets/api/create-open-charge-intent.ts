/** POST /customer/payment/open-charges: the payment intent of an extra charge (the same intent on a retry). */
import { openChargeEndpoints, type PaymentIntentData } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function createOpenChargeIntent(ticketId: number, chargeId: number, token: string): Promise<PaymentIntentData> {
  return api(openChargeEndpoints.openChargeIntent, {
    token,
    body: { TicketID: ticketId, OpenChargeID: chargeId },
  }).then((r) => r.data);
}
