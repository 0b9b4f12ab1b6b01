/** The ticket report (the PDF): everything it shows, for the ticket's owner. */

import { serviceNameIn } from '../../../i18n/service-names.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { customerLocale } from '../../messages/notifications/recipient-locale.ts';
import { paidPaymentsOf } from '../../money/payments/service.ts';
import { ownedTicket } from '../lifecycle/ownership.ts';
import { statusOf } from '../lifecycle/service.ts';
import { totalsOfTicket } from '../money/service.ts';
import { historyOf, linesOfTicket } from '../tickets/customer.ts';

/** Everything the PDF shows, for the ticket's owner. */
export async function ticketReport(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  principal: Principal | null,
  ticketId: number,
) {
  const { db } = deps;
  const ticket = await ownedTicket(db, ticketId, principal);
  const info = await companyServiceOf(db, ticket);
  const status = await statusOf(db, ticket.statusId);
  const lines = await linesOfTicket(db, ticket.id);
  const paymentRows = await paidPaymentsOf(db, ticket.id);
  const history = await historyOf(db, principal, ticket.id);
  // In the customer's language: the account's, or a guest's booking's (issue 49).
  const locale = await customerLocale(db, ticket);
  return {
    locale,
    id: ticket.id,
    customer: { name: ticket.name, email: ticket.email, phoneNumber: ticket.phoneNumber, address: ticket.address },
    company: {
      name: info.companyName,
      phoneNumber: info.companyPhone,
      address: `${info.companyAddress}, ${info.companyCity}`,
    },
    serviceName: serviceNameIn(info, locale),
    status: status?.status ?? '',
    createdAt: ticket.createdAt,
    scheduledAt: ticket.scheduledAt,
    durationMinutes: ticket.durationMinutes,
    instructions: ticket.instructions,
    description: ticket.description,
    lines: lines.map((l) => ({ displayName: l.displayName, description: l.description, priceCents: l.priceCents })),
    totals: await totalsOfTicket(db, ticket),
    payments: paymentRows.map((p) => ({
      purpose: p.purpose,
      amountCents: p.amountCents,
      status: p.status,
      at: p.succeededAt ?? p.createdAt,
    })),
    history: history.map((h) => ({
      at: new Date(h.updatedAt),
      status: h.status,
      comments: h.comments,
      who: h.userType.type,
    })),
    generatedAt: deps.now(),
  };
}
