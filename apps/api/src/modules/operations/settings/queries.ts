/** The settings table's database calls (the typed reader is settings.ts). */
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { settings } from '../../../db/schema.ts';

/** The stored value of a key (undefined when the key has no row). */
export async function storedValue(db: Database | Tx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function allSettings(db: Database | Tx) {
  return db.select({ key: settings.key, value: settings.value, description: settings.description }).from(settings);
}

/** The stored value of a key, locked until the transaction ends (undefined when the key has no row). */
export async function lockedSetting(tx: Tx, key: string): Promise<{ value: unknown } | undefined> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
  return row;
}

/** Stores a key's value (inserting the row with its description when the seed never did). */
export async function storeSetting(tx: Tx, key: string, value: unknown, description: string) {
  await tx
    .insert(settings)
    .values({ key, value, description })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}
