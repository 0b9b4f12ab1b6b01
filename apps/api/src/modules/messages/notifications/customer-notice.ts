/**
 * What the customer is told about their job, by e-mail and by text, queued in the transaction of the change
 * that causes it (the caller wakes the outbox after it commits). The e-mail goes to the ticket's e-mail and
 * the text to its phone, as the booking confirmation does (booking-confirmation.ts); texts go only to North
 * American numbers. Links point to the customer's screens: the ticket, an extra charge to pay, a review; a guest's
 * through the booking's private link, which lands on that screen without signing in (issue 46).
 */
import {
  type BookingLanding,
  customerLandingPath,
  type Locale,
  landingQuery,
  MAX_GUEST_TEXTS_PER_DAY,
} from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { say } from '../../../i18n/words.ts';
import type { NoticeDeps, ServiceDeps } from '../../../lib/deps.ts';
import { visitAttachment } from '../../../lib/icalendar.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import { gsm7Letters } from '../../../lib/sms-parts.ts';
import type { CompanyServiceInfo } from '../../companies/catalog/service.ts';
import type { TicketRow } from '../../tickets/lifecycle/ownership.ts';
import { issueTicketLink, linkExpiry } from '../../tickets/links/service.ts';
import { guestTextsToday } from './booking-confirmation.ts';
import { customerNoticeEmail } from './mail.ts';
import { enqueue, sendEmail } from './outbox.ts';
import { customerLocale } from './recipient-locale.ts';
import { visitIn, visitOf } from './visit.ts';

export { textVisitIn, visitIn } from './visit.ts';

export interface CustomerNotice {
  subject: string;
  /** The e-mail's paragraphs (after the greeting). */
  lines: string[];
  /** The text (the ticket number and the link are added). */
  sms: string;
  /** Where the customer acts or reads more; the ticket when omitted. */
  link?: { to: BookingLanding; label: string };
  /** Counted by the outbox (e.g. the on-my-way limit). */
  topic?: string;
  /** Only the text (the on-my-way message); an e-mail is sent instead when the phone cannot be texted. */
  smsOnly?: boolean;
  /** Only the e-mail (the customer was texted about the same thing a moment ago). */
  emailOnly?: boolean;
  /** The e-mail carries the visit's calendar event (`.ics`), as it now stands. */
  calendar?: boolean;
}

/** A signed-in customer's ticket page (plans: only customers with an account have them). */
export const ticketLink = (deps: Pick<ServiceDeps, 'publicUrl'>, ticketId: number) =>
  `${deps.publicUrl}${customerLandingPath(ticketId, { to: 'ticket' })}`;

/**
 * The address of the customer's page `landing` about `ticket`: the page itself for a signed-in customer; for a
 * guest's booking, its private link (its one live link, a new one only when it has none) landing on that page,
 * or Find my booking once the booking's links have ended. In the caller's transaction.
 */
export async function customerPageUrl(
  deps: NoticeDeps,
  tx: Tx,
  ticket: Pick<TicketRow, 'id' | 'customerId' | 'guestId' | 'scheduledAt'>,
  landing: BookingLanding,
  now: Date,
): Promise<string> {
  if (ticket.customerId !== null || ticket.guestId === null) {
    return `${deps.publicUrl}${customerLandingPath(ticket.id, landing)}`;
  }
  if (linkExpiry(ticket.scheduledAt) <= now) return `${deps.publicUrl}/find-my-booking`;
  return `${(await issueTicketLink(deps, tx, ticket, now)).url}${landingQuery(landing)}`;
}

/** A notice's text as sent: a Spanish one in GSM-7 letters (sms-parts.ts), so that it is one part where it can be. */
export function noticeText(ticketId: number, sms: string, url: string, locale: Locale): string {
  const text = `UpKeep #${ticketId}: ${sms} ${url}`;
  return locale === 'en' ? text : gsm7Letters(text);
}

/** A notice written in the customer's language (the ones not yet written in Spanish are a plain CustomerNotice). */
export type NoticeIn = CustomerNotice | ((locale: Locale) => CustomerNotice);

/**
 * Queues the e-mail and the text of a notice about `ticket`, in the customer's language (the account's, a guest's
 * booking's: issue 49) when the notice is written in it; answers the channels queued.
 */
export async function tellCustomer(
  deps: NoticeDeps,
  tx: Tx,
  ticket: TicketRow,
  info: CompanyServiceInfo,
  written: NoticeIn,
  now: Date,
): Promise<('email' | 'sms')[]> {
  // A notice written only in English is sent in English, frame and all, whatever the customer's language.
  const locale = typeof written === 'function' ? await customerLocale(tx, ticket) : 'en';
  const notice = typeof written === 'function' ? written(locale) : written;
  const wanted = notice.link ?? {
    to: { to: 'ticket' } as const,
    label: say(/*i18n*/ { id: 'email.seeTicket', message: 'See your ticket' }, locale),
  };
  // The page in the customer's language: its Spanish twin (`/es/...`) for a Spanish customer, when it has one.
  const action = { url: linkIn(await customerPageUrl(deps, tx, ticket, wanted.to, now), locale), label: wanted.label };
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
        body: noticeText(ticket.id, notice.sms, action.url, locale),
        topic: notice.topic ?? 'company-job',
        ticketId: ticket.id,
      },
      now,
    );
    queued.push('sms');
  }
  if (notice.smsOnly && phone) return queued;
  const mail = customerNoticeEmail({
    ticketId: ticket.id,
    subject: notice.subject,
    name: ticket.name,
    lines: notice.lines,
    serviceName: serviceNameIn(info, locale),
    companyName: info.companyName,
    companyPhone: info.companyPhone,
    visit: visitIn(ticket, locale),
    address: ticket.address,
    action,
    locale,
  });
  await sendEmail(deps.jobs, tx, ticket.email, mail, now, {
    ...(notice.topic ? { topic: notice.topic } : {}),
    ...(notice.calendar
      ? { attachments: [visitAttachment(visitOf(ticket, info, locale), deps.publicUrl, now, locale)] }
      : {}),
    ticketId: ticket.id,
  });
  queued.push('email');
  return queued;
}
