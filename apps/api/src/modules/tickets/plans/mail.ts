import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { email, quote, signOffIn } from '../../../lib/email.ts';

/**
 * The plans' e-mails to a plan's customer (lib/email.ts renders their text and HTML parts), in the account's
 * language (issue 49).
 */

/** About the customer's plan (a move answered, a price change...), with the plan's link (common.ts). */
export function planCustomerEmail(input: {
  name: string;
  subject: string;
  lines: string[];
  planUrl: string;
  locale?: Locale;
}) {
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    input.subject,
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      ...input.lines,
      s(/*i18n*/ { id: 'plan.link', message: 'Your plan: {url}', values: { url: input.planUrl } }),
      signOffIn(locale),
    ],
    { locale },
  );
}

/** A plan visit whose charge failed: the reason, and where to pay before it is cancelled (charges.ts). */
export function planVisitUnpaidEmail(input: {
  ticketId: number;
  name: string;
  serviceName: string;
  visit: string;
  /** Why the charge failed (the card's decline, or no saved card), in the payment provider's or our words. */
  reason: string;
  /** The plan's page, where another card is chosen (its visits at risk are then charged again). */
  planUrl: string;
  cancelHoursBefore: number;
  locale?: Locale;
}) {
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(
      /*i18n*/ {
        id: 'plan.unpaid.subject',
        message: 'UpKeep ticket #{id}: your plan visit is not paid',
        values: { id: input.ticketId },
      },
    ),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      s(
        /*i18n*/ {
          id: 'plan.unpaid.lead',
          message: 'We could not charge your saved card for your {service} visit on {visit}:',
          values: { service: input.serviceName, visit: input.visit },
        },
      ),
      quote(input.reason),
      s(
        /*i18n*/ {
          id: 'plan.unpaid.update',
          message: 'Update your card for the plan here, or the visit is cancelled {hours} hours before it: {url}',
          values: { hours: input.cancelHoursBefore, url: input.planUrl },
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}
