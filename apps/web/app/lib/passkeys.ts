/**
 * The browser's side of passkeys (issue 47): WebAuthn's ceremonies through SimpleWebAuthn's browser calls, loaded
 * only when a person uses a passkey (a dynamic import keeps them out of the pages' first JavaScript), and the realm's
 * passkey sign-ins: with a passkey alone, or as the second step after the password.
 */
import {
  type PasskeyAuthenticationResponse,
  type PasskeyOptions,
  type PasskeyRegistrationResponse,
  passkeyEndpoints,
  type SecondFactorRealm,
} from '@upkeep/contract';
import { api } from './api';

/** What a person is told when the browser's passkey prompt ended without a passkey (cancelled, timed out, none). */
export const PASSKEY_CANCELLED = 'No passkey was used. Try again, or use another way to sign in.';
/** …and when this device already holds one of the person's passkeys (an add). ui/passkey-prompt-words.ts says both. */
export const PASSKEY_ALREADY_HERE = 'This device already holds one of your passkeys.';

/** Whether this browser can use passkeys at all. */
export const browserHasPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A failure of the browser's prompt, in words: a cancel or a timeout (NotAllowedError) says so. */
export class PasskeyPromptError extends Error {
  override name = 'PasskeyPromptError';
}

async function prompt<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'NotAllowedError' || name === 'AbortError') throw new PasskeyPromptError(PASSKEY_CANCELLED);
    if (name === 'InvalidStateError') throw new PasskeyPromptError(PASSKEY_ALREADY_HERE);
    throw new PasskeyPromptError(error instanceof Error ? error.message : PASSKEY_CANCELLED);
  }
}

/** navigator.credentials.create with the server's options: the new passkey, as the server checks it. */
export async function createPasskey(options: PasskeyOptions): Promise<PasskeyRegistrationResponse> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await prompt(() => startRegistration({ optionsJSON: options as never }));
  return response as unknown as PasskeyRegistrationResponse;
}

/** navigator.credentials.get with the server's options: an assertion signed by one of the person's passkeys. */
export async function assertPasskey(options: PasskeyOptions): Promise<PasskeyAuthenticationResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await prompt(() => startAuthentication({ optionsJSON: options as never }));
  return response as unknown as PasskeyAuthenticationResponse;
}

const SIGN_IN = {
  company: {
    options: passkeyEndpoints.companyPasskeySignInOptions,
    signIn: passkeyEndpoints.companyPasskeySignIn,
    mfaOptions: passkeyEndpoints.companyMfaPasskeyOptions,
  },
  staff: {
    options: passkeyEndpoints.staffPasskeySignInOptions,
    signIn: passkeyEndpoints.staffPasskeySignIn,
    mfaOptions: passkeyEndpoints.staffMfaPasskeyOptions,
  },
} as const;

/** A sign-in with a passkey alone: the realm's session. */
export async function signInWithPasskey(realm: SecondFactorRealm) {
  const options = (await api(SIGN_IN[realm].options, {})).data;
  const response = await assertPasskey(options);
  return (await api(SIGN_IN[realm].signIn, { body: { response } })).data;
}

/** The second step with a passkey: the assertion to send to POST /{realm}/auth/mfa with the sign-in's challenge. */
export async function passkeyForChallenge(realm: SecondFactorRealm, challenge: string) {
  const options = (await api(SIGN_IN[realm].mfaOptions, { body: { challenge } })).data;
  return assertPasskey(options);
}
