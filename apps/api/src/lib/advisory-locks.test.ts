import { describe, expect, it } from 'vitest';
import { LOCK_SPACES } from './advisory-locks.ts';

describe('advisory lock namespaces', () => {
  it('gives every kind of lock a number of its own', () => {
    const numbers = Object.values(LOCK_SPACES);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
