/**
 * A realm's sign-in forms' checks in the screen's language (issue 49): the contract's schemas (`loginRequest`,
 * `recoverPasswordRequest`) refuse the e-mail empty or past 254 characters, and the forms say which.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What is wrong with an e-mail the contract's schema refused: empty, else too long. */
export const emailProblem = (i18n: I18n, value: string): string =>
  value.trim() ? i18n._(msg`Email must be at most 254 characters`) : i18n._(msg`Email is required`);
