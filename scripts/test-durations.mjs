#!/usr/bin/env node
/**
 * Writes `scripts/test-durations.json` from the last `npm run test:unit`'s report (`.tmp/vitest-report.json`): each
 * test file's time in whole seconds. `scripts/vitest-sequencer.ts` starts the long files first on a fresh clone,
 * which has no Vitest cache to order by, so that the short ones fill the workers at the end instead of one long file
 * running alone. Only the order matters: refresh it when a file grows slow (`node scripts/test-durations.mjs`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const report = JSON.parse(readFileSync(path.join(root, '.tmp', 'vitest-report.json'), 'utf8'));
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [path.relative(root, file.name), Math.round(((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000)])
    .filter(([, s]) => s >= 1)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
);
writeFileSync(path.join(root, 'scripts', 'test-durations.json'), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`scripts/test-durations.json: ${Object.keys(seconds).length} files of a second or more`);
