/** The public paths of a company's page (issue 32), re-exported by company-page-head.ts. */
import type { Locale } from './locale.ts';

/** The public path of a company's page. */
export const COMPANY_PAGE_PATTERN = '/pros/:slug';
/**
 * A company's page in `locale` (issue 49): `/pros/{slug}`, its Spanish twin `/es/pros/{slug}` (the prefix is the
 * contract's SPANISH_PREFIX, spelled here so that this module imports nothing).
 */
export const companyPagePath = (slug: string, locale: Locale = 'en') =>
  `${locale === 'es' ? '/es' : ''}/pros/${encodeURIComponent(slug)}`;
/** The path prerendered as the page's frame (the server fills it per company); never a company's slug. */
export const COMPANY_PAGE_FRAME_PATH = '/pros/_frame';
/** The frame of a company's page in `locale` (`/es/pros/_frame`: the Spanish layout, `<html lang="es">`). */
export const companyPageFramePath = (locale: Locale) => companyPagePath('_frame', locale);
