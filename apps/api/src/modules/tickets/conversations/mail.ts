import { button, email, quote, SIGN_OFF } from '../../../lib/email.ts';

/** The conversations' e-mails (lib/email.ts renders their text and HTML parts). */

/** To the customer: a message from the company they have not read, with the link back to the conversation. */
export function unreadToCustomerEmail(input: {
  subject: string;
  name: string;
  /** Who wrote, and about what (reminderContext). */
  intro: string;
  /** The message as the customer sees it. */
  message: string;
  /** The words before the link ('Read it and answer here:'). */
  linkWords: string;
  link: string;
}) {
  return email(input.subject, [
    `Hi ${input.name},`,
    input.intro,
    quote(input.message),
    `${input.linkWords} ${input.link}`,
    SIGN_OFF,
  ]);
}

/** To one of a company's people: a customer's message nobody read, with the portal's link to answer it. */
export function unreadToCompanyEmail(input: {
  subject: string;
  name: string;
  intro: string;
  message: string;
  link: string;
}) {
  return email(input.subject, [
    `Hello ${input.name},`,
    input.intro,
    quote(input.message),
    `Answer in the portal: ${input.link}`,
    SIGN_OFF,
  ]);
}

/** To whoever asked a company a question: what was sent, and their private link to the conversation. */
export function questionSentEmail(input: {
  name: string;
  companyName: string;
  serviceName: string;
  message: string;
  conversationUrl: string;
}) {
  return email(`UpKeep: your question to ${input.companyName}`, [
    `Hi ${input.name},`,
    `Your question about ${input.serviceName} was sent to ${input.companyName}:`,
    quote(input.message),
    "We will e-mail you when they answer. Read their answers and write back here (this link is yours: don't share it):",
    button(input.conversationUrl, 'Open the conversation'),
    SIGN_OFF,
  ]);
}
