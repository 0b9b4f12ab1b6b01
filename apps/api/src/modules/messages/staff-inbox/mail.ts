/** The staff inbox's e-mails: the team told of a new message, and a staff member's reply to a sender. */
import { INBOX_KIND_LABELS, type InboxKind } from '@upkeep/contract';
import { email, link, quote, rich, url } from '../../../lib/email.ts';

/** The console's page of one message. */
export function inboxLinkFor(publicUrl: string, kind: InboxKind, id: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/staff/inbox/${kind}/${id}`;
}

/** To the team's address: a new message arrived, with a link to it in the console. */
export function newMessageEmail(input: {
  kind: InboxKind;
  name: string;
  email: string;
  /** What the message says or asks (shortened here when long). */
  summary: string;
  link: string;
}) {
  const label = INBOX_KIND_LABELS[input.kind];
  const summary = input.summary.length > 1000 ? `${input.summary.slice(0, 1000)}…` : input.summary;
  return email(`New ${label.toLowerCase()} from ${input.name}`, [
    `${label} from ${input.name} <${input.email}>:`,
    quote(summary),
    link(input.link, 'Open it in the staff console'),
  ]);
}

const REPLY_SUBJECTS: Record<InboxKind, string> = {
  contact: 'Re: your message to UpKeep',
  lead: 'Re: your request to UpKeep',
  'company-lead': 'Re: your message on UpKeep',
  optout: 'Re: your opt-out request to UpKeep',
  partner: 'Re: your UpKeep partner request',
};

/** To the sender of a message: the staff member's answer, signed UpKeep Support. */
export function replyEmail(input: { kind: InboxKind; name: string; message: string; publicUrl: string }) {
  const site = input.publicUrl.replace(/\/+$/, '');
  return email(REPLY_SUBJECTS[input.kind], [`Hello ${input.name},`, input.message, rich`UpKeep Support\n${url(site)}`]);
}
