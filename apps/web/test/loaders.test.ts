/**
 * A spinner that names what it waits for is a progress bar (role="progressbar", indeterminate): Mantine's Loader is a bare <span>, and an
 * aria-label on an element without a role is one assistive technologies ignore and axe reports
 * (aria-prohibited-attr). The console's company page met it whenever its second factors were still loading.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const app = path.resolve(import.meta.dirname, '../app');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [file] : [];
  });

/** The Loaders of a source that carry an aria-label without a role. */
export const unnamedStatuses = (source: string) =>
  [...source.matchAll(/<Loader\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /aria-label=/.test(tag) && !/\brole=/.test(tag));

describe('spinners', () => {
  it('sees a labelled Loader without a role', () => {
    expect(unnamedStatuses('<Loader size="sm" aria-label="Loading" />')).toHaveLength(1);
    expect(unnamedStatuses('<Loader size="sm" role="progressbar" aria-label="Loading" />')).toEqual([]);
    expect(unnamedStatuses('<Loader />')).toEqual([]);
  });

  it('every labelled Loader of the app is a progress bar', () => {
    const files = sources(app);
    expect(files.length).toBeGreaterThan(100);
    const slips = files.flatMap((file) =>
      unnamedStatuses(readFileSync(file, 'utf8')).map((tag) => `${path.relative(app, file)}: ${tag}`),
    );
    expect(slips).toEqual([]);
  });
});
