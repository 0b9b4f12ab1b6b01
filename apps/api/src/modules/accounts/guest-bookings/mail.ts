import { button, code, email, rich, SIGN_OFF, strong } from '../../../lib/email.ts';

/** The guest bookings' e-mails (lib/email.ts renders their text and HTML parts). */

/** To a customer adding the bookings they made as a guest: the code that proves the e-mail is theirs (service.ts). */
export function guestBookingsCodeEmail(input: { name: string; code: string; validMinutes: number }) {
  return email('Your UpKeep code to add your bookings', [
    `Hi ${input.name},`,
    rich`Your code is ${code(input.code)}. Enter it on UpKeep to add the bookings you made as a guest with this e-mail to your account.`,
    `It works for ${input.validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    SIGN_OFF,
  ]);
}

/** To a guest who asked for their booking's private link again (lost-links.ts). */
export function bookingLinkEmail(input: {
  ticketId: number;
  name: string;
  /** The visit as the screens say it (formatVisit). */
  visit: string;
  url: string;
  /** The day the link stops working (formatDate). */
  validUntil: string;
}) {
  const { ticketId } = input;
  return email(`Your UpKeep booking: ticket #${ticketId}`, [
    `Hi ${input.name},`,
    rich`Here is the private link to your booking, ${strong(`ticket #${ticketId}`)} (${input.visit}). It opens the booking without an account: see it, download it, reschedule or cancel it, pay extra charges and leave a review.`,
    button(input.url, 'Open your booking'),
    `The link works until ${input.validUntil}. Keep it private: anyone with it can manage the booking. If you did not ask for it, you can ignore this e-mail.`,
    SIGN_OFF,
  ]);
}
