import { email, link, quote, rich, SIGN_OFF } from '../../../lib/email.ts';

/** The staff console's e-mails to a company's owner. (lib/email.ts renders their text and HTML parts.) */

/** The company was suspended (with UpKeep's reason) or reinstated. */
export function suspensionEmail(input: {
  companyName: string;
  ownerName: string;
  suspended: boolean;
  reason: string;
  contactUrl: string;
}) {
  const { companyName, suspended, reason, contactUrl } = input;
  const greeting = input.ownerName.trim() ? `Hello ${input.ownerName.trim()},` : 'Hello,';
  const subject = suspended ? `UpKeep has suspended ${companyName}` : `${companyName} is back on UpKeep`;
  const intro = suspended
    ? `UpKeep has suspended ${companyName} on the marketplace, for this reason:`
    : `UpKeep has lifted the suspension of ${companyName}, with this note:`;
  const next = suspended
    ? 'Customers no longer find your company in offer search, and you cannot go live until the suspension is lifted. The jobs already booked stay in your portal; UpKeep will contact you about each of them.'
    : 'Customers find your company in offer search again (once your setup is complete and you are live).';
  return email(subject, [
    greeting,
    intro,
    quote(reason),
    next,
    rich`Questions? ${link(contactUrl, 'Write to us')}`,
    SIGN_OFF,
  ]);
}
