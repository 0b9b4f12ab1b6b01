import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/runtime';
import { ApiError } from '../../lib/api';

/** The contract's Messages.accessDeniedTicket in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const ACCESS_DENIED_TICKET: MessageDescriptor = msg`Access denied, user cannot modify this Ticket`;
/** The contract's Messages.openChargeFailed in the catalogue: a charge not paid or declined. */
export const OPEN_CHARGE_FAILED: MessageDescriptor = msg`Try again later.`;

/** What a failed ticket call says: the server's 'Access denied…' for a ticket that is not the customer's. */
export function ticketErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.statusCode === 401) return i18n._(ACCESS_DENIED_TICKET);
  if (error instanceof ApiError && error.statusCode === 0) return error.message;
  return i18n._(msg`Check your connection and try again.`);
}

/**
 * A comment's problem in the screen's language: the contract's optionalText refuses only a comment over its limit
 * ('must be at most {max} characters'), which the form's maxLength keeps from being typed; said here should it come.
 */
export function commentTooLong(label: string, max: number): string {
  return i18n._(msg`${label} must be at most ${max} characters`);
}
