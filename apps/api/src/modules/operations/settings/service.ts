/**
 * Settings as data (issue 15): every key of the contract's SETTING_SCHEMAS with its value and description,
 * and an admin's change of one, checked by the key's schema and written to the audit log. The product reads
 * the settings through `readSetting` on each use, so a change takes effect at once.
 */
import { SETTING_KEYS, SETTING_SCHEMAS, type SettingItem, type SettingKey } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { recordStaffAction } from '../audit/audit.ts';
import * as q from './queries.ts';
import { readSetting, SETTING_DEFINITIONS } from './settings.ts';

async function itemOf(db: Database, key: SettingKey): Promise<SettingItem> {
  return { key, value: await readSetting(db, key), description: SETTING_DEFINITIONS[key].description };
}

/** Every setting, in the contract's order, with its value (the default where none is stored). */
export async function listSettings(db: Database): Promise<SettingItem[]> {
  return Promise.all(SETTING_KEYS.map((key) => itemOf(db, key)));
}

/** A 400 naming `value`, with the schema's own message (the first problem it found). */
function invalidValue(key: SettingKey, issues: { path: PropertyKey[]; message: string }[]): AppError {
  const [issue] = issues;
  const where = issue && issue.path.length > 0 ? ` (${issue.path.map(String).join('.')})` : '';
  const reason = `${issue?.message ?? 'is not valid'}${where}`;
  return new AppError(400, `value: ${reason} for ${key}`, [{ field: 'value', message: reason }]);
}

/** Stores a new value for the key (admins: the route's role) and records it, before and after. */
export async function updateSetting(
  deps: ServiceDeps,
  staffUserId: number,
  key: SettingKey,
  value: unknown,
): Promise<SettingItem> {
  const parsed = SETTING_SCHEMAS[key].safeParse(value);
  if (!parsed.success) throw invalidValue(key, parsed.error.issues);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const stored = await q.lockedSetting(tx, key);
    const before = stored === undefined ? null : stored.value;
    await q.storeSetting(tx, key, parsed.data, SETTING_DEFINITIONS[key].description);
    await recordStaffAction(
      tx,
      { staffUserId },
      { action: 'setting.update', target: `setting:${key}`, before, after: parsed.data, at: now },
    );
  });
  return itemOf(deps.db, key);
}
