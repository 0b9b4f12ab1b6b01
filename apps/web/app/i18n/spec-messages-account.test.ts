import { Messages, PASSKEY_MESSAGES, PaymentMessages, SECOND_FACTOR_MESSAGES } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from './runtime';
import * as ACCOUNT_SPEC from './spec-messages-account';

/** Each twin's contract text. */
const CONTRACT: Record<keyof typeof ACCOUNT_SPEC, string> = {
  INVALID_LOGIN: Messages.invalidLogin,
  RECOVER_PASSWORD_SENT: Messages.recoverPassword,
  CHALLENGE_OVER: SECOND_FACTOR_MESSAGES.challengeOver,
  SERVER_ERROR: Messages.serverError,
  PASSWORD_UPDATED: Messages.passwordUpdated,
  PASSWORD_UPDATE_FAILED: Messages.passwordUpdateFailed,
  REQUIRED_BY_COMPANY: SECOND_FACTOR_MESSAGES.requiredByCompany,
  PASSKEY_REMOVED: PASSKEY_MESSAGES.removed,
  USER_ALREADY_REGISTERED: Messages.userAlreadyRegistered,
  PASSWORDS_DO_NOT_MATCH_TITLE: Messages.passwordsDoNotMatch.title,
  PASSWORDS_DO_NOT_MATCH_TEXT: Messages.passwordsDoNotMatch.text,
  PASSWORD_MATCH: Messages.passwordMatch,
  PASSWORD_DID_NOT_MATCH: Messages.passwordDidNotMatch,
  PROFILE_ZIP_MISMATCH: Messages.profileZipMismatch,
  PROFILE_UPDATE_FAILED: Messages.profileUpdateFailed,
  PROFILE_UPDATED: Messages.profileUpdated,
  AUTHENTICATION_FAILED: PaymentMessages.authenticationFailed,
};

describe("the account screens' contract messages in the catalogue", () => {
  it.each(Object.entries(ACCOUNT_SPEC))('%s is the contract’s English, word for word', (name, twin) => {
    expect(i18n.locale).toBe('en');
    expect(i18n._(twin)).toBe(CONTRACT[name as keyof typeof ACCOUNT_SPEC]);
  });
});
