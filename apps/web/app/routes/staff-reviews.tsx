import { REVIEWS_TITLE, ReviewsPage } from '../features/staff-market/reviews-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(REVIEWS_TITLE, "UpKeep's staff console.");

export default function StaffReviewsRoute() {
  return <ReviewsPage />;
}
