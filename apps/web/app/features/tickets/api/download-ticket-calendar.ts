/**
 * GET /customer/ticket/{id}/calendar.ics: the visit as a calendar event, saved by the browser as
 * 'upkeep-visit-{id}.ics' (opening it adds the visit to the calendar; after a move the same UID updates it).
 */
import { ticketEndpoints } from '@upkeep/contract';
import { apiFile } from '../../../lib/api';
import { saveBlob } from '../../../lib/save-blob';

export async function downloadTicketCalendar(ticketId: number, token: string) {
  const blob = await apiFile(ticketEndpoints.ticketCalendar, 'text/calendar', { params: { id: ticketId }, token });
  saveBlob(blob, `upkeep-visit-${ticketId}.ics`);
}
