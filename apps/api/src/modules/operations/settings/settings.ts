/**
 * Settings as data (issue 15): the one place that reads a setting. Each key's value is checked by its schema
 * in the contract (SETTING_SCHEMAS); a missing or unreadable value falls back to the default here, so a
 * database seeded before a key existed keeps working. Staff change them in the console (admins only).
 */
import { CHECKOUT_HOLD_MINUTES, SETTING_SCHEMAS, type SettingKey } from '@upkeep/contract';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import { storedValue } from './queries.ts';

export type SettingValue<K extends SettingKey> = z.infer<(typeof SETTING_SCHEMAS)[K]>;

interface SettingDefinition<K extends SettingKey> {
  value: SettingValue<K>;
  description: string;
}

export const SETTING_DEFINITIONS: { [K in SettingKey]: SettingDefinition<K> } = {
  ticket_fee_cents: {
    value: 499,
    description:
      'The UpKeep booking fee, in dollars and cents, added to every paid booking and shown at checkout. Free estimates carry no fee.',
  },
  reschedule_policy: {
    value: { freeHoursBefore: 48, feeCents: 2500 },
    description:
      'Moving a booking is free until a number of hours before the visit; later, the customer pays a fee, in dollars and cents, shown before they confirm the move.',
  },
  marketplace_commission_percent: {
    value: 15,
    description:
      "UpKeep's commission, in percent of what the customer paid for a completed job's work and extra charges (the booking fee is UpKeep's own); the company's earnings are the rest. A company may have its own rate.",
  },
  checkout_hold_minutes: {
    value: CHECKOUT_HOLD_MINUTES,
    description: 'How long an unpaid checkout holds its time slot, in minutes, before it lapses and the slot is freed.',
  },
  request_expiry_hours: {
    value: 2,
    description: 'A booking the company has not confirmed expires (and is refunded) this many hours before its start.',
  },
  auto_complete_days: {
    value: 3,
    description: 'A job left In Progress completes itself after this many days.',
  },
  team_email: {
    value: 'team@upkeep.test',
    description: "The team's address: every new contact message, lead, opt-out and partner request is announced to it.",
  },
  move_approval: {
    value: { withinHours: 24, askedWithinHours: 48 },
    description:
      'A customer’s move of a Scheduled booking waits for the company to accept it when the new start is less than a number of hours away, or when it is asked less than a number of hours before the visit. Other moves go through at once.',
  },
  start_window_hours: {
    value: 2,
    description: 'A company can start a job from this many hours before its visit; Complete comes only after Start.',
  },
  staff_second_factor_required: {
    value: true,
    description:
      'Every member of UpKeep’s staff must sign in with a second factor (an authenticator app or a passkey). One without it is led to set it up at their next sign-in and can do nothing else until they have.',
  },
};

/** The rows the seed inserts when missing. */
export const SETTING_SEED = (Object.keys(SETTING_DEFINITIONS) as SettingKey[]).map((key) => ({
  key,
  value: SETTING_DEFINITIONS[key].value,
  description: SETTING_DEFINITIONS[key].description,
}));

/** The value of one setting, checked by its schema (the default when missing or invalid). */
export async function readSetting<K extends SettingKey>(db: Database | Tx, key: K): Promise<SettingValue<K>> {
  const parsed = SETTING_SCHEMAS[key].safeParse(await storedValue(db, key));
  return parsed.success ? (parsed.data as SettingValue<K>) : SETTING_DEFINITIONS[key].value;
}

/**
 * The booking fee in cents, as checkout charges it and as the offers state it (one reader for both, issue 46): the
 * `ticket_fee_cents` setting, read on each use (a change in the staff console applies at once), 0 if unusable.
 */
export async function ticketFeeCents(db: Database | Tx): Promise<number> {
  const fee = Number(await readSetting(db, 'ticket_fee_cents'));
  return Number.isInteger(fee) && fee >= 0 ? fee : 0;
}

/** A setting's value as read with the caller's own query (a sub-select): checked by its schema, else the default. */
export function settingValueOf<K extends SettingKey>(key: K, raw: unknown): SettingValue<K> {
  const parsed = SETTING_SCHEMAS[key].safeParse(raw);
  return parsed.success ? (parsed.data as SettingValue<K>) : SETTING_DEFINITIONS[key].value;
}
