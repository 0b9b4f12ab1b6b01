/** UpKeep staff accounts' own passwords: how the realms' shared rules (accounts/realm-passwords.ts) reach them. */
import type { TokenService } from '../../lib/tokens.ts';
import type { RealmPasswords } from '../accounts/realm-passwords.ts';
import { recordStaffAction } from '../staff-audit/audit.ts';
import { replaceStaffPassword, type StaffUserRecord, staffUserByEmail, staffUserById } from './queries.ts';
import { staffSession } from './session.ts';

export const staffPasswords = (tokens: TokenService): RealmPasswords<StaffUserRecord> => ({
  realm: 'staff',
  findById: staffUserById,
  findByEmail: staffUserByEmail,
  replacePassword: replaceStaffPassword,
  sessionToken: async (row) => (await staffSession(tokens, row)).token,
  resetPath: '/staff/reset-password',
  product: "UpKeep's staff console",
  // A staff member's own password is a security event of the console: audited (never the password itself).
  recordChange: (tx, staffUserId, how, at) =>
    recordStaffAction(tx, { staffUserId }, { action: `staff.password.${how}`, target: `staff:${staffUserId}`, at }),
});

/** A staff user by id (the team's screens ask for it). */
export { staffUserById } from './queries.ts';
