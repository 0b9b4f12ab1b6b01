import { describe, expect, it } from 'vitest';
import { keepTickShape, keptTick } from './tick-shape.ts';

describe('keeping a tick object alive', () => {
  it("keeps one of nextTick's tick objects, once", () => {
    expect(keepTickShape()).toBe(true);
    const kept = keptTick();
    // A tick object: the callback it was queued with, and the async id Node numbered it with.
    expect(kept).toMatchObject({ callback: expect.any(Function) });
    expect(Object.getOwnPropertySymbols(kept).map(String)).toContain('Symbol(async_id_symbol)');
    expect(keepTickShape()).toBe(true);
    expect(keptTick()).toBe(kept);
  });

  it('leaves no async hook running', async () => {
    keepTickShape();
    const { executionAsyncId } = await import('node:async_hooks');
    // With no hook enabled Node does not track promise ids: an await keeps the same execution id.
    const before = executionAsyncId();
    await Promise.resolve();
    expect(executionAsyncId()).toBe(before);
  });
});
