import { type ComponentType, lazy } from 'react';

/** At build: the loads started by lazyBelowFold, which the prerenderer awaits (entry.server.tsx). */
export const belowFoldLoads: Promise<unknown>[] = [];

/**
 * A component whose code is a chunk of its own, for the parts of a page below the first screen.
 *
 * In the browser it is React's `lazy`: the prerendered HTML is already on screen, and React hydrates the
 * part (inside its Suspense boundary) when the chunk arrives, after the page's main code, in a task of its
 * own. At build, where the pages are prerendered, the module is loaded as soon as this is defined and the
 * prerenderer waits for it, so the part is written inline, without streaming placeholders and scripts.
 */
export function lazyBelowFold<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  if (!import.meta.env.SSR) return Lazy;
  let Loaded: ComponentType<P> | null = null;
  belowFoldLoads.push(
    load().then((component) => {
      Loaded = component;
    }),
  );
  return function BelowFold(props: P) {
    const Component = Loaded ?? Lazy;
    return <Component {...props} />;
  };
}
