import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { button, email, facts, rich, signOffIn, strong } from '../../../lib/email.ts';

/**
 * The booking alerts' e-mails to a company's people (lib/email.ts renders their text and HTML parts), in the
 * reader's language (a crew member's: issue 49; English for owners and office).
 */

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
  locale?: Locale;
}) {
  const { within, jobUrl, locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  const confirmBy = s(
    /*i18n*/ { id: 'alert.confirmBy', message: 'Confirm it by {deadline}', values: { deadline: input.deadline } },
  );
  const hours =
    within === 1
      ? s(/*i18n*/ { id: 'alert.withinHour', message: '(within 1 hour, as the customer was told).' })
      : s(
          /*i18n*/ {
            id: 'alert.withinHours',
            message: '(within {hours} hours, as the customer was told).',
            values: { hours: within },
          },
        );
  return email(
    s(/*i18n*/ { id: 'alert.subject', message: 'UpKeep: {subject}', values: { subject: input.subject } }),
    [
      s(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: input.name } }),
      rich`${input.lead} ${strong(confirmBy)} ${hours}`,
      facts([
        [s(/*i18n*/ { id: 'email.fact.service', message: 'Service' }), input.serviceName],
        [s(/*i18n*/ { id: 'email.fact.when', message: 'When' }), input.visit],
        [s(/*i18n*/ { id: 'email.fact.area', message: 'Area' }), input.area],
        [s(/*i18n*/ { id: 'email.fact.price', message: 'Price' }), input.price],
      ]),
      button(jobUrl, s(/*i18n*/ { id: 'email.openJob', message: 'Open the job' })),
      s(/*i18n*/ { id: 'alert.orOpen', message: 'Or open it at {link}', values: { link: jobUrl } }),
      s(
        /*i18n*/ {
          id: 'alert.expiry',
          message: 'A booking nobody confirms {hours} hours before its start expires and the customer is refunded.',
          values: { hours: input.expiryHours },
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}

/** About the company's plans (a plan to confirm, a move asked, a visit not paid), with the portal's link. */
export function companyPlanNoticeEmail(input: {
  name: string;
  subject: string;
  lines: string[];
  link: string;
  locale?: Locale;
}) {
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    input.subject,
    [
      s(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: input.name } }),
      ...input.lines,
      s(/*i18n*/ { id: 'email.inPortal', message: 'In the portal: {link}', values: { link: input.link } }),
      signOffIn(locale),
    ],
    { locale },
  );
}
