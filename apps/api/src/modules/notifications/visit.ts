/** A ticket's visit as the customer's calendar takes it (the e-mails' `.ics`: lib/icalendar.ts). */
import type { CompanyServiceInfo } from '../catalog/service.ts';
import type { TicketRow } from '../lifecycle/ownership.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';

export const visitOf = (ticket: TicketRow, info: Pick<CompanyServiceInfo, 'serviceName' | 'companyName'>) => ({
  ticketId: ticket.id,
  serviceName: info.serviceName,
  companyName: info.companyName,
  address: ticket.address,
  start: ticket.scheduledAt,
  end: new Date(ticket.scheduledAt.getTime() + ticket.durationMinutes * 60_000),
  cancelled: ticket.statusId === TicketStatusId.Cancelled || ticket.statusId === TicketStatusId.Declined,
  updatedAt: ticket.updatedAt,
});
