/** An e-mail to the ticket's company about something the customer did, queued in the caller's transaction. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { enqueue } from './outbox.ts';

export async function notifyCompany(
  tx: Tx,
  ticket: { id: number; companyId: number },
  subject: string,
  lines: string[],
  now: Date,
) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, ticket.companyId));
  if (!company) return;
  await enqueue(
    tx,
    {
      channel: 'email',
      recipient: company.email,
      subject: `UpKeep ticket #${ticket.id}: ${subject}`,
      body: [`Hello ${company.name},`, '', ...lines, '', 'The UpKeep team'].join('\n'),
      ticketId: ticket.id,
    },
    now,
  );
}
