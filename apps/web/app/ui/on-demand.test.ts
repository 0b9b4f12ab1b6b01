import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

describe('a part loaded on demand', () => {
  it('imports once for every ask, and keeps the module', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const part = onDemand(importer);
    expect(part.loaded()).toBeNull();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(part.loaded()).toEqual({ answer: 42 });
    await part.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import: the ask that failed gets the failure, the next one tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const part = onDemand(importer);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.loaded()).toBeNull();
    await expect(part.load()).resolves.toEqual({ answer: 42 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
