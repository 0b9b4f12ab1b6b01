/**
 * The booking confirmation, by e-mail and by text: written to the outbox in the transaction that confirms
 * the booking. Times are the valley's, through the same formatter as the screens.
 */
import { formatVisit } from '@upkeep/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies, companyServices, services } from '../../db/schema.ts';
import { escapeHtml, money } from '../../lib/format.ts';
import { enqueue } from '../notifications/outbox.ts';
import type { TicketRow } from '../tickets/ownership.ts';

export async function enqueueConfirmation(tx: Tx, ticket: TicketRow, publicUrl: string, now: Date) {
  const [info] = await tx
    .select({ companyName: companies.name, companyPhone: companies.phoneNumber, serviceName: services.name })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(companyServices.id, ticket.companyServiceId));
  const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  const link = `${publicUrl}/detail-ticket?TicketId=${ticket.id}`;
  const what = ticket.isEstimate ? 'estimate request' : 'booking';
  const total = ticket.isEstimate ? 'Free estimate' : `${money(ticket.totalCents)} (paid ${money(ticket.paidCents)})`;
  const lines = [
    `Hi ${ticket.name},`,
    '',
    `Your ${what} is confirmed. Ticket #${ticket.id}.`,
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
<p>Your ${what} is confirmed. <strong>Ticket #${ticket.id}</strong>.</p>
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
      subject: `UpKeep ${what} confirmed: ticket #${ticket.id}, ${info?.serviceName}`,
      body: lines.join('\n'),
      html,
    },
    now,
  );
  await enqueue(
    tx,
    {
      channel: 'sms',
      recipient: ticket.phoneNumber,
      body: `UpKeep: ${what} #${ticket.id} confirmed. ${info?.companyName}, ${info?.serviceName}, ${visit}. Total: ${total}.`,
    },
    now,
  );
}
