/**
 * Extra charges a company adds to a ticket: the scheduled-service page's ticket
 * (GET /customer/open-charges/service/{serviceId}/{ticketId}), declining (PUT /customer/open-charges/{id}),
 * and paying (POST /customer/payment/open-charges, then validate-open-charges; the same intent on a retry,
 * and the payment recorded once).
 */
import { useQuery } from '@tanstack/react-query';
import { openChargeEndpoints, type PaymentIntentData } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function useScheduledService(ticketId: number, serviceId: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.scheduledService(token, ticketId, serviceId),
    queryFn: ({ signal }) =>
      api(openChargeEndpoints.scheduledService, { params: { serviceId, ticketId }, token, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function declineOpenCharge(chargeId: number, token: string) {
  return api(openChargeEndpoints.declineOpenCharge, { params: { id: chargeId }, token, body: { decline: true } });
}

export function createOpenChargeIntent(ticketId: number, chargeId: number, token: string): Promise<PaymentIntentData> {
  return api(openChargeEndpoints.openChargeIntent, {
    token,
    body: { TicketID: ticketId, OpenChargeID: chargeId },
  }).then((r) => r.data);
}

export function validateOpenChargePayment(ticketId: number, chargeId: number, paymentIntentId: string, token: string) {
  return api(openChargeEndpoints.validateOpenChargePayment, {
    token,
    body: { TicketID: ticketId, OpenChargeID: chargeId, PaymentIntentID: paymentIntentId },
  });
}
