/**
 * Accounts and sessions (spec 000 sections 3, 5, 7; spec 001 section 4): sign-up, sign-in, guests, token
 * validation, passwords and the profile. Field names are the spec's (PascalCase where the spec sends them
 * so); answers use the envelope.
 */

import { z } from 'zod';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { email, optionalText, phoneDigits, requiredText, zipCode } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';
import { LOCALES } from './locale.ts';

/** The password policy: at least 8 characters, long passphrases welcome, not one of the most common. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Sign-up phone: digits only, at most 10 (spec 000 section 9). */
export const SIGNUP_PHONE_MAX = 10;

export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** What the server tells about a customer: never the password, never internal flags. */
export const customerUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** The language the customer reads the product and its messages in (issue 49); English for an older answer. */
  locale: z.enum(LOCALES).default('en'),
});
export type CustomerUser = z.infer<typeof customerUser>;

/** POST /customer */
export const signUpRequest = z.object({
  Name: requiredText(FIELD_LIMITS.name),
  Email: email,
  PhoneNumber: phoneDigits(10, SIGNUP_PHONE_MAX),
  Password: password,
  Origin: optionalText(FIELD_LIMITS.origin),
});
export type SignUpRequest = RequestOf<typeof signUpRequest>;

export const sessionData = z.object({
  user: customerUser,
  token: z.string(),
  /** True when the customer signed in with a temporary password and must choose a new one. */
  tempPassword: z.boolean(),
});
export const sessionResponse = envelope(sessionData);
export type SessionData = z.infer<typeof sessionData>;

/** POST /customer/auth/login: the e-mail is compared case-insensitively; any non-empty password is tried. */
export const loginRequest = z.object({
  Email: z.string().trim().toLowerCase().min(1, 'is required').max(254),
  Password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = RequestOf<typeof loginRequest>;

/** POST /customer/auth/guest-login */
export const guestLoginResponse = envelope(z.object({ token: z.string() }));

/** POST /customer/auth/validate-token: 200 with who the token is, or 401. */
export const validateTokenResponse = envelope(z.object({ kind: z.enum(['customer', 'guest']), expiresAt: z.string() }));

/** PUT /customer/auth/forgot-password: always the same answer. */
export const forgotPasswordRequest = z.object({ Email: z.string().trim().toLowerCase().min(1).max(254) });

/** PUT /customer/auth/change-password: answers a fresh token (older ones are revoked). */
export const changePasswordRequest = z.object({
  CurrentPassword: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  NewPassword: password,
});
export type ChangePasswordRequest = RequestOf<typeof changePasswordRequest>;
export const changePasswordResponse = envelope(z.object({ token: z.string() }));

/**
 * The company users' and staff's own password (issue 24): PUT /company/auth/password and /staff/auth/password
 * (answers a fresh token for this session; every other session of the user is signed out),
 * POST /…/auth/recover-password (a one-time link by e-mail, the same answer whether or not the e-mail exists)
 * and POST /…/auth/reset-password (the link's token and the new password). Field names are the issue's.
 */
export const realmChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  newPassword: password,
});
export type RealmChangePasswordRequest = RequestOf<typeof realmChangePasswordRequest>;
export const recoverPasswordRequest = z.object({
  email: z.string().trim().toLowerCase().min(1, 'is required').max(254),
});
export type RecoverPasswordRequest = RequestOf<typeof recoverPasswordRequest>;
export const resetPasswordRequest = z.object({
  token: z.string().trim().min(1, 'is required').max(200),
  newPassword: password,
});
export type ResetPasswordRequest = RequestOf<typeof resetPasswordRequest>;
/** How long a password link of the company portal or the staff console works. */
export const PASSWORD_LINK_VALID_MINUTES = 60;

/** GET /customer */
export const profileResponse = envelope(customerUser);

/**
 * PUT /customer: phone and address only (name and e-mail cannot change here). When the address names a
 * zip code and `zipCode` is given, they must agree.
 */
export const profileUpdateRequest = z.object({
  phoneNumber: phoneDigits(10, 15),
  address: z.string().trim().max(300).default(''),
  zipCode: z.union([z.literal(''), zipCode]).optional(),
  /** The customer's language (issue 49); unchanged when absent. */
  locale: z.enum(LOCALES).optional(),
});
export type ProfileUpdateRequest = RequestOf<typeof profileUpdateRequest>;

/**
 * The 5-digit zip code an address names, or null. A zip code is read only where an address says one: after the
 * state ("NV 89135"), in a part after the street ("…, Las Vegas, 89135") or at the end ("… Las Vegas 89135"),
 * never from the house number ("11024 Summer Glen Dr" is in no zip code yet: most valley numbers have five digits).
 */
export function zipCodeOfAddress(address: string): string | null {
  const text = address.trim().replace(/,?\s*(?:USA|U\.S\.A\.|US|United States)\.?$/i, '');
  const zip = /\b(\d{5})(?:-\d{4})?\b/;
  const afterState = [...text.matchAll(/\b(?:NV|Nevada)\.?,?\s+(\d{5})(?:-\d{4})?\b/gi)].at(-1);
  if (afterState?.[1]) return afterState[1];
  const [, ...afterStreet] = text.split(',');
  for (const part of afterStreet.reverse()) {
    const found = zip.exec(part)?.[1];
    if (found) return found;
  }
  // At the very end, after some other word: a lone "11024" is a house number still being typed.
  return /\S\s+(\d{5})(?:-\d{4})?$/.exec(text)?.[1] ?? null;
}

/** PUT /customer/locale and /company/locale: a signed-in person's language (the language switch sends it). */
export const localeRequest = z.object({ locale: z.enum(LOCALES) });
export type LocaleRequest = z.infer<typeof localeRequest>;
export const localeResponse = envelope(z.object({ locale: z.enum(LOCALES) }));
