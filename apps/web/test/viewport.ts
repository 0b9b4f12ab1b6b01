import { MOBILE_MEDIA_QUERY } from '../app/session/use-is-mobile';

let mobile = false;
let reducedMotion = false;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Makes the window narrower than the spec's mobile limit (or wide again) for the next render. */
export function setMobileViewport(on: boolean) {
  mobile = on;
}

/** The visitor asks for reduced motion (or no longer) from the next render on. */
export function setReducedMotion(on: boolean) {
  reducedMotion = on;
}

/**
 * jsdom's missing matchMedia: only the mobile query (after `setMobileViewport(true)`) and the reduced-motion
 * query (after `setReducedMotion(true)`) can match.
 */
export function matchMediaStub(query: string): MediaQueryList {
  return {
    matches: (mobile && query === MOBILE_MEDIA_QUERY) || (reducedMotion && query === REDUCED_MOTION_QUERY),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}
