import { pageMeta } from '../ui/meta';
import { PlaceholderPage } from '../ui/placeholder-page';

export const meta = () => pageMeta('Reviews', 'The UpKeep company portal.');

export default function ProReviewsRoute() {
  return <PlaceholderPage title="Reviews" description="This screen is being built." />;
}
