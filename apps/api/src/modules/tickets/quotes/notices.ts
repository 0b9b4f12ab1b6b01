/**
 * What quotes tell (decision 0039): the customer that a quote is ready to read (e-mail and text, in their language, a
 * Spanish text in one GSM-7 part where it can be: it carries no words of the company's choosing); the company's people
 * that a quote was declined, is unanswered, or expires tomorrow (in the reader's language, a crew member's).
 */
import { formatDate, formatDateEs, type Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import type { CompanyNotice } from '../../messages/notifications/company-notice.ts';
import type { CustomerNotice } from '../../messages/notifications/customer-notice.ts';

/** Counted by the outbox: one quote's notices. */
export const QUOTE_TOPIC = 'quote';

/** "Red Rock Yard Works sent you a quote": to read, approve or decline by `expiresOn` (a valley date). */
export function quoteSentNotice(
  quote: { id: number; revision: number; companyName: string; expiresOn: string },
  locale: Locale,
): CustomerNotice {
  const s = (words: Words) => say(words, locale);
  const values = { company: quote.companyName, date: (l: Locale) => longDate(quote.expiresOn, l) };
  const revised = quote.revision > 1;
  return {
    subject: revised
      ? s(/*i18n*/ { id: 'quote.subject.revised', message: 'a revised quote from {company}', values })
      : s(/*i18n*/ { id: 'quote.subject', message: 'a quote from {company}', values }),
    lines: [
      revised
        ? s(
            /*i18n*/ {
              id: 'quote.sent.revised',
              message: '{company} revised the quote for your job. It replaces the one sent before.',
              values,
            },
          )
        : s(/*i18n*/ { id: 'quote.sent', message: '{company} sent you a quote for your job.', values }),
      s(
        /*i18n*/ {
          id: 'quote.readBy',
          message: 'Read its options and approve one, or decline it, by {date}.',
          values,
        },
      ),
    ],
    sms: s(/*i18n*/ { id: 'sms.quote', message: '{company} sent you a quote. Read it:', values }),
    link: {
      to: { to: 'quote', quoteId: quote.id },
      label: s(/*i18n*/ { id: 'quote.link', message: 'Read the quote' }),
    },
    topic: QUOTE_TOPIC,
  };
}

/** The customer declined a quote, saying why (their words, as written). */
export function quoteDeclinedNotice(ticketId: number, reason: string, locale: Locale = 'en'): CompanyNotice {
  const s = (words: Words) => say(words, locale);
  return {
    subject: s(/*i18n*/ { id: 'job.quoteDeclined.subject', message: 'quote declined' }),
    lines: [
      s(
        /*i18n*/ {
          id: 'job.quoteDeclined',
          message: 'The customer declined the quote for ticket #{id}.',
          values: { id: ticketId },
        },
      ),
      s(/*i18n*/ { id: 'job.quoteDeclined.reason', message: 'Their reason: "{reason}"', values: { reason } }),
    ],
  };
}

/** A quote still unanswered some days after it was sent. */
export function quoteUnansweredNotice(ticketId: number, days: number, locale: Locale = 'en'): CompanyNotice {
  const s = (words: Words) => say(words, locale);
  return {
    subject: s(/*i18n*/ { id: 'job.quoteUnanswered.subject', message: 'quote not answered yet' }),
    lines: [
      s(
        /*i18n*/ {
          id: 'job.quoteUnanswered',
          message:
            'The customer has not answered the quote for ticket #{id}, sent {days} days ago. A call or a message may help.',
          values: { id: ticketId, days },
        },
      ),
    ],
  };
}

/** A quote unanswered whose last day is tomorrow. */
export function quoteExpiringNotice(ticketId: number, expiresOn: string, locale: Locale = 'en'): CompanyNotice {
  const s = (words: Words) => say(words, locale);
  return {
    subject: s(/*i18n*/ { id: 'job.quoteExpiring.subject', message: 'quote expires tomorrow' }),
    lines: [
      s(
        /*i18n*/ {
          id: 'job.quoteExpiring',
          message:
            'The quote for ticket #{id} can be approved until {date}. After that it expires; you can send a new revision.',
          values: { id: ticketId, date: (l: Locale) => longDate(expiresOn, l) },
        },
      ),
    ],
  };
}

/** A valley date (YYYY-MM-DD) as the customer's screens write it ('Wed, Jun 17, 2026', 'mié, 17 jun 2026'). */
export const longDate = (date: string, locale: Locale) => (locale === 'es' ? formatDateEs(date) : formatDate(date));
