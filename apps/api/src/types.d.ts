import type { Config } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
    /** Whether the workers run and the process is draining (GET /api/ready reads it). */
    runState: import('./modules/operations/system/readiness.ts').RunState;
  }
}
