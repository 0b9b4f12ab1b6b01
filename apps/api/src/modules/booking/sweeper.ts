/** Every minute, unpaid checkouts past their hold are cancelled and free their slots (the checkout also does it on demand). */
import type { FastifyInstance } from 'fastify';
import { releaseLapsedHolds } from '../lifecycle/service.ts';

export const SWEEP_INTERVAL_MS = 60_000;

/** Starts the sweep; answers the function that stops it. */
export function startHoldSweeper(app: FastifyInstance): () => void {
  const timer = setInterval(() => {
    app.db
      .transaction((tx) => releaseLapsedHolds(tx, null, app.now()))
      .then((n) => n && app.log.info({ released: n }, 'lapsed checkout holds released'))
      .catch((err: unknown) => app.log.error({ err }, 'hold sweeper failed'));
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
