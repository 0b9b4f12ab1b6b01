#!/usr/bin/env node
/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then runs the
 * server (web app and API in one process) until it is stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(root, 'apps/web/build/client/index.html');
const sources = ['apps/web/app', 'apps/web/public', 'packages/contract/src', 'packages/content/src'].map((p) =>
  path.join(root, p),
);
const configs = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// The configuration is checked before anything else: a refused one (say, production without its payment
// provider) is said in one line at once, not after a build of the web app.
const { loadConfig } = await tsImport('../apps/api/src/config.ts', import.meta.url);
try {
  loadConfig();
} catch (err) {
  if (err?.name !== 'ConfigError') throw err;
  console.error(`UpKeep cannot start: ${err.message}`);
  process.exit(1);
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime), ...configs.map(newestMtime));
if (builtAt < sourcesAt || process.env.FORCE_BUILD === '1') {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  // The bundle is always the production one, whatever NODE_ENV the server runs with.
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
