/**
 * The specification's messages the booking funnel says (/booking, /payment-information), in the catalogue as
 * spec-messages.ts's are (its header says why), in a module of their own: the funnel's screens load them, the
 * public pages do not (a module goes whole into one chunk). Held word for word to the contract by
 * spec-messages.test.ts.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SpecNotice } from './spec-messages';

export const NOT_LOGGED_IN: SpecNotice = {
  title: msg`Not logged in`,
  text: msg`Log in or create an account to continue`,
};
export const NO_SCHEDULES: MessageDescriptor = msg`No available schedules for this day`;
export const DISCOUNT_APPLIED: MessageDescriptor = msg`The discount was applied.`;
export const DISCOUNT_UNAVAILABLE: MessageDescriptor = msg`Unavailable code.`;
export const CHECKOUT_INVALID_DATA: MessageDescriptor = msg`Invalid data, please check the data is correct (Name, Email, Phone).`;
export const CHECKOUT_ERROR_TITLES = {
  ticketServices: msg`Error creating ticket services:`,
  paymentIntent: msg`Error in payment intent:`,
  paymentValidation: msg`Error in payment validation:`,
  generic: msg`Error:`,
} satisfies Record<string, MessageDescriptor>;
