/** A ticket's visit as the customer's calendar takes it (the e-mails' `.ics`: lib/icalendar.ts). */
import type { Visit } from '../../../lib/icalendar.ts';
import type { CompanyServiceInfo } from '../../companies/catalog/service.ts';
import type { TicketRow } from '../../tickets/lifecycle/ownership.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';

/** Where the visit stands for a calendar: waiting for the company, confirmed, or cancelled (declined included). */
export function visitState(ticket: Pick<TicketRow, 'statusId'>): Visit['state'] {
  if (ticket.statusId === TicketStatusId.Cancelled || ticket.statusId === TicketStatusId.Declined) return 'cancelled';
  return ticket.statusId === TicketStatusId.Pending ? 'pending' : 'confirmed';
}

export const visitOf = (
  ticket: TicketRow,
  info: Pick<CompanyServiceInfo, 'serviceName' | 'companyName' | 'companyEmail'>,
): Visit => ({
  ticketId: ticket.id,
  serviceName: info.serviceName,
  companyName: info.companyName,
  companyEmail: info.companyEmail,
  address: ticket.address,
  start: ticket.scheduledAt,
  end: new Date(ticket.scheduledAt.getTime() + ticket.durationMinutes * 60_000),
  state: visitState(ticket),
  createdAt: ticket.createdAt,
  updatedAt: ticket.updatedAt,
});
