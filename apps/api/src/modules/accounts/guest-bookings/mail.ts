import type { Locale } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { button, code, email, rich, signOffIn, strong } from '../../../lib/email.ts';

/** The guest bookings' e-mails (lib/email.ts renders their text and HTML parts). */

/**
 * To a customer adding the bookings they made as a guest: the code that proves the e-mail is theirs (service.ts), in
 * the account's language.
 */
export function guestBookingsCodeEmail(input: { name: string; code: string; validMinutes: number; locale?: Locale }) {
  const { locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  return email(
    s(/*i18n*/ { id: 'guestBookings.code.subject', message: 'Your UpKeep code to add your bookings' }),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      rich`${s(/*i18n*/ { id: 'guestBookings.code.is', message: 'Your code is' })} ${code(input.code)}${s(
        /*i18n*/ {
          id: 'guestBookings.code.enter',
          message: '. Enter it on UpKeep to add the bookings you made as a guest with this e-mail to your account.',
        },
      )}`,
      s(
        /*i18n*/ {
          id: 'guestBookings.code.works',
          message: 'It works for {minutes} minutes. If you did not ask for it, you can ignore this e-mail.',
          values: { minutes: input.validMinutes },
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}

/** To a guest who asked for their booking's private link again (lost-links.ts), in the booking's language. */
export function bookingLinkEmail(input: {
  ticketId: number;
  name: string;
  /** The visit as the screens say it (formatVisit, formatVisitEs). */
  visit: string;
  url: string;
  /** The day the link stops working (formatDate, formatDateEs). */
  validUntil: string;
  locale?: Locale;
}) {
  const { ticketId, locale = 'en' } = input;
  const s = (words: Words) => say(words, locale);
  const ticket = s(/*i18n*/ { id: 'bookingLink.ticket', message: 'ticket #{id}', values: { id: ticketId } });
  return email(
    s(/*i18n*/ { id: 'bookingLink.subject', message: 'Your UpKeep booking: ticket #{id}', values: { id: ticketId } }),
    [
      s(/*i18n*/ { id: 'email.greeting', message: 'Hi {name},', values: { name: input.name } }),
      rich`${s(/*i18n*/ { id: 'bookingLink.here', message: 'Here is the private link to your booking,' })} ${strong(ticket)} (${input.visit}). ${s(
        /*i18n*/ {
          id: 'bookingLink.what',
          message:
            'It opens the booking without an account: see it, download it, reschedule or cancel it, pay extra charges and leave a review.',
        },
      )}`,
      button(input.url, s(/*i18n*/ { id: 'email.openBooking', message: 'Open your booking' })),
      s(
        /*i18n*/ {
          id: 'bookingLink.until',
          message:
            'The link works until {date}. Keep it private: anyone with it can manage the booking. If you did not ask for it, you can ignore this e-mail.',
          values: { date: input.validUntil },
        },
      ),
      signOffIn(locale),
    ],
    { locale },
  );
}
