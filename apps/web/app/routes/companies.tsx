import { CompaniesPage } from '../features/discovery/companies-page';
import { pageMeta } from '../ui/meta';

const TITLE = 'Compare companies';
const DESCRIPTION = 'Local companies that serve your zip code, compared by total price and rating.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function CompaniesRoute() {
  return <CompaniesPage />;
}
