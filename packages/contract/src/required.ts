/**
 * The value, or a thrown error naming what was missing: for lookups that cannot miss unless the code or
 * the seed is wrong (the non-null assertion `!` is refused by the linter, since it fails later and silently). One
 * copy for the server, the web app and every test.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
