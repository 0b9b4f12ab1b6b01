/** The staff inbox's e-mails: the team told of a new message, and a staff member's reply to a sender. */
import { INBOX_KIND_LABELS, type InboxKind } from '@upkeep/contract';
import { escapeHtml } from '../../lib/format.ts';

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
  const subject = `New ${label.toLowerCase()} from ${input.name}`;
  const text = [
    `${label} from ${input.name} <${input.email}>:`,
    '',
    summary,
    '',
    `Open it in the staff console: ${input.link}`,
  ].join('\n');
  const html = `<p>${escapeHtml(label)} from ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt;:</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(summary)}</blockquote>
<p><a href="${escapeHtml(input.link)}">Open it in the staff console</a></p>`;
  return { subject, text, html };
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
  const text = [`Hello ${input.name},`, '', input.message, '', 'UpKeep Support', site].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p>
<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>
<p>UpKeep Support<br><a href="${escapeHtml(site)}">${escapeHtml(site)}</a></p>`;
  return { subject: REPLY_SUBJECTS[input.kind], text, html };
}
