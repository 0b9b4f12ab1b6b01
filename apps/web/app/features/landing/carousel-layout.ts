/**
 * The landing carousels' layout (spec 001 section 9). carousel.module.css applies the same rules with media
 * queries, so the prerendered page is laid out right before any script runs; these functions state them for
 * tests and for any code that needs the numbers.
 */
export const CAROUSEL_BREAKPOINTS = { single: 374, wideGap: 376, small: 709, medium: 710, large: 1210 } as const;

/** Slides per view: 1 below 374 px wide, 1.2 below 709 px, 2.18 up to 1210 px, 3 above. */
export function slidesPerView(windowWidth: number): number {
  if (windowWidth < CAROUSEL_BREAKPOINTS.single) return 1;
  if (windowWidth < CAROUSEL_BREAKPOINTS.small) return 1.2;
  if (windowWidth <= CAROUSEL_BREAKPOINTS.large) return 2.18;
  return 3;
}

/** The gap between slides: 30 px when the window is narrower than 376 px, otherwise 10 px. */
export function slideGapPx(windowWidth: number): number {
  return windowWidth < CAROUSEL_BREAKPOINTS.wideGap ? 30 : 10;
}
