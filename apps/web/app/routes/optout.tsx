import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Opt out';
const DESCRIPTION = 'Ask us to stop contacting your company.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function OptoutRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
