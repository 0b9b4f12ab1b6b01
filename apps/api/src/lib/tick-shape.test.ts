import { describe, expect, it } from 'vitest';
import { keepTickShape, keptTick } from './tick-shape.ts';

const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve));

describe('keeping a tick object alive', () => {
  it("keeps one of nextTick's tick objects", async () => {
    keepTickShape();
    await nextTick();
    const kept = keptTick();
    // A tick object: the callback it was queued with, and the async id Node numbered it with.
    expect(kept).toMatchObject({ callback: expect.any(Function) });
    expect(Object.getOwnPropertySymbols(kept).map(String)).toContain('Symbol(async_id_symbol)');
    // Asked again, it keeps what it has and starts no second timer.
    keepTickShape();
    await nextTick();
    expect(keptTick()).toBe(kept);
  });
});
