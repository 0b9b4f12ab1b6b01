/**
 * Keeps one of `process.nextTick`'s tick objects alive for the life of the process, so that their hidden class
 * (V8's map) never dies.
 *
 * Node's `nextTick` builds each tick object with an object literal keyed by symbols (`[async_id_symbol]: ...`),
 * and an ordinary HTTP answer queues about seven of them. Tick objects live for one turn of the event loop, so at
 * a full garbage collection none is alive: V8 drops their map and the transition to it, and makes a new one at
 * the next tick. After a few collections the literal's inline cache in `nextTick` has seen so many maps that it
 * gives up (megamorphic), and every tick object is then built by V8's runtime: `nextTick` went from 60 ns to
 * 300-1,400 ns a call some ten seconds after start, at the first full collections, about 3 µs of every answer
 * (issue 33, decision 0029's addendum). A bare Fastify allocates too little to collect fully and never shows it.
 *
 * One tick object held here holds its map, and through it the chain of transitions from the empty object, so the
 * cache stays monomorphic. Inside a tick's callback, `executionAsyncResource()` is that tick object: no async hook
 * is needed (enabling one, even for a moment, leaves every `await` of the process slower). It is taken again every
 * minute, so that a map V8 replaces later (a field that changes representation) is the one held.
 */
import { executionAsyncResource } from 'node:async_hooks';

const REFRESH_MS = 60_000;

let kept: object | undefined;
let refresh: NodeJS.Timeout | undefined;

const catchTick = () => {
  process.nextTick(() => {
    kept = executionAsyncResource();
  });
};

/** Catches a tick object at the next tick, and again every minute (the timer keeps no process alive). */
export function keepTickShape(): void {
  if (refresh) return;
  catchTick();
  refresh = setInterval(catchTick, REFRESH_MS);
  refresh.unref();
}

/** The tick object kept (tests). */
export const keptTick = (): object | undefined => kept;
