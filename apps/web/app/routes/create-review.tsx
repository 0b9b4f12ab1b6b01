import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

const TITLE = 'Review';
const DESCRIPTION = 'Tell others how the service went.';

export const meta = () => pageMeta(TITLE, DESCRIPTION);

export default function CreateReviewRoute() {
  return <PlaceholderPage title={TITLE} description={DESCRIPTION} />;
}
