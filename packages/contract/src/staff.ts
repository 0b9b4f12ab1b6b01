/** UpKeep's staff: their accounts (the staff console's sign-in). */
import { z } from 'zod';
import { envelope } from './envelope.ts';

export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffUser = z.infer<typeof staffUser>;

/** POST /staff/auth/login: `data.token` and `data.user`. */
export const staffSessionData = z.object({ token: z.string(), user: staffUser });
export const staffSessionResponse = envelope(staffSessionData);
export type StaffSession = z.infer<typeof staffSessionData>;

export const staffMeResponse = envelope(staffUser);
