import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchAppReady } from './app-ready';
import { forgetPlainReads, usePlainRead } from './plain-read';

/** A read whose answers the test gives, one per call. */
function controlledRead<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const read = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { read, calls };
}

describe('a read without the query library (lib/plain-read.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks once per key, shows the answer again while it is fresh, and keeps the previous key’s where asked', async () => {
    const { read, calls } = controlledRead<string>();
    const { result, rerender, unmount } = renderHook(
      ({ key }) => usePlainRead(key, read, { staleTime: 60_000, keepPrevious: true }),
      { initialProps: { key: 'page:1' } },
    );
    expect(result.current).toMatchObject({ data: undefined, isPending: true, isFetching: true, isError: false });
    act(() => calls[0]?.resolve('first page'));
    await waitFor(() => expect(result.current.data).toBe('first page'));
    expect(result.current).toMatchObject({ isPending: false, isFetching: false });

    rerender({ key: 'page:2' });
    // The next page is on its way: the first stays on screen, not pending.
    expect(result.current).toMatchObject({ data: 'first page', isPending: false, isFetching: true });
    act(() => calls[1]?.resolve('second page'));
    await waitFor(() => expect(result.current.data).toBe('second page'));

    rerender({ key: 'page:1' });
    expect(result.current).toMatchObject({ data: 'first page', isFetching: false });
    unmount();
    // A screen shown again within the fresh time reads the kept answer without asking.
    const again = renderHook(() => usePlainRead('page:1', read, { staleTime: 60_000 }));
    expect(again.result.current.data).toBe('first page');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads nothing without a key, and nothing of another key without keepPrevious', async () => {
    const { read, calls } = controlledRead<string>();
    const { result, rerender } = renderHook(({ key }) => usePlainRead(key, read, { staleTime: 60_000 }), {
      initialProps: { key: null as string | null },
    });
    expect(result.current).toMatchObject({ data: undefined, isPending: true, isFetching: false });
    expect(read).not.toHaveBeenCalled();
    rerender({ key: 'a' });
    act(() => calls[0]?.resolve('a'));
    await waitFor(() => expect(result.current.data).toBe('a'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ data: undefined, isPending: true });
  });

  it('tries once more after a second, unless the server said no (4xx); Try again asks anew', async () => {
    vi.useFakeTimers();
    let answers: (() => Promise<string>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve('answered'),
    ];
    const read = vi.fn(() => (answers.shift() as () => Promise<string>)());
    const retried = renderHook(() => usePlainRead('retried', read, { staleTime: 60_000 }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(read).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(read).toHaveBeenCalledTimes(2);
    expect(retried.result.current).toMatchObject({ data: 'answered', isError: false });

    const refused = Object.assign(new Error('Not found'), { statusCode: 404 });
    answers = [() => Promise.reject(refused), () => Promise.resolve('found')];
    read.mockClear();
    const failed = renderHook(() => usePlainRead('refused', read, { staleTime: 60_000 }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(read).toHaveBeenCalledTimes(1);
    expect(failed.result.current).toMatchObject({
      data: undefined,
      isError: true,
      isPending: false,
      isFetching: false,
    });
    act(() => failed.result.current.refetch());
    // Asking again shows the loading state, as before the first answer.
    expect(failed.result.current).toMatchObject({ isError: false, isPending: true, isFetching: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(failed.result.current).toMatchObject({ data: 'found', isError: false });
  });

  it('asks nothing more once forgotten while its retry waits (a test then starts on a new page load)', async () => {
    vi.useFakeTimers();
    const read = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const { unmount } = renderHook(() => usePlainRead('forgotten', read, { staleTime: 60_000 }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(read).toHaveBeenCalledTimes(1);
    unmount();
    forgetPlainReads();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('holds the app-ready signal back while a read is in flight', async () => {
    const root = document.documentElement;
    const stop = watchAppReady(root);
    try {
      const { read, calls } = controlledRead<string>();
      renderHook(() => usePlainRead('busy', read, { staleTime: 60_000 }));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(root.dataset.appReady).toBeUndefined();
      act(() => calls[0]?.resolve('done'));
      await waitFor(() => expect(root.dataset.appReady).toBe('true'));
    } finally {
      stop();
    }
  });
});
