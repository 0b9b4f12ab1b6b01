import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { button, email, quote, signOffIn } from '../../../lib/email.ts';

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
  /** The customer's language (issue 49): the words above are in it already. */
  locale?: Locale;
}) {
  const { locale = 'en' } = input;
  return email(
    input.subject,
    [
      say(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }, locale),
      input.intro,
      quote(input.message),
      `${input.linkWords} ${input.link}`,
      signOffIn(locale),
    ],
    { locale },
  );
}

/** To one of a company's people: a customer's message nobody read, with the portal's link to answer it. */
export function unreadToCompanyEmail(input: {
  subject: string;
  name: string;
  intro: string;
  message: string;
  link: string;
  /** The reader's language (a crew member's: issue 49): the words above are in it already. */
  locale?: Locale;
}) {
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    input.subject,
    [
      s(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name: input.name } }),
      input.intro,
      quote(input.message),
      s(/*i18n*/ { id: 'unread.job.link', message: 'Answer in the portal: {link}', values: { link: input.link } }),
      signOffIn(locale),
    ],
    { locale },
  );
}

/**
 * To whoever asked a company a question: what was sent, and their private link to the conversation, in the language
 * the question was asked in (issue 49; the link already the screen's in it).
 */
export function questionSentEmail(input: {
  name: string;
  companyName: string;
  /** The service's name in `locale`. */
  serviceName: string;
  message: string;
  conversationUrl: string;
  locale?: Locale;
}) {
  const { companyName, locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(
      /*i18n*/ {
        id: 'question.sent.subject',
        message: 'UpKeep: your question to {company}',
        values: { company: companyName },
      },
    ),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      s(
        /*i18n*/ {
          id: 'question.sent.intro',
          message: 'Your question about {service} was sent to {company}:',
          values: { service: input.serviceName, company: companyName },
        },
      ),
      quote(input.message),
      s(
        /*i18n*/ {
          id: 'question.sent.next',
          message:
            "We will e-mail you when they answer. Read their answers and write back here (this link is yours: don't share it):",
        },
      ),
      button(input.conversationUrl, s(/*i18n*/ { id: 'question.open', message: 'Open the conversation' })),
      signOffIn(locale),
    ],
    { locale },
  );
}
