/** What the account screens say when a call fails (spec 000 section 8, from the message catalogue). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Messages } from '@upkeep/contract';
import { i18n } from '../../i18n/runtime';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';

/** The contract's Messages.invalidLogin in the catalogue (held to it by i18n/spec-messages.test.ts). */
export const INVALID_LOGIN: MessageDescriptor = msg`Invalid User or Password`;

/** The customer's sign-in: a 401 is 'Invalid User or Password' whatever it says; any other answer, the server's message. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.statusCode === 401) return i18n._(INVALID_LOGIN);
  return errorMessage(error);
}

/**
 * Sign-up: a 400 that names no field is the registered e-mail ('User already registered, please log in');
 * a 400 that names fields is shown on those fields (null here); a 5xx is 'Server error'.
 */
export function signUpErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 409)) {
    return error.errors?.length ? null : Messages.userAlreadyRegistered;
  }
  return errorMessage(error);
}

/** Profile: the zip-code mismatch is said as the server says it; anything else is the catalogue's failure. */
export function profileErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.statusCode === 400 && error.message === Messages.profileZipMismatch) {
    return Messages.profileZipMismatch;
  }
  return Messages.profileUpdateFailed;
}

/**
 * The server's validation errors on the form's own fields: `fields` maps the payload's names (`Password`)
 * to the form's (`password`) and their labels. A message such as 'must be at least 8 characters' is
 * prefixed with the label.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: Record<string, { field: F; label: string }>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const issue of error.errors ?? []) {
    const target = fields[issue.field];
    if (!target || out[target.field]) continue;
    out[target.field] = /^[a-z]/.test(issue.message) ? `${target.label} ${issue.message}` : issue.message;
  }
  return out;
}
