import type { Config } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
    /** Whether the workers run and the process is draining (GET /api/ready reads it). */
    runState: import('./modules/system/readiness.ts').RunState;
  }
  interface FastifyContextConfig {
    /** Reference data, the same for every visitor (lib/cache-control.ts, lib/route.ts). */
    nearStatic?: boolean;
  }
}
