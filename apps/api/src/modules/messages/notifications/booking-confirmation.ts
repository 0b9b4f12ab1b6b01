/**
 * The booking confirmation (a paid booking) or receipt (an estimate request), by e-mail and by text: written
 * to the outbox in the transaction that books it. Times are the valley's, through the same formatter as
 * the screens. Texts go only to North American numbers, and guest bookings send at most
 * MAX_GUEST_TEXTS_PER_DAY to one number a day: a guest types any number, and a text costs and intrudes.
 */
import { confirmWithinHours, type Locale, MAX_GUEST_TEXTS_PER_DAY, requestSentText } from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { say } from '../../../i18n/words.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { DAY_MS } from '../../../lib/flood-limits.ts';
import { money } from '../../../lib/format.ts';
import { visitAttachment } from '../../../lib/icalendar.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import { gsm7Letters } from '../../../lib/sms-parts.ts';
import { companyServiceInfo } from '../../companies/catalog/service.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import type { TicketRow } from '../../tickets/lifecycle/ownership.ts';
import { totalsOfTicket } from '../../tickets/money/service.ts';
import { bookingConfirmationEmail } from './mail.ts';
import { enqueue, sendEmail } from './outbox.ts';
import { guestTextsSince } from './queries.ts';
import { customerLocale } from './recipient-locale.ts';
import { textVisitIn, visitIn, visitOf } from './visit.ts';

/** Queues the messages in the booking's transaction `tx`, at `now` (the caller wakes the outbox after it commits). */
export async function enqueueConfirmation(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Tx,
  ticket: TicketRow,
  now: Date,
  /** A guest's booking: its private link (issue 26), in the e-mail and the text. */
  privateLink?: string,
) {
  const info = await companyServiceInfo(tx, ticket.companyServiceId);
  // In the customer's language: the account's, or a guest's booking's (issue 49).
  const locale = await customerLocale(tx, ticket);
  const es = locale !== 'en';
  const visit = visitIn(ticket, locale);
  const serviceName = info ? serviceNameIn(info, locale) : 'undefined';
  const companyName = `${info?.companyName}`;
  // The screens in the customer's language: a Spanish booking's links open their Spanish twins (`/es/...`).
  const ticketUrl = linkIn(`${deps.publicUrl}/detail-ticket?TicketId=${ticket.id}`, locale);
  const privateLinkIn = privateLink && linkIn(privateLink, locale);
  // Paid or not, the booking waits for the company: "Booking confirmed" is said only when the company confirms
  // it (ticket-moves' notice of the company's move to Scheduled). n: the contract's confirmWithinHours.
  const hours = confirmWithinHours(ticket.scheduledAt, await readSetting(tx, 'request_expiry_hours'), now);
  const headline = requestSent(companyName, hours, locale);
  // The contract's ticketTotals, as every screen and the PDF state them.
  const totals = await totalsOfTicket(tx, ticket);
  const total = ticket.isEstimate
    ? say(/*i18n*/ { id: 'booking.freeEstimate', message: 'Free estimate' }, locale)
    : say(
        /*i18n*/ {
          id: 'booking.totalPaid',
          message: '{total} (paid {paid})',
          values: { total: money(totals.totalCents), paid: money(totals.paidCents) },
        },
        locale,
      );
  const mail = bookingConfirmationEmail({
    ticketId: ticket.id,
    isEstimate: ticket.isEstimate,
    name: ticket.name,
    headline,
    // `info` is there for every booked service (a booking cannot name one the catalogue lacks).
    companyName,
    companyPhone: `${info?.companyPhone}`,
    serviceName,
    address: ticket.address,
    visit,
    total,
    ticketUrl: ticket.customerId !== null ? ticketUrl : null,
    ...(privateLinkIn ? { privateLink: privateLinkIn } : {}),
    locale,
  });
  await sendEmail(deps.jobs, tx, ticket.email, mail, now, {
    // The visit for the customer's calendar (the same UID as every later update of it).
    ...(info ? { attachments: [visitAttachment(visitOf(ticket, info, locale), deps.publicUrl, now, locale)] } : {}),
    ticketId: ticket.id,
  });
  const phone = nanpPhoneNumber(ticket.phoneNumber);
  if (!phone) return;
  const fromGuest = ticket.customerId === null;
  if (fromGuest && (await guestTextsToday(tx, phone, now)) >= MAX_GUEST_TEXTS_PER_DAY) return;
  const link = fromGuest && privateLinkIn ? privateLinkIn : null;
  await enqueue(
    deps.jobs,
    tx,
    {
      channel: 'sms',
      recipient: phone,
      body: es
        ? confirmationTextEs({ ticketId: ticket.id, companyName, hours, serviceName, ticket, totals, link })
        : `UpKeep #${ticket.id}: ${headline} ${serviceName}, ${visit}. Total: ${total}.${link ? ` Your booking: ${link}` : ''}`,
      topic: fromGuest ? GUEST_BOOKING_TOPIC : 'booking',
      ticketId: ticket.id,
    },
    now,
  );
}

