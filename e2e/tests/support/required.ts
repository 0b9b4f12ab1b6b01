/**
 * The value, or a failure naming what was missing: the tests' stand-in for the non-null assertion `!`
 * (refused by the linter), as apps/api/src/lib/required.ts is the server's.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
