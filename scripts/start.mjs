#!/usr/bin/env node
/**
 * `npm start`: runs the compiled server (web app and API in one process) until it is stopped.
 *
 * Outside production it first builds what is missing or older than its sources: the API (`apps/api/dist`,
 * a second or so) and the web app (`apps/web/build/client`). With NODE_ENV=production it never builds: it runs
 * what `npm run build` made, and refuses in one line when that build is missing.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const production = process.env.NODE_ENV === 'production';
const apiServer = path.join(root, 'apps/api/dist/server.js');
const apiConfig = path.join(root, 'apps/api/dist/config.js');

function refuse(message) {
  console.error(`UpKeep cannot start: ${message}`);
  process.exit(1);
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = (marker) => (existsSync(marker) ? statSync(marker).mtimeMs : 0);
const forced = process.env.FORCE_BUILD === '1';

if (production) {
  if (!existsSync(apiServer) || !existsSync(apiConfig)) {
    refuse('the server is not built (apps/api/dist is missing): run `npm run build` before starting in production');
  }
} else {
  // The API first: its compiled configuration is what checks the environment below. It takes a second.
  const { apiSources, buildApi } = await import('./build-api.mjs');
  const apiBuiltAt = Math.min(builtAt(apiServer), builtAt(apiConfig));
  if (forced || apiBuiltAt < Math.max(...apiSources.map(newestMtime))) {
    console.log(apiBuiltAt ? 'API sources changed: rebuilding the server…' : 'Building the server (first start)…');
    await buildApi();
  }
}

// The configuration is checked before anything slow: a refused one (say, production without its payment
// provider) is said in one line at once, not after a build of the web app.
const { loadConfig } = await import(pathToFileURL(apiConfig).href);
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err?.name !== 'ConfigError') throw err;
  refuse(err.message);
}

if (production) {
  if (!existsSync(path.join(config.webDist, 'index.html'))) {
    refuse(`the web app is not built (${path.relative(root, config.webDist)} is missing): run \`npm run build\` first`);
  }
} else {
  // Once, even when a test run asks at the same moment (scripts/web-build.mjs).
  const { ensureWebBuilt } = await import('./web-build.mjs');
  try {
    await ensureWebBuilt({
      force: forced,
      announce: (first) =>
        console.log(first ? 'Building the web app (first start)…' : 'Web app sources changed: rebuilding…'),
    });
  } catch (err) {
    refuse(err.message);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', apiServer], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
