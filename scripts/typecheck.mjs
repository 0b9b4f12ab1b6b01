#!/usr/bin/env node
/**
 * `npm run typecheck`: three compiler runs, one after the other (the native compiler checks on both cores itself: two
 * runs at once took longer than the three in turn): the Node side in one
 * program (the root tsconfig: packages, API and its tests, scripts), the web app (after React Router's route
 * types) and the browser suite. Each run's output is printed whole when it ends; the exit code is the worst.
 * `npm run typecheck -w <workspace>` still checks one workspace alone. Each run is scripts/tsc.mjs: TypeScript's native
 * compiler (about 35 s for the three on two cores, where TypeScript 5.9's took 45-85 two at a time).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = [
  { name: 'node side', command: 'node', args: ['scripts/tsc.mjs', '--noEmit', '-p', '.'] },
  { name: 'web app', command: 'npm', args: ['run', 'typecheck', '-w', 'apps/web', '--silent'] },
  { name: 'browser suite', command: 'node', args: ['scripts/tsc.mjs', '--noEmit', '-p', 'e2e'] },
];
const PARALLEL = 1;

function run({ name, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      // React Router's typegen warns about a deprecated Vite option on every run: not the checker's news.
      const shown = output
        .split('\n')
        .filter((line) => !line.includes('`envFile` option is deprecated'))
        .join('\n')
        .trim();
      console.log(`${code === 0 ? 'ok' : 'FAILED'}: ${name} (${seconds} s)${shown ? `\n${shown}` : ''}`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...RUNS];
const codes = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) codes.push(await run(next));
  }),
);
process.exit(Math.max(...codes));
