/**
 * What company names read and write: whose name or pending rename holds a key, the renames waiting, a
 * rename applied or dropped, and the keys the start fills in. Plain objects, no rules.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { companies } from '../../../db/schema.ts';

type Db = Database | Tx;

export interface RenameRow extends Record<string, unknown> {
  company_id: number;
  name: string;
  pending_name: string;
  pending_name_at: string | Date;
  state: string;
  email: string;
}

/** The renames waiting, oldest first, with the company's state as staff see it. */
export function pendingRenames(db: Db): Promise<RenameRow[]> {
  return queryRows<RenameRow>(
    db,
    sql`select c.id as company_id, c.name, c.pending_name, c.pending_name_at, c.email,
               case when c.state = 'setting_up' and exists (
                 select 1 from company_users u where u.company_id = c.id and u.role = 'owner' and u.password_hash is null)
               then 'invited' else c.state end as state
          from companies c
         where c.pending_name is not null
         order by c.pending_name_at, c.id`,
  );
}

/** The company's name and rename, locked for the rest of the transaction. */
export async function lockRename(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      pendingName: companies.pendingName,
      pendingNameKey: companies.pendingNameKey,
      pendingNameAt: companies.pendingNameAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}

/**
 * The pending name becomes the name (the unique name key refuses it if another company took it), and the
 * company's public address follows it: the old slug is kept as a redirect to the new one (decision 0028).
 */
export async function applyRename(tx: Tx, companyId: number, name: string, nameKey: string, slug: string) {
  const [before] = await tx.select({ slug: companies.slug }).from(companies).where(eq(companies.id, companyId));
  await tx
    .update(companies)
    .set({ name, nameKey, slug, pendingName: null, pendingNameKey: null, pendingNameAt: null })
    .where(eq(companies.id, companyId));
  if (before && before.slug !== slug) {
    await tx.execute(
      sql`insert into company_slug_redirects (slug, company_id) values (${before.slug}, ${companyId})
          on conflict (slug) do update set company_id = excluded.company_id, created_at = now()`,
    );
  }
  // Its own old address in use again (a rename back) is no longer a redirect.
  await tx.execute(sql`delete from company_slug_redirects where slug = ${slug}`);
}

/** The slugs starting with `base` that another company has, now or as an old address. */
export async function slugsTaken(tx: Tx, base: string, exceptCompanyId: number): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from companies where slug like ${`${base}%`} and id <> ${exceptCompanyId}
        union select slug from company_slug_redirects where slug like ${`${base}%`} and company_id <> ${exceptCompanyId}`,
  );
  return rows.map((r) => r.slug);
}

export async function dropRename(tx: Tx, companyId: number) {
  await tx
    .update(companies)
    .set({ pendingName: null, pendingNameKey: null, pendingNameAt: null })
    .where(eq(companies.id, companyId));
}

/** Companies without a name key yet, oldest first. */
export function companiesWithoutKey(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(isNull(companies.nameKey))
    .orderBy(asc(companies.createdAt), asc(companies.id));
}

/** Every name key held, with its company. */
export function heldKeys(db: Db) {
  return db
    .select({ id: companies.id, name: companies.name, nameKey: companies.nameKey })
    .from(companies)
    .where(isNotNull(companies.nameKey));
}

/** Sets a company's key where it has none; false when it had one meanwhile. */
export async function fillNameKey(db: Db, companyId: number, nameKey: string): Promise<boolean> {
  const updated = await db
    .update(companies)
    .set({ nameKey })
    .where(and(eq(companies.id, companyId), isNull(companies.nameKey)))
    .returning({ id: companies.id });
  return updated.length > 0;
}
