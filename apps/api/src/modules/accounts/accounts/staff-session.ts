import type { StaffSession, StaffUser } from '@upkeep/contract';
import type { TokenService } from '../../../lib/tokens.ts';
import type { StaffUserRecord } from './queries.ts';

export const toStaffUser = (row: Pick<StaffUserRecord, 'id' | 'name' | 'email' | 'role'>): StaffUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});

/** A staff session: a token of the staff realm (valid while the account is active) and who it is. */
export async function staffSession(tokens: TokenService, row: StaffUserRecord): Promise<StaffSession> {
  const token = await tokens.sign({
    kind: 'staff',
    staffUserId: row.id,
    validAfter: row.tokensValidAfter.getTime(),
  });
  return { token, user: toStaffUser(row) };
}
