/**
 * The booking confirmation (a paid booking) or receipt (an estimate request), by e-mail and by text: written
 * to the outbox in the transaction that books it. Times are the valley's, through the same formatter as
 * the screens. Texts go only to North American numbers, and guest bookings send at most
 * MAX_GUEST_TEXTS_PER_DAY to one number a day: a guest types any number, and a text costs and intrudes.
 */
import { confirmWithinHours, formatVisit, MAX_GUEST_TEXTS_PER_DAY, requestSentText } from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { DAY_MS } from '../../../lib/flood-limits.ts';
import { money } from '../../../lib/format.ts';
import { visitAttachment } from '../../../lib/icalendar.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import { companyServiceInfo } from '../../companies/catalog/service.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import type { TicketRow } from '../../tickets/lifecycle/ownership.ts';
import { totalsOfTicket } from '../../tickets/money/service.ts';
import { bookingConfirmationEmail } from './mail.ts';
import { enqueue, sendEmail } from './outbox.ts';
import { guestTextsSince } from './queries.ts';
import { visitOf } from './visit.ts';

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
  const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  const ticketUrl = `${deps.publicUrl}/detail-ticket?TicketId=${ticket.id}`;
  // Paid or not, the booking waits for the company: "Booking confirmed" is said only when the company confirms
  // it (ticket-moves' notice of the company's move to Scheduled). n: the contract's confirmWithinHours.
  const hours = confirmWithinHours(ticket.scheduledAt, await readSetting(tx, 'request_expiry_hours'), now);
  const headline = requestSentText(`${info?.companyName}`, hours);
  // The contract's ticketTotals, as every screen and the PDF state them.
  const totals = await totalsOfTicket(tx, ticket);
  const total = ticket.isEstimate ? 'Free estimate' : `${money(totals.totalCents)} (paid ${money(totals.paidCents)})`;
  const mail = bookingConfirmationEmail({
    ticketId: ticket.id,
    isEstimate: ticket.isEstimate,
    name: ticket.name,
    headline,
    // `info` is there for every booked service (a booking cannot name one the catalogue lacks).
    companyName: `${info?.companyName}`,
    companyPhone: `${info?.companyPhone}`,
    serviceName: `${info?.serviceName}`,
    address: ticket.address,
    visit,
    total,
    ticketUrl: ticket.customerId !== null ? ticketUrl : null,
    ...(privateLink ? { privateLink } : {}),
  });
  await sendEmail(deps.jobs, tx, ticket.email, mail, now, {
    // The visit for the customer's calendar (the same UID as every later update of it).
    ...(info ? { attachments: [visitAttachment(visitOf(ticket, info), deps.publicUrl, now)] } : {}),
    ticketId: ticket.id,
  });
  const phone = nanpPhoneNumber(ticket.phoneNumber);
  if (!phone) return;
  const fromGuest = ticket.customerId === null;
  if (fromGuest && (await guestTextsToday(tx, phone, now)) >= MAX_GUEST_TEXTS_PER_DAY) return;
  await enqueue(
    deps.jobs,
    tx,
    {
      channel: 'sms',
      recipient: phone,
      body: `UpKeep #${ticket.id}: ${headline} ${info?.serviceName}, ${visit}. Total: ${total}.${fromGuest && privateLink ? ` Your booking: ${privateLink}` : ''}`,
      topic: fromGuest ? GUEST_BOOKING_TOPIC : 'booking',
      ticketId: ticket.id,
    },
    now,
  );
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
