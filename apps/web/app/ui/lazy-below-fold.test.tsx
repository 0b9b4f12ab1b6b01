import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BELOW_FOLD_MARGIN_PX, lazyBelowFold } from './lazy-below-fold';

/** An IntersectionObserver the test drives: `intersect()` tells every observer its element came in. */
class ObserverDouble {
  static instances: ObserverDouble[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    ObserverDouble.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  static intersect() {
    for (const observer of ObserverDouble.instances) {
      if (observer.disconnected) continue;
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }));
      observer.callback(entries as unknown as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
    }
  }
}

/** Puts every element `top` pixels down the page (jsdom lays nothing out: all are at 0 otherwise). */
function placeElementsAt(top: number) {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

function part() {
  const load = vi.fn(async () => ({ text }: { text: string }) => <button type="button">{text}</button>);
  return { load, Part: lazyBelowFold(load) };
}

describe('a part below the fold', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    ObserverDouble.instances = [];
  });

  it('loads its code at once when it is within reach of the screen', async () => {
    placeElementsAt(window.innerHeight + BELOW_FOLD_MARGIN_PX - 1);
    const { load, Part } = part();
    render(<Part text="Send" />);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads its code only once it nears the screen: a visitor reading the first screen downloads none of it', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverDouble);
    placeElementsAt(window.innerHeight + BELOW_FOLD_MARGIN_PX + 500);
    const { load, Part } = part();
    render(<Part text="Send" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();
    expect(ObserverDouble.instances[0]?.options?.rootMargin).toBe(`${BELOW_FOLD_MARGIN_PX}px 0px`);
    act(() => ObserverDouble.intersect());
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ObserverDouble.instances[0]?.disconnected).toBe(true);
  });

  it('loads its code when focus enters it (a keyboard user tabbing into its prerendered fields)', async () => {
    vi.stubGlobal('IntersectionObserver', ObserverDouble);
    placeElementsAt(window.innerHeight + BELOW_FOLD_MARGIN_PX + 500);
    const { load, Part } = part();
    const { container } = render(<Part text="Send" />);
    const wrapper = container.querySelector('[data-below-fold]');
    expect(wrapper).not.toBeNull();
    fireEvent.focusIn(wrapper as Element);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
