/**
 * New messages notify the team: whoever stores a contact message, a lead, a company lead, an opt-out or a
 * partner request calls `announceToTeam` in the same transaction, which queues an e-mail to the team's
 * address (the `team_email` setting) with the link to the message in the console.
 */
import type { InboxKind } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { JobSender } from '../../../queue/job-queue.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { sendEmail } from '../notifications/outbox.ts';
import { inboxLinkFor, newMessageEmail } from './mail.ts';

export async function announceToTeam(
  tx: Database | Tx,
  deps: { now: () => Date; publicUrl: string; jobs: JobSender },
  message: { kind: InboxKind; id: number; name: string; email: string; summary: string },
): Promise<void> {
  const teamEmail = await readSetting(tx, 'team_email');
  const mail = newMessageEmail({ ...message, link: inboxLinkFor(deps.publicUrl, message.kind, message.id) });
  await sendEmail(deps.jobs, tx, teamEmail, mail, deps.now());
}
