/**
 * The state of the caller's second factor (GET /{realm}/auth/second-factor, issue 47), in a module of its own: the
 * portal's and the console's frames read it on every screen and load nothing else of the second factor.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * Whether the signed-in user has an authenticator (`enabled`), how many recovery codes are left, whether a second
 * factor is required, and how many passkeys they have (each a second factor too).
 */
export const secondFactorState = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
  passkeys: z.number().int().default(0),
});

/** Whether the user has a second factor that signs in: an authenticator or a passkey. */
export const hasSecondFactor = (state: Pick<SecondFactorState, 'enabled' | 'passkeys'>) =>
  state.enabled || state.passkeys > 0;
export type SecondFactorState = z.infer<typeof secondFactorState>;
export const secondFactorStateResponse = envelope(secondFactorState);
