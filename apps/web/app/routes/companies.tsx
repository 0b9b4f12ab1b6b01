import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Compare companies';
const DESCRIPTION = 'Local companies that serve your zip code, compared by total price and rating.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function CompaniesRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
