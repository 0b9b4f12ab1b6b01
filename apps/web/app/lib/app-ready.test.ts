import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBusySource, busyChanged, loaderShown, watchAppReady } from './app-ready';

describe('the app-ready signal', () => {
  const root = document.documentElement;
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('is set once nothing has been busy for a moment, and cleared when a new wait starts', () => {
    root.dataset.appReady = 'true';
    stop = watchAppReady(root);
    expect(root.dataset.appReady).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(root.dataset.appReady).toBe('true');
  });

  it('waits for the reads in flight and the loaders on screen', () => {
    let fetching = true;
    const remove = addBusySource(() => fetching);
    const hide = loaderShown();
    stop = watchAppReady(root);
    vi.advanceTimersByTime(500);
    expect(root.dataset.appReady).toBeUndefined();

    fetching = false;
    busyChanged();
    vi.advanceTimersByTime(500);
    expect(root.dataset.appReady).toBeUndefined();

    hide();
    vi.advanceTimersByTime(10);
    // A read that starts within the quiet moment holds the signal back again.
    fetching = true;
    busyChanged();
    vi.advanceTimersByTime(500);
    expect(root.dataset.appReady).toBeUndefined();
    fetching = false;
    busyChanged();
    vi.advanceTimersByTime(100);
    expect(root.dataset.appReady).toBe('true');
    remove();
  });

  it('is set even when the last read settles without a notice (looked at again until set)', () => {
    let fetching = true;
    const remove = addBusySource(() => fetching);
    stop = watchAppReady(root);
    vi.advanceTimersByTime(500);
    expect(root.dataset.appReady).toBeUndefined();
    // No busyChanged(): the screen is idle, and nothing says so.
    fetching = false;
    vi.advanceTimersByTime(600);
    expect(root.dataset.appReady).toBe('true');
    remove();
  });
});
