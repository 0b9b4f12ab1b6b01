/**
 * The browser's passkey prompt's failures (lib/passkeys.ts) in the catalogue (issue 49): a realm's sign-in and the
 * passkeys of an account say them in the screen's language; another of the prompt's words is said as it came.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSKEY_ALREADY_HERE, PASSKEY_CANCELLED } from '../lib/passkeys';

const PROMPT_WORDS: Record<string, MessageDescriptor> = {
  [PASSKEY_CANCELLED]: msg`No passkey was used. Try again, or use another way to sign in.`,
  [PASSKEY_ALREADY_HERE]: msg`This device already holds one of your passkeys.`,
};

/** The prompt's failure (a PasskeyPromptError's message) in the screen's language. */
export function passkeyPromptWords(i18n: I18n, message: string): string {
  const words = PROMPT_WORDS[message];
  return words ? i18n._(words) : message;
}
