import { REVIEW_DESCRIPTION, REVIEW_TITLE, ReviewPage } from '../features/tickets/review-page';
import { i18n } from '../i18n/catalogs';
import { pageMeta } from '../ui/meta';

export const meta = () => pageMeta(i18n._(REVIEW_TITLE), i18n._(REVIEW_DESCRIPTION));

export default function CreateReviewRoute() {
  return <ReviewPage />;
}
