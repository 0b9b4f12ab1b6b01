/** The instant the demo data is seeded against in tests: fixed, so dates in assertions are stable. */
export const TEST_NOW = new Date('2026-06-15T17:00:00Z');
