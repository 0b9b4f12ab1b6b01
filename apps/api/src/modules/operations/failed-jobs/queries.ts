/**
 * The job queue's jobs as pg-boss keeps them (table `job` of its schema, every queue's rows), read with SQL:
 * pg-boss's API finds a job by queue and id only, and the console lists failed ones across queues.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { QUEUE_SCHEMA } from '../../../queue/job-queue.ts';
import { DEAD_LETTER_QUEUE } from '../../../queue/queues.ts';

const jobTable = sql`${sql.identifier(QUEUE_SCHEMA)}.job`;

export interface JobRow extends Record<string, unknown> {
  id: string;
  name: string;
  state: string;
  /** Read to describe the job (queues.ts `describe`), never answered. */
  data: Record<string, unknown> | null;
  error: string | null;
  retry_count: number;
  retry_limit: number;
  created_on: string | Date;
  completed_on: string | Date | null;
}

// pg-boss stores a thrown Error serialised ({ name, message, stack }) as the failure's output, and its own
// expiries as { value: { message } } ('job timed out', 'job heartbeat timeout'): the message either way.
const columns = sql`id, name, state::text as state, data,
                    coalesce(output->>'message', output->'value'->>'message') as error,
                    retry_count, retry_limit, created_on, completed_on`;

/**
 * Failed jobs of the product's queues, newest failure first, up to `limit`. The dead-letter queue's copies
 * (state created, never worked) are not listed: the console shows the original, which it can retry.
 */
export function failedJobs(db: Database, limit: number) {
  return queryRows<JobRow>(
    db,
    sql`select ${columns} from ${jobTable}
         where state = 'failed' and name <> ${DEAD_LETTER_QUEUE}
         order by completed_on desc nulls last, created_on desc, id
         limit ${limit}`,
  );
}

export async function countFailedJobs(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${jobTable} where state = 'failed' and name <> ${DEAD_LETTER_QUEUE}`,
  );
  return Number(row?.n ?? 0);
}

/** A job of a product queue by id, locked for the change that follows (undefined: none). */
export async function jobForUpdate(tx: Tx, id: string): Promise<JobRow | undefined> {
  const [row] = await queryRows<JobRow>(
    tx,
    sql`select ${columns} from ${jobTable} where id = ${id}::uuid and name <> ${DEAD_LETTER_QUEUE} for update`,
  );
  return row;
}

/** The job as it stands now (after pg-boss changed it). */
export async function job(tx: Tx, id: string): Promise<JobRow | undefined> {
  const [row] = await queryRows<JobRow>(tx, sql`select ${columns} from ${jobTable} where id = ${id}::uuid`);
  return row;
}

/** The dead-letter queue's copies of a job (pg-boss stamps each with the original's queue and id). */
export async function deadLetterCopies(tx: Tx, source: { name: string; id: string }): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from ${jobTable}
         where name = ${DEAD_LETTER_QUEUE} and source_name = ${source.name} and source_id = ${source.id}::uuid`,
  );
  return rows.map((r) => r.id);
}
