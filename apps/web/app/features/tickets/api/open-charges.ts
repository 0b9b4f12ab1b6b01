/**
 * Extra charges a company adds to a ticket: the scheduled-service page's ticket
 * (GET /customer/open-charges/service/{serviceId}/{ticketId}), declining (PUT /customer/open-charges/{id}),
 * and paying (POST /customer/payment/open-charges, then validate-open-charges; the same intent on a retry,
 * and the payment recorded once).
 */
import { useQuery } from '@tanstack/react-query';
import {
  envelope,
  openCharge,
  type PaymentIntentData,
  paymentIntentResponse,
  scheduledServiceResponse,
} from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';
import { ticketKeys } from './keys';
import { paymentRecordedResponse } from './reschedule';

export function useScheduledService(ticketId: number, serviceId: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.scheduledService(token, ticketId, serviceId),
    queryFn: ({ signal }) =>
      apiRequest(`/customer/open-charges/service/${serviceId}/${ticketId}`, {
        token,
        schema: scheduledServiceResponse,
        signal,
      }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function declineOpenCharge(chargeId: number, token: string) {
  return apiRequest(`/customer/open-charges/${chargeId}`, {
    method: 'PUT',
    token,
    body: { decline: true },
    schema: envelope(openCharge),
  });
}

export function createOpenChargeIntent(ticketId: number, chargeId: number, token: string): Promise<PaymentIntentData> {
  return apiRequest('/customer/payment/open-charges', {
    method: 'POST',
    token,
    body: { TicketID: ticketId, OpenChargeID: chargeId },
    schema: paymentIntentResponse,
  }).then((r) => r.data);
}

export function validateOpenChargePayment(ticketId: number, chargeId: number, paymentIntentId: string, token: string) {
  return apiRequest('/customer/payment/validate-open-charges', {
    method: 'POST',
    token,
    body: { TicketID: ticketId, OpenChargeID: chargeId, PaymentIntentID: paymentIntentId },
    schema: paymentRecordedResponse,
  });
}
