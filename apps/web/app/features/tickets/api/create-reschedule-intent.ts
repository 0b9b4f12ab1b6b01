/** POST /customer/payment/reschedule: the payment intent of the reschedule fee. */
import { type PaymentIntentData, rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function createRescheduleIntent(ticketId: number, token: string): Promise<PaymentIntentData> {
  return api(rescheduleEndpoints.rescheduleIntent, { token, body: { TicketID: ticketId } }).then((r) => r.data);
}
