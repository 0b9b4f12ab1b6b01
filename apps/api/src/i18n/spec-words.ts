/**
 * The contract's `Messages` (spec 000's English) that the API answers a customer, in the catalogue (issue 49): each
 * English here is the contract's word for word (spec-words.test.ts holds them equal), so the spec stays the one
 * source of the English and the error handler says them in the caller's language.
 */
import type { Locale } from '@upkeep/contract';
import { say, type Words } from './words.ts';

export const SPEC_WORDS = {
  discountUnavailable: /*i18n*/ { id: 'spec.discountUnavailable', message: 'Unavailable code.' },
  discountForCustomers: /*i18n*/ {
    id: 'spec.discountForCustomers',
    message: 'Discount codes are for signed-in customers. Sign in or create an account to use one.',
  },
  invalidLogin: /*i18n*/ { id: 'spec.invalidLogin', message: 'Invalid User or Password' },
  userAlreadyRegistered: /*i18n*/ {
    id: 'spec.userAlreadyRegistered',
    message: 'User already registered, please log in',
  },
  profileZipMismatch: /*i18n*/ {
    id: 'spec.profileZipMismatch',
    message: "Address zip code doesn't match with zip code provided",
  },
  accessDeniedTicket: /*i18n*/ {
    id: 'spec.accessDeniedTicket',
    message: 'Access denied, user cannot modify this Ticket',
  },
} as const satisfies Record<string, Words>;

/**
 * The contract's `SECOND_FACTOR_MESSAGES` a crew member may meet (their authenticator on /pro/account, the second
 * step of their sign-in, their company's requirement): said in the caller's language as `invalidLogin` is. The
 * owners' and UpKeep's own (the team's policy, a reset, the console's requirement) stay English.
 */
export const SECOND_FACTOR_WORDS = {
  invalidCode: /*i18n*/ {
    id: 'secondFactor.invalidCode',
    message: 'That code is not right, or was used already. Try the next code of your authenticator.',
  },
  challengeOver: /*i18n*/ {
    id: 'secondFactor.challengeOver',
    message: 'This sign-in has expired or had too many tries. Please sign in again.',
  },
  notEnrolling: /*i18n*/ { id: 'secondFactor.notEnrolling', message: 'Start setting up an authenticator first.' },
  alreadyEnabled: /*i18n*/ {
    id: 'secondFactor.alreadyEnabled',
    message: 'An authenticator is already set up. Turn it off first to set up another.',
  },
  notEnabled: /*i18n*/ { id: 'secondFactor.notEnabled', message: 'No authenticator is set up.' },
  requiredByCompany: /*i18n*/ {
    id: 'secondFactor.requiredByCompany',
    message: 'Your company asks every user to set up a second factor (an authenticator app or a passkey) first.',
  },
} as const satisfies Record<string, Words>;

/** The contract's `PASSKEY_MESSAGES` that refuse a crew member's passkey (added, named, removed, or at sign-in). */
export const PASSKEY_WORDS = {
  notVerified: /*i18n*/ { id: 'passkey.notVerified', message: 'That passkey could not be checked. Please try again.' },
  notFound: /*i18n*/ { id: 'passkey.notFound', message: 'Passkey not found' },
  alreadyAdded: /*i18n*/ { id: 'passkey.alreadyAdded', message: 'This passkey is added already.' },
  none: /*i18n*/ { id: 'passkey.none', message: 'You have no passkey. Use the code of your authenticator.' },
} as const satisfies Record<string, Words>;

/** The contract's `PaymentMessages` the API answers (the 402s of a payment not completed yet). */
export const PAYMENT_WORDS = {
  requiresAction: /*i18n*/ {
    id: 'payment.requiresAction',
    message:
      'Your bank asks you to authenticate this payment. Please complete the authentication, or pay with another card.',
  },
  processing: /*i18n*/ {
    id: 'payment.processing',
    message: 'The payment is still being processed. Please try again in a moment.',
  },
} as const satisfies Record<string, Words>;

/** The contract's `replyTimeWords` (how soon a company answers, on the offers), each of its four phrases. */
export const REPLY_TIME_WORDS: readonly Words[] = [
  /*i18n*/ { id: 'replyTime.hour', message: 'Usually replies within 1 hour' },
  /*i18n*/ { id: 'replyTime.hours', message: 'Usually replies within a few hours' },
  /*i18n*/ { id: 'replyTime.day', message: 'Usually replies within a day' },
  /*i18n*/ { id: 'replyTime.days', message: 'Usually replies within a few days' },
];

/** A reply time in `locale` (one of REPLY_TIME_WORDS by its English; another as it is). */
export function sayReplyTime(english: string, locale: Locale): string {
  const words = locale === 'en' ? undefined : REPLY_TIME_WORDS.find((w) => w.message === english);
  return words ? say(words, locale) : english;
}
