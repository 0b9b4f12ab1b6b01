/**
 * Fills in the name keys of companies that have none (those created before the key existed), at every start
 * after the migrations; idempotent. Where two existing companies' names give one key, the older company keeps
 * it and the younger one stays without a key, with a warning at each start until staff rename one of them:
 * the start never fails for it.
 */
import type { Database } from '../../../db/client.ts';
import { companyNameKey } from '../../../lib/company-name-key.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import * as q from './queries.ts';

export type Warn = (message: string, details: Record<string, unknown>) => void;

/** Answers how many keys it filled in and which companies were left without one. */
export async function fillCompanyNameKeys(db: Database, warn: Warn): Promise<{ filled: number; clashes: number[] }> {
  const missing = await q.companiesWithoutKey(db);
  if (missing.length === 0) return { filled: 0, clashes: [] };
  const holders = new Map<string, { id: number; name: string }>(
    (await q.heldKeys(db)).map((c) => [c.nameKey as string, { id: c.id, name: c.name }]),
  );
  let filled = 0;
  const clashes: number[] = [];
  const clash = (company: { id: number; name: string }, holder: { id: number; name: string } | undefined) => {
    clashes.push(company.id);
    warn('a company name looks like an older company’s: it has no name key until one of them is renamed', {
      companyId: company.id,
      name: company.name,
      ...(holder ? { olderCompanyId: holder.id, olderName: holder.name } : {}),
    });
  };
  for (const company of missing) {
    const key = companyNameKey(company.name);
    const holder = holders.get(key);
    if (!key || holder) {
      clash(company, holder);
      continue;
    }
    try {
      if (await q.fillNameKey(db, company.id, key)) filled++;
      holders.set(key, company);
    } catch (err) {
      // Another process starting at the same moment, or a company created meanwhile, holds it.
      if (!isUniqueViolation(err)) throw err;
      clash(company, undefined);
    }
  }
  return { filled, clashes };
}
