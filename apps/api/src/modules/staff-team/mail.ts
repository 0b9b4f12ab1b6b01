import { escapeHtml } from '../../lib/format.ts';

/** To a new staff member: the one-time link that sets their password for the staff console. */
export function staffInvitationEmail(input: {
  name: string;
  role: 'support' | 'admin';
  invitedBy: string;
  link: string;
  validDays: number;
}) {
  const { name, role, invitedBy, link, validDays } = input;
  const subject = 'You are invited to the UpKeep staff console';
  const roleText = role === 'admin' ? 'an administrator' : 'a support agent';
  const intro = `${invitedBy || 'An administrator'} invited you to UpKeep's staff console as ${roleText}.`;
  const text = [
    `Hello ${name},`,
    '',
    intro,
    '',
    'Choose your password with the link below to sign in:',
    '',
    link,
    '',
    `The link works once and is valid for ${validDays} days. If it has expired, ask an administrator for a new one.`,
    '',
    'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
    '',
    'The UpKeep team',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Choose your password</a></p>
<p>Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once and is valid for ${validDays} days. If it has expired, ask an administrator for a new one.</p>
<p>If you did not expect this e-mail, ignore it: nothing happens until the link is used.</p>
<p>The UpKeep team</p>`;
  return { subject, text, html };
}
