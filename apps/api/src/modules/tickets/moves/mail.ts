import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { email, signOffIn } from '../../../lib/email.ts';

/** Ticket moves' e-mail to a customer (lib/email.ts renders its text and HTML parts). */

/** A plan visit not paid in time is cancelled; the plan's next visits stay (effects.ts); in the customer's language. */
export function planVisitCancelledEmail(input: {
  ticketId: number;
  name: string;
  visit: string;
  planUrl: string;
  locale?: Locale;
}) {
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(
      /*i18n*/ {
        id: 'planVisit.cancelled.subject',
        message: 'UpKeep ticket #{id}: your plan visit is cancelled',
        values: { id: input.ticketId },
      },
    ),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      s(
        /*i18n*/ {
          id: 'planVisit.cancelled',
          message: 'Your plan visit on {visit} was not paid, so it is cancelled. Your next visits stay as planned.',
          values: { visit: input.visit },
        },
      ),
      s(
        /*i18n*/ {
          id: 'planVisit.cancelled.link',
          message: 'See your plan or update its card here: {url}',
          values: { url: input.planUrl },
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}
