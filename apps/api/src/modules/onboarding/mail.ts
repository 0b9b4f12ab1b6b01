import { escapeHtml } from '../../lib/format.ts';

/** The onboarding module's e-mails. Plain text first; the HTML part says the same. */

/** To a company user with an invitation: the one-time link that sets their password. */
export function invitationEmail(input: {
  companyName: string;
  /** Who invited them: UpKeep (the owner of an approved company) or the company's owner (office staff). */
  invitedBy: 'upkeep' | { ownerName: string };
  link: string;
  validDays: number;
}) {
  const { companyName, invitedBy, link, validDays } = input;
  const owner = invitedBy === 'upkeep';
  const subject = owner ? `Welcome to UpKeep: set up ${companyName}` : `You are invited to ${companyName} on UpKeep`;
  const intro = owner
    ? `Good news: we approved ${companyName} as an UpKeep partner. You are the owner of its account.`
    : `${invitedBy.ownerName || 'The owner'} invited you to the UpKeep company portal of ${companyName}, to see and manage its jobs.`;
  const next = owner
    ? 'Choose your password with the link below, then set up your profile, prices, area and hours, and go live: customers find you as soon as you do.'
    : 'Choose your password with the link below to sign in.';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    next,
    '',
    link,
    '',
    `The link works once and is valid for ${validDays} days. If it has expired, ask for a new one.`,
    '',
    'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
    '',
    'The UpKeep team',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(link)}">Choose your password</a></p>
<p>Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once and is valid for ${validDays} days. If it has expired, ask for a new one.</p>
<p>If you did not expect this e-mail, ignore it: nothing happens until the link is used.</p>
<p>The UpKeep team</p>`;
  return { subject, text, html };
}

/** To the requester of a declined partner request: UpKeep's reason. */
export function partnerDeclinedEmail(input: { companyName: string; reason: string; contactUrl: string }) {
  const { companyName, reason, contactUrl } = input;
  const subject = `Your UpKeep partner request for ${companyName}`;
  const text = [
    'Hello,',
    '',
    `Thank you for asking to join UpKeep with ${companyName}. We cannot approve the request for now, for this reason:`,
    '',
    reason,
    '',
    `If something changes, or you think we got it wrong, write to us: ${contactUrl}`,
    '',
    'The UpKeep team',
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Thank you for asking to join UpKeep with ${escapeHtml(companyName)}. We cannot approve the request for now, for this reason:</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(reason)}</blockquote>
<p>If something changes, or you think we got it wrong, <a href="${escapeHtml(contactUrl)}">write to us</a>.</p>
<p>The UpKeep team</p>`;
  return { subject, text, html };
}
