import { type ComponentType, lazy, memo, Suspense, useEffect, useRef } from 'react';

/**
 * At build: the loads of parts whose code is a chunk of their own, which the prerenderer awaits
 * (entry.server.tsx): lazyBelowFold's, and the questionnaire's screen (features/discovery/questionnaire-page.tsx).
 */
export const belowFoldLoads: Promise<unknown>[] = [];

/**
 * How far ahead of the screen a part's code starts loading: a little, so that it is on its way as the
 * part scrolls in (its content is in the prerendered HTML meanwhile), while a visitor who reads only the
 * first screen never downloads it.
 */
export const BELOW_FOLD_MARGIN_PX = 100;

/**
 * Calls `reveal` once the element comes within BELOW_FOLD_MARGIN_PX of the viewport (at once where it
 * already is, or where the browser cannot tell), or once focus enters it (a keyboard user tabbing into
 * prerendered fields). Returns the cleanup.
 */
function whenNear(element: HTMLElement | null, reveal: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    reveal();
    return () => {};
  }
  if (element.getBoundingClientRect().top < window.innerHeight + BELOW_FOLD_MARGIN_PX) {
    reveal();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) stop(true);
    },
    { rootMargin: `${BELOW_FOLD_MARGIN_PX}px 0px` },
  );
  const onFocus = () => stop(true);
  function stop(revealed: boolean) {
    observer.disconnect();
    element?.removeEventListener('focusin', onFocus);
    if (revealed) reveal();
  }
  observer.observe(element);
  element.addEventListener('focusin', onFocus);
  return () => stop(false);
}

/**
 * A part of a page below the first screen, whose code is a chunk of its own.
 *
 * In the browser the prerendered HTML is already on screen; the part's chunk is fetched when the part nears
 * the viewport (or gets focus), and React hydrates it (a dehydrated Suspense boundary) when the chunk
 * arrives, in a task of its own. A visitor who reads only the first screen downloads none of it (issue 14:
 * the lead form's validation, the carousels and the dialogs are most of a landing page's code). At build,
 * where the pages are prerendered, the module is loaded as soon as this is defined and the prerenderer
 * waits for it, so the part is written inline, without streaming placeholders and scripts.
 */
export function lazyBelowFold<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | null = null;
    const Lazy = lazy(async () => ({ default: await load() }));
    belowFoldLoads.push(
      load().then((component) => {
        Loaded = component;
      }),
    );
    return function BelowFold(props: P) {
      const Component = Loaded ?? Lazy;
      return (
        <div data-below-fold="">
          <Suspense fallback={null}>
            <Component {...props} />
          </Suspense>
        </div>
      );
    };
  }

  let reveal: () => void = () => {};
  const near = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  const Lazy = lazy(async () => {
    await near;
    return { default: await load() };
  });
  // Memoised: a parent's re-render with the same props (a landing page reads its navigation state in an
  // effect) must not reach the part before its code arrives. React would then give up the prerendered
  // HTML of the boundary and show its empty fallback until the chunk came.
  return memo(function BelowFold(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => whenNear(ref.current, reveal), []);
    return (
      <div ref={ref} data-below-fold="">
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }) as unknown as ComponentType<P>;
}
