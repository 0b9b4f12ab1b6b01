/**
 * The product as `npm start` serves it for the web benchmarks (bench:web's Lighthouse runs, web-bytes.ts): the built
 * web app and the API in this process, on a fresh embedded database seeded with the demo in a folder of its own,
 * listening on 127.0.0.1:`port`. `stop()` closes it and removes the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { bootstrapDatabase } from '../apps/api/src/db/bootstrap.ts';

export async function serveFreshProduct(port: number, folderPrefix: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  const database = await bootstrapDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