/** "Request sent to {company}. They confirm within {n} hours.", in the customer's language. */
export function requestSent(company: string, hours: number, locale: Locale): string {
  if (locale === 'en') return requestSentText(company, hours);
  return hours === 1
    ? say(
        /*i18n*/ {
          id: 'booking.requestSent.one',
          message: 'Request sent to {company}. They confirm within 1 hour.',
          values: { company },
        },
        locale,
      )
    : say(
        /*i18n*/ {
          id: 'booking.requestSent.other',
          message: 'Request sent to {company}. They confirm within {hours} hours.',
          values: { company, hours },
        },
        locale,
      );
}

/**
 * The confirmation's text in Spanish, written to stay in one GSM-7 part for a customer with an account (160
 * characters, with a long company name and the usual services), two with a guest's private link: the template's words
 * need no á, í, ó or ú, and the values' (a service, a weekday) are written without them, as Spanish texts commonly
 * are; the visit is its start without the year (the e-mail has all of it), and a paid booking says what was paid.
 */
export function confirmationTextEs(input: {
  ticketId: number;
  companyName: string;
  hours: number;
  serviceName: string;
  ticket: Pick<TicketRow, 'isEstimate' | 'scheduledAt'>;
  totals: { totalCents: number; paidCents: number };
  link: string | null;
}): string {
  const { ticket, totals } = input;
  const total = ticket.isEstimate
    ? say(/*i18n*/ { id: 'sms.freeEstimate', message: 'free estimate' }, 'es')
    : totals.paidCents === totals.totalCents
      ? say(/*i18n*/ { id: 'sms.paid', message: 'paid: {paid}', values: { paid: money(totals.paidCents) } }, 'es')
      : say(
          /*i18n*/ {
            id: 'sms.totalPaid',
            message: 'total: {total} (paid {paid})',
            values: { total: money(totals.totalCents), paid: money(totals.paidCents) },
          },
          'es',
        );
  // 'sáb, 12 dic, 8:30 a. m.': the next visit is within the year.
  const when = textVisitIn({ scheduledAt: ticket.scheduledAt, durationMinutes: 0 }, 'es');
  const text = say(
    /*i18n*/ {
      id: 'sms.bookingRequest',
      message: 'UpKeep #{id}: request sent to {company}, answer within {hours} h. {service}, {when}; {total}.',
      values: {
        id: input.ticketId,
        company: input.companyName,
        hours: input.hours,
        service: input.serviceName,
        when,
        total,
      },
    },
    'es',
  );
  const link = input.link
    ? ` ${say(/*i18n*/ { id: 'sms.yourBooking', message: 'Your booking: {link}', values: { link: input.link } }, 'es')}`
    : '';
  return gsm7Letters(`${text}${link}`);
}

const GUEST_BOOKING_TOPIC = 'guest-booking';

/**
 * Texts about guest bookings queued for this number in the last 24 hours, confirmations and status texts alike
 * (the number locked for the transaction, so concurrent messages are counted one at a time). Past
 * MAX_GUEST_TEXTS_PER_DAY a guest booking's texts stop (its e-mails do not): a guest types any number.
 */
export async function guestTextsToday(tx: Tx, phone: string, now: Date): Promise<number> {
  await lockKey(tx, 'guestTexts', phone);
  return guestTextsSince(tx, phone, new Date(now.getTime() - DAY_MS));
}
