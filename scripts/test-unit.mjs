#!/usr/bin/env node
/**
 * The Vitest half of `npm test`: every project, then the ten slowest test files (so a file that grew slow is seen
 * where it happens). A test worker that dies under a file (a signal from the runtime, not a failed assertion: Vitest
 * says "Worker exited unexpectedly ... while running test file X") fails the run unless that file, run once more on
 * its own, passes; the death is reported either way, with the file and the signal. Failed tests are never re-run.
 * Arguments are passed on to Vitest (`npm run test:unit -- --project api`).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const reportFile = path.join(root, '.tmp', 'vitest-report.json');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');

/** Runs Vitest with the given arguments, its output passed through and kept. */
function runVitest(args) {
  return new Promise((resolve) => {
    const child = spawn(vitest, ['run', ...args], { cwd: root, stdio: ['inherit', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream, into) =>
      stream.on('data', (chunk) => {
        into.write(chunk);
        output += chunk.toString();
        // Only the tail matters (the crash report comes at the end): the head of a long run is dropped.
        if (output.length > 4_000_000) output = output.slice(-1_000_000);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** The files whose worker died under them, with what ended it, from Vitest's output. */
export function crashedFiles(output) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: Vitest colours its output with ANSI escapes.
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const crashes = new Map();
  for (const match of plain.matchAll(/Worker exited unexpectedly(.*?) while running test file (\S+)/g)) {
    crashes.set(match[2], match[1].trim());
  }
  return crashes;
}

function readReport() {
  try {
    return JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return null;
  }
}

function printSlowest(report) {
  const files = (report?.testResults ?? [])
    .map((file) => ({ name: path.relative(root, file.name), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }))
    .filter((file) => file.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  if (files.length === 0) return;
  console.log('\n== the ten slowest test files');
  for (const file of files) console.log(`   ${(file.ms / 1000).toFixed(1).padStart(7)} s  ${file.name}`);
}

mkdirSync(path.dirname(reportFile), { recursive: true });
rmSync(reportFile, { force: true });
const extra = process.argv.slice(2);
const first = await runVitest([...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);
const report = readReport();
printSlowest(report);
if (first.code === 0) process.exit(0);

const crashes = crashedFiles(first.output);
const failedTests = report?.numFailedTests ?? Number.NaN;
if (crashes.size === 0 || failedTests !== 0) process.exit(first.code);

console.log('\n== a test worker died under these files (no test failed); each is run once more on its own:');
for (const [file, how] of crashes) console.log(`   ${file}${how ? ` (${how})` : ''}`);
const again = await runVitest([...crashes.keys()]);
if (again.code === 0) console.log('== they passed when run again: the run passes, the death above is reported');
process.exit(again.code);
