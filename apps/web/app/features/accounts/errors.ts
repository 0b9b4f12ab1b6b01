/** What the account screens say when a call fails (spec 000 section 8, from the message catalogue). */
import type { MessageDescriptor } from '@lingui/core';
import { Messages } from '@upkeep/contract';
import { i18n } from '../../i18n/runtime';
import {
  INVALID_LOGIN,
  PROFILE_UPDATE_FAILED,
  PROFILE_ZIP_MISMATCH,
  SERVER_ERROR,
  USER_ALREADY_REGISTERED,
} from '../../i18n/spec-messages-account';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';

export { INVALID_LOGIN };

/**
 * The customer's sign-in: a 401 is 'Invalid User or Password' whatever it says; any other answer, the server's message
 * (said in the screen's language), a 5xx 'Server error'.
 */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.statusCode === 401) return i18n._(INVALID_LOGIN);
  return errorMessage(error, i18n._(SERVER_ERROR));
}

/**
 * Sign-up: a 400 that names no field is the registered e-mail ('User already registered, please log in');
 * a 400 that names fields is shown on those fields (null here); a 5xx is 'Server error'. In the screen's language.
 */
export function signUpErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError && (error.statusCode === 400 || error.statusCode === 409)) {
    return error.errors?.length ? null : i18n._(USER_ALREADY_REGISTERED);
  }
  return errorMessage(error, i18n._(SERVER_ERROR));
}

/**
 * Profile: the zip-code mismatch is said as the server says it (the contract's English, or the screen's language the
 * web asked in); anything else is the catalogue's failure.
 */
export function profileErrorMessage(error: unknown): string {
  const mismatch = i18n._(PROFILE_ZIP_MISMATCH);
  if (
    error instanceof ApiError &&
    error.statusCode === 400 &&
    (error.message === Messages.profileZipMismatch || error.message === mismatch)
  ) {
    return mismatch;
  }
  return i18n._(PROFILE_UPDATE_FAILED);
}

/**
 * A form's field as the server's reasons name it: the whole sentence, the field and its reason, in the screen's
 * language (`msg\`Password ${reason}\``: 'Password must be at least 8 characters', 'La contraseña debe tener al
 * menos 8 caracteres'; the API says the reason in the language the web asked in).
 */
export interface ServerField<F extends string> {
  field: F;
  reason: (reason: string) => MessageDescriptor;
}

/**
 * The server's validation errors on the form's own fields: `fields` maps the payload's names (`Password`)
 * to the form's (`password`) and their sentences. A message such as 'must be at least 8 characters' is
 * said after the field; one that is a sentence already (a capital first) as it is.
 */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: Record<string, ServerField<F>>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const issue of error.errors ?? []) {
    const target = fields[issue.field];
    if (!target || out[target.field]) continue;
    out[target.field] = /^\p{Ll}/u.test(issue.message) ? i18n._(target.reason(issue.message)) : issue.message;
  }
  return out;
}
