/**
 * Rescheduling (spec 000 section 4): the fee by our policy (GET /customer/ticket/reschedule-fee/{id}), the
 * ticket's company service for the slots (GET /customer/company-services/ticket/{ticketId}), the fee's
 * payment (POST /customer/payment/reschedule, then validate-reschedule) and the move itself
 * (PUT /customer/ticket/reschedule/{id}: 409 when the time was just taken, 402 when the fee is unpaid).
 */
import { useQuery } from '@tanstack/react-query';
import { type PaymentIntentData, rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function useRescheduleFee(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.rescheduleFee(token, id),
    queryFn: ({ signal }) => api(rescheduleEndpoints.rescheduleFee, { params: { id }, token, signal }),
    select: (r) => r.data,
    // The fee depends on the clock: asked again whenever the screen opens.
    staleTime: 0,
  });
}

export function useTicketCompanyService(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.companyService(token, id),
    queryFn: ({ signal }) => api(rescheduleEndpoints.ticketCompanyService, { params: { ticketId: id }, token, signal }),
    select: (r) => r.data,
  });
}

export function createRescheduleIntent(ticketId: number, token: string): Promise<PaymentIntentData> {
  return api(rescheduleEndpoints.rescheduleIntent, { token, body: { TicketID: ticketId } }).then((r) => r.data);
}

export function validateReschedulePayment(ticketId: number, paymentIntentId: string, token: string) {
  return api(rescheduleEndpoints.validateReschedulePayment, {
    token,
    body: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
  });
}

export function rescheduleTicket(ticketId: number, scheduleId: number, newDate: string, token: string) {
  return api(rescheduleEndpoints.reschedule, {
    params: { id: ticketId },
    token,
    body: { ScheduleID: scheduleId, newDate },
  });
}
