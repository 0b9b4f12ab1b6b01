/**
 * The web app's build (`apps/web/build/client`), made once and only when it is missing or older than its
 * sources: `npm start` (outside production), the browser suite (`npm run test:e2e`) and the web tests that read
 * the build (byte budgets, prerendered screens) all ask here, so one test run builds it at most once. Runs side
 * by side (two Vitest workers) wait for each other through a lock directory instead of building twice.
 *
 * `node scripts/web-build.mjs` builds it when stale (the browser suite's first step).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtMarker = path.join(root, 'apps/web/build/client/index.html');
const lockDir = path.join(root, 'apps/web/.build-lock');

/** What the web build is made from: a newer file here (tests aside) makes the build stale. */
const webSources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/scripts',
  'packages/contract/src',
  'packages/content/src',
  'apps/web/vite.config.ts',
  'apps/web/vite-lingui.ts',
  'apps/web/lingui.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'package-lock.json',
].map((p) => path.join(root, p));

function newestMtime(target) {
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

/** Whether the web app must be (re)built: never built, or a source is newer than the build. */
export function webBuildStale() {
  const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
  return builtAt === 0 || builtAt < Math.max(...webSources.map(newestMtime));
}

/** Builds the web app now. The bundle is always the production one, whatever NODE_ENV the caller runs with. */
function buildWeb() {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`the web app's build failed (exit ${build.status})`);
}

/**
 * Builds the web app when it is stale, once even when several processes ask at the same time: the first takes
 * the lock and builds, the others wait for it and find the build fresh. A lock older than 15 minutes is a
 * crashed build's and is taken over. `force` builds even a fresh build. Answers whether this call built;
 * `announce(firstBuild)` is called just before building.
 */
export async function ensureWebBuilt({ force = false, announce = (_first) => {} } = {}) {
  // A build under way has written its pages before their compressed copies: fresh only once its lock is gone.
  if (!force && !webBuildStale() && !existsSync(lockDir)) return false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (err) {
      if (err?.code !== 'EEXIST') throw err;
      if (Date.now() - statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs > 15 * 60_000) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      await sleep(500);
    }
  }
  try {
    if (!force && !webBuildStale()) return false;
    announce(!existsSync(builtMarker));
    buildWeb();
    return true;
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await ensureWebBuilt({ announce: () => console.log('Building the web app…') });
  if (!built) console.log('The web app is built and newer than its sources.');
}
