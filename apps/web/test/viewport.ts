import { MOBILE_MEDIA_QUERY } from '../app/session/use-is-mobile';

let mobile = false;

/** Makes the window narrower than the spec's mobile limit (or wide again) for the next render. */
export function setMobileViewport(on: boolean) {
  mobile = on;
}

/** jsdom's missing matchMedia: only the mobile query can match, and only after `setMobileViewport(true)`. */
export function matchMediaStub(query: string): MediaQueryList {
  return {
    matches: mobile && query === MOBILE_MEDIA_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}
