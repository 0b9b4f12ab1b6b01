/**
 * The demo accounts of the companies' side (never in production): UpKeep's support agent and administrator, and the owner of
 * the company that served the demo customer's first ticket. Idempotent: an account that exists is kept.
 */
import { eq } from 'drizzle-orm';
import type { PasswordHasher } from '../../lib/scrypt-password.ts';
import type { Database } from '../client.ts';
import * as t from '../schema.ts';

export const DEMO_STAFF = {
  email: 'staff@upkeep.test',
  password: 'UpKeepStaff2026!',
  name: 'Morgan Reyes',
  role: 'support',
} as const;

export const DEMO_ADMIN = {
  email: 'admin@upkeep.test',
  password: 'UpKeepAdmin2026!',
  name: 'Avery Lin',
  role: 'admin',
} as const;

export const DEMO_PRO = {
  email: 'pro@upkeep.test',
  password: 'UpKeepPro2026!',
  name: 'Luis Navarro',
  /** The company of the demo customer's first ticket (tickets.ts). */
  companySlug: 'red-rock-yard-works',
} as const;

export async function seedDemoAccounts(db: Database, hashPassword: PasswordHasher): Promise<void> {
  const [company] = await db
    .select({ id: t.companies.id })
    .from(t.companies)
    .where(eq(t.companies.slug, DEMO_PRO.companySlug));
  for (const member of [DEMO_STAFF, DEMO_ADMIN]) {
    await db
      .insert(t.staffUsers)
      .values({
        email: member.email,
        name: member.name,
        role: member.role,
        passwordHash: await hashPassword(member.password),
      })
      .onConflictDoNothing();
  }
  if (!company) return;
  await db
    .insert(t.companyUsers)
    .values({
      companyId: company.id,
      email: DEMO_PRO.email,
      name: DEMO_PRO.name,
      role: 'owner',
      passwordHash: await hashPassword(DEMO_PRO.password),
    })
    .onConflictDoNothing();
}
