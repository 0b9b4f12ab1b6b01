/**
 * The contract's messages the account screens say themselves (/pro/account: a crew member's in their language; the
 * customer's sign-up, new password and profile under `/es`, issue 49), in the catalogue as spec-messages.ts's are:
 * each English text is the contract's (`Messages`, `SECOND_FACTOR_MESSAGES`, `PASSKEY_MESSAGES`, `PaymentMessages`)
 * word for word, held to it by spec-messages-account.test.ts. Loaded with the account screens only. What the API
 * answers (a wrong code, a wrong password) it says in the screen's language itself.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `Messages.invalidLogin`: a refused sign-in, the customer's and a realm's. */
export const INVALID_LOGIN: MessageDescriptor = msg`Invalid User or Password`;
/** `Messages.recoverPassword`: a realm's "Forgot your password?", whatever happened. */
export const RECOVER_PASSWORD_SENT: MessageDescriptor = msg`If this e-mail belongs to an account, we will send it a link to choose a new password.`;
/** `SECOND_FACTOR_MESSAGES.challengeOver`: a second step that expired or had too many tries. */
export const CHALLENGE_OVER: MessageDescriptor = msg`This sign-in has expired or had too many tries. Please sign in again.`;
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
/** `Messages.userAlreadyRegistered` (the customer's sign-up). */
export const USER_ALREADY_REGISTERED: MessageDescriptor = msg`User already registered, please log in`;
/** `Messages.passwordsDoNotMatch.title`. */
export const PASSWORDS_DO_NOT_MATCH_TITLE: MessageDescriptor = msg`Passwords do not match`;
/** `Messages.passwordsDoNotMatch.text`. */
export const PASSWORDS_DO_NOT_MATCH_TEXT: MessageDescriptor = msg`Write the passwords again`;
/** `Messages.passwordMatch`: the live line under the repeated password. */
export const PASSWORD_MATCH: MessageDescriptor = msg`Password match`;
/** `Messages.passwordDidNotMatch`. */
export const PASSWORD_DID_NOT_MATCH: MessageDescriptor = msg`Password did not match`;
/** `Messages.profileZipMismatch`. */
export const PROFILE_ZIP_MISMATCH: MessageDescriptor = msg`Address zip code doesn't match with zip code provided`;
/** `Messages.profileUpdateFailed`. */
export const PROFILE_UPDATE_FAILED: MessageDescriptor = msg`Could not update your information.`;
/** `Messages.profileUpdated`. */
export const PROFILE_UPDATED: MessageDescriptor = msg`Information updated successfully.`;
/** `PaymentMessages.authenticationFailed`: a card the profile saves whose bank refused its authentication. */
export const AUTHENTICATION_FAILED: MessageDescriptor = msg`We are unable to authenticate your payment method. Please choose a different payment method and try again.`;
