/** SQL of this module's rules that other modules' queries use too (a queries file is its module's own). */
import type { SettingKey } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { settings } from '../../../db/schema.ts';

/**
 * A setting's stored value (null when missing), for a caller that reads it within its own query; the caller
 * checks it with settings.ts `settingValueOf`.
 */
export function settingValueSql(key: SettingKey) {
  return sql<unknown>`(select ${settings.value} from ${settings} where ${settings.key} = ${key})`;
}
