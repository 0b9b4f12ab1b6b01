#!/usr/bin/env node
/**
 * The type checker: TypeScript's native compiler (TypeScript 7, the devDependency `typescript-native`: a Go binary
 * that checks the whole repository in a third of the time), with its arguments (`node scripts/tsc.mjs --noEmit -p
 * e2e`). Where its binary does not run (a platform npm has no build of it for), TypeScript 5.9's compiler, which the
 * editors' language service and the tools that need a compiler API keep using, checks the same.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);

function compiler() {
  try {
    // The package's `exports` name no bin: its folder, from its package.json.
    const native = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
    if (spawnSync(process.execPath, [native, '--version'], { stdio: 'ignore' }).status === 0) return native;
  } catch {
    // Not installed: the JavaScript compiler below.
  }
  console.error("TypeScript's native compiler does not run here: TypeScript 5.9 checks instead.");
  return require.resolve('typescript/bin/tsc');
}

const result = spawnSync(process.execPath, [compiler(), ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
