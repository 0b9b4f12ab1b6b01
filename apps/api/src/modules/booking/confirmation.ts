/**
 * The booking confirmation (a paid booking) or receipt (an estimate request), by e-mail and by text: written
 * to the outbox in the transaction that books it. Times are the valley's, through the same formatter as
 * the screens. Texts go only to North American numbers, and guest bookings send at most
 * MAX_GUEST_TEXTS_PER_DAY to one number a day: a guest types any number, and a text costs and intrudes.
 */
import { formatVisit, MAX_GUEST_TEXTS_PER_DAY, nanpPhoneNumber } from '@upkeep/contract';
import type { Tx } from '../../db/client.ts';
import { lockKey } from '../../lib/advisory-locks.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { escapeHtml, money } from '../../lib/format.ts';
import { companyServiceInfo } from '../catalog/service.ts';
import type { TicketRow } from '../lifecycle/ownership.ts';
import { enqueue } from '../notifications/outbox.ts';
import { guestTextsSince } from './queries.ts';

/** Queues the messages in the booking's transaction `tx`, at `now` (the caller wakes the outbox after it commits). */
export async function enqueueConfirmation(deps: Pick<ServiceDeps, 'publicUrl'>, tx: Tx, ticket: TicketRow, now: Date) {
  const info = await companyServiceInfo(tx, ticket.companyServiceId);
  const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  const link = `${deps.publicUrl}/detail-ticket?TicketId=${ticket.id}`;
  const what = ticket.isEstimate ? 'estimate request' : 'booking';
  // An estimate request waits for the company; a paid booking is confirmed by its payment.
  const headline = ticket.isEstimate
    ? `Your estimate request was sent to ${info?.companyName}. They will confirm the date and time, and we will let you know.`
    : 'Your booking is confirmed.';
  const done = ticket.isEstimate ? 'received' : 'confirmed';
  const total = ticket.isEstimate ? 'Free estimate' : `${money(ticket.totalCents)} (paid ${money(ticket.paidCents)})`;
  const lines = [
    `Hi ${ticket.name},`,
    '',
    `${headline} Ticket #${ticket.id}.`,
    '',
    `Company: ${info?.companyName} (${info?.companyPhone})`,
    `Service: ${info?.serviceName}`,
    `Address: ${ticket.address}`,
    `When: ${visit}`,
    `Total: ${total}`,
    '',
    ticket.customerId !== null
      ? `See your ticket: ${link}`
      : `Keep your ticket number, #${ticket.id}, for any question.`,
    '',
    'Thank you for choosing UpKeep!',
  ];
  const html = `<p>Hi ${escapeHtml(ticket.name)},</p>
<p>${escapeHtml(headline)} <strong>Ticket #${ticket.id}</strong>.</p>
<table role="presentation">
<tr><th align="left">Company</th><td>${escapeHtml(info?.companyName ?? '')} (${escapeHtml(info?.companyPhone ?? '')})</td></tr>
<tr><th align="left">Service</th><td>${escapeHtml(info?.serviceName ?? '')}</td></tr>
<tr><th align="left">Address</th><td>${escapeHtml(ticket.address)}</td></tr>
<tr><th align="left">When</th><td>${escapeHtml(visit)}</td></tr>
<tr><th align="left">Total</th><td>${escapeHtml(total)}</td></tr>
</table>
${ticket.customerId !== null ? `<p><a href="${escapeHtml(link)}">See your ticket</a></p>` : ''}
<p>Thank you for choosing UpKeep!</p>`;
  await enqueue(
    tx,
    {
      channel: 'email',
      recipient: ticket.email,
      subject: `UpKeep ${what} ${done}: ticket #${ticket.id}, ${info?.serviceName}`,
      body: lines.join('\n'),
      html,
      ticketId: ticket.id,
    },
    now,
  );
  const phone = nanpPhoneNumber(ticket.phoneNumber);
  if (!phone) return;
  const fromGuest = ticket.customerId === null;
  if (fromGuest && (await guestTextsToday(tx, phone, now)) >= MAX_GUEST_TEXTS_PER_DAY) return;
  await enqueue(
    tx,
    {
      channel: 'sms',
      recipient: phone,
      body: `UpKeep: ${what} #${ticket.id} ${done}. ${info?.companyName}, ${info?.serviceName}, ${visit}. Total: ${total}.`,
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
  return guestTextsSince(tx, phone, new Date(now.getTime() - 24 * 3600_000));
}
