/**
 * The state of the caller's second factor (GET /{realm}/auth/second-factor, issue 47), in a module of its own: the
 * portal's and the console's frames read it on every screen and load nothing else of the second factor.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Whether the signed-in user has one, how many recovery codes are left, and whether one is required. */
export const secondFactorState = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type SecondFactorState = z.infer<typeof secondFactorState>;
export const secondFactorStateResponse = envelope(secondFactorState);
