/**
 * A second factor for the people who hold other people's data (issue 47): UpKeep's staff and company users sign in
 * with their password and an authenticator code (TOTP, RFC 6238) or one of their recovery codes.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { passkeyAuthenticationResponse } from './passkey-assertion.ts';

/** The realms with a second factor. */
export const SECOND_FACTOR_REALMS = ['company', 'staff'] as const;
export type SecondFactorRealm = (typeof SECOND_FACTOR_REALMS)[number];

/** How long a sign-in's second step may wait, and how many codes it may try. */
export const MFA_CHALLENGE_MINUTES = 5;
export const MFA_CHALLENGE_ATTEMPTS = 5;

/** An authenticator's six digits, or a recovery code ("k7qm-2xv9-wd"): spaces and dashes are tolerated. */
export const secondFactorCode = z
  .string()
  .trim()
  .min(6, 'must be the 6 digits of your authenticator or a recovery code')
  .max(20, 'must be the 6 digits of your authenticator or a recovery code')
  .regex(/^[A-Za-z0-9\s-]+$/, 'must be the 6 digits of your authenticator or a recovery code');

/** The second factors a user may answer a sign-in's second step with: an authenticator's code, a passkey. */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/**
 * POST /{realm}/auth/login for an account with a second factor: no token yet, the challenge of the second step and
 * the factors the user has (a recovery code goes with 'totp').
 */
export const mfaChallengeData = z.object({
  mfaRequired: z.literal(true),
  challenge: z.string(),
  // The server always names them; an answer without them (before passkeys) meant an authenticator.
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)).default(['totp']),
});
export type MfaChallenge = z.infer<typeof mfaChallengeData>;

/** POST /{realm}/auth/mfa: the challenge and either a code or a passkey's assertion (POST .../mfa/passkey-options). */
export const mfaRequest = z
  .object({
    challenge: z.string().trim().min(20).max(100),
    code: secondFactorCode.optional(),
    passkey: passkeyAuthenticationResponse.optional(),
  })
  .strict()
  .refine((body) => (body.code === undefined) !== (body.passkey === undefined), {
    message: 'send the code of your authenticator (or a recovery code), or a passkey',
    path: ['code'],
  });
export type MfaRequest = z.input<typeof mfaRequest>;

/** POST /{realm}/auth/totp: the secret, written out and as the URI of the QR code, until a first code confirms it. */
export const totpEnrolmentResponse = envelope(z.object({ secret: z.string(), otpauthUri: z.string() }));
/** POST /{realm}/auth/totp/confirm, DELETE /{realm}/auth/totp: a code of the authenticator (or, to turn it off, a recovery code). */
export const totpCodeRequest = z.object({ code: secondFactorCode }).strict();
/** The ten recovery codes, shown once. */
export const recoveryCodesResponse = envelope(z.object({ recoveryCodes: z.array(z.string()) }));

export {
  hasSecondFactor,
  type SecondFactorState,
  secondFactorState,
  secondFactorStateResponse,
} from './second-factor-state.ts';

export const SECOND_FACTOR_MESSAGES = {
  invalidCode: 'That code is not right, or was used already. Try the next code of your authenticator.',
  challengeOver: 'This sign-in has expired or had too many tries. Please sign in again.',
  notEnrolling: 'Start setting up an authenticator first.',
  alreadyEnabled: 'An authenticator is already set up. Turn it off first to set up another.',
  notEnabled: 'No authenticator is set up.',
  required: 'Set up a second factor (an authenticator app or a passkey) to use the console.',
  requiredByCompany:
    'Your company asks every user to set up a second factor (an authenticator app or a passkey) first.',
  ownerFirst: 'Set up your own second factor before you require one of your team.',
  nothingToReset: 'This person has no second factor to reset.',
} as const;

/** A console session unused for this long asks for the sign-in again (as one 12 hours old does). */
export const STAFF_SESSION_IDLE_MINUTES = 60;

/** The code of a 403 that asks a staff member to set up a second factor before anything else. */
export const SECOND_FACTOR_REQUIRED_CODE = 'second-factor-required';

/** One person and their second factor, as their company's owner or UpKeep's staff see it. */
export const secondFactorHolder = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** 'owner' | 'staff' | 'crew' for a company's users; 'support' | 'admin' for UpKeep's staff. */
  role: z.string(),
  active: z.boolean(),
  /** An authenticator app is set up. */
  authenticator: z.boolean(),
  /** How many passkeys sign them in. */
  passkeys: z.number().int(),
});
export type SecondFactorHolder = z.infer<typeof secondFactorHolder>;

/** GET /company/second-factors (owner), GET /staff/companies/{id}/second-factors: the team and whether one is required. */
export const teamSecondFactors = z.object({ required: z.boolean(), users: z.array(secondFactorHolder) });
export type TeamSecondFactors = z.infer<typeof teamSecondFactors>;
export const teamSecondFactorsResponse = envelope(teamSecondFactors);
/** PUT /company/second-factors (owner): require a second factor of every user of the company, or not. */
export const secondFactorPolicyRequest = z.object({ required: z.boolean() }).strict();
export type SecondFactorPolicyRequest = z.infer<typeof secondFactorPolicyRequest>;
/** GET /staff/second-factors (administrators): every staff member's factors and whether the console requires one. */
export const staffSecondFactorsResponse = envelope(teamSecondFactors);
