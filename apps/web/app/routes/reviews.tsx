import { REVIEWS_DESCRIPTION, REVIEWS_TITLE, ReviewsPage } from '../features/content/reviews-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(REVIEWS_TITLE, REVIEWS_DESCRIPTION);

export default function ReviewsRoute() {
  return <ReviewsPage />;
}
