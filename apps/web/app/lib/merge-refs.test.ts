import { useMergeRefs as library } from '@floating-ui/react';
import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

/** What a ref callback sees of a node's life: set, then (on cleanup) the function ref's cleanup or null. */
function lifeOf(merge: typeof useMergeRefs) {
  const events: string[] = [];
  const object = createRef<string>();
  const plain = (value: string | null) => {
    events.push(`plain ${value}`);
  };
  const withCleanup = (value: string | null) => {
    events.push(`cleaned ${value}`);
    return () => events.push('cleanup');
  };
  const { result } = renderHook(() => merge([object, plain, withCleanup, undefined]));
  const callback = result.current;
  callback?.('node');
  const whileSet = object.current;
  callback?.(null);
  return { events, whileSet, after: object.current };
}

describe("the copy of Floating UI's useMergeRefs that Mantine's ScrollArea gets in the browser (issue 48)", () => {
  it('sets and clears object refs and calls function refs and their cleanups as the library does', () => {
    expect(lifeOf(useMergeRefs)).toEqual(lifeOf(library as typeof useMergeRefs));
    expect(lifeOf(useMergeRefs)).toEqual({
      events: ['plain node', 'cleaned node', 'plain null', 'cleanup'],
      whileSet: 'node',
      after: null,
    });
  });

  it('answers null when every ref is empty, as the library does', () => {
    expect(renderHook(() => useMergeRefs([null, undefined])).result.current).toBeNull();
    expect(renderHook(() => library([null, undefined])).result.current).toBeNull();
    const spy = vi.fn();
    expect(renderHook(() => useMergeRefs([spy])).result.current).toBeTypeOf('function');
  });
});
