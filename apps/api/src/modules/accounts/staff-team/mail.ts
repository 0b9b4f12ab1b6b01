import { button, email, SIGN_OFF } from '../../../lib/email.ts';

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
  return email(subject, [
    `Hello ${name},`,
    intro,
    'Choose your password with the link below to sign in:',
    button(link, 'Choose your password'),
    `The link works once and is valid for ${validDays} days. If it has expired, ask an administrator for a new one.`,
    'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
    SIGN_OFF,
  ]);
}
