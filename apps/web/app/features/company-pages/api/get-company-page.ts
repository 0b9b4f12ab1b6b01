/**
 * GET /companies/{slug}?page=: a live company's page, a page of its reviews. Loaded only when a visit moves to a
 * company page inside the app (use-company-page.ts imports it then): a visit that opens on the page has its data
 * in the HTML, and its JavaScript stays that of a landing page (no schema library, no query library).
 */
import { type CompanyPageData, companyPageEndpoints, type Locale, yearsOnUpKeep } from '@upkeep/contract';
import { activateLocale } from '../../../i18n/catalogs';
import { api } from '../../../lib/api';

/** The page in `locale`: the API says its service names and reply time in the language that asks. */
export async function getCompanyPage(
  slug: string,
  page: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<CompanyPageData> {
  // The API client asks in the active language; a navigation into the page's language may still be activating it.
  await activateLocale(locale, 'pages');
  const answer = await api(companyPageEndpoints.companyPage, { params: { slug }, query: { page }, signal });
  return {
    page: answer.data,
    pages: answer.pages ?? { pageNumber: page, pageSize: 10, totalCount: 0, totalPages: 0 },
    yearsOnUpKeep: yearsOnUpKeep(answer.data.liveSince, new Date()),
  };
}
