/**
 * The server entry: configuration, database, app, listening socket, and a graceful shutdown.
 *
 * With WEB_CONCURRENCY above 1 (on a PostgreSQL server), this process becomes the primary of Node's
 * cluster: it migrates and seeds once, then runs that many worker processes that share the port. Each worker
 * is stateless (limits, jobs and the outbox live in the database: decision 0014); a worker that dies is
 * replaced. SIGTERM or SIGINT drains: each worker stops being ready (GET /api/ready answers 503), finishes
 * the requests and jobs in flight, and exits; the primary exits when they have.
 */
import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { bootstrapDatabase } from './db/bootstrap.ts';
import { openDatabase } from './db/client.ts';
import { keepTickShape } from './lib/tick-shape.ts';

/** A stuck connection must not keep a process alive forever. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** A worker that keeps dying is restarted at most this often. */
const RESTART_DELAY_MS = 1_000;

const log = (level: 'info' | 'error', msg: string, details: object = {}) => {
  const line = JSON.stringify({
    level: level === 'info' ? 30 : 50,
    time: Date.now(),
    pid: process.pid,
    msg,
    ...details,
  });
  (level === 'info' ? console.log : console.error)(line);
};

async function serve(config: Config, worker: boolean) {
  // Every answer queues tick objects: keep their shape alive, or nextTick slows once full collections begin.
  keepTickShape();
  // The primary migrated and seeded already: a worker only opens the database.
  const database = worker ? await openDatabase(config.database) : await bootstrapDatabase(config);
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests and jobs');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
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
  if (!worker || cluster.worker?.id === 1) {
    app.log.info(
      {
        database: database.kind,
        payments: config.payments.provider,
        mail: config.mail.mode,
        processes: config.webConcurrency,
      },
      `UpKeep is serving at http://${config.host}:${config.port}`,
    );
  }
}

async function primary(config: Config) {
  // Migrations and seeds run once, before any worker serves.
  const database = await bootstrapDatabase(config);
  await database.close();

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log('error', 'a server process stopped; starting another', { worker: worker.process.pid, code, signal });
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down the server processes', { signal });
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS + 2_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < config.webConcurrency; i++) fork();
  log('info', `UpKeep runs ${config.webConcurrency} server processes`, { processes: config.webConcurrency });
}

async function main() {
  const config = loadConfig();
  if (config.webConcurrency > 1 && cluster.isPrimary) return primary(config);
  return serve(config, cluster.isWorker);
}

main().catch((err) => {
  // A refused configuration is the operator's to fix: one line that names every variable, no stack trace.
  if (err instanceof ConfigError) console.error(`UpKeep cannot start: ${err.message}`);
  else console.error('UpKeep failed to start:', err);
  process.exit(1);
});
