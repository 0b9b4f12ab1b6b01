/**
 * What the customer is told about their job, by e-mail and by text, queued in the transaction of the change
 * that causes it (the caller wakes the outbox after it commits). The e-mail goes to the ticket's e-mail and
 * the text to its phone, as the booking confirmation does (booking-confirmation.ts); texts go only to North
 * American numbers. Links point to the customer's screens: the ticket, an extra charge to pay, a review.
 */
import { formatVisit, MAX_GUEST_TEXTS_PER_DAY, nanpPhoneNumber } from '@upkeep/contract';
import type { Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { email, facts, link } from '../../lib/email.ts';
import { visitAttachment } from '../../lib/icalendar.ts';
import type { CompanyServiceInfo } from '../catalog/service.ts';
import type { TicketRow } from '../lifecycle/ownership.ts';
import { guestTextsToday } from './booking-confirmation.ts';
import { enqueue } from './outbox.ts';
import { visitOf } from './visit.ts';

export interface CustomerNotice {
  subject: string;
  /** The e-mail's paragraphs (after the greeting). */
  lines: string[];
  /** The text (the ticket number and the link are added). */
  sms: string;
  /** Where the customer acts or reads more; the ticket's detail when omitted. */
  link?: { url: string; label: string };
  /** Counted by the outbox (e.g. the on-my-way limit). */
  topic?: string;
  /** Only the text (the on-my-way message); an e-mail is sent instead when the phone cannot be texted. */
  smsOnly?: boolean;
  /** Only the e-mail (the customer was texted about the same thing a moment ago). */
  emailOnly?: boolean;
  /** The e-mail carries the visit's calendar event (`.ics`), as it now stands. */
  calendar?: boolean;
}

export const ticketLink = (deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>, ticketId: number) =>
  `${deps.publicUrl}/detail-ticket?TicketId=${ticketId}`;
export const reviewLink = (deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>, ticketId: number) =>
  `${deps.publicUrl}/create-review?TicketId=${ticketId}`;
export const chargeLink = (deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>, ticketId: number, serviceId: number) =>
  `${deps.publicUrl}/payment-charge?TicketId=${ticketId}&ServiceID=${serviceId}`;

/** Queues the e-mail and the text of a notice about `ticket`; answers the channels queued. */
export async function tellCustomer(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Tx,
  ticket: TicketRow,
  info: CompanyServiceInfo,
  notice: CustomerNotice,
  now: Date,
): Promise<('email' | 'sms')[]> {
  const action = notice.link ?? { url: ticketLink(deps, ticket.id), label: 'See your ticket' };
  const number = nanpPhoneNumber(ticket.phoneNumber);
  let phone = notice.emailOnly ? null : number;
  // A guest booking's texts count against its number's daily limit (booking-confirmation.ts); past it, e-mail only.
  if (phone && ticket.customerId === null && (await guestTextsToday(tx, phone, now)) >= MAX_GUEST_TEXTS_PER_DAY) {
    phone = null;
  }
  const queued: ('email' | 'sms')[] = [];
  if (phone) {
    await enqueue(
      deps.jobs,
      tx,
      {
        channel: 'sms',
        recipient: phone,
        body: `UpKeep #${ticket.id}: ${notice.sms} ${action.url}`,
        topic: notice.topic ?? 'company-job',
        ticketId: ticket.id,
      },
      now,
    );
    queued.push('sms');
  }
  if (notice.smsOnly && phone) return queued;
  const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  const mail = email(`UpKeep ticket #${ticket.id}: ${notice.subject}`, [
    `Hi ${ticket.name},`,
    notice.lines.join('\n'),
    facts([
      [`Ticket #${ticket.id}`, `${info.serviceName} by ${info.companyName} (${info.companyPhone})`],
      ['When', visit],
      ['Address', ticket.address],
    ]),
    link(action.url, action.label),
    'Thank you for choosing UpKeep!',
  ]);
  await enqueue(
    deps.jobs,
    tx,
    {
      channel: 'email',
      recipient: ticket.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      ...(notice.topic ? { topic: notice.topic } : {}),
      ...(notice.calendar ? { attachments: [visitAttachment(visitOf(ticket, info), deps.publicUrl, now)] } : {}),
      ticketId: ticket.id,
    },
    now,
  );
  queued.push('email');
  return queued;
}
