import { msg } from '@lingui/core/macro';
import { requestOffersEarly } from '../features/discovery/api/get-offers';
import { CompaniesPage } from '../features/discovery/companies-page';
import { i18n } from '../i18n/runtime';
import { readSessionBackNow } from '../session/hydration';
import { pageMeta } from '../ui/meta';

const TITLE = msg`Compare companies`;
const DESCRIPTION = msg`Local companies that serve your zip code, compared by total price and rating.`;

// A visit that opens here (a reload) asks for its offers now, while React starts (issue 48).
if (typeof window !== 'undefined') requestOffersEarly(window.location, window.history.state);
// Its first render knows the session (issue 48).
readSessionBackNow();

// In the page's language: the prerender and the browser activate it before rendering (app/i18n).
export const meta = () => pageMeta(i18n._(TITLE), i18n._(DESCRIPTION));

export default function CompaniesRoute() {
  return <CompaniesPage />;
}
