/**
 * The contract's messages the account screens say themselves (/pro/account: a crew member's in their language, issue
 * 49), in the catalogue as spec-messages.ts's are: each English text is the contract's (`Messages`,
 * `SECOND_FACTOR_MESSAGES`, `PASSKEY_MESSAGES`) word for word, held to it by spec-messages-account.test.ts. Loaded
 * with the account screens only. What the API answers (a wrong code, a wrong password) it says in the screen's
 * language itself.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `Messages.serverError`: a failure the server did not put in words (a 5xx). */
export const SERVER_ERROR: MessageDescriptor = msg`Server error`;
/** `Messages.passwordUpdated`. */
export const PASSWORD_UPDATED: MessageDescriptor = msg`Password updated successfully.`;
/** `Messages.passwordUpdateFailed`. */
export const PASSWORD_UPDATE_FAILED: MessageDescriptor = msg`Could not update password.`;
/** `SECOND_FACTOR_MESSAGES.requiredByCompany`. */
export const REQUIRED_BY_COMPANY: MessageDescriptor = msg`Your company asks every user to set up a second factor (an authenticator app or a passkey) first.`;
/** `PASSKEY_MESSAGES.removed`. */
export const PASSKEY_REMOVED: MessageDescriptor = msg`Passkey removed`;
