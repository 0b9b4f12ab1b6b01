/** An e-mail to the ticket's company about something the customer did, queued in the caller's transaction. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { email, SIGN_OFF } from '../../lib/email.ts';
import type { JobSender } from '../../queue/job-queue.ts';
import { enqueue } from './outbox.ts';

export async function notifyCompany(
  jobs: JobSender,
  tx: Tx,
  ticket: { id: number; companyId: number },
  subject: string,
  lines: string[],
  now: Date,
) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, ticket.companyId));
  if (!company) return;
  const mail = email(`UpKeep ticket #${ticket.id}: ${subject}`, [`Hello ${company.name},`, lines.join('\n'), SIGN_OFF]);
  await enqueue(
    jobs,
    tx,
    {
      channel: 'email',
      recipient: company.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      ticketId: ticket.id,
    },
    now,
  );
}
