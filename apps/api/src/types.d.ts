import type { Config } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
  }
}
