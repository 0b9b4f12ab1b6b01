/**
 * The API's build: one ES module bundle per entry in `apps/api/dist` (the server, and the configuration that
 * `npm start` checks first), with source maps. The workspace packages (`@upkeep/contract`, `@upkeep/content`, `@upkeep/company-page`)
 * are TypeScript and are bundled in; every other package stays in node_modules and is imported at run time.
 * The committed migrations are copied beside the bundle, where `src/db/client.ts` looks for them.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api');
export const apiDist = path.join(api, 'dist');

/** What the API's build is made from: a newer file here makes the build stale. */
export const apiSources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/contract/src',
  'packages/content/src',
  'packages/company-page/src',
  'package-lock.json',
  'scripts/build-api.mjs',
].map((p) => path.join(root, p));

/** Bare imports stay outside the bundle except the workspace's own TypeScript packages. */
const keepPackagesExternal = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@upkeep/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  // esbuild is a development dependency: a production install runs what was built and never gets here.
  const { build } = await import('esbuild');
  rmSync(apiDist, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { server: 'apps/api/src/server.ts', config: 'apps/api/src/config.ts' },
    outdir: apiDist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    sourcemap: true,
    // The bundle sits at the depth of `src` (apps/api/dist), so the paths derived from import.meta.url hold.
    plugins: [keepPackagesExternal],
    logLevel: 'warning',
  });
  cpSync(path.join(api, 'src/db/migrations'), path.join(apiDist, 'migrations'), { recursive: true });
  // The message catalogues, beside the bundle, where src/i18n/words.ts looks for them (issue 49).
  cpSync(path.join(api, 'src/i18n/locales'), path.join(apiDist, 'locales'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi();
  console.log(`API built into ${path.relative(process.cwd(), apiDist) || '.'}`);
}
