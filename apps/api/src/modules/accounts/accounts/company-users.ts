/**
 * Company users' sessions: what a signed-in owner or office staff member is told about themselves; and how
 * the realms' shared password rules reach them.
 */
import type { CompanySession, CompanyUser, Locale } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { unauthorized } from '../../../lib/errors.ts';
import type { TokenService } from '../../../lib/tokens.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import {
  type CompanyUserRecord,
  companyUserByEmail,
  companyUserById,
  replaceCompanyUserPassword,
  setCompanyUserLocale,
  setCompanyUserPassword,
} from './queries.ts';
import type { RealmPasswords } from './realm-passwords.ts';
import type { PasswordRealm } from './sign-in.ts';

export function toCompanyUser(row: CompanyUserRecord): CompanyUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    crewId: row.crewId,
    companyId: row.companyId,
    companyName: row.companyName,
    companyState: row.companyState,
    locale: row.locale,
    hasSecondFactor: row.hasSecondFactor,
  };
}

export async function companySession(tokens: TokenService, row: CompanyUserRecord): Promise<CompanySession> {
  const token = await tokens.sign({
    kind: 'company',
    companyUserId: row.id,
    validAfter: row.tokensValidAfter.getTime(),
  });
  return { token, user: toCompanyUser(row) };
}

export async function me(db: Database, caller: CompanyCaller): Promise<CompanyUser> {
  const row = await companyUserById(db, caller.companyUserId);
  if (!row) throw unauthorized();
  return toCompanyUser(row);
}

/** How the sign-in rule (accounts/sign-in.ts) finds and signs in company users. */
export const companySignIn = (
  db: Database,
  tokens: TokenService,
): PasswordRealm<CompanyUserRecord, CompanySession> => ({
  realm: 'company',
  findByEmail: (email) => companyUserByEmail(db, email),
  findById: (id) => companyUserById(db, id),
  rehash: (id, hash) => setCompanyUserPassword(db, id, hash),
  session: (account) => companySession(tokens, account),
  recoverPath: '/pro/recover-password',
});

/** How the shared password rules (accounts/realm-passwords.ts) find and update company users. */
export const companyPasswords = (tokens: TokenService): RealmPasswords<CompanyUserRecord> => ({
  realm: 'company',
  findById: companyUserById,
  findByEmail: companyUserByEmail,
  replacePassword: replaceCompanyUserPassword,
  sessionToken: async (row) => (await companySession(tokens, row)).token,
  resetPath: '/pro/reset-password',
  product: 'the UpKeep company portal',
});

/** A company user by id (onboarding asks for it). */
export { companyUserById } from './queries.ts';

/** The signed-in company user's language (issue 49): their crew screens and what is sent to them follow it. */
export async function setCompanyLocale(
  db: Database,
  caller: CompanyCaller,
  locale: Locale,
): Promise<{ locale: Locale }> {
  if (!(await setCompanyUserLocale(db, caller.companyUserId, locale))) throw unauthorized();
  return { locale };
}
