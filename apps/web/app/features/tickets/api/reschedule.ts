/**
 * Rescheduling (spec 000 section 4): the fee by our policy (GET /customer/ticket/reschedule-fee/{id}), the
 * ticket's company service for the slots (GET /customer/company-services/ticket/{ticketId}), the fee's
 * payment (POST /customer/payment/reschedule, then validate-reschedule) and the move itself
 * (PUT /customer/ticket/reschedule/{id}: 409 when the time was just taken, 402 when the fee is unpaid).
 */
import { useQuery } from '@tanstack/react-query';
import {
  envelope,
  type PaymentIntentData,
  paymentIntentResponse,
  rescheduleFeeResponse,
  rescheduleResponse,
  ticketCompanyServiceResponse,
} from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';
import { ticketKeys } from './keys';

/** Validations answer at least the ticket they recorded a payment for. */
export const paymentRecordedResponse = envelope(rescheduleResponse.shape.data.pick({ ticketId: true }));

export function useRescheduleFee(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.rescheduleFee(token, id),
    queryFn: ({ signal }) =>
      apiRequest(`/customer/ticket/reschedule-fee/${id}`, { token, schema: rescheduleFeeResponse, signal }),
    select: (r) => r.data,
    // The fee depends on the clock: asked again whenever the screen opens.
    staleTime: 0,
  });
}

export function useTicketCompanyService(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.companyService(token, id),
    queryFn: ({ signal }) =>
      apiRequest(`/customer/company-services/ticket/${id}`, { token, schema: ticketCompanyServiceResponse, signal }),
    select: (r) => r.data,
  });
}

export function createRescheduleIntent(ticketId: number, token: string): Promise<PaymentIntentData> {
  return apiRequest('/customer/payment/reschedule', {
    method: 'POST',
    token,
    body: { TicketID: ticketId },
    schema: paymentIntentResponse,
  }).then((r) => r.data);
}

export function validateReschedulePayment(ticketId: number, paymentIntentId: string, token: string) {
  return apiRequest('/customer/payment/validate-reschedule', {
    method: 'POST',
    token,
    body: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
    schema: paymentRecordedResponse,
  });
}

export function rescheduleTicket(ticketId: number, scheduleId: number, newDate: string, token: string) {
  return apiRequest(`/customer/ticket/reschedule/${ticketId}`, {
    method: 'PUT',
    token,
    body: { ScheduleID: scheduleId, newDate },
    schema: rescheduleResponse,
  });
}
