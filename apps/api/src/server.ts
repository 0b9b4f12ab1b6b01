/** The server entry: configuration, database, app, listening socket, and a graceful shutdown. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { bootstrapDatabase } from './db/bootstrap.ts';

async function main() {
  const config = loadConfig();

  const database = await bootstrapDatabase(config);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, payments: config.payments.provider, mail: config.mail.mode },
    `UpKeep is serving at http://${config.host}:${config.port}`,
  );
}

main().catch((err) => {
  // A refused configuration is the operator's to fix: one line that names every variable, no stack trace.
  if (err instanceof ConfigError) console.error(`UpKeep cannot start: ${err.message}`);
  else console.error('UpKeep failed to start:', err);
  process.exit(1);
});
