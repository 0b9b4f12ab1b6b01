/**
 * docs/benchmarks.md is written by more than one script: each owns a section between its own markers
 * and replaces only that, keeping the rest of the file.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../apps/api/src/config.ts';

export const BENCHMARKS_FILE = path.join(repoRoot, 'docs/benchmarks.md');

const markers = (name: string) => [`<!-- ${name}: start -->`, `<!-- ${name}: end -->`] as const;

/** The section `name` of `text` with its markers, or '' when there is none. */
export function extractSection(text: string, name: string): string {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(from, to + end.length) : '';
}

/** Writes `body` as the section `name` of docs/benchmarks.md: in place if it exists, else at the end. */
export function writeSection(name: string, body: string): void {
  const [start, end] = markers(name);
  const block = `${start}\n${body.trim()}\n${end}`;
  const text = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  const current = extractSection(text, name);
  const next = current ? text.replace(current, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(BENCHMARKS_FILE, next);
}

/** The section `npm run bench:web` owns. */
export const WEB_SECTION = 'bench:web';

/**
 * Figures written by hand, kept across runs: the before and after of a change measured with the bench (each
 * section is named `record:<what>`).
 */
export const RECORD_SECTIONS = ['record:issue-33'];
