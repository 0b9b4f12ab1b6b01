/**
 * PUT /customer/ticket/reschedule/{id}: the move itself (409 when the time was just taken, 402 when the fee is unpaid).
 */
import { rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function rescheduleTicket(ticketId: number, scheduleId: number, newDate: string, token: string) {
  return api(rescheduleEndpoints.reschedule, {
    params: { id: ticketId },
    token,
    body: { ScheduleID: scheduleId, newDate },
  });
}
