/**
 * The specification's messages (the contract's `Messages`, spec 000's English) in the catalogue, so that a Spanish
 * screen says them in Spanish (issue 49). Each English text here is the contract's, word for word: a test holds
 * them equal (spec-messages.test.ts), so the spec stays the one source of the English.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface SpecNotice {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/**
 * Each message on its own (a page's code carries the ones it says, not all of them): a notice, or one text. This
 * module goes whole into the chunk every public page loads (the search card says its messages): the booking funnel's
 * are in spec-messages-booking.ts, loaded with its screens.
 */
export const SELECT_SERVICE: SpecNotice = { title: msg`Select service`, text: msg`Choose a Service to continue` };
export const ZIP_NOT_SERVICED: SpecNotice = {
  title: msg`We currently do not service this area.`,
  text: msg`Please enter a different zip code.`,
};
export const CONTACT_FAILED: SpecNotice = { title: msg`Service not available`, text: msg`Try again later` };
/** The spec's one-line message of a failed list. */
export const SERVICES_LOAD_FAILED: MessageDescriptor = msg`Failed to load services.`;
