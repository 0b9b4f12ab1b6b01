/** A ticket's visit as the customer's calendar takes it (the e-mails' `.ics`: lib/icalendar.ts). */
import { formatDateEs, formatValleyClockEs, formatVisit, formatVisitEs, type Locale } from '@upkeep/contract';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import type { Visit } from '../../../lib/icalendar.ts';
import type { CompanyServiceInfo } from '../../companies/catalog/service.ts';
import type { TicketRow } from '../../tickets/lifecycle/ownership.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';

/** Where the visit stands for a calendar: waiting for the company, confirmed, or cancelled (declined included). */
export function visitState(ticket: Pick<TicketRow, 'statusId'>): Visit['state'] {
  if (ticket.statusId === TicketStatusId.Cancelled || ticket.statusId === TicketStatusId.Declined) return 'cancelled';
  return ticket.statusId === TicketStatusId.Pending ? 'pending' : 'confirmed';
}

/** The ticket's visit, its service named in `locale`. */
export const visitOf = (
  ticket: TicketRow,
  info: Pick<CompanyServiceInfo, 'serviceId' | 'serviceName' | 'companyName' | 'companyEmail'>,
  locale: Locale = 'en',
): Visit => ({
  ticketId: ticket.id,
  serviceName: serviceNameIn(info, locale),
  companyName: info.companyName,
  companyEmail: info.companyEmail,
  address: ticket.address,
  start: ticket.scheduledAt,
  end: new Date(ticket.scheduledAt.getTime() + ticket.durationMinutes * 60_000),
  state: visitState(ticket),
  createdAt: ticket.createdAt,
  updatedAt: ticket.updatedAt,
});

/**
 * The visit as a customer's text says it: in English as everywhere ('Tue, Jun 16, 2026, 8:00 AM - 10:30 AM'); in
 * Spanish its start without the year ('sáb, 12 dic, 8:30 a. m.'), so that the text stays one part (sms-parts.ts).
 */
export const textVisitIn = (ticket: Pick<TicketRow, 'scheduledAt' | 'durationMinutes'>, locale: Locale) =>
  locale === 'en'
    ? formatVisit(ticket.scheduledAt, ticket.durationMinutes)
    : `${formatDateEs(ticket.scheduledAt).replace(/ \d{4}$/, '')}, ${formatValleyClockEs(ticket.scheduledAt)}`;

/**
 * The visit as the customer's messages say it: 'Tue, Jun 16, 2026, 8:00 AM - 10:30 AM', or in Spanish
 * 'mar, 16 jun 2026, 8:00 a. m. - 10:30 a. m.'.
 */
export const visitIn = (ticket: Pick<TicketRow, 'scheduledAt' | 'durationMinutes'>, locale: Locale) =>
  locale === 'en'
    ? formatVisit(ticket.scheduledAt, ticket.durationMinutes)
    : formatVisitEs(ticket.scheduledAt, ticket.durationMinutes);
