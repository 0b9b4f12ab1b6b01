/**
 * Every minute, unpaid checkouts past their hold are cancelled and free their slots (the checkout also does
 * it on demand). The job itself is `releaseLapsedHolds` (lifecycle), run once per tick across processes by
 * the app's job runner (lib/jobs.ts, wired in app.ts).
 */
export const SWEEP_INTERVAL_MS = 60_000;
