/**
 * The app-ready signal: `<html data-app-ready>` is set once the page has hydrated and, after each navigation,
 * once the screen's first API reads have answered and no loader is shown (the browser tests wait for it instead
 * of for an idle network). Without dependencies: the root carries it on every page, the public ones included.
 */

/** What keeps the screen busy: the query client's reads in flight, a loader on screen. */
const busySources = new Set<() => boolean>();
let loaders = 0;
let changed: (() => void) | null = null;

/** A source of busyness (the query client); call `busyChanged` when it may have changed. Answers its removal. */
export function addBusySource(isBusy: () => boolean): () => void {
  busySources.add(isBusy);
  return () => busySources.delete(isBusy);
}

export function busyChanged(): void {
  changed?.();
}

/** A loader is on screen until the answered function is called. */
export function loaderShown(): () => void {
  loaders++;
  busyChanged();
  return () => {
    loaders--;
    busyChanged();
  };
}

const isBusy = () => loaders > 0 || [...busySources].some((busy) => busy());

/** How long nothing may be busy before the screen counts as settled: the renders a read-back session or a
 * first answer cause start their own reads within it. */
const QUIET_MS = 50;
/** How often a screen not yet ready is looked at again without a notice. */
const RECHECK_MS = 250;

/** Clears the signal on `root`, and sets it again once nothing has been busy for QUIET_MS. Answers a stop. */
export function watchAppReady(root: HTMLElement): () => void {
  delete root.dataset.appReady;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    if (isBusy()) return;
    timer = setTimeout(() => {
      if (isBusy()) return;
      root.dataset.appReady = 'true';
      clearInterval(poll);
    }, QUIET_MS);
  };
  // Looked at again now and then until set: a change no notice announced (a read settling between two of the
  // query cache's notices) must not leave the screen unready for good.
  const poll = setInterval(check, RECHECK_MS);
  changed = check;
  check();
  return () => {
    clearTimeout(timer);
    clearInterval(poll);
    if (changed === check) changed = null;
  };
}
