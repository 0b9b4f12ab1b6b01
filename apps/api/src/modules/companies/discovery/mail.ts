import { button, email, quote, SIGN_OFF } from '../../../lib/email.ts';

/** Discovery's e-mail (lib/email.ts renders its text and HTML parts). */

/** To a company: a question about one of its services from the offers, with the portal's link to answer it. */
export function companyQuestionEmail(input: {
  companyName: string;
  serviceName: string;
  lead: { name: string; email: string; phoneNumber: string; zipCode: string; message: string };
  /** The conversation in the portal. */
  answerUrl: string;
  /** The person of the company it is sent to (else the company is greeted). */
  recipientName?: string;
}) {
  const { companyName, serviceName, lead, answerUrl } = input;
  return email(`UpKeep: a question about ${serviceName} in ${lead.zipCode}`, [
    `Hello ${input.recipientName || companyName},`,
    `${lead.name} (${lead.email}, ${lead.phoneNumber}, zip code ${lead.zipCode}) asks about your ${serviceName} service:`,
    quote(lead.message),
    'Answer in the UpKeep portal: they are told by e-mail and can write back, and if they book you, the conversation follows the booking.',
    button(answerUrl, 'Answer the question'),
    SIGN_OFF,
  ]);
}
