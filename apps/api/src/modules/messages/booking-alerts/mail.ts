import { button, email, facts, rich, SIGN_OFF, strong } from '../../../lib/email.ts';

/** The booking alerts' e-mails to a company's people (lib/email.ts renders their text and HTML parts). */

/** A booking for the company to confirm (or a move to answer): by when, the job's facts and its link. */
export function bookingAlertEmail(input: {
  /** The person's name, else the company's. */
  name: string;
  subject: string;
  /** What happened, in a sentence (wordingOf). */
  lead: string;
  /** The deadline as the customer was told it (formatDeadline), and the hours until it. */
  deadline: string;
  within: number;
  serviceName: string;
  visit: string;
  area: string;
  price: string;
  jobUrl: string;
  expiryHours: number;
}) {
  const { within, jobUrl } = input;
  return email(`UpKeep: ${input.subject}`, [
    `Hello ${input.name},`,
    rich`${input.lead} ${strong(`Confirm it by ${input.deadline}`)} (within ${within} ${within === 1 ? 'hour' : 'hours'}, as the customer was told).`,
    facts([
      ['Service', input.serviceName],
      ['When', input.visit],
      ['Area', input.area],
      ['Price', input.price],
    ]),
    button(jobUrl, 'Open the job'),
    `Or open it at ${jobUrl}`,
    `A booking nobody confirms ${input.expiryHours} hours before its start expires and the customer is refunded.`,
    SIGN_OFF,
  ]);
}

/** About the company's plans (a plan to confirm, a move asked, a visit not paid), with the portal's link. */
export function companyPlanNoticeEmail(input: { name: string; subject: string; lines: string[]; link: string }) {
  return email(input.subject, [`Hello ${input.name},`, ...input.lines, `In the portal: ${input.link}`, SIGN_OFF]);
}
