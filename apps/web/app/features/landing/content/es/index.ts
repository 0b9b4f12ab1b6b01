import type { LandingPageContent } from '../../../../shared/marketing/types';
import { HVAC_PAGES } from './hvac';
import { LANDSCAPING_PAGES } from './landscaping';
import { PLUMBING_PAGES } from './plumbing';

export { HVAC_AREA_DESCRIPTION, hvacAreaDescription, hvacAreaHeroTitle, hvacAreaTitle } from './hvac';

/**
 * Every landing page's content in Spanish, keyed by the same English path as LANDING_CONTENT (the 49 paths of
 * LANDING_ROUTES): the router serves it under /es, and every path in it (the page's, its cards', its area links')
 * is the English one for the router to prefix.
 */
export const LANDING_CONTENT_ES: ReadonlyMap<string, LandingPageContent> = new Map(
  [...LANDSCAPING_PAGES, ...PLUMBING_PAGES, ...HVAC_PAGES].map((page) => [page.path, page]),
);
