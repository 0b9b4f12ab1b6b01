/**
 * A passkey's assertion (issue 47), apart from the rest of passkeys.ts: the sign-in's second step (second-factor.ts)
 * takes one, and every portal screen loads that module, so it carries only this schema.
 */
import { z } from 'zod';

export const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'must be base64url');

/** What the browser's `startAuthentication` answers (AuthenticationResponseJSON): an assertion signed by a passkey. */
export const passkeyAuthenticationResponse = z.looseObject({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url.min(1),
    authenticatorData: base64url.min(1),
    signature: base64url.min(1),
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponse>;
