import { email, link, quote, rich, SIGN_OFF } from '../../../lib/email.ts';

/** The e-mail telling a company what UpKeep decided of its rename. (lib/email.ts renders its text and HTML parts.) */
export function renameDecisionEmail(input: {
  /** The name customers see now (the new one once approved). */
  companyName: string;
  requestedName: string;
  ownerName: string;
  approved: boolean;
  reason?: string;
  contactUrl: string;
}) {
  const { companyName, requestedName, approved, contactUrl } = input;
  const greeting = input.ownerName.trim() ? `Hello ${input.ownerName.trim()},` : 'Hello,';
  const subject = approved
    ? `Your company is now called ${requestedName} on UpKeep`
    : `UpKeep declined the new name ${requestedName}`;
  const intro = approved
    ? `UpKeep approved your new name: customers now see your company as ${requestedName}.`
    : `UpKeep declined renaming ${companyName} to ${requestedName}, for this reason:`;
  const next = approved
    ? 'Your address on the marketplace stays the same, so links to your company keep working.'
    : `Customers keep seeing your company as ${companyName}. You can ask for another name from your profile.`;
  const reason = approved ? '' : (input.reason ?? '');
  return email(subject, [
    greeting,
    intro,
    reason && quote(reason),
    next,
    rich`Questions? ${link(contactUrl, 'Write to us')}`,
    SIGN_OFF,
  ]);
}
