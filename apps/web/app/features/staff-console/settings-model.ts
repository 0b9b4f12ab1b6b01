/**
 * How the console shows and edits each setting: a readable value (money in dollars, the reschedule policy as
 * its two parts, percent, minutes, hours, days, an e-mail address) and the fields of its small form. What a
 * form gives is turned back into the stored value (cents for money) and checked by the contract's
 * SETTING_SCHEMAS[key] before it is sent, so the server's rules are the form's rules; a problem names the
 * field in the form's own unit ('Fee must be between $0.00 and $1,000.00').
 */
import { SETTING_SCHEMAS, type SettingKey, toCents, toDollars } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

/** What a field holds: `cents` is shown and typed in dollars; `boolean` is a switch (its text 'true' or 'false'). */
export type FieldKind = 'cents' | 'integer' | 'percent' | 'email' | 'boolean';

export interface SettingField {
  /** The property of the value it edits, or null when the value is the field itself. */
  prop: string | null;
  label: string;
  kind: FieldKind;
}

export interface SettingView {
  title: string;
  fields: SettingField[];
  /** The value as a person reads it. */
  summary(value: unknown): string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const moneyOfCents = (cents: number) => formatMoney(toDollars(cents));

export const SETTING_VIEWS: Record<SettingKey, SettingView> = {
  ticket_fee_cents: {
    title: 'Booking fee',
    fields: [{ prop: null, label: 'Booking fee', kind: 'cents' }],
    summary: (v) => moneyOfCents(v as number),
  },
  reschedule_policy: {
    title: 'Reschedule policy',
    fields: [
      { prop: 'freeHoursBefore', label: 'Free until (hours before the visit)', kind: 'integer' },
      { prop: 'feeCents', label: 'Later reschedule fee', kind: 'cents' },
    ],
    summary: (v) => {
      const policy = v as { freeHoursBefore: number; feeCents: number };
      return `Free until ${plural(policy.freeHoursBefore, 'hour')} before the visit; later, a fee of ${moneyOfCents(policy.feeCents)}`;
    },
  },
  marketplace_commission_percent: {
    title: 'Marketplace commission',
    fields: [{ prop: null, label: 'Commission (percent)', kind: 'percent' }],
    summary: (v) => `${v as number}%`,
  },
  checkout_hold_minutes: {
    title: 'Checkout hold',
    fields: [{ prop: null, label: 'Hold (minutes)', kind: 'integer' }],
    summary: (v) => plural(v as number, 'minute'),
  },
  request_expiry_hours: {
    title: 'Unconfirmed booking expiry',
    fields: [{ prop: null, label: 'Expires (hours before the start)', kind: 'integer' }],
    summary: (v) => `${plural(v as number, 'hour')} before the start`,
  },
  auto_complete_days: {
    title: 'Automatic completion',
    fields: [{ prop: null, label: 'Completes after (days)', kind: 'integer' }],
    summary: (v) => plural(v as number, 'day'),
  },
  team_email: {
    title: "Team's e-mail address",
    fields: [{ prop: null, label: 'Team e-mail', kind: 'email' }],
    summary: (v) => String(v),
  },
  move_approval: {
    title: 'Moves the company agrees to',
    fields: [
      { prop: 'withinHours', label: 'New start less than (hours away)', kind: 'integer' },
      { prop: 'askedWithinHours', label: 'Or asked less than (hours before the visit)', kind: 'integer' },
    ],
    summary: (v) => {
      const rule = v as { withinHours: number; askedWithinHours: number };
      return `A move to a start less than ${plural(rule.withinHours, 'hour')} away, or asked less than ${plural(rule.askedWithinHours, 'hour')} before the visit, waits for the company`;
    },
  },
  start_window_hours: {
    title: 'Start window',
    fields: [{ prop: null, label: 'Start offered from (hours before the visit)', kind: 'integer' }],
    summary: (v) => `From ${plural(v as number, 'hour')} before the visit`,
  },
  staff_second_factor_required: {
    title: 'Second factor for staff',
    fields: [{ prop: null, label: 'Staff must sign in with a second factor', kind: 'boolean' }],
    summary: (v) => (v ? 'Required of every staff member' : 'Not required'),
  },
};

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_SCHEMAS, key);

/** The value as a person reads it; an unexpected shape is shown as it is. */
export function settingSummary(key: string, value: unknown): string {
  if (isSettingKey(key) && SETTING_SCHEMAS[key].safeParse(value).success) return SETTING_VIEWS[key].summary(value);
  return JSON.stringify(value);
}

