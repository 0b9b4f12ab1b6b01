/** POST /customer/payment/validate-reschedule: the reschedule fee's payment checked and recorded. */
import { rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function validateReschedulePayment(ticketId: number, paymentIntentId: string, token: string) {
  return api(rescheduleEndpoints.validateReschedulePayment, {
    token,
    body: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
  });
}
