/** Every minute, unpaid checkouts past their hold are cancelled and free their slots (the checkout also does it on demand). */
import type { ServiceDeps } from '../../lib/deps.ts';
import { releaseLapsedHolds } from '../lifecycle/service.ts';

export const SWEEP_INTERVAL_MS = 60_000;

/** Starts the sweep; answers the function that stops it. */
export function startHoldSweeper(deps: Pick<ServiceDeps, 'db' | 'now' | 'log'>): () => void {
  const timer = setInterval(() => {
    deps.db
      .transaction((tx) => releaseLapsedHolds(tx, null, deps.now()))
      .then((n) => n && deps.log.info({ released: n }, 'lapsed checkout holds released'))
      .catch((err: unknown) => deps.log.error({ err }, 'hold sweeper failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
