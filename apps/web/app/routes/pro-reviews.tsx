import { ProReviewsPage } from '../features/pro-insights/company-reviews-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta('Reviews', 'The UpKeep company portal.');

export default function ProReviewsRoute() {
  return <ProReviewsPage />;
}
