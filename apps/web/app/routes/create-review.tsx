import { REVIEW_DESCRIPTION, REVIEW_TITLE, ReviewPage } from '../features/tickets/review-page';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(REVIEW_TITLE, REVIEW_DESCRIPTION);

export default function CreateReviewRoute() {
  return <ReviewPage />;
}
