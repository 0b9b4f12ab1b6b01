import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('shares one load between readers and keeps it until it is stale', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000);
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string, number>(60_000);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });
});
