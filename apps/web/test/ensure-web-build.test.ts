/**
 * The web build is shared by the test files that read it, each in its own process: one builds under a lock while
 * the others wait. A build under way has written its pages before their compressed copies, so a build is taken
 * as fresh only once no one holds the lock (a reader once found a page without its `.br`).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt } from '../../../scripts/web-build.mjs';
import { ensureWebBuild } from './ensure-web-build';

const lockDir = path.resolve(import.meta.dirname, '../.build-lock');

describe('the shared web build', () => {
  beforeAll(() => ensureWebBuild(), 600_000);

  it('waits for a build under way even when the build looks fresh', { timeout: 600_000 }, async () => {
    mkdirSync(lockDir);
    let settled = false;
    const waiting = ensureWebBuilt().finally(() => {
      settled = true;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(settled).toBe(false);
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
    // Then it goes on (building again only if something made the build stale meanwhile).
    await waiting;
    expect(settled).toBe(true);
  });
});
