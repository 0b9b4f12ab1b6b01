/**
 * Passkeys (WebAuthn) for company users and UpKeep's staff (issue 47): several per account, each named by its user and
 * removable. A passkey verifies its user (a PIN, a fingerprint, a face), so it is both factors: it signs in without the
 * password, or serves as the second step after it. The browser's calls are SimpleWebAuthn's (`startRegistration`,
 * `startAuthentication`), whose JSON the options and responses here are.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { base64url, passkeyAuthenticationResponse } from './passkey-assertion.ts';

export { type PasskeyAuthenticationResponse, passkeyAuthenticationResponse } from './passkey-assertion.ts';

/** How long a WebAuthn ceremony's challenge may wait (each is used once). */
export const PASSKEY_CHALLENGE_MINUTES = 5;
/** The longest name a passkey may be given. */
export const PASSKEY_NAME_MAX = 60;

/** A passkey's label, as its user gives it ("Work laptop", "Passkey on iPhone"). */
export const passkeyName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(PASSKEY_NAME_MAX, `must be at most ${PASSKEY_NAME_MAX} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'must not contain control characters');

/** What the browser's `startRegistration` answers (RegistrationResponseJSON): the new credential and its attestation. */
export const passkeyRegistrationResponse = z.looseObject({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    attestationObject: base64url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponse>;

/**
 * The options a ceremony starts with (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON), passed to the
 * browser as they are.
 */
export const passkeyOptions = z.looseObject({ challenge: z.string() });
export type PasskeyOptions = z.infer<typeof passkeyOptions>;
export const passkeyOptionsResponse = envelope(passkeyOptions);

/** POST /{realm}/auth/passkeys: the new passkey's name and the browser's answer. */
export const addPasskeyRequest = z.object({ name: passkeyName, response: passkeyRegistrationResponse }).strict();
export type AddPasskeyRequest = z.infer<typeof addPasskeyRequest>;

/** PUT /{realm}/auth/passkeys/{id}: a new name. */
export const renamePasskeyRequest = z.object({ name: passkeyName }).strict();
export type RenamePasskeyRequest = z.infer<typeof renamePasskeyRequest>;

/** One of the signed-in user's passkeys. */
export const passkeySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  createdDate: z.string(),
  lastUsedDate: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;
export const passkeyResponse = envelope(passkeySummary);
export const passkeyListResponse = envelope(z.array(passkeySummary));

/** POST /{realm}/auth/passkey: a passwordless sign-in's assertion. */
export const passkeySignInRequest = z.object({ response: passkeyAuthenticationResponse }).strict();
export type PasskeySignInRequest = z.infer<typeof passkeySignInRequest>;

/** POST /{realm}/auth/mfa/passkey-options: the sign-in's challenge, whose user's passkeys may answer. */
export const mfaPasskeyOptionsRequest = z.object({ challenge: z.string().trim().min(20).max(100) }).strict();

export const PASSKEY_MESSAGES = {
  notVerified: 'That passkey could not be checked. Please try again.',
  signInFailed: 'That passkey does not sign in here. Use your e-mail and password.',
  notFound: 'Passkey not found',
  alreadyAdded: 'This passkey is added already.',
  none: 'You have no passkey. Use the code of your authenticator.',
  added: 'Passkey added',
  renamed: 'Passkey renamed',
  removed: 'Passkey removed',
} as const;
