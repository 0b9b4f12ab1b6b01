import { msg } from '@lingui/core/macro';
import { CompaniesPage } from '../features/discovery/companies-page';
import { i18n } from '../i18n/runtime';
import { pageMeta } from '../ui/meta';

const TITLE = msg`Compare companies`;
const DESCRIPTION = msg`Local companies that serve your zip code, compared by total price and rating.`;

// In the page's language: the prerender and the browser activate it before rendering (app/i18n).
export const meta = () => pageMeta(i18n._(TITLE), i18n._(DESCRIPTION));

export default function CompaniesRoute() {
  return <CompaniesPage />;
}
