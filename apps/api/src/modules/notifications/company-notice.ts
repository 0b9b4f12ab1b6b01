/** An e-mail to the ticket's company about something the customer did, queued in the caller's transaction. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companies, companyUsers } from '../../db/schema.ts';
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

/**
 * An e-mail and a text to each active owner of a company (a text where the owner gave a number), about the
 * company's own affairs (its payouts), queued in the caller's transaction.
 */
export async function notifyCompanyOwners(
  jobs: JobSender,
  tx: Tx,
  companyId: number,
  message: { subject: string; lines: string[]; text: string },
  now: Date,
) {
  const owners = await tx
    .select({ name: companyUsers.name, email: companyUsers.email, phone: companyUsers.phoneNumber })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, 'owner'), eq(companyUsers.active, true)));
  for (const owner of owners) {
    const mail = email(`UpKeep: ${message.subject}`, [`Hello ${owner.name},`, message.lines.join('\n'), SIGN_OFF]);
    await enqueue(
      jobs,
      tx,
      { channel: 'email', recipient: owner.email, subject: mail.subject, body: mail.text, html: mail.html },
      now,
    );
    if (owner.phone) await enqueue(jobs, tx, { channel: 'sms', recipient: owner.phone, body: message.text }, now);
  }
}
