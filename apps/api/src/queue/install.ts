/**
 * Installs the job queue with the migrations: pg-boss's schema (its own migrations) and the product's queues,
 * created or brought to their current options. Run once per database by whoever migrates it; processes that
 * start afterwards find every queue in place (and pg-boss caches them at its start, which lets a job be queued
 * inside a transaction without another query on PGlite's single connection).
 */
import { type Db as IDatabase, PgBoss } from 'pg-boss';
import type { DatabaseKind } from '../db/client.ts';
import { bossOptions } from './job-queue.ts';
import { DEAD_LETTER_QUEUE, QUEUES } from './queues.ts';

export async function installQueues(database: IDatabase, kind: DatabaseKind): Promise<void> {
  const boss = new PgBoss(bossOptions(database, kind, false));
  boss.on('error', () => {});
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((q) => q.name));
    if (!existing.has(DEAD_LETTER_QUEUE)) {
      await boss.createQueue(DEAD_LETTER_QUEUE, { retryLimit: 0, deleteAfterSeconds: 30 * 24 * 3600 });
    }
    for (const queue of QUEUES) {
      if (existing.has(queue.name)) {
        const { policy: _fixed, ...changeable } = queue.options;
        await boss.updateQueue(queue.name, changeable);
      } else {
        await boss.createQueue(queue.name, queue.options);
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
