/**
 * The rule of company names (issue 24): no two companies share a name key (`companyNameKey`: a name that
 * only differs from another by case, spacing, invisible characters, trailing punctuation or look-alike
 * letters is the same name), counting the renames waiting for approval. The check here gives a clear 409;
 * the unique indexes on `name_key` and `pending_name_key` decide a race, and the callers turn their refusal
 * into the same 409 (`isNameKeyViolation`). It sits below the modules that name companies (onboarding, company
 * setup) and the staff's rename decisions (company-names).
 */

import { companyNameKey } from '../../../lib/company-name-key.ts';
import { constraintOf, isUniqueViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { fieldError } from '../../../lib/errors.ts';
import * as q from './queries.ts';

type Db = ServiceDeps['db'] | Parameters<typeof q.keyHolder>[0];

const NAME_KEY_INDEXES = new Set(['companies_name_key_uq', 'companies_pending_name_key_uq']);

/** The name's key; 400 naming `name` for a name with nothing to see (only invisible characters or dots). */
export function nameKeyOf(name: string): string {
  const key = companyNameKey(name);
  if (!key) throw fieldError('name', 'must have letters or digits');
  return key;
}

/** Whether another company (not `exceptId`) has a name or a rename waiting with this key. */
export async function nameKeyTaken(db: Db, key: string, exceptId?: number): Promise<boolean> {
  return (await q.keyHolder(db, key, exceptId)) !== null;
}

/** Whether the database refused a row for a name key another company holds (a concurrent twin got there first). */
export function isNameKeyViolation(err: unknown): boolean {
  return isUniqueViolation(err) && NAME_KEY_INDEXES.has(constraintOf(err) ?? '');
}
