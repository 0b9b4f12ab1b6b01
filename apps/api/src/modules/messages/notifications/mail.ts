import { button, email, facts, link, rich, SIGN_OFF, strong } from '../../../lib/email.ts';

/** The notifications' e-mails to customers and companies (lib/email.ts renders their text and HTML parts). */

/** To one of a company's people: a change to one of its jobs, with the job's link in the portal (company-notice.ts). */
export function companyJobNoticeEmail(input: {
  ticketId: number;
  subject: string;
  /** The person's name, else the company's. */
  name: string;
  lines: string[];
  jobUrl: string;
}) {
  return email(`UpKeep ticket #${input.ticketId}: ${input.subject}`, [
    `Hello ${input.name},`,
    input.lines.join('\n'),
    button(input.jobUrl, 'Open the job'),
    SIGN_OFF,
  ]);
}

/** To a company's owner: the company's own affairs (its payouts) (company-notice.ts). */
export function companyOwnerNoticeEmail(input: { ownerName: string; subject: string; lines: string[] }) {
  return email(`UpKeep: ${input.subject}`, [`Hello ${input.ownerName},`, input.lines.join('\n'), SIGN_OFF]);
}

/** To the customer: a change to their job, the ticket's facts, and where to act or read more (customer-notice.ts). */
export function customerNoticeEmail(input: {
  ticketId: number;
  subject: string;
  name: string;
  lines: string[];
  serviceName: string;
  companyName: string;
  companyPhone: string;
  /** The visit as the screens say it (formatVisit). */
  visit: string;
  address: string;
  action: { url: string; label: string };
}) {
  const { ticketId, action } = input;
  return email(`UpKeep ticket #${ticketId}: ${input.subject}`, [
    `Hi ${input.name},`,
    input.lines.join('\n'),
    facts([
      [`Ticket #${ticketId}`, `${input.serviceName} by ${input.companyName} (${input.companyPhone})`],
      ['When', input.visit],
      ['Address', input.address],
    ]),
    link(action.url, action.label),
    'Thank you for choosing UpKeep!',
  ]);
}

/** To the customer who booked: the request sent (or the estimate request received) (booking-confirmation.ts). */
export function bookingConfirmationEmail(input: {
  ticketId: number;
  isEstimate: boolean;
  name: string;
  /** The contract's requestSentText: who confirms it and within how long. */
  headline: string;
  companyName: string;
  companyPhone: string;
  serviceName: string;
  address: string;
  visit: string;
  total: string;
  /** The ticket's page for a customer with an account; null for a guest. */
  ticketUrl: string | null;
  /** A guest's private link to the booking. */
  privateLink?: string;
}) {
  const { ticketId, ticketUrl, privateLink } = input;
  const what = input.isEstimate ? 'estimate request' : 'booking request';
  const done = input.isEstimate ? 'received' : 'sent';
  return email(`UpKeep ${what} ${done}: ticket #${ticketId}, ${input.serviceName}`, [
    `Hi ${input.name},`,
    rich`${input.headline} We will let you know. ${strong(`Ticket #${ticketId}`)}.`,
    facts([
      ['Company', `${input.companyName} (${input.companyPhone})`],
      ['Service', `${input.serviceName}`],
      ['Address', input.address],
      ['When', input.visit],
      ['Total', input.total],
    ]),
    ticketUrl !== null
      ? link(ticketUrl, 'See your ticket')
      : privateLink
        ? button(privateLink, 'Open your booking')
        : `Keep your ticket number, #${ticketId}, for any question.`,
    ticketUrl === null &&
      privateLink &&
      "This private link opens your booking without an account: see it, reschedule or cancel it, pay extra charges and leave a review. Keep it to yourself. Lost it? Ask for it again on UpKeep's Find my booking page.",
    'Thank you for choosing UpKeep!',
  ]);
}
