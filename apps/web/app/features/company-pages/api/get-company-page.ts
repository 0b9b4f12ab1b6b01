/**
 * GET /companies/{slug}?page=: a live company's page, a page of its reviews. Loaded only when a visit moves to a
 * company page inside the app (use-company-page.ts imports it then): a visit that opens on the page has its data
 * in the HTML, and its JavaScript stays that of a landing page (no schema library, no query library).
 */
import { type CompanyPageData, companyPageEndpoints, yearsOnUpKeep } from '@upkeep/contract';
import { api } from '../../../lib/api';

export async function getCompanyPage(slug: string, page: number, signal?: AbortSignal): Promise<CompanyPageData> {
  const answer = await api(companyPageEndpoints.companyPage, { params: { slug }, query: { page }, signal });
  return {
    page: answer.data,
    pages: answer.pages ?? { pageNumber: page, pageSize: 10, totalCount: 0, totalPages: 0 },
    yearsOnUpKeep: yearsOnUpKeep(answer.data.liveSince, new Date()),
  };
}
