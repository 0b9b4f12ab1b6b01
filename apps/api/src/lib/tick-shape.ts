/**
 * Keeps one of `process.nextTick`'s tick objects alive for the life of the process, so that their hidden class
 * (V8's map) never dies.
 *
 * Node's `nextTick` builds each tick object with an object literal keyed by symbols (`[async_id_symbol]: ...`),
 * and an ordinary HTTP answer queues about seven of them. Tick objects live for one turn of the event loop, so at
 * a full garbage collection none is alive: V8 drops their map and the transition to it, and makes a new one at
 * the next tick. After a few collections the literal's inline cache in `nextTick` has seen so many maps that it
 * gives up (megamorphic), and every tick object is then built by V8's runtime, about a microsecond each: 3 µs of
 * every answer, once the server had run a little while (issue 33, decision 0029's addendum; `nextTick` went from
 * 60 ns to 300-1,400 ns a call some ten seconds after start, at the first full collections). A bare Fastify
 * allocates too little to collect fully and never shows it.
 *
 * One tick object held here holds its map, and through it the chain of transitions from the empty object, so
 * the cache stays monomorphic. The tick object is caught by an async hook enabled for one `nextTick` call at
 * start and disabled at once: no hook runs after that.
 */
import { createHook } from 'node:async_hooks';

let kept: object | undefined;

/** Catches one tick object and keeps it; true once one is kept. Safe to call again. */
export function keepTickShape(): boolean {
  if (kept) return true;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject' && !kept) kept = resource;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
  return kept !== undefined;
}

/** The tick object kept (tests). */
export const keptTick = (): object | undefined => kept;
