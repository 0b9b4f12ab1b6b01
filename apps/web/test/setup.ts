import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale } from '../app/i18n/catalogs';
import { forgetPlainReads } from '../app/lib/plain-read';
import { matchMediaStub, setMobileViewport } from './viewport';

// The screens' words are English, as on an English page (app/i18n/catalogs.ts); a test of a Spanish screen activates
// Spanish, and English again after it.
await activateLocale('en');

afterEach(() => cleanup());
// The notifications store is a module's state: with the files of a worker sharing one module graph (`isolate:
// false`), a toast one file left queued would show in the next file's render (a second role="alert"). Every test
// leaves none.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
// The public screens' reads (lib/plain-read.ts) keep their answers for the page load, a module's state: each test
// starts as a new page load.
afterEach(() => forgetPlainReads());
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
