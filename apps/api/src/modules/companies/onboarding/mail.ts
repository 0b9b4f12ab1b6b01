import { button, email, link, quote, rich, SIGN_OFF } from '../../../lib/email.ts';

/** The onboarding module's e-mails (lib/email.ts renders the text and the HTML part from one list). */

/** To a company user with an invitation: the one-time link that sets their password. */
export function invitationEmail(input: {
  companyName: string;
  /** Who invited them: UpKeep (the owner of an approved company) or the company's owner (office staff). */
  invitedBy: 'upkeep' | { ownerName: string };
  link: string;
  validDays: number;
}) {
  const { companyName, invitedBy, validDays } = input;
  const owner = invitedBy === 'upkeep';
  const subject = owner ? `Welcome to UpKeep: set up ${companyName}` : `You are invited to ${companyName} on UpKeep`;
  const intro = owner
    ? `Good news: we approved ${companyName} as an UpKeep partner. You are the owner of its account.`
    : `${invitedBy.ownerName || 'The owner'} invited you to the UpKeep company portal of ${companyName}, to see and manage its jobs.`;
  const next = owner
    ? 'Choose your password with the link below, then set up your profile, prices, area and hours, and go live: customers find you as soon as you do.'
    : 'Choose your password with the link below to sign in.';
  return email(subject, [
    'Hello,',
    intro,
    next,
    button(input.link, 'Choose your password'),
    `The link works once and is valid for ${validDays} days. If it has expired, ask for a new one.`,
    'If you did not expect this e-mail, ignore it: nothing happens until the link is used.',
    SIGN_OFF,
  ]);
}

/** To the requester of a declined partner request: UpKeep's reason. */
export function partnerDeclinedEmail(input: { companyName: string; reason: string; contactUrl: string }) {
  const { companyName, reason, contactUrl } = input;
  return email(`Your UpKeep partner request for ${companyName}`, [
    'Hello,',
    `Thank you for asking to join UpKeep with ${companyName}. We cannot approve the request for now, for this reason:`,
    quote(reason),
    rich`If something changes, or you think we got it wrong, ${link(contactUrl, 'write to us')}`,
    SIGN_OFF,
  ]);
}
