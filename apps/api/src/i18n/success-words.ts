/**
 * The `message` of a successful answer a customer or crew member reads, in their language (issue 49): each English
 * is the route's as it always read (spec 000's `Messages` word for word: success-words.test.ts holds them to the
 * contract), matched whole; a Spanish caller (Accept-Language) reads the catalogue's words. A message not listed,
 * and every message to an English caller, is answered as written.
 */

import type { Locale } from '@upkeep/contract';
import type { FastifyRequest } from 'fastify';
import { ok } from '../lib/envelope.ts';
import { requestLocale } from '../lib/request-locale.ts';
import { say, type Words } from './words.ts';

export const SUCCESS_WORDS: readonly Words[] = [
  // Accounts (spec 000's messages and ours).
  /*i18n*/ { id: 'ok.userCreated', message: 'User created' },
  /*i18n*/ { id: 'ok.loginSuccessful', message: 'Login successful' },
  /*i18n*/ { id: 'ok.signedOut', message: 'Signed out' },
  /*i18n*/ { id: 'ok.guestSession', message: 'Guest session created' },
  /*i18n*/ { id: 'ok.validToken', message: 'Valid token' },
  /*i18n*/ { id: 'ok.forgotPassword', message: 'If this email exists we will send a password.' },
  /*i18n*/ { id: 'ok.profileUpdated', message: 'Information updated successfully.' },
  /*i18n*/ { id: 'ok.languageSaved', message: 'Language saved' },
  // A guest's bookings and links.
  /*i18n*/ { id: 'ok.linkResent', message: "If this matches a booking, we sent its link to the booking's e-mail." },
  /*i18n*/ { id: 'ok.codeSent', message: 'We sent a code to your e-mail' },
  /*i18n*/ { id: 'ok.bookingAdded', message: '1 booking added' },
  // Booking, paying, a ticket's life.
  /*i18n*/ { id: 'ok.discountApplied', message: 'The discount was applied.' },
  /*i18n*/ { id: 'ok.estimateRequested', message: 'Estimate requested' },
  /*i18n*/ { id: 'ok.ticketCreated', message: 'Ticket created' },
  /*i18n*/ { id: 'ok.confirmCard', message: 'Confirm the card to save it' },
  /*i18n*/ { id: 'ok.cardRemoved', message: 'Card removed' },
  /*i18n*/ { id: 'ok.chargeDeclined', message: 'Open Charge Declined successfully.' },
  /*i18n*/ { id: 'ok.reviewCreated', message: 'Review created successfully.' },
  /*i18n*/ { id: 'ok.tipReceived', message: 'Tip received. Thank you!' },
  // Plans.
  /*i18n*/ { id: 'ok.planStarted', message: 'Plan started' },
  /*i18n*/ { id: 'ok.planPaused', message: 'Plan paused' },
  /*i18n*/ { id: 'ok.planResumed', message: 'Plan resumed' },
  /*i18n*/ { id: 'ok.planCancelled', message: 'Plan cancelled' },
  /*i18n*/ { id: 'ok.planMoveAsked', message: 'Asked: the company accepts or declines the move' },
  /*i18n*/ { id: 'ok.requestWithdrawn', message: 'Request withdrawn' },
  // Quotes.
  /*i18n*/ { id: 'ok.quoteDeclined', message: 'Quote declined' },
  // Messages and questions.
  /*i18n*/ { id: 'ok.messageSent', message: 'Message sent' },
  /*i18n*/ { id: 'ok.messageReported', message: 'Thank you: UpKeep will look at this message.' },
  /*i18n*/ { id: 'ok.questionSent', message: 'Your message was sent to the company.' },
  // The public forms.
  /*i18n*/ { id: 'ok.requestSubmitted', message: 'Request Submitted!' },
  /*i18n*/ { id: 'ok.willReview', message: 'We will review your message!' },
  /*i18n*/ { id: 'ok.messageHasBeenSent', message: 'Your message has been sent.' },
  // A crew member's day.
  /*i18n*/ { id: 'ok.photoRemoved', message: 'Photo removed' },
  /*i18n*/ { id: 'ok.onMyWay', message: 'The customer was told you are on your way.' },
];

/** Bookings added to an account: the contract's bookingsAdded(n) for more than one. */
const BOOKINGS_ADDED: Words = /*i18n*/ { id: 'ok.bookingsAdded', message: '{count} bookings added' };

const byEnglish = new Map(SUCCESS_WORDS.map((words) => [words.message, words]));

/** A success message written in English, in `locale`: the catalogue's words when it is listed, else as it is. */
export function saySuccess(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const words = byEnglish.get(english);
  if (words) return say(words, locale);
  const added = /^(\d+) bookings added$/.exec(english);
  return added ? say({ ...BOOKINGS_ADDED, values: { count: added[1] ?? '' } }, locale) : english;
}

/** The envelope of a successful answer, its message in the caller's language (`ok`'s English otherwise). */
export function okIn<T>(request: Pick<FastifyRequest, 'headers'>, data: T, message: string, statusCode = 200) {
  return ok(data, saySuccess(message, requestLocale(request)), statusCode);
}
