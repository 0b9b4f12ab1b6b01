/**
 * UpKeep staff accounts: who the signed-in member is, and how the realms' shared sign-in and password rules
 * (accounts/sign-in.ts, accounts/realm-passwords.ts) reach them.
 */
import type { StaffSession, StaffUser } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { unauthorized } from '../../../lib/errors.ts';
import type { TokenService } from '../../../lib/tokens.ts';
import type { StaffCaller } from '../../../plugins/auth.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import {
  replaceStaffPassword,
  type StaffUserRecord,
  setStaffPassword,
  staffUserByEmail,
  staffUserById,
} from './queries.ts';
import type { RealmPasswords } from './realm-passwords.ts';
import type { PasswordRealm } from './sign-in.ts';
import { staffSession, toStaffUser } from './staff-session.ts';

/** The signed-in staff member (401 once the account is gone). */
export async function staffMe(db: Database, caller: StaffCaller): Promise<StaffUser> {
  const row = await staffUserById(db, caller.staffUserId);
  if (!row) throw unauthorized();
  return toStaffUser(row);
}

/** How the sign-in rule (accounts/sign-in.ts) finds and signs in staff members. */
export const staffSignIn = (db: Database, tokens: TokenService): PasswordRealm<StaffUserRecord, StaffSession> => ({
  realm: 'staff',
  findByEmail: (email) => staffUserByEmail(db, email),
  findById: (id) => staffUserById(db, id),
  rehash: (id, hash) => setStaffPassword(db, id, hash),
  session: (account) => staffSession(tokens, account),
  recoverPath: '/staff/recover-password',
});

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
