/**
 * What an audit-log entry changed, for a person: the keys whose value differs between `before` and `after`
 * (added, removed or changed), each with both values written out. Values that are not objects (a setting's
 * number, an e-mail) are one change of the value itself.
 */
export interface AuditChange {
  /** The changed key, or null when the value itself changed. */
  key: string | null;
  kind: 'added' | 'removed' | 'changed';
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The same JSON, whatever the order of the keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => sameValue(a[k], b[k]));
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  return a === b || (a == null && b == null);
}

const absent = (v: unknown) => v === undefined || v === null;

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    if (!isRecord(before) && !absent(before)) return [{ key: null, kind: 'changed', before, after }];
    if (!isRecord(after) && !absent(after)) return [{ key: null, kind: 'changed', before, after }];
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys
      .filter((key) => !sameValue(b[key], a[key]))
      .map((key) => ({
        key,
        kind: !(key in b) || absent(b[key]) ? 'added' : !(key in a) || absent(a[key]) ? 'removed' : 'changed',
        before: b[key],
        after: a[key],
      }));
  }
  if (sameValue(before, after)) return [];
  return [{ key: null, kind: absent(before) ? 'added' : absent(after) ? 'removed' : 'changed', before, after }];
}

/** A value as the log shows it: text as it is, nothing as '(none)', anything else as compact JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
