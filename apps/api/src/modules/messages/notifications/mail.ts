import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { button, email, facts, link, rich, SIGN_OFF, signOffIn, strong } from '../../../lib/email.ts';

/** The notifications' e-mails to customers and companies (lib/email.ts renders their text and HTML parts). */

/**
 * To one of a company's people: a change to one of its jobs, with the job's link in the portal (company-notice.ts),
 * in their language (a crew member's: issue 49; English for owners and office).
 */
export function companyJobNoticeEmail(input: {
  ticketId: number;
  subject: string;
  /** The person's name, else the company's. */
  name: string;
  lines: string[];
  jobUrl: string;
  locale?: Locale;
}) {
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(
      /*i18n*/ {
        id: 'email.job.subject',
        message: 'UpKeep ticket #{id}: {subject}',
        values: { id: input.ticketId, subject: input.subject },
      },
    ),
    [
      s(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: input.name } }),
      input.lines.join('\n'),
      button(input.jobUrl, s(/*i18n*/ { id: 'email.openJob', message: 'Open the job' })),
      signOffIn(locale),
    ],
    { locale },
  );
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
  /** The visit as the screens say it (formatVisit, formatVisitEs). */
  visit: string;
  address: string;
  action: { url: string; label: string };
  locale: Locale;
}) {
  const { ticketId, action, locale } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(
      /*i18n*/ {
        id: 'email.notice.subject',
        message: 'UpKeep ticket #{id}: {subject}',
        values: { id: ticketId, subject: input.subject },
      },
    ),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      input.lines.join('\n'),
      facts([
        [
          s(/*i18n*/ { id: 'email.ticketNumber', message: 'Ticket #{id}', values: { id: ticketId } }),
          s(
            /*i18n*/ {
              id: 'email.notice.serviceBy',
              message: '{service} by {company} ({phone})',
              values: { service: input.serviceName, company: input.companyName, phone: input.companyPhone },
            },
          ),
        ],
        [s(/*i18n*/ { id: 'email.fact.when', message: 'When' }), input.visit],
        [s(/*i18n*/ { id: 'email.fact.address', message: 'Address' }), input.address],
      ]),
      link(action.url, action.label),
      s(/*i18n*/ { id: 'email.thanks', message: 'Thank you for choosing UpKeep!' }),
    ],
    { locale },
  );
}

/** To the customer who booked: the request sent (or the estimate request received) (booking-confirmation.ts). */
export function bookingConfirmationEmail(input: {
  ticketId: number;
  isEstimate: boolean;
  name: string;
  /** Who confirms it and within how long (the contract's requestSentText in English). */
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
  locale: Locale;
}) {
  const { ticketId, ticketUrl, privateLink, locale } = input;
  const s = (words: Words) => say(words, locale);
  const values = { id: ticketId, service: input.serviceName };
  const subject = input.isEstimate
    ? s(
        /*i18n*/ {
          id: 'email.bookingRequest.subjectEstimate',
          message: 'UpKeep estimate request received: ticket #{id}, {service}',
          values,
        },
      )
    : s(
        /*i18n*/ {
          id: 'email.bookingRequest.subject',
          message: 'UpKeep booking request sent: ticket #{id}, {service}',
          values,
        },
      );
  return email(
    subject,
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      rich`${input.headline} ${s(/*i18n*/ { id: 'email.bookingRequest.weWillTell', message: 'We will let you know.' })} ${strong(s(/*i18n*/ { id: 'email.ticketNumber', message: 'Ticket #{id}', values: { id: ticketId } }))}.`,
      facts([
        [s(/*i18n*/ { id: 'email.fact.company', message: 'Company' }), `${input.companyName} (${input.companyPhone})`],
        [s(/*i18n*/ { id: 'email.fact.service', message: 'Service' }), `${input.serviceName}`],
        [s(/*i18n*/ { id: 'email.fact.address', message: 'Address' }), input.address],
        [s(/*i18n*/ { id: 'email.fact.when', message: 'When' }), input.visit],
        [s(/*i18n*/ { id: 'email.fact.total', message: 'Total' }), input.total],
      ]),
      ticketUrl !== null
        ? link(ticketUrl, s(/*i18n*/ { id: 'email.seeTicket', message: 'See your ticket' }))
        : privateLink
          ? button(privateLink, s(/*i18n*/ { id: 'email.openBooking', message: 'Open your booking' }))
          : s(
              /*i18n*/ {
                id: 'email.bookingRequest.keepNumber',
                message: 'Keep your ticket number, #{id}, for any question.',
                values: { id: ticketId },
              },
            ),
      ticketUrl === null &&
        privateLink &&
        s(
          /*i18n*/ {
            id: 'email.bookingRequest.privateLink',
            message:
              "This private link opens your booking without an account: see it, reschedule or cancel it, pay extra charges and leave a review. Keep it to yourself. Lost it? Ask for it again on UpKeep's Find my booking page.",
          },
        ),
      s(/*i18n*/ { id: 'email.thanks', message: 'Thank you for choosing UpKeep!' }),
    ],
    { locale },
  );
}
