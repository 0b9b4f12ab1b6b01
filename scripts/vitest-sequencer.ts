/**
 * The order Vitest takes the test files in: project by project as Vitest's own sequencer takes them, and within a
 * project the longest first, so that the last minutes are short files on both workers rather than one long file
 * alone. A file's time is Vitest's cache of the last run on this checkout where there is one, else
 * `scripts/test-durations.json` (a fresh clone, CI: no cache), else a middling guess for a new file. Failed files of
 * the last run still go first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.dirname(import.meta.dirname);
/** Seconds per file (relative to the root), from `node scripts/test-durations.mjs`. */
const KNOWN: Record<string, number> = JSON.parse(
  readFileSync(path.join(root, 'scripts', 'test-durations.json'), 'utf8'),
);
/** A file missing from both: neither first nor last. */
const NEW_FILE_MS = 5_000;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const known = new Map(
      files.map((spec) => {
        const cached = cache.getTestSpecificationResult(spec);
        const committed = KNOWN[path.relative(root, spec.moduleId)];
        const ms = cached?.duration ?? (committed === undefined ? NEW_FILE_MS : committed * 1000);
        return [spec, { ms, failed: cached?.failed ?? false }];
      }),
    );
    return [...files].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const first = known.get(a);
      const second = known.get(b);
      if (!first || !second) return 0;
      if (first.failed !== second.failed) return first.failed ? -1 : 1;
      return second.ms - first.ms;
    });
  }
}
