import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const builtMarker = path.join(repoRoot, 'apps/web/build/client/index.html');
const SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'packages/contract/src',
  'packages/content/src',
];
const CONFIGS = ['apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/web/package.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    // Tests are not part of the build.
    if (!/\.test\.tsx?$/.test(entry)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Builds the web app (`npm run build`) when its build is missing or older than its sources. */
export function ensureWebBuild(): void {
  const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
  const sourcesAt = Math.max(...[...SOURCES, ...CONFIGS].map((p) => newestMtime(path.join(repoRoot, p))));
  if (builtAt >= sourcesAt) return;
  // Vitest sets NODE_ENV=test, under which Vite would bundle React's development build: the budgets are for
  // what production serves.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
}