const fieldName = (field: SettingField) => field.prop ?? 'value';

/** The form's starting texts, from the current value. */
export function settingInputs(key: SettingKey, value: unknown): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const field of SETTING_VIEWS[key].fields) {
    const raw = field.prop === null ? value : (value as Record<string, unknown> | null)?.[field.prop];
    if (raw === undefined || raw === null) inputs[fieldName(field)] = '';
    else if (field.kind === 'cents' && typeof raw === 'number') inputs[fieldName(field)] = (raw / 100).toFixed(2);
    else inputs[fieldName(field)] = String(raw);
  }
  return inputs;
}

/** A bound of the schema (stored unit) in the field's unit. */
function bound(field: SettingField, n: number): string {
  if (field.kind === 'cents') return moneyOfCents(n);
  if (field.kind === 'percent') return `${n}%`;
  return String(n);
}

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function parseField(field: SettingField, text: string): { value: unknown } | { problem: string } {
  const t = text.trim();
  if (!t) return { problem: `${field.label} is required` };
  switch (field.kind) {
    case 'cents':
      return DOLLARS.test(t.replace(/^\$/, ''))
        ? { value: toCents(Number(t.replace(/^\$/, ''))) }
        : { problem: `${field.label} must be dollars and cents, like 4.99` };
    case 'integer':
      return WHOLE.test(t) ? { value: Number(t) } : { problem: `${field.label} must be a whole number` };
    case 'percent':
      return DECIMAL.test(t.replace(/%$/, ''))
        ? { value: Number(t.replace(/%$/, '')) }
        : { problem: `${field.label} must be a number` };
    case 'email':
      return { value: t };
    case 'boolean':
      return t === 'true' || t === 'false' ? { value: t === 'true' } : { problem: `${field.label} must be on or off` };
  }
}

export type SettingParse = { ok: true; value: unknown } | { ok: false; errors: Record<string, string> };

/** The value the form's texts make, checked by the key's schema; or the problem of each field. */
export function parseSetting(key: SettingKey, inputs: Record<string, string>): SettingParse {
  const fields = SETTING_VIEWS[key].fields;
  const errors: Record<string, string> = {};
  const parts: Record<string, unknown> = {};
  let scalar: unknown;
  for (const field of fields) {
    const parsed = parseField(field, inputs[fieldName(field)] ?? '');
    if ('problem' in parsed) errors[fieldName(field)] = parsed.problem;
    else if (field.prop === null) scalar = parsed.value;
    else parts[field.prop] = parsed.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const candidate = fields.some((f) => f.prop !== null) ? parts : scalar;
  const checked = SETTING_SCHEMAS[key].safeParse(candidate);
  if (checked.success) return { ok: true, value: checked.data };
  for (const issue of checked.error.issues) {
    const field = fields.find((f) => (f.prop ?? undefined) === issue.path[0]) ?? fields[0];
    if (!field || errors[fieldName(field)]) continue;
    const limits = settingLimits(key, field);
    if ((issue.code === 'too_small' || issue.code === 'too_big') && limits) {
      errors[fieldName(field)] =
        `${field.label} must be between ${bound(field, limits.min)} and ${bound(field, limits.max)}`;
    } else if (issue.code === 'invalid_type' && field.kind !== 'email') {
      errors[fieldName(field)] = `${field.label} must be a whole number`;
    } else {
      errors[fieldName(field)] = `${field.label} ${issue.message}`;
    }
  }
  return { ok: false, errors };
}

/** The schema's range of a numeric field (in the stored unit), read from the contract. */
export function settingLimits(key: SettingKey, field: SettingField): { min: number; max: number } | null {
  type Bounded = { minValue?: number | null; maxValue?: number | null; out?: Bounded };
  const schema = SETTING_SCHEMAS[key] as unknown as Bounded & { shape?: Record<string, Bounded> };
  const declared = field.prop === null ? schema : schema.shape?.[field.prop];
  // The contract's numeric inputs read text and numbers alike, then check the number (a pipe: its `out`).
  const numeric = declared?.out ?? declared;
  const min = numeric?.minValue;
  const max = numeric?.maxValue;
  return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
}

/** 'Between $0.00 and $1,000.00': a numeric field's range, for its description. */
export function settingRange(key: SettingKey, field: SettingField): string | null {
  const limits = settingLimits(key, field);
  return limits ? `Between ${bound(field, limits.min)} and ${bound(field, limits.max)}` : null;
}

export { fieldName as settingFieldName };
