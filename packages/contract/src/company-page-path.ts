/** The public paths of a company's page (issue 32), re-exported by company-page-head.ts. */

/** The public path of a company's page. */
export const COMPANY_PAGE_PATTERN = '/pros/:slug';
export const companyPagePath = (slug: string) => `/pros/${encodeURIComponent(slug)}`;
/** The path prerendered as the page's frame (the server fills it per company); never a company's slug. */
export const COMPANY_PAGE_FRAME_PATH = '/pros/_frame';
