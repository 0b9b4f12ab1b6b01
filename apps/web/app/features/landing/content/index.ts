import { type Locale, ROUTE_REDIRECTS } from '@upkeep/contract';
import type { LandingPageContent } from '../../../shared/marketing/types';
import { LANDING_CONTENT_ES } from './es/index';
import { HVAC_PAGES } from './hvac';
import { LANDSCAPING_PAGES } from './landscaping';
import { PLUMBING_PAGES } from './plumbing';

export type * from '../../../shared/marketing/types';
export { HVAC_AREA_DESCRIPTION, hvacAreaDescription, hvacAreaHeroTitle, hvacAreaTitle } from './hvac';

/** Every landing page's content, by path (the 49 paths of LANDING_ROUTES). */
export const LANDING_CONTENT: ReadonlyMap<string, LandingPageContent> = new Map(
  [...LANDSCAPING_PAGES, ...PLUMBING_PAGES, ...HVAC_PAGES].map((page) => [page.path, page]),
);

/** Each language's landing pages. */
const CONTENT: Record<Locale, ReadonlyMap<string, LandingPageContent>> = {
  en: LANDING_CONTENT,
  es: LANDING_CONTENT_ES,
};

/**
 * The content of the landing page at the English `pathname` in `locale` (trailing slash and redirected spellings
 * tolerated).
 */
export function getLandingContent(pathname: string, locale: Locale = 'en'): LandingPageContent | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pages = CONTENT[locale];
  return pages.get(clean) ?? pages.get(ROUTE_REDIRECTS[clean] ?? '');
}
