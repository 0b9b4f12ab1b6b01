import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMediaStub, setMobileViewport } from './viewport';

afterEach(() => cleanup());
// findBy*/waitFor give up after this long: generous, so a loaded machine does not fail a correct screen.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Mantine reads. The window is wide (desktop) unless a test calls
// `setMobileViewport(true)` from `./viewport`: then the mobile media query matches.
window.matchMedia = matchMediaStub;
afterEach(() => setMobileViewport(false));

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(window, {
  ResizeObserver: ResizeObserverStub,
  IntersectionObserver: IntersectionObserverStub,
  scrollTo: () => {},
});
Element.prototype.scrollIntoView = () => {};
